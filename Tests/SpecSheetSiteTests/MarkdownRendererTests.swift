@testable import SpecSheetSite
import Testing

/// The Markdown subset, block by block and span by span, against exact HTML.
@Suite struct MarkdownRendererTests {
    private let renderer = MarkdownRenderer()

    @Test func paragraphsAreSeparatedByBlankLines() {
        #expect(renderer.html("One\nline two\n\nThree") == "<p>One\nline two</p>\n<p>Three</p>\n")
        #expect(renderer.html("") == "")
        #expect(renderer.html("\n\n  \n") == "")
    }

    @Test func headingsGetUniqueIDs() {
        let html = renderer.html("# Drag handle\n## Drag handle\n### Drag handle-2 ##\n#### Size & *spacing*")
        #expect(html == """
            <h1 id="drag-handle">Drag handle</h1>
            <h2 id="drag-handle-2">Drag handle</h2>
            <h3 id="drag-handle-2-2">Drag handle-2</h3>
            <h4 id="size-spacing">Size &amp; <em>spacing</em></h4>

            """)
        #expect(renderer.html("#hashtag") == "<p>#hashtag</p>\n")
        #expect(renderer.html("## !!!") == "<h2 id=\"section\">!!!</h2>\n")
    }

    @Test func headingLevelOffsetShiftsAndClamps() {
        let shifted = MarkdownRenderer(headingLevelOffset: 1)
        #expect(shifted.html("## Title") == "<h3 id=\"title\">Title</h3>\n")
        #expect(shifted.html("###### Deep") == "<h6 id=\"deep\">Deep</h6>\n")
        #expect(MarkdownRenderer(headingLevelOffset: -3).html("## Up") == "<h1 id=\"up\">Up</h1>\n")
    }

    @Test func aSharedSluggerKeepsIDsUniqueAcrossFragments() {
        var slugger = HeadingSlugger(reserved: ["overview"])
        #expect(renderer.html("## Overview", slugger: &slugger) == "<h2 id=\"overview-2\">Overview</h2>\n")
        #expect(renderer.html("## Overview", slugger: &slugger) == "<h2 id=\"overview-3\">Overview</h2>\n")
        #expect(HeadingSlugger.slug("  Über   Größe -- 2 ") == "über-größe-2")
    }

    @Test func bulletListsAreTightUnlessBlankLinesSeparateItems() {
        #expect(renderer.html("- one\n* two") == "<ul>\n<li>one</li>\n</ul>\n<ul>\n<li>two</li>\n</ul>\n")
        #expect(renderer.html("- one\n- two") == "<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n")
        #expect(renderer.html("- one\n\n- two") == "<ul>\n<li>\n<p>one</p>\n</li>\n<li>\n<p>two</p>\n</li>\n</ul>\n")
    }

    @Test func orderedListsKeepTheirStart() {
        #expect(renderer.html("1. a\n2. b") == "<ol>\n<li>a</li>\n<li>b</li>\n</ol>\n")
        #expect(renderer.html("3) a\n4) b") == "<ol start=\"3\">\n<li>a</li>\n<li>b</li>\n</ol>\n")
    }

    @Test func listsNestByIndentation() {
        let html = renderer.html("- parent\n  - child one\n  - child two\n- sibling")
        #expect(html == """
            <ul>
            <li>parent
            <ul>
            <li>child one</li>
            <li>child two</li>
            </ul>
            </li>
            <li>sibling</li>
            </ul>

            """)
        #expect(renderer.html("1. step\n   - detail") == "<ol>\n<li>step\n<ul>\n<li>detail</li>\n</ul>\n</li>\n</ol>\n")
    }

    @Test func listItemsContinueOnIndentedAndLazyLines() {
        #expect(renderer.html("- first line\n  second line\nlazy line\n- next") ==
            "<ul>\n<li>first line\nsecond line\nlazy line</li>\n<li>next</li>\n</ul>\n")
        #expect(renderer.html("- item\n\nafter") == "<ul>\n<li>item</li>\n</ul>\n<p>after</p>\n")
    }

    @Test func aListInterruptsAParagraphOnlyWhenItCanStartOne() {
        #expect(renderer.html("Steps:\n- a") == "<p>Steps:</p>\n<ul>\n<li>a</li>\n</ul>\n")
        #expect(renderer.html("In\n2020. it rained") == "<p>In\n2020. it rained</p>\n")
    }

    @Test func fencedCodeIsVerbatimAndEscaped() {
        let html = renderer.html("```swift\nlet a = \"<b>\" && 'c'\n\n  ## not a heading\n```\nafter")
        #expect(html == """
            <pre><code class="language-swift">let a = &quot;&lt;b&gt;&quot; &amp;&amp; &#39;c&#39;

              ## not a heading
            </code></pre>
            <p>after</p>

            """)
        #expect(renderer.html("~~~\ncode\n~~~") == "<pre><code>code\n</code></pre>\n")
        #expect(renderer.html("````\n```\n````") == "<pre><code>```\n</code></pre>\n")
        #expect(renderer.html("```\nunclosed") == "<pre><code>unclosed\n</code></pre>\n")
        #expect(renderer.html("  ```\n  indented\n```") == "<pre><code>indented\n</code></pre>\n")
        #expect(renderer.html("```a\"b\nx\n```") == "<pre><code class=\"language-a&quot;b\">x\n</code></pre>\n")
    }

    @Test func blockQuotesNestAndContinueLazily() {
        #expect(renderer.html("> quoted\ncontinued\n\nout") == "<blockquote>\n<p>quoted\ncontinued</p>\n</blockquote>\n<p>out</p>\n")
        #expect(renderer.html("> a\n>> b") == "<blockquote>\n<p>a</p>\n<blockquote>\n<p>b</p>\n</blockquote>\n</blockquote>\n")
        #expect(renderer.html("> - item") == "<blockquote>\n<ul>\n<li>item</li>\n</ul>\n</blockquote>\n")
    }

    @Test func thematicBreaks() {
        #expect(renderer.html("a\n\n---\n\n* * *\n___") == "<p>a</p>\n<hr />\n<hr />\n<hr />\n")
        // CommonMark (cmark-gfm): `---` right under a line of text underlines a setext heading,
        // which the hand-written parser did not support (it wrote a paragraph and a break).
        #expect(renderer.html("text\n---") == "<h2 id=\"text\">text</h2>\n")
        #expect(renderer.html("text\n\n---") == "<p>text</p>\n<hr />\n")
    }

    @Test func tablesWithAlignmentAndInlineMarkup() {
        let html = renderer.html("""
            | Part | Size | Token |
            | :--- | :---: | ---: |
            | **Handle** | 36 \\| 5 | `spacing.100` |
            | Close |
            """)
        #expect(html == """
            <table>
            <thead>
            <tr>
            <th class="align-left">Part</th>
            <th class="align-center">Size</th>
            <th class="align-right">Token</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td class="align-left"><strong>Handle</strong></td>
            <td class="align-center">36 | 5</td>
            <td class="align-right"><code>spacing.100</code></td>
            </tr>
            <tr>
            <td class="align-left">Close</td>
            <td class="align-center"></td>
            <td class="align-right"></td>
            </tr>
            </tbody>
            </table>

            """)
        #expect(renderer.html("a | b\n--- | ---") == "<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n</table>\n")
        #expect(renderer.html("a | b\n--- | --- | ---") == "<p>a | b\n--- | --- | ---</p>\n")
        #expect(renderer.html("Intro\n| a |\n| - |\n| 1 |\n\nend").hasPrefix("<p>Intro</p>\n<table>"))
    }

    @Test func emphasisAndStrong() {
        #expect(renderer.html("**strong** *em* _em_ ***both***") ==
            "<p><strong>strong</strong> <em>em</em> <em>em</em> <em><strong>both</strong></em></p>\n")
        #expect(renderer.html("snake_case_name and 2 * 3 * 4") == "<p>snake_case_name and 2 * 3 * 4</p>\n")
        #expect(renderer.html("*unclosed and **also") == "<p>*unclosed and **also</p>\n")
        #expect(renderer.html("**a *b* c**") == "<p><strong>a <em>b</em> c</strong></p>\n")
    }

    @Test func codeSpans() {
        #expect(renderer.html("Use `a < b` and ``x ` y``") == "<p>Use <code>a &lt; b</code> and <code>x ` y</code></p>\n")
        #expect(renderer.html("` ``` `") == "<p><code>```</code></p>\n")
        #expect(renderer.html("`*not em*`") == "<p><code>*not em*</code></p>\n")
        #expect(renderer.html("``unmatched`") == "<p>``unmatched`</p>\n")
    }

    @Test func links() {
        #expect(renderer.html("[HIG](https://developer.apple.com/design?a=1&b=2)") ==
            "<p><a href=\"https://developer.apple.com/design?a=1&amp;b=2\" rel=\"noopener\">HIG</a></p>\n")
        #expect(renderer.html("[anatomy](#anatomy) [page](../sheet/index.html) [mail](mailto:a@b.c)") ==
            "<p><a href=\"#anatomy\">anatomy</a> <a href=\"../sheet/index.html\">page</a> <a href=\"mailto:a@b.c\">mail</a></p>\n")
        #expect(renderer.html("[*em* link](<a b.html>)") == "<p><a href=\"a%20b.html\"><em>em</em> link</a></p>\n")
        #expect(renderer.html("[wiki](https://x.org/A_(b))") == "<p><a href=\"https://x.org/A_(b)\" rel=\"noopener\">wiki</a></p>\n")
        #expect(renderer.html("[not a link] (x) [open") == "<p>[not a link] (x) [open</p>\n")
        #expect(renderer.html("[outer [inner](a)](b)") == "<p>[outer <a href=\"a\">inner</a>](b)</p>\n")
    }

    @Test func autolinks() {
        #expect(renderer.html("<https://example.com/a?b=1&c=2>") ==
            "<p><a href=\"https://example.com/a?b=1&amp;c=2\" rel=\"noopener\">https://example.com/a?b=1&amp;c=2</a></p>\n")
        #expect(renderer.html("<team@example.com>") == "<p><a href=\"mailto:team@example.com\">team@example.com</a></p>\n")
        #expect(renderer.html("a <b> c") == "<p>a &lt;b&gt; c</p>\n")
    }

    @Test func backslashEscapesAndHardBreaks() {
        #expect(renderer.html("\\*not em\\* \\[x\\] \\\\ \\a") == "<p>*not em* [x] \\ \\a</p>\n")
        #expect(renderer.html("line one  \nline two\\\nline three") == "<p>line one<br />\nline two<br />\nline three</p>\n")
        #expect(renderer.html("trailing  ") == "<p>trailing</p>\n")
    }

    @Test func lineEndingsAreNormalised() {
        #expect(renderer.html("a\r\nb\r\n\r\n- c\rd") == "<p>a\nb</p>\n<ul>\n<li>c\nd</li>\n</ul>\n")
    }

    @Test func headingIDsComeFromTheHeadingsText() {
        #expect(renderer.html("## Use `detent` with [links](#a) & *care*") ==
            "<h2 id=\"use-detent-with-links-care\">Use <code>detent</code> with <a href=\"#a\">links</a> &amp; <em>care</em></h2>\n")
        #expect(renderer.html("Setext one\n===\n\nSetext one\n---") ==
            "<h1 id=\"setext-one\">Setext one</h1>\n<h2 id=\"setext-one-2\">Setext one</h2>\n")
        #expect(MarkdownRenderer(headingLevelOffset: 1).html("Title\n=====") == "<h2 id=\"title\">Title</h2>\n")
        #expect(renderer.html("# \"Quotes\" <b>") == "<h1 id=\"quotes-b\">&quot;Quotes&quot; &lt;b&gt;</h1>\n")
    }

    @Test func tableRowsAreCutOrPaddedToTheHeader() {
        #expect(renderer.html("| a | b |\n|:-:|--|\n| 1 | 2 | 3 |\n| 4 |") == """
            <table>
            <thead>
            <tr>
            <th class="align-center">a</th>
            <th>b</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td class="align-center">1</td>
            <td>2</td>
            </tr>
            <tr>
            <td class="align-center">4</td>
            <td></td>
            </tr>
            </tbody>
            </table>

            """)
        #expect(renderer.html("- | a |\n  |---|\n  | b |").hasPrefix("<ul>\n<li>\n<table>\n<thead>\n<tr>\n<th>a</th>"))
    }

    /// GFM: `\|` is a pipe in a table cell, code spans included (the hand-written parser kept the
    /// backslash inside code).
    @Test func escapedPipesInTableCells() {
        #expect(renderer.html("| `a\\|b` | c \\| d |\n|---|---|").contains("<th><code>a|b</code></th>\n<th>c | d</th>"))
        #expect(renderer.html("`a\\|b`") == "<p><code>a\\|b</code></p>\n")
    }

    /// Only GitHub's tables are on: strikethrough, bare-URL autolinks and task lists stay text, as
    /// the catalog has never used them.
    @Test func otherGFMExtensionsAreOff() {
        #expect(renderer.html("~~gone~~ www.example.com https://example.com") ==
            "<p>~~gone~~ www.example.com https://example.com</p>\n")
        #expect(renderer.html("- [ ] open\n- [x] done") == "<ul>\n<li>[ ] open</li>\n<li>[x] done</li>\n</ul>\n")
    }

    /// CommonMark's indented code blocks (the hand-written parser read them as paragraph text).
    @Test func indentedCodeHasNoLanguage() {
        #expect(renderer.html("Text\n\n    let a = 1 < 2\n") == "<p>Text</p>\n<pre><code>let a = 1 &lt; 2\n</code></pre>\n")
    }

    @Test func tightAndLooseItemsWithSeveralBlocks() {
        #expect(renderer.html("- a\n  > q\n- b") == "<ul>\n<li>a\n<blockquote>\n<p>q</p>\n</blockquote>\n</li>\n<li>b</li>\n</ul>\n")
        #expect(renderer.html("- a\n\n  b\n- c") == "<ul>\n<li>\n<p>a</p>\n<p>b</p>\n</li>\n<li>\n<p>c</p>\n</li>\n</ul>\n")
        #expect(renderer.html("-\n- x") == "<ul>\n<li></li>\n<li>x</li>\n</ul>\n")
    }

    @Test func plainTextOfEveryBlock() {
        let text = renderer.plainText("""
            Title
            =====

            > quoted *text*  
            > on two lines

            1. ![logo](x.png) and &amp;

            ---

                indented code

            | h |
            |---|
            """)
        #expect(text == "Title\nquoted text on two lines\n!logo and &\nindented code\nh")
        #expect(renderer.plainText("") == "")
    }

    @Test func plainTextDropsMarkup() {
        let text = renderer.plainText("""
            ## The *drag* handle

            Use **the** [handle](https://x.org) to `resize`,
            then release.

            - one
            - two

            | a | b |
            |---|---|
            | c | d |

            ```
            code <x>
            ```
            """)
        #expect(text == "The drag handle\nUse the handle to resize, then release.\none\ntwo\na b\nc d\ncode <x>")
    }
}
