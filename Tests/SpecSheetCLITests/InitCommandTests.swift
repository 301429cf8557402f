import Foundation
import Testing

/// `specsheet init` writes specs that lint clean as written (pictures included), and never
/// overwrites one.
@Suite("specsheet init")
struct InitCommandTests {
    static func scratchCatalog() throws -> URL { try OtherSystemsTests.scratchCatalog() }

    static func lintErrors(_ folder: URL, only: String) throws -> (status: Int32, errors: [String]) {
        let result = try CommandRunner.run(["lint", "--specs", folder.path, "--only", only, "--pictures"])
        let errors = (result.stdout + result.stderr).split(separator: "\n").filter { $0.hasPrefix("error:") || $0.hasPrefix("specsheet:") }
        return (result.status, errors.map(String.init))
    }

    @Test func aNewSystemAndComponentLintCleanAndBuild() throws {
        let folder = try Self.scratchCatalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["init", "acme/filters", "--specs", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        for path in ["acme/system.yaml", "acme/filters/component.yaml", "acme/filters/guide.md"] {
            #expect(result.stdout.contains(folder.appendingPathComponent(path).path))
        }
        let spec = try String(contentsOf: folder.appendingPathComponent("acme/filters/component.yaml"), encoding: .utf8)
        #expect(spec.contains("name: Filters") && spec.contains("tag: ours"))
        let lint = try Self.lintErrors(folder, only: "acme")
        #expect(lint.status == 0 && lint.errors.isEmpty, "\(lint.errors)")
        let site = folder.appendingPathExtension("site")
        defer { try? FileManager.default.removeItem(at: site) }
        let build = try CommandRunner.run(["build", "--specs", folder.path, "--out", site.path, "-q"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("acme/filters/index.html").path))
    }

    @Test func fromAComponentOfAnotherSystemStartsANewSystemFromIt() throws {
        let folder = try Self.scratchCatalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["init", "acme/panel", "--from", "material-3/side-sheet", "--specs", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        let spec = try String(contentsOf: folder.appendingPathComponent("acme/panel/component.yaml"), encoding: .utf8)
        #expect(spec.contains("name: Panel") && spec.contains("Started from material-3/side-sheet"))
        #expect(spec.contains("style: side-sheet"))
        let lint = try Self.lintErrors(folder, only: "acme")
        #expect(lint.status == 0 && lint.errors.isEmpty, "\(lint.errors)")
        // Within one system the copy needs nothing else.
        let same = try CommandRunner.run(["init", "shoelace/sidebar", "--from", "shoelace/drawer", "--specs", folder.path])
        #expect(same.status == 0, "\(same.stderr)")
        #expect(try Self.lintErrors(folder, only: "shoelace/sidebar").errors.isEmpty)
    }

    @Test func initRefusesWhatItCannotDoCleanly() throws {
        let folder = try Self.scratchCatalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("shoelace").path).sorted()
        let cases: [([String], String)] = [
            (["init", "shoelace/drawer"], "already exists; init never overwrites a spec"),
            (["init", "Acme/Filters"], "is not <system>/<component>"),
            (["init", "acme"], "is not <system>/<component>"),
            (["init", "../x/y"], "is not <system>/<component>"),
            (["init", "shoelace/panel", "--from", "material-3/side-sheet"], "into the existing system 'shoelace'"),
            (["init", "acme/x", "--from", "nope/none"], "there is no nope/none/component.yaml"),
            (["init", "shoelace/new"], "has no source 'new-guideline'"),
        ]
        for (arguments, message) in cases {
            let result = try CommandRunner.run(arguments + ["--specs", folder.path])
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("shoelace").path).sorted() == before)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("acme").path))
    }
}
