@testable import Benchmarks
import Foundation
import SpecSheetSite
import Testing

/// `MarkdownPageBuild`: a folder of Markdown pages through the site's page and write stages.
@Suite struct MarkdownPageBuildTests {
    @Test func threePagesBecomeThreeWellFormedPagesWithEscapedTitles() throws {
        let folder = try TemporaryFolder()
        // The templates the benchmark itself writes.
        try SiteBenchmark.writeTemplates(folder.path("Templates"))
        try folder.write("pages/first.md", """
            ---
            title: "Sheets & <dialogs>"
            draft: false
            ---
            Some *text* with a [link](https://example.com/?a=1&b=2).

            - one
            - two

            ```swift
            let x = a < b
            ```

            """)
        try folder.write("pages/nested/second.md", "# Second \"quoted\" page\n\nBody text.\n")
        try folder.write("pages/third.md", "No heading here, so the file name is the title.\n")
        try folder.write("pages/.hidden.md", "# Not a page\n")

        let build = MarkdownPageBuild(sourceDirectory: folder.path("pages"), outputDirectory: folder.path("site"),
                                      templateDirectories: [folder.path("Templates")], jobs: 2)
        let report = try build.build()
        #expect(report.pages == 3)
        #expect(report.assets == 1)

        let expected = [
            "first/index.html": "Sheets &amp; &lt;dialogs&gt;",
            "nested/second/index.html": "Second &quot;quoted&quot; page",
            "third/index.html": "third",
        ]
        let written = try folder.htmlFiles(under: "site")
        #expect(written == Set(expected.keys))
        for (path, title) in expected {
            let html = try folder.read("site/\(path)")
            #expect(WellFormedness.problems(in: html).isEmpty, "\(path): \(WellFormedness.problems(in: html))")
            #expect(html.contains("<title>\(title)</title>"), "\(path)")
            #expect(html.contains("<h1>\(title)</h1>"), "\(path)")
        }
        let first = try folder.read("site/first/index.html")
        #expect(!first.contains("draft"))
        #expect(first.contains(#"<a href="https://example.com/?a=1&amp;b=2""#))
        #expect(first.contains("a &lt; b"))
        #expect(first.contains(#"href="../assets/page.css""#))
        #expect(try folder.read("site/nested/second/index.html").contains(#"href="../../assets/page.css""#))
        #expect(FileManager.default.fileExists(atPath: folder.path("site/assets/page.css")))

        // A second build replaces the first (the folder carries the build manifest).
        try folder.write("pages/third.md", "# Renamed\n")
        #expect(try build.build().pages == 3)
        #expect(try folder.read("site/third/index.html").contains("<title>Renamed</title>"))
    }

    @Test func theSameOutputWithOneJobOrMany() throws {
        let folder = try TemporaryFolder()
        try SiteBenchmark.writeTemplates(folder.path("Templates"))
        for index in 0..<20 {
            try folder.write("pages/page-\(index).md", "# Page \(index)\n\n## Part\n\nText \(index).\n")
        }
        try folder.write("pages/index.md", "# Home\n")
        var outputs: [[String: String]] = []
        for jobs in [1, 4] {
            let out = folder.path("site-\(jobs)")
            let report = try MarkdownPageBuild(sourceDirectory: folder.path("pages"), outputDirectory: out,
                                               templateDirectories: [folder.path("Templates")], jobs: jobs).build()
            #expect(report.pages == 21)
            var pages: [String: String] = [:]
            for path in try folder.htmlFiles(under: "site-\(jobs)") { pages[path] = try folder.read("site-\(jobs)/\(path)") }
            outputs.append(pages)
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0]["index.html"]?.contains("<title>Home</title>") == true)
    }

    @Test func aMissingPageTemplateIsAClearError() throws {
        let folder = try TemporaryFolder()
        // The catalog site's templates are not enough: the Markdown page build needs `page`.
        try folder.write("Templates/home.mustache", "{{title}}")
        try folder.write("pages/one.md", "# One\n")
        let build = MarkdownPageBuild(sourceDirectory: folder.path("pages"), outputDirectory: folder.path("site"),
                                      templateDirectories: [folder.path("Templates")])
        let error = #expect(throws: SiteBuildError.self) { try build.build() }
        #expect(error?.stage == .load)
        #expect(error?.description == "\(folder.path("Templates")): missing template 'page.mustache'")
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }

    @Test func onlyPageIsRequired() throws {
        let folder = try TemporaryFolder()
        try folder.write("Templates/page.mustache", "<p>{{title}}</p>\n")
        try folder.write("pages/one.md", "# One\n")
        let report = try MarkdownPageBuild(sourceDirectory: folder.path("pages"), outputDirectory: folder.path("site"),
                                           templateDirectories: [folder.path("Templates")]).build()
        #expect(report.pages == 1)
    }

    @Test func titlesAndPaths() {
        #expect(MarkdownPageBuild.split("---\ntitle: 'A: b'\n---\n# Heading\n").title == "A: b")
        #expect(MarkdownPageBuild.split("---\ntitle: 'A: b'\n---\n# Heading\n").body == "# Heading\n")
        #expect(MarkdownPageBuild.split("Intro\n# Heading #\n").title == "Heading #")
        #expect(MarkdownPageBuild.split("---\nunclosed: yes\n# Heading\n").title == "Heading")
        #expect(MarkdownPageBuild.split("---\r\ntitle: Windows\r\n---\r\nText\r\n").title == "Windows")
        #expect(MarkdownPageBuild.split("Just text\n").title == nil)
        #expect(MarkdownPageBuild.pagePath(for: "a.md") == "a/index.html")
        #expect(MarkdownPageBuild.pagePath(for: "index.md") == "index.html")
        #expect(MarkdownPageBuild.pagePath(for: "guides/index.md") == "guides/index.html")
        #expect(MarkdownPageBuild.pagePath(for: "guides/intro.md") == "guides/intro/index.html")
    }
}

/// A fresh folder under the temporary directory, removed when the value goes away.
private final class TemporaryFolder {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("markdown-page-build-\(getpid())-\(UInt64.random(in: 0...UInt64.max))").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func path(_ relative: String) -> String { "\(root)/\(relative)" }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    func htmlFiles(under relative: String) throws -> Set<String> {
        let files = FileManager.default.enumerator(atPath: path(relative))?.allObjects as? [String] ?? []
        return Set(files.filter { $0.hasSuffix(".html") })
    }
}

/// A small strict check of HTML: every element closed in order (void elements never), quoted
/// attribute values, no stray `<` or `&` in text.
private enum WellFormedness {
    static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link",
                                            "meta", "source", "track", "wbr"]

    static func problems(in html: String) -> [String] {
        var problems: [String] = []
        var stack: [String] = []
        let scalars = Array(html.unicodeScalars)
        var index = 0
        func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
            (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") || scalar == "-"
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "&" {
                var end = index + 1
                while end < scalars.count, end - index < 12, scalars[end] != ";" { end += 1 }
                if end >= scalars.count || scalars[end] != ";" { problems.append("bare & at \(index)") }
                index += 1
                continue
            }
            guard scalar == "<" else { index += 1; continue }
            if html.unicodeScalars.dropFirst(index).starts(with: "<!DOCTYPE".unicodeScalars) {
                while index < scalars.count, scalars[index] != ">" { index += 1 }
                index += 1
                continue
            }
            var cursor = index + 1
            let closing = cursor < scalars.count && scalars[cursor] == "/"
            if closing { cursor += 1 }
            var name = ""
            while cursor < scalars.count, isNameCharacter(scalars[cursor]) { name.unicodeScalars.append(scalars[cursor]); cursor += 1 }
            guard !name.isEmpty else { problems.append("stray < at \(index)"); index += 1; continue }
            // Attributes: name="value" pairs only.
            var quote: Unicode.Scalar?
            var sawEquals = false
            while cursor < scalars.count {
                let current = scalars[cursor]
                if let open = quote {
                    if current == open { quote = nil }
                } else if current == "\"" || current == "'" {
                    if !sawEquals { problems.append("quote without = in <\(name)>") }
                    quote = current
                    sawEquals = false
                } else if current == "=" {
                    sawEquals = true
                } else if current == ">" {
                    break
                } else if sawEquals, current != " " {
                    problems.append("unquoted attribute value in <\(name)>")
                    sawEquals = false
                }
                cursor += 1
            }
            guard cursor < scalars.count else { problems.append("unclosed tag <\(name)"); break }
            if closing {
                if stack.last == name { stack.removeLast() } else { problems.append("</\(name)> closes \(stack.last ?? "nothing")") }
            } else if !voidElements.contains(name) {
                stack.append(name)
            }
            index = cursor + 1
        }
        if !stack.isEmpty { problems.append("unclosed elements: \(stack.joined(separator: ", "))") }
        return problems
    }
}
