import Foundation
import Testing
import TestSupport

/// Issue #17: a build killed at any rename leaves `site/` as the old or the new site, whole, with
/// the files a person added to it. SIGKILL is injected by strace at the 1st, 2nd, … rename-family
/// system call of a build until a build runs to its end.
@Suite("A killed build never loses the site")
struct SiteKillTests {
    /// The site's manifest lists every file, and every listed file is there.
    private func assertWhole(_ site: URL, _ context: String) throws {
        let manifestURL = site.appendingPathComponent(".specsheet-build.json")
        let data = try #require(try? Data(contentsOf: manifestURL), "\(context): site/ has its manifest")
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let files = try #require(manifest["files"] as? [String: Any])
        #expect(files.count > 5)
        for path in files.keys {
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(path).path), "\(context): \(path)")
        }
        #expect((try? String(contentsOf: site.appendingPathComponent("CNAME"), encoding: .utf8)) == "docs.example.com\n",
                "\(context): CNAME kept")
        #expect((try? String(contentsOf: site.appendingPathComponent(".git/config"), encoding: .utf8)) == "[core]\n",
                "\(context): .git kept")
    }

    @Test func killedAtEveryRenameTheSiteStaysWhole() throws {
        let strace = try RequiredTool.strace.require()
        // strace must be able to trace here (ptrace may be forbidden): otherwise every "killed" build
        // below would be one that never ran, and the untouched site would pass.
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: strace)
        probe.arguments = ["-f", "-qq", "-o", "/dev/null", "/bin/true"]
        try probe.run()
        probe.waitUntilExit()
        try #require(probe.terminationStatus == 0, "strace cannot trace a process here")
        let project = try SiteFixture.copyOfProject(systems: ["apple-hig"])
        #expect(try SiteFixture.build(project).status == 0)
        let site = project.url.appendingPathComponent("site")
        try "docs.example.com\n".write(to: site.appendingPathComponent("CNAME"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: site.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try "[core]\n".write(to: site.appendingPathComponent(".git/config"), atomically: true, encoding: .utf8)

        let spec = project.url.appendingPathComponent("Specs/apple-hig/action-sheet/component.yaml")
        let binary = CommandRunner.executable.path
        var killed = 0
        var finished = false
        for attempt in 1...12 {
            // A change, so that the build writes and swaps a new site: a word of the summary, which
            // the pages show and no picture does (a name would redraw every picture, whose titles
            // carry it, and a build would no longer end within the attempts).
            var text = try String(contentsOf: spec, encoding: .utf8)
            text = text.replacingOccurrences(of: "\nsummary: >-\n  ", with: "\nsummary: >-\n  X", options: [],
                                             range: text.range(of: "\nsummary: >-\n  "))
            try text.write(to: spec, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: strace)
            process.arguments = ["-f", "-qq", "-o", "/dev/null", "-e", "trace=rename,renameat,renameat2",
                                 "-e", "inject=rename,renameat,renameat2:signal=KILL:when=\(attempt)",
                                 binary, "build", "--specs", "Specs", "--out", "site", "--quiet"]
            process.currentDirectoryURL = project.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            try assertWhole(site, "killed at rename \(attempt)")
            if process.terminationStatus == 0 { finished = true; break }
            #expect(process.terminationReason == .uncaughtSignal || process.terminationStatus == 128 + 9,
                     "attempt \(attempt) ended by SIGKILL, not by failing to start (status \(process.terminationStatus))")
            killed += 1
        }
        #expect(killed >= 1, "at least one build was killed at a rename")
        // The build that ran to its end under strace wrote the last name: the traced builds really ran.
        #expect(finished, "a build under strace ran to its end")
        let text = try String(contentsOf: spec, encoding: .utf8)
        let summary = try #require(text.range(of: "\nsummary: >-\n  ")).upperBound
        let name = String(text[summary...].prefix { $0 != "\n" }.split(separator: " ").prefix(3).joined(separator: " "))
        let pages = try FileManager.default.subpathsOfDirectory(atPath: site.path).filter { $0.hasSuffix(".html") }
        #expect(try pages.contains { try String(contentsOf: site.appendingPathComponent($0), encoding: .utf8).contains(name) },
                "the site shows the name the last traced build read: \(name)")
        // The next build cleans up what the killed ones left and keeps the person's files.
        #expect(try SiteFixture.build(project).status == 0)
        try assertWhole(site, "after a normal build")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.url.path).filter { $0.hasPrefix(".site.") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}
