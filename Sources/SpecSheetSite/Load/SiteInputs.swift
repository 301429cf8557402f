import Foundation
import SpecSheetCache
import SpecSheetModel
import SpecSheetSpecs

/// Content keys of what a build reads, for incremental builds: a picture or page whose inputs
/// have the same key as in the previous build is taken over instead of drawn or filled again.
struct SiteInputs: Sendable {
    /// Per component address: the files its spec can read (see ``SpecInputs``).
    var components: [String: ContentKey]
    /// The catalog's names and addresses (what the navigation shows).
    var navigation: ContentKey
    /// What besides the specs decides the output: the builder's revision, the renderer's
    /// fingerprint (fonts) and this very executable (so a new version of the tool rebuilds).
    var generator: ContentKey
    /// Everything: components, templates, generator, base URL.
    var site: ContentKey

    /// Bumped when the generator's output changes for the same inputs.
    static let revision = "specsheet-site 1"

    init(catalog: Catalog, specsDirectory: String, templates: TemplateSet, rendererFingerprint: String,
         baseURL: String) {
        let components = SpecInputs.componentHashes(catalog: catalog, specsDirectory: specsDirectory)
            .mapValues(ContentKey.init(hex:))
        self.components = components
        generator = ContentKey(of: Generator(revision: Self.revision, renderer: rendererFingerprint,
                                             executable: SpecInputs.executableIdentity()))
        navigation = ContentKey(of: catalog.systems.map { system in
            NavigationInputs(id: system.id, name: system.name,
                             components: system.components.map { [$0.address, $0.name] })
        })
        site = ContentKey(of: SiteWideInputs(generator: generator, templates: templates.fingerprint, baseURL: baseURL,
                                             navigation: navigation, components: components))
    }

    /// The key of a page made from `component`'s inputs (or, for a shared page, from the whole
    /// site's or the navigation's), at `path`.
    func page(_ path: String, templates: TemplateSet, baseURL: String, from inputs: ContentKey) -> ContentKey {
        ContentKey(of: PageInputs(generator: generator, templates: templates.fingerprint, baseURL: baseURL,
                                  inputs: inputs, path: path))
    }

    private struct Generator: Encodable {
        var revision: String
        var renderer: String
        var executable: String
    }

    private struct NavigationInputs: Encodable {
        var id: String
        var name: String
        /// Address and name of each component.
        var components: [[String]]
    }

    private struct SiteWideInputs: Encodable {
        var generator: ContentKey
        var templates: String
        var baseURL: String
        var navigation: ContentKey
        var components: [String: ContentKey]
    }

    private struct PageInputs: Encodable {
        var generator: ContentKey
        var templates: String
        var baseURL: String
        var inputs: ContentKey
        var path: String
    }
}
