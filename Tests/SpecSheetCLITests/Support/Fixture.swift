import Foundation
import SpecSheetCLI
import SpecSheetLayout
import SpecSheetModel
import SpecSheetRender
import SpecSheetSpecs

/// The real catalog and the real Pango measurer, loaded once for all tests.
enum Fixture {
    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let specsPath = packageRoot.appendingPathComponent("Specs").path

    static let catalog: Catalog = {
        do { return try CatalogLoader().load(directory: specsPath) } catch { fatalError("catalog: \(error)") }
    }()

    static let measurer: PangoTextMeasurer = {
        do { return try PangoTextMeasurer() } catch { fatalError("fonts: \(error)") }
    }()

    static var engine: LayoutEngine { LayoutEngine(catalog: catalog, measurer: measurer) }

    /// A catalog selection on a custom `width`×`height` screen, chosen by `pick`: the component, one
    /// of its platforms, a variant and a state (for property-based tests over screen sizes).
    static func request(width: Int, height: Int, pick: Int) -> SelectionRequest {
        let components = catalog.components
        let component = components[pick % components.count]
        let platforms = component.platforms.filter { component.refusals[$0] == nil }
        let platform = platforms[(pick / 7) % platforms.count]
        let variants = component.variants(on: platform)
        let variant = variants[(pick / 13) % variants.count]
        let states = component.states(in: variant.id, on: platform)
        let state = states[(pick / 29) % states.count]
        return SelectionRequest(address: component.address, variant: variant.id, state: state.id,
                                platform: platform, device: "\(width)x\(height)")
    }

    /// The geometry JSON of a selection, parsed, exactly as `specsheet geometry` prints it.
    static func geometry(_ address: String, variant: String? = nil, state: String? = nil, platform: Platform? = nil,
                         device: String? = nil, sizeClass: SizeClass? = nil, orientation: Orientation? = nil)
        throws -> Geometry
    {
        let request = SelectionRequest(address: address, variant: variant, state: state, platform: platform,
                                       device: device, sizeClass: sizeClass, orientation: orientation)
        let text = try GeometryAction.run(catalog: catalog, request: request, measurer: measurer)
        return try Geometry(json: text)
    }
}

/// A parsed geometry document with lookups by part id.
struct Geometry {
    let root: [String: Any]
    let frames: [String: Rect]
    let parts: [[String: Any]]

    init(json: String) throws {
        root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        parts = root["parts"] as! [[String: Any]]
        var frames: [String: Rect] = [:]
        for part in parts {
            let frame = part["frame"] as! [String: Double]
            frames[part["id"] as! String] = Rect(x: frame["x"]!, y: frame["y"]!, width: frame["width"]!,
                                                 height: frame["height"]!)
        }
        self.frames = frames
    }

    subscript(_ id: String) -> Rect? { frames[id] }

    func part(_ id: String) -> [String: Any]? { parts.first { $0["id"] as? String == id } }

    var screenWidth: Double { (root["device"] as! [String: Any])["width"] as! Double }
    var screenHeight: Double { (root["device"] as! [String: Any])["height"] as! Double }
    var safeArea: [String: Double] { (root["device"] as! [String: Any])["safeArea"] as! [String: Double] }
    var presentation: String { root["presentation"] as! String }
    var detentHeight: Double { (root["detent"] as! [String: Any])["height"] as! Double }
    var scrimVisible: Bool { (root["scrim"] as! [String: Any])["visible"] as! Bool }
    var scrimOpacity: Double { (root["scrim"] as! [String: Any])["opacity"] as! Double }
    var dimensions: [[String: Any]] { root["dimensions"] as! [[String: Any]] }

    func dimension(_ id: String) -> [String: Any]? { dimensions.first { $0["id"] as? String == id } }

    /// Height of a scrolling part's content, when it scrolls.
    func contentHeight(_ id: String) -> Double? { part(id)?["contentHeight"] as? Double }
}
