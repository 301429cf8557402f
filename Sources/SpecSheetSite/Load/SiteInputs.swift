import Foundation
import SpecSheetModel
import SpecSheetSpecs

/// Content hashes of what a build reads, for incremental builds: a picture or page whose inputs
/// hash the same as in the previous build is taken over instead of drawn or filled again.
struct SiteInputs: Sendable {
    /// Per component address: the files its spec can read (see ``SpecInputs``).
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
        let components = SpecInputs.componentHashes(catalog: catalog, specsDirectory: specsDirectory)
        self.components = components
        generator = SHA256.hex([Self.revision, rendererFingerprint, SpecInputs.executableIdentity()].joined(separator: "\n"))
        navigation = SHA256.hex(catalog.systems.map { system in
            ([system.id, system.name] + system.components.map { "\($0.address) \($0.name)" }).joined(separator: "\n")
        }.joined(separator: "\n\n"))
        site = SHA256.hex(([generator, templates.fingerprint, baseURL, navigation]
            + catalog.components.map { "\($0.address) \(components[$0.address]!)" }).joined(separator: "\n"))
    }
}
