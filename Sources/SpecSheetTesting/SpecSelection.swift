import Foundation
import SpecSheetCLI
import SpecSheetLayout
import SpecSheetModel
import SpecSheetRender

/// A selection of a spec to snapshot: a component address (`ebay-playbook/bottom-sheet`) and the
/// selectors `specsheet render` takes, read from a specs folder (relative paths are relative to
/// the current directory, which is the package root under `swift test`).
public struct SpecSelection: Sendable, Hashable, CustomStringConvertible {
    public var address: String
    public var variant: String?
    public var state: String?
    /// A device preset id (`iphone-15`) or a custom size (`700x1000`).
    public var device: String?
    public var theme: Theme
    public var specs: String

    public init(_ address: String, variant: String? = nil, state: String? = nil, device: String? = nil,
                theme: Theme = .light, specs: String = "Specs") {
        self.address = address
        self.variant = variant
        self.state = state
        self.device = device
        self.theme = theme
        self.specs = specs
    }

    /// The request handed to the layout engine.
    public var request: SelectionRequest {
        SelectionRequest(address: address, variant: variant, state: state, device: device, theme: theme)
    }

    public var description: String {
        ([address] + [variant, state, device].compactMap { $0 } + [theme.rawValue]).joined(separator: " ")
    }

    /// Resolves the selection in its catalog.
    public func resolved() throws(CLIError) -> (catalog: Catalog, selection: Selection) {
        let catalog = try SpecSheetTestingEnvironment.shared.catalog(specs)
        do {
            return (catalog, try SelectionResolver(catalog: catalog).resolve(request))
        } catch {
            throw CLIError(error.description)
        }
    }

    /// The selection drawn as a bare snapshot at @1x: the PNG bytes `specsheet check` compares,
    /// drawn the way it draws them (``SelectionRenderer/snapshot(_:)``).
    public func pngData() throws(CLIError) -> Data {
        let (catalog, selection) = try resolved()
        let environment = SpecSheetTestingEnvironment.shared
        let drawing = SelectionRenderer(catalog: catalog, measurer: try environment.measurer(),
                                        renderer: CairoPictureRenderer(renderer: try environment.renderer()))
        do {
            return Data(try drawing.snapshot(selection).png)
        } catch {
            throw CLIError("\(self): \(error)")
        }
    }
}

/// The catalogs, text measurer and renderer the assertions share: fonts and specs are loaded once
/// per test process.
final class SpecSheetTestingEnvironment: @unchecked Sendable {
    static let shared = SpecSheetTestingEnvironment()

    private let lock = NSLock()
    private var catalogs: [String: Catalog] = [:]
    private var cachedMeasurer: PangoTextMeasurer?
    private var cachedRenderer: Renderer?

    func catalog(_ specs: String) throws(CLIError) -> Catalog {
        let key = URL(fileURLWithPath: specs).standardizedFileURL.path
        lock.lock()
        defer { lock.unlock() }
        if let catalog = catalogs[key] { return catalog }
        let catalog = try CatalogSource.load(specs)
        catalogs[key] = catalog
        return catalog
    }

    func measurer() throws(CLIError) -> PangoTextMeasurer {
        lock.lock()
        defer { lock.unlock() }
        if let cachedMeasurer { return cachedMeasurer }
        let measurer = try TextMeasurerFactory.pango()
        cachedMeasurer = measurer
        return measurer
    }

    func renderer() throws(CLIError) -> Renderer {
        lock.lock()
        defer { lock.unlock() }
        if let cachedRenderer { return cachedRenderer }
        let renderer = try CairoPictureRenderer().renderer
        cachedRenderer = renderer
        return renderer
    }
}
