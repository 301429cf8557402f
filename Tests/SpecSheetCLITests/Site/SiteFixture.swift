import Foundation
import Testing

/// The catalog's site, built once by `specsheet build` for all site tests.
enum SiteFixture {
    /// Immutable once built; the folder is only removed when the process ends.
    struct Built: @unchecked Sendable {
        let folder: ScratchFolder
        let result: CommandResult
        var site: URL { folder.url.appendingPathComponent("site") }

        func page(_ path: String) throws -> String {
            try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
        }

        /// Site-relative paths of every file, sorted.
        func files() throws -> [String] {
            try folder.files().keys.filter { $0.hasPrefix("site/") }.map { String($0.dropFirst(5)) }.sorted()
        }
    }

    /// Every guideline page of the catalog, by address.
    static let catalogPages = ["apple-hig/action-sheet", "ebay-playbook/bottom-sheet", "ebay-playbook/sheet",
                               "orange-ods/bottom-sheet", "sap-fiori/sheet"]

    static let catalogSite: Built = {
        do {
            let folder = try ScratchFolder()
            let result = try CommandRunner.run(["build", "--out", folder.url.appendingPathComponent("site").path, "--quiet"])
            return Built(folder: folder, result: result)
        } catch {
            fatalError("building the catalog site: \(error)")
        }
    }()

    /// A copy of the project's `Specs` and `Templates` in a scratch folder, to edit; with `systems`,
    /// only those design systems are kept (a small site builds fast).
    static func copyOfProject(systems: [String]? = ["apple-hig"]) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        let fileManager = FileManager.default
        for name in ["Specs", "Templates"] {
            try fileManager.copyItem(at: Fixture.packageRoot.appendingPathComponent(name),
                                     to: folder.url.appendingPathComponent(name))
        }
        if let systems {
            let specs = folder.url.appendingPathComponent("Specs")
            for entry in try fileManager.contentsOfDirectory(atPath: specs.path) where !entry.hasSuffix(".yaml") && !systems.contains(entry) {
                try fileManager.removeItem(at: specs.appendingPathComponent(entry))
            }
        }
        return folder
    }

    /// Runs `specsheet build` on a project copy, into `<project>/site`.
    static func build(_ project: ScratchFolder, _ extra: [String] = []) throws -> CommandResult {
        try CommandRunner.run(["build", "--specs", "Specs", "--out", "site"] + extra, in: project.url)
    }
}
