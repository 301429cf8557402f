import Foundation
import Testing

/// Failed builds, incremental builds, template overrides and escaping, on small project copies.
@Suite("specsheet build: failures, increments, overrides, escaping")
struct SiteBuildRobustnessTests {
    @Test func failedBuildLeavesThePreviousSiteUntouchedAndNamesTheLine() throws {
        let project = try SiteFixture.copyOfProject()
        #expect(try SiteFixture.build(project).status == 0)
        let before = try project.files().filter { $0.key.hasPrefix("site/") }
        let spec = project.url.appendingPathComponent("Specs/apple-hig/action-sheet/component.yaml")
        var text = try String(contentsOf: spec, encoding: .utf8)
        text = text.replacingOccurrences(of: "\nname:", with: "\nnmae:")
        try text.write(to: spec, atomically: true, encoding: .utf8)

        let result = try SiteFixture.build(project)
        #expect(result.status == 2)
        let first = try #require(result.stderr.split(separator: "\n").first)
        #expect(first.contains("Specs/apple-hig/action-sheet/component.yaml:"), "\(first)")
        #expect(first.contains("unknown key 'nmae'"))
        #expect(result.stderr.contains("the load stage failed; site/ was left as it was"))
        let after = try project.files().filter { $0.key.hasPrefix("site/") }
        #expect(after == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.path).filter { $0.hasPrefix(".site") }
        #expect(leftovers.isEmpty)
    }

    @Test func guideErrorsNameTheirLineAndColumn() throws {
        let project = try SiteFixture.copyOfProject()
        let guide = project.url.appendingPathComponent("Specs/apple-hig/action-sheet/guide.md")
        var text = try String(contentsOf: guide, encoding: .utf8)
        let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasPrefix("picture: ") && $0.contains("state=default") })
        text = text.replacingOccurrences(of: "state=default", with: "state=missing")
        try text.write(to: guide, atomically: true, encoding: .utf8)
        let result = try SiteFixture.build(project)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Specs/apple-hig/action-sheet/guide.md:\(line + 1):"), "\(result.stderr)")
        #expect(result.stderr.contains("has no state 'missing'"))
        #expect(result.stderr.contains("layout stage failed"))
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("site").path))
    }

    @Test func lintChecksGuidesWithoutBuilding() throws {
        let project = try SiteFixture.copyOfProject()
        let guide = project.url.appendingPathComponent("Specs/apple-hig/action-sheet/guide.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        try text.replacingOccurrences(of: "device=iphone-15", with: "device=pixel-8")
            .write(to: guide, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["lint", "--specs", "Specs"], in: project.url)
        #expect(result.status == 1, "\(result.stderr)")
        let report = result.stdout + result.stderr
        #expect(report.contains("Specs/apple-hig/action-sheet/guide.md:"), "\(report)")
        #expect(report.contains("device 'pixel-8' is Android, not iOS"), "\(report)")
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("site").path))

        // Without its guide, the page no longer says what coverage.yaml promises: errors there.
        try FileManager.default.removeItem(at: guide)
        let uncovered = try CommandRunner.run(["lint", "--specs", "Specs"], in: project.url)
        #expect(uncovered.status == 1)
        #expect(uncovered.stdout.contains("Specs/apple-hig/action-sheet/coverage.yaml:"), "\(uncovered.stdout)")

        try FileManager.default.removeItem(at: guide.deletingLastPathComponent().appendingPathComponent("coverage.yaml"))
        let without = try CommandRunner.run(["lint", "--specs", "Specs"], in: project.url)
        #expect(without.status == 0)
        let warnings = without.stdout + without.stderr
        #expect(warnings.contains("has no guide prose") && warnings.contains("[missing-guide]"), "\(warnings)")
        #expect(warnings.contains("[missing-coverage]"), "\(warnings)")
        let strict = try CommandRunner.run(["lint", "--specs", "Specs", "--require-coverage"], in: project.url)
        #expect(strict.status == 1, "--require-coverage fails a component without coverage.yaml")
    }

    @Test(arguments: [["--base-url", "javascript:alert(1)"], ["--templates", "no-such-folder"], ["--jobs", "0"]])
    func badOptionsAreOneLineUsageErrors(arguments: [String]) throws {
        let result = try CommandRunner.run(["build", "--out", "unused-site"] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: Fixture.packageRoot.appendingPathComponent("unused-site").path))
    }

    @Test func templateSyntaxErrorsNameTheirLineAndColumn() throws {
        let project = try SiteFixture.copyOfProject()
        let overrides = project.url.appendingPathComponent("Overrides")
        try FileManager.default.createDirectory(at: overrides, withIntermediateDirectories: true)
        try "<!doctype html>\n<p>{{#chrome}}\n".write(to: overrides.appendingPathComponent("not-found.mustache"),
                                                   atomically: true, encoding: .utf8)
        let result = try SiteFixture.build(project, ["--templates", "Overrides"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Overrides/not-found.mustache:"), "\(result.stderr)")
    }

    /// Issue #17: a partial no folder has used to render as nothing, with exit 0.
    @Test func aMissingPartialIsABuildError() throws {
        let project = try SiteFixture.copyOfProject()
        let overrides = project.url.appendingPathComponent("Overrides")
        try FileManager.default.createDirectory(at: overrides, withIntermediateDirectories: true)
        try "<!doctype html>\n<p>lost</p>\n  {{> partials/nowhere}}\n".write(
            to: overrides.appendingPathComponent("not-found.mustache"), atomically: true, encoding: .utf8)
        let result = try SiteFixture.build(project, ["--templates", "Overrides"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Overrides/not-found.mustache:3:3: template 'not-found' uses 'partials/nowhere'"),
                "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("site").path))
    }

    @Test func userTemplatesOverrideTheProjectsOneFileAtATime() throws {
        let project = try SiteFixture.copyOfProject()
        let overrides = project.url.appendingPathComponent("Overrides/assets")
        try FileManager.default.createDirectory(at: overrides, withIntermediateDirectories: true)
        try "/* house style */\n".write(to: overrides.appendingPathComponent("site.css"), atomically: true, encoding: .utf8)
        #expect(try SiteFixture.build(project, ["--templates", "Overrides"]).status == 0)
        let site = project.url.appendingPathComponent("site")
        #expect(try String(contentsOf: site.appendingPathComponent("assets/site.css"), encoding: .utf8) == "/* house style */\n")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("assets/site.js").path))
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("apple-hig/action-sheet/index.html").path))
    }

    @Test func unchangedInputsAreNotDrawnOrFilledAgain() throws {
        let project = try SiteFixture.copyOfProject(systems: ["apple-hig", "orange-ods"])
        let first = try SiteFixture.build(project, ["--quiet"])
        #expect(first.status == 0, "\(first.stderr)")
        let index = project.url.appendingPathComponent("site/index.html")
        let stamp = try FileManager.default.attributesOfItem(atPath: index.path)[.modificationDate] as? Date

        let again = try SiteFixture.build(project, ["--quiet"])
        #expect(again.stderr.contains("up to date"), "\(again.stderr)")
        #expect(try FileManager.default.attributesOfItem(atPath: index.path)[.modificationDate] as? Date == stamp)

        // New prose in one guide fills that page again and draws nothing: no picture changed.
        let guide = project.url.appendingPathComponent("Specs/orange-ods/bottom-sheet/guide.md")
        try (try String(contentsOf: guide, encoding: .utf8) + "\nOne more sentence.\n").write(to: guide, atomically: true, encoding: .utf8)
        let third = try SiteFixture.build(project, ["--quiet"])
        #expect(third.stderr.contains("(0 drawn)"), "\(third.stderr)")
        #expect(third.stderr.contains("(4 filled)"), "home, compare, 404 and the changed component: \(third.stderr)")
        let page = try String(contentsOf: project.url.appendingPathComponent("site/orange-ods/bottom-sheet/index.html"), encoding: .utf8)
        #expect(page.contains("One more sentence."))

        // A new title in one component's spec redraws only the pictures it appears in.
        let untouched = project.url.appendingPathComponent("site/pictures/apple-hig/action-sheet/anatomy.light@2x.png").path
        let untouchedStamp = try FileManager.default.attributesOfItem(atPath: untouched)[.modificationDate] as? Date
        let spec = project.url.appendingPathComponent("Specs/orange-ods/bottom-sheet/component.yaml")
        try (try String(contentsOf: spec, encoding: .utf8).replacingOccurrences(of: "text: Recipes", with: "text: Recipe book"))
            .write(to: spec, atomically: true, encoding: .utf8)
        let fourth = try SiteFixture.build(project, ["--quiet"])
        let drawn = try #require(Self.number(before: " drawn", in: fourth.stderr))
        let total = try #require(Self.number(before: " pictures", in: fourth.stderr))
        #expect(drawn > 0 && drawn < total, "\(fourth.stderr)")
        #expect(try FileManager.default.attributesOfItem(atPath: untouched)[.modificationDate] as? Date == untouchedStamp,
                "the action sheet's pictures are taken over, not drawn again")
    }

    @Test func anOutputChangedSinceTheBuildIsMadeAgainAndNothingElse() throws {
        let project = try SiteFixture.copyOfProject(systems: ["apple-hig", "orange-ods"])
        #expect(try SiteFixture.build(project, ["--quiet"]).status == 0)
        let site = project.url.appendingPathComponent("site")
        let page = site.appendingPathComponent("apple-hig/action-sheet/index.html")
        let untouchedPage = site.appendingPathComponent("orange-ods/bottom-sheet/index.html").path
        let untouchedPageStamp = try FileManager.default.attributesOfItem(atPath: untouchedPage)[.modificationDate] as? Date
        let picture = site.appendingPathComponent("pictures/apple-hig/action-sheet/anatomy.light@2x.png")
        let built = (page: try Data(contentsOf: page), picture: try Data(contentsOf: picture))
        let other = site.appendingPathComponent("pictures/apple-hig/action-sheet/anatomy.dark@2x.png").path
        let otherStamp = try FileManager.default.attributesOfItem(atPath: other)[.modificationDate] as? Date

        // Someone edits a page and truncates a picture inside the built site: same inputs, but the
        // files no longer have the size and time the build recorded.
        try (String(decoding: built.page, as: UTF8.self) + "<!-- edited -->").write(to: page, atomically: true, encoding: .utf8)
        try Data(built.picture.prefix(100)).write(to: picture)
        let again = try SiteFixture.build(project, ["--quiet"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!again.stderr.contains("up to date"), "\(again.stderr)")
        #expect(again.stderr.contains("(1 drawn)"), "only the damaged picture is drawn: \(again.stderr)")
        #expect(again.stderr.contains("(4 filled)"), "the edited page, and home, compare and 404 as always: \(again.stderr)")
        #expect(try Data(contentsOf: page) == built.page)
        #expect(try Data(contentsOf: picture) == built.picture)
        #expect(try FileManager.default.attributesOfItem(atPath: other)[.modificationDate] as? Date == otherStamp)
        #expect(try FileManager.default.attributesOfItem(atPath: untouchedPage)[.modificationDate] as? Date
                == untouchedPageStamp)

        // And then nothing is left to do.
        #expect(try SiteFixture.build(project, ["--quiet"]).stderr.contains("up to date"))
    }

    @Test func aSiteFromTheVersionBeforeStampsIsReplacedAndMadeAgain() throws {
        let project = try SiteFixture.copyOfProject(systems: ["apple-hig"])
        #expect(try SiteFixture.build(project, ["--quiet"]).status == 0)
        // The earlier manifest: each file's input key alone, no stamp.
        let manifestURL = project.url.appendingPathComponent("site/.specsheet-build.json")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any])
        let records = try #require(manifest["files"] as? [String: [String: Any]])
        let earlier: [String: Any] = ["site": manifest["site"]!, "files": records.mapValues { $0["inputs"]! }]
        try JSONSerialization.data(withJSONObject: earlier).write(to: manifestURL)

        let again = try SiteFixture.build(project, ["--quiet"])
        #expect(again.status == 0, "\(again.stderr)")
        let total = try #require(Self.number(before: " pictures", in: again.stderr))
        #expect(again.stderr.contains("(\(total) drawn)"), "no stamps: every file is made again once: \(again.stderr)")
        #expect(try SiteFixture.build(project, ["--quiet"]).stderr.contains("up to date"))
    }

    @Test func filesAddedToTheSiteFolderAreKeptAndBuildInputsAreProtected() throws {
        let project = try SiteFixture.copyOfProject()
        #expect(try SiteFixture.build(project, ["--quiet"]).status == 0)
        let site = project.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try "ref: refs/heads/gh-pages\n".write(to: site.appendingPathComponent(".git/HEAD"), atomically: true, encoding: .utf8)
        try "design.example.com\n".write(to: site.appendingPathComponent("CNAME"), atomically: true, encoding: .utf8)
        let guide = project.url.appendingPathComponent("Specs/apple-hig/action-sheet/guide.md")
        try (try String(contentsOf: guide, encoding: .utf8) + "\nMore.\n").write(to: guide, atomically: true, encoding: .utf8)
        #expect(try SiteFixture.build(project, ["--quiet"]).status == 0)
        #expect(try String(contentsOf: site.appendingPathComponent("CNAME"), encoding: .utf8) == "design.example.com\n")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(".git/HEAD").path))

        for out in ["Specs/site", "Specs", "Templates/assets", "."] {
            let result = try CommandRunner.run(["build", "--specs", "Specs", "--out", out], in: project.url)
            #expect(result.status == 2, "--out \(out)")
            #expect(result.stderr.contains("not a site specsheet built") || result.stderr.contains("must not be, contain or sit inside"),
                    "--out \(out): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("Specs/site").path))
        #expect(FileManager.default.fileExists(atPath: project.url.appendingPathComponent("Specs/devices.yaml").path))
    }

    @Test func refusesToReplaceAFolderItDidNotBuild() throws {
        let project = try SiteFixture.copyOfProject()
        let site = project.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try "mine".write(to: site.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let result = try SiteFixture.build(project)
        #expect(result.status == 2)
        #expect(result.stderr.contains("not a site specsheet built"))
        #expect(try String(contentsOf: site.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
    }

    @Test func specTextIsEscapedInPagesPicturesAndTheSearchIndex() throws {
        let project = try SiteFixture.copyOfProject()
        let hostile = #"<script>alert("x")</script> & 'quoted'"#
        let spec = project.url.appendingPathComponent("Specs/apple-hig/action-sheet/component.yaml")
        var text = try String(contentsOf: spec, encoding: .utf8)
        // The component's name and its first numbered part's name carry the hostile text.
        let quoted = "'\(hostile.replacingOccurrences(of: "'", with: "''"))'"
        text = text.replacingOccurrences(of: "\nname: Action sheet", with: "\nname: \(quoted)")
        text = text.replacingOccurrences(of: "name: Title\n", with: "name: \(quoted)\n")
        try text.write(to: spec, atomically: true, encoding: .utf8)
        let guide = project.url.appendingPathComponent("Specs/apple-hig/action-sheet/guide.md")
        try (try String(contentsOf: guide, encoding: .utf8)
            .replacingOccurrences(of: "## When to use\n", with: "## When to use\n\nRaw \(hostile) here.\n"))
            .write(to: guide, atomically: true, encoding: .utf8)
        let result = try SiteFixture.build(project)
        #expect(result.status == 0, "\(result.stderr)")
        let site = project.url.appendingPathComponent("site")
        for path in ["apple-hig/action-sheet/index.html", "index.html", "compare/index.html"] {
            let html = try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
            #expect(!html.contains("<script>alert"), "\(path)")
            #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;"), "\(path)")
            #expect(HTMLDocument(html).problems.isEmpty)
        }
        // The explorer's data names the part too, as JSON that cannot end its <script>.
        let page = try String(contentsOf: site.appendingPathComponent("apple-hig/action-sheet/index.html"), encoding: .utf8)
        #expect(page.contains(#"\u003cscript\u003ealert(\"x\")\u003c/script\u003e \u0026 'quoted'"#))
        let index = try String(contentsOf: site.appendingPathComponent("assets/search-index.js"), encoding: .utf8)
        #expect(!index.contains("<script>"))
        #expect(index.contains(#"\u003cscript\u003ealert(\"x\")\u003c/script\u003e \u0026 'quoted'"#))

        let svg = try CommandRunner.run(["render", "apple-hig/action-sheet", "--kind", "anatomy", "--format", "svg",
                                         "--specs", "Specs", "-o", "a.svg"], in: project.url)
        #expect(svg.status == 0, "\(svg.stderr)")
        let drawing = try String(contentsOf: project.url.appendingPathComponent("a.svg"), encoding: .utf8)
        #expect(!drawing.contains("<script>"))
        #expect(drawing.contains("&lt;script&gt;"))
    }

    /// The number right before `suffix` in `text` (`344` in `344 pictures`).
    static func number(before suffix: String, in text: String) -> Int? {
        guard let range = text.range(of: suffix) else { return nil }
        let digits = text[..<range.lowerBound].reversed().prefix { $0.isNumber }
        return Int(String(digits.reversed()))
    }
}
