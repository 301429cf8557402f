import Foundation
import SpecSheetModel

/// Content hashes of what a build reads, for incremental builds: a picture or page whose inputs
/// hash the same as in the previous build is taken over instead of drawn or filled again.
struct SiteInputs: Sendable {
    /// Per component address: its folder's files, its system's `system.yaml` and the shared
    /// `platforms.yaml` and `devices.yaml`.
    var components: [String: String]
    /// The catalog's names and addresses (what the navigation shows).
    var navigation: String
    /// What besides the specs decides the output: the builder's revision, the renderer's
    /// fingerprint (fonts) and this very executable (so a new version of the tool rebuilds).
    var generator: String
    /// Everything: components, templates, generator, base URL.
    var site: String

    /// Bumped when the generator's output changes for the same inputs.
    static let revision = "specsheet-site 1"

    init(catalog: Catalog, specsDirectory: String, templates: TemplateSet, rendererFingerprint: String,
         baseURL: String) {
        let shared = Self.hash(files: ["platforms.yaml", "devices.yaml"].map { "\(specsDirectory)/\($0)" })
        var components: [String: String] = [:]
        for component in catalog.components {
            let folder = "\(specsDirectory)/\(component.address)"
            let files = FileWalk.regularFiles(under: folder).map { "\(folder)/\($0)" } + ["\(specsDirectory)/\(component.system)/system.yaml"]
            components[component.address] = SHA256.hex([shared, Self.hash(files: files)].joined(separator: "\n"))
        }
        self.components = components
        generator = SHA256.hex([Self.revision, rendererFingerprint, Self.executableIdentity()].joined(separator: "\n"))
        navigation = SHA256.hex(catalog.systems.map { system in
            ([system.id, system.name] + system.components.map { "\($0.address) \($0.name)" }).joined(separator: "\n")
        }.joined(separator: "\n\n"))
        site = SHA256.hex(([generator, templates.fingerprint, baseURL, navigation]
            + catalog.components.map { "\($0.address) \(components[$0.address]!)" }).joined(separator: "\n"))
    }

    /// The running executable's path, size and modification time: cheap, and different for every
    /// build of the tool.
    static func executableIdentity() -> String {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? Int).map(String.init) ?? "?"
        let modified = (attributes?[.modificationDate] as? Date).map { String($0.timeIntervalSince1970) } ?? "?"
        return "\(path) \(size) \(modified)"
    }

    /// One hash over the paths and contents of `files` (a missing file hashes as missing).
    static func hash(files: [String]) -> String {
        var digest = SHA256()
        for path in files {
            digest.update(Array("\(path)\u{0}".utf8))
            if let data = FileManager.default.contents(atPath: path) { digest.update(data) } else { digest.update(Array("missing".utf8)) }
            digest.update([0])
        }
        return digest.finalizeHex()
    }
}
