import SpecSheetModel
@testable import SpecSheetSite
import Testing

/// The `guide.md` format: a good document, and every rule's exact one-line message.
@Suite struct GuideParserTests {
    private let path = "Specs/acme/sheet/guide.md"

    private func parse(_ text: String) throws -> GuideDocument {
        try GuideParser(path: path).parse(text)
    }

    /// The problems of a document that must not parse, without the path prefix.
    private func problems(_ text: String) -> [String] {
        do {
            _ = try GuideParser(path: path).parse(text)
            Issue.record("expected the guide to be rejected")
            return []
        } catch {
            return error.problems.map { String($0.dropFirst(path.count + 1)) }
        }
    }

    private let good = """

        ## Overview

        A sheet slides up from the bottom.

        ## When to use
        - Short tasks

        ## Behavior
        ```markdown
        ## Not a section
        ### Do: not an entry
        ```

        ## Best practices

        Keep it simple.

        ### Do: Keep the handle visible
        picture: variant=medium state=default platform=ios device=iphone-15 stacked

        The handle shows the sheet can be *resized*.

        ### Don't: Hide the handle
        Without it people miss the gesture.

        ### Do: Use a title
        ### Don’t: Stack **many** sheets
        picture: stacked

        ## Accessibility
        #### Focus
        Move focus into the sheet.
        """

    @Test func aGoodGuideParses() throws {
        let guide = try parse(good)
        #expect(guide.sections.map(\.kind) == [.overview, .whenToUse, .behaviour, .bestPractices, .accessibility])
        #expect(guide.section(.overview)?.markdown == "A sheet slides up from the bottom.")
        #expect(guide.section(.overview)?.location == SourceLocation(file: path, line: 2, column: 1))
        #expect(guide.section(.whenToUse)?.markdown == "- Short tasks")
        #expect(guide.section(.behaviour)?.markdown == "```markdown\n## Not a section\n### Do: not an entry\n```")
        #expect(guide.section(.bestPractices)?.markdown == "Keep it simple.")
        #expect(guide.section(.accessibility)?.markdown == "#### Focus\nMove focus into the sheet.")

        #expect(guide.practices.count == 2)
        let first = try #require(guide.practices.first)
        #expect(first.do.verdict == .do)
        #expect(first.do.title == "Keep the handle visible")
        #expect(first.do.markdown == "The handle shows the sheet can be *resized*.")
        #expect(first.do.location == SourceLocation(file: path, line: 19, column: 1))
        let picture = try #require(first.do.picture)
        #expect(picture.variant == "medium")
        #expect(picture.state == "default")
        #expect(picture.platform == "ios")
        #expect(picture.device == "iphone-15")
        #expect(picture.stacked)
        #expect(picture.location == SourceLocation(file: path, line: 20, column: 10))
        #expect(picture.location(of: .device) == SourceLocation(file: path, line: 20, column: 52))
        #expect(picture.location(of: .stacked) == SourceLocation(file: path, line: 20, column: 69))
        #expect(first.dont.verdict == .dont)
        #expect(first.dont.title == "Hide the handle")
        #expect(first.dont.picture == nil)
        #expect(first.dont.markdown == "Without it people miss the gesture.")

        let second = guide.practices[1]
        #expect(second.do.title == "Use a title")
        #expect(second.do.markdown == "")
        #expect(second.dont.title == "Stack **many** sheets")
        #expect(second.dont.picture?.stacked == true)
        #expect(second.dont.picture?.variant == nil)
    }

    @Test func crlfInputParsesTheSame() throws {
        let crlf = good.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        #expect(try parse(crlf) == parse(good))
        #expect(problems("## Overview\r\n\r\n## Overview\r\n") == ["3:4: duplicate section 'Overview' (first at line 1)"])
    }

    @Test func anEmptyGuideHasNoSections() throws {
        #expect(try parse("") == GuideDocument(sections: [], practices: []))
        #expect(try parse("\n  \n## overview\n").sections.map(\.kind) == [.overview])
    }

    @Test func textBeforeTheFirstSectionIsAnError() {
        #expect(problems("\n  Intro\nmore\n## Overview") ==
            ["2:3: text before the first section; start the guide with a '##' heading such as '## Overview'"])
    }

    @Test func aLevelOneHeadingIsAnError() {
        #expect(problems("## Overview\n# Bottom sheet") ==
            ["2:1: a '#' heading is not allowed: the page title comes from component.yaml; use '##' sections"])
    }

    @Test func unknownAndDuplicateSections() {
        #expect(problems("## Overview\n##  Usage\ntext\n## Overview") == [
            "2:5: unknown section 'Usage'; the sections are 'Overview', 'When to use', 'Behaviour', 'Best practices', 'Accessibility'",
            "4:4: duplicate section 'Overview' (first at line 1)",
        ])
        #expect(problems("## Behaviour\n## Behavior") == ["2:4: duplicate section 'Behaviour' (first at line 1)"])
    }

    @Test func entriesMustComeInDoDontPairs() {
        #expect(problems("## Best practices\n### Don't: Alone\n### Do: First\n### Do: Second\n### Don't: Pair") == [
            "2:1: 'Don't: Alone' needs a 'Do:' entry right before it",
            "3:1: 'Do: First' needs a 'Don't:' entry right after it",
        ])
        #expect(problems("## Best practices\n### Do: Last") == ["2:1: 'Do: Last' needs a 'Don't:' entry right after it"])
    }

    @Test func otherLevelThreeHeadingsInBestPracticesAreErrors() {
        #expect(problems("## Best practices\n### Tips\n### Do:\n### Don't: x") == [
            "2:5: a '###' heading in 'Best practices' must be '### Do: <title>' or '### Don't: <title>'",
            "3:8: 'Do:' needs a title",
        ])
    }

    @Test func levelThreeHeadingsElsewhereAreMarkdown() throws {
        let guide = try parse("## Behaviour\n### Do: this is prose\n### Dragging")
        #expect(guide.section(.behaviour)?.markdown == "### Do: this is prose\n### Dragging")
        #expect(guide.practices.isEmpty)
    }

    @Test func curlyAndStraightApostrophesAndAnyCase() throws {
        let guide = try parse("## Best practices\n### do: a\n### DON’T: b\n### Do: c\n### don't: d")
        #expect(guide.practices.map(\.dont.title) == ["b", "d"])
    }

    @Test func pictureLineErrorsPointAtTheirColumn() {
        let text = """
            ## Best practices
            ### Do: a
            picture: variant=x colour=red variant=y state= platform=macos stacked=yes tall =z
            ### Don't: b
            picture: stacked stacked
            """
        #expect(problems(text) == [
            "3:20: unknown picture key 'colour'; use variant, state, platform, device, orientation, or a flag: stacked, gestures, map",
            "3:31: duplicate key 'variant'",
            "3:47: 'state' needs a value",
            "3:57: unknown platform 'macos'; use ios, android or web",
            "3:63: 'stacked' is a flag and takes no value",
            "3:75: unknown picture flag 'tall'; use key=value with variant, state, platform, device, orientation, or a flag: stacked, gestures, map",
            "3:80: missing key before '='",
            "5:18: duplicate 'stacked'",
        ])
    }

    /// `map` asks for the page behind to be a map, dimmed under a modal sheet's scrim (eBay's
    /// "Don't dim a map people need" picture).
    @Test func mapFlagAsksForAMapBehind() throws {
        let guide = try parse("## Best practices\n### Do: a\npicture: variant=modal map\ntext\n### Don't: b\npicture: variant=modal\ntext")
        #expect(guide.practices[0].do.picture?.map == true)
        #expect(guide.practices[0].dont.picture?.map == false)
    }

    @Test func onlyTheFirstLineOfAnEntryIsItsPicture() throws {
        let guide = try parse("## Best practices\n### Do: a\n\ntext\npicture: variant=x\n### Don't: b\n  picture:")
        #expect(guide.practices[0].do.picture == nil)
        #expect(guide.practices[0].do.markdown == "text\npicture: variant=x")
        let empty = try #require(guide.practices[0].dont.picture)
        #expect(empty == PictureRequest(location: SourceLocation(file: path, line: 7, column: 3)))
    }

    @Test func fencesHideHeadingsAndMustBeClosed() throws {
        let guide = try parse("## Overview\n~~~\n# not a title\n## Usage\n~~~\n## Accessibility\ntext")
        #expect(guide.section(.overview)?.markdown == "~~~\n# not a title\n## Usage\n~~~")
        #expect(guide.section(.accessibility)?.markdown == "text")
        #expect(problems("## Overview\n\n  ```swift\n## Accessibility") == ["3:3: this code fence is never closed"])
    }

    @Test func problemsAreSortedAndDescribedOnePerLine() {
        do {
            _ = try GuideParser(path: "g.md").parse("text\n# Title\n## Overview\n## Overview")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == """
                g.md:1:1: text before the first section; start the guide with a '##' heading such as '## Overview'
                g.md:2:1: a '#' heading is not allowed: the page title comes from component.yaml; use '##' sections
                g.md:4:4: duplicate section 'Overview' (first at line 3)
                """)
        }
    }
}
