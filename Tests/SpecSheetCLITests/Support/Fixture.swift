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
