import SpecSheetLayout
import SpecSheetModel

/// The one way a selection becomes a picture's bytes: laid out by the engine, arranged as a
/// diagram of a kind, drawn by a renderer. `specsheet render`, `specsheet check` and
/// SpecSheetTesting all draw through it, so the snapshot a test draws is the one `check` compares
/// and `render --kind snapshot` writes.
public struct SelectionRenderer: Sendable {
    public let engine: LayoutEngine
    public let diagrams: DiagramLayout
    public let renderer: any PictureRendering & Sendable

    /// With `textSize` `.largest`, every picture shows the selection at the platform's largest
    /// accessibility text size (``LayoutEngine/textSize``).
    public init(catalog: Catalog, measurer: any TextMeasuring, renderer: any PictureRendering & Sendable,
                textSize: TextSize = .standard) {
        engine = LayoutEngine(catalog: catalog, measurer: measurer, textSize: textSize)
        diagrams = DiagramLayout(measurer: measurer)
        self.renderer = renderer
    }

    /// The scene a picture of `kind` shows. With `stacked`, the sheet opened from a second copy of
    /// itself (``LayoutEngine/stackedScene(for:)``); an anatomy without a state asked for shows
    /// every numbered part (``LayoutEngine/anatomyScene(for:)``).
    public func scene(for request: SelectionRequest, kind: PictureKind, stacked: Bool = false) throws -> Scene {
        if stacked { return try engine.stackedScene(for: request) }
        if kind == .anatomy && request.state == nil { return try engine.anatomyScene(for: request) }
        return try engine.scene(for: request)
    }

    /// `scene` as a picture of `kind`, in `format` at `scale`.
    public func picture(of scene: Scene, kind: PictureKind, format: PictureFormat, scale: Int) throws -> RenderedPicture {
        try renderer.render(diagrams.diagram(for: scene, kind: kind), format: format, scale: scale)
    }

    /// `request` laid out and drawn: ``scene(for:kind:stacked:)`` then ``picture(of:kind:format:scale:)``.
    public func picture(of request: SelectionRequest, kind: PictureKind, format: PictureFormat, scale: Int,
                        stacked: Bool = false) throws -> RenderedPicture {
        try picture(of: scene(for: request, kind: kind, stacked: stacked), kind: kind, format: format, scale: scale)
    }

    /// A resolved selection as a bare snapshot PNG at @1x — the picture `check` compares with its
    /// baseline — with the scene it shows.
    public func snapshot(_ selection: Selection) throws -> (scene: Scene, png: [UInt8]) {
        let scene = try engine.scene(for: selection)
        return (scene, try picture(of: scene, kind: .snapshot, format: .png, scale: 1).bytes)
    }
}
