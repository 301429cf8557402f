import Foundation
import SpecSheetModel

/// Loads and validates a specs folder (see `docs/spec-format.md`).
///
/// Every problem found is reported, not just the first: a ``SpecLoadError`` carries all
/// diagnostics, sorted by file, line and column. File paths in diagnostics are the `directory`
/// argument joined with the path inside it (`Specs/ebay-playbook/bottom-sheet/component.yaml`).
public struct CatalogLoader: Sendable {
    public init() {}

    /// Loads `platforms.yaml`, `devices.yaml`, every `<system>/system.yaml` and every
    /// `<system>/<component>/component.yaml` under `directory`. Systems and components come in id order.
    public func load(directory: String) throws(SpecLoadError) -> Catalog {
        let log = DiagnosticLog()
        guard let draft = CatalogReading(directory: directory, log: log).read() else {
            throw SpecLoadError(diagnostics: log.sorted)
        }
        var catalog = draft.catalog
        ThresholdResolution.resolve(&catalog, log)
        CatalogValidation(draft: draft, catalog: catalog, log: log).run()
        guard log.count == 0 else { throw SpecLoadError(diagnostics: log.sorted) }
        return catalog
    }

    /// Loads what the components at `addresses` need: the whole catalog when it is valid, or else
    /// the catalog without the components whose own files have problems, provided none of them is
    /// asked for and every shared file (platforms.yaml, devices.yaml, the systems' system.yaml) is
    /// valid. Commands that address one component use it, so that one broken spec does not stop
    /// them; `lint` and `build` load everything with ``load(directory:)``.
    /// - Returns: the catalog, and one diagnostic per component left out (its first problem).
    public func load(directory: String, for addresses: [String]) throws(SpecLoadError)
        -> (catalog: Catalog, skipped: [SpecDiagnostic])
    {
        let failure: SpecLoadError
        do { return (try load(directory: directory), []) } catch { failure = error }
        // Which component folder each problem is in; a problem anywhere else is shared.
        var broken: [String: [SpecDiagnostic]] = [:]
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for diagnostic in failure.diagnostics {
            let path = diagnostic.location.file
            guard path.hasPrefix(prefix) else { throw failure }
            let pieces = path.dropFirst(prefix.count).split(separator: "/")
            guard pieces.count >= 3 else { throw failure }
            broken["\(pieces[0])/\(pieces[1])", default: []].append(diagnostic)
        }
        guard !broken.isEmpty, addresses.allSatisfy({ broken[$0] == nil }) else { throw failure }
        let log = DiagnosticLog()
        guard let draft = CatalogReading(directory: directory, log: log, skipping: Set(broken.keys)).read() else {
            throw failure
        }
        var catalog = draft.catalog
        ThresholdResolution.resolve(&catalog, log)
        CatalogValidation(draft: draft, catalog: catalog, log: log).run()
        guard log.count == 0 else { throw failure }
        let skipped = broken.keys.sorted().compactMap { address -> SpecDiagnostic? in
            guard let first = broken[address]?.sorted().first else { return nil }
            let count = broken[address]?.count ?? 1
            return SpecDiagnostic(location: first.location,
                                  message: "\(first.message) — \(address) is left out"
                                      + (count > 1 ? " (\(count) problems; `specsheet lint` lists them)" : ""))
        }
        return (catalog, skipped)
    }

    /// Decodes one `component.yaml` on its own, with the checks that need no other file
    /// (structure, types, ranges, part, variant, state and detent references). Tokens and sources
    /// are not resolved, and a `detent: <name>` that only the platform defaults could resolve stays
    /// unset: use ``load(directory:)`` for the whole catalog.
    /// - Parameters:
    ///   - yaml: the file's bytes (UTF-8).
    ///   - file: the path to print in diagnostics.
    ///   - id: the component's id (its folder name).
    ///   - system: the design system's id.
    public func loadComponent(yaml: Data, file: String, id: String, system: String)
        throws(SpecLoadError) -> ComponentSpec
    {
        let log = DiagnosticLog()
        let context = DecodeContext(file: file, log: log)
        let spec = YAMLDocument.parse(yaml, file: file, log).flatMap { root in
            ComponentDecoding.component(root, id: id, system: system, platformDefaults: nil, context).spec
        }
        guard let spec, log.count == 0 else {
            throw SpecLoadError(diagnostics: log.count == 0
                ? [SpecDiagnostic(location: .start(of: file), message: "the component could not be read")]
                : log.sorted)
        }
        return spec
    }

    /// Loads the catalog and returns the component at `<system>/<component>`.
    public func loadComponent(address: String, directory: String) throws(SpecLoadError) -> ComponentSpec {
        let catalog = try load(directory: directory)
        guard let component = catalog.component(at: address) else {
            let known = catalog.components.map(\.address)
            throw SpecLoadError(diagnostics: [SpecDiagnostic(
                location: .start(of: directory),
                message: "no component at '\(address)'" + Suggestion.hint(for: address, in: known))])
        }
        return component
    }
}
