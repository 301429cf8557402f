import Foundation
import SpecSheetModel

/// Content hashes of what each component is read from, for work that skips what did not change
/// (`export`, `build`). A component's spec can draw on every file of its design system's folder
/// (`extends` names a sibling, `tokenFiles` a file of the folder, `coverage.yaml` and `guide.md`
/// sit beside it) and on `platforms.yaml` (defaults, patterns) and `devices.yaml`: its hash covers
/// all of them, so an edit anywhere it can read makes it count as changed, and nothing else does.
public enum SpecInputs {
    /// Per component address, the hash of its inputs.
    public static func componentHashes(catalog: Catalog, specsDirectory: String) -> [String: String] {
        let shared = hash(files: ["platforms.yaml", "devices.yaml"].map { "\(specsDirectory)/\($0)" })
        var systems: [String: String] = [:]
        for system in catalog.systems {
            let folder = "\(specsDirectory)/\(system.id)"
            systems[system.id] = hash(files: FileWalk.regularFiles(under: folder).map { "\(folder)/\($0)" })
        }
        var result: [String: String] = [:]
        for component in catalog.components {
            result[component.address] = SHA256.hex([shared, systems[component.system] ?? "", component.address]
                .joined(separator: "\n"))
        }
        return result
    }

    /// One hash over the paths and contents of `files` (a missing file hashes as missing).
    public static func hash(files: [String]) -> String {
        var digest = SHA256()
        for path in files {
            digest.update(Array("\(path)\u{0}".utf8))
            if let data = FileManager.default.contents(atPath: path) { digest.update(data) } else { digest.update(Array("missing".utf8)) }
            digest.update([0])
        }
        return digest.finalizeHex()
    }

    /// The running executable's path, size and modification time: cheap, and different for every
    /// build of the tool, so a new version of the tool redoes everything.
    public static func executableIdentity() -> String {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? Int).map(String.init) ?? "?"
        let modified = (attributes?[.modificationDate] as? Date).map { String($0.timeIntervalSince1970) } ?? "?"
        return "\(path) \(size) \(modified)"
    }
}
