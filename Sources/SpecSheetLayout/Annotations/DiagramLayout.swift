import SpecSheetModel
/// Lays out the picture of a scene: the canvas around the device screen and, per kind, the anatomy
/// markers and legend or the redlines. Pure and deterministic; text is measured through `measurer`.
public struct DiagramLayout: Sendable {
    public let measurer: any TextMeasuring

    public init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// The diagram of `scene` for `kind`.
    public func diagram(for scene: Scene, kind: PictureKind) -> Diagram {
        let style = scene.screen.platform.annotationStyle
        switch kind {
        case .snapshot:
            return Diagram(kind: .snapshot, scene: scene,
                           canvasSize: Size(width: scene.screen.width, height: scene.screen.height),
                           screenOrigin: Point(x: 0, y: 0), annotationStyle: style)
        case .anatomy, .specs, .targets:
            let texts = TextRuns.frames(in: scene, measurer: measurer)
            var diagram = switch kind {
            case .anatomy: AnatomyLayout(measurer: measurer, style: style).diagram(for: scene, texts: texts)
            case .targets: TargetsLayout(measurer: measurer, style: style).diagram(for: scene, texts: texts)
            default: RedlineLayout(measurer: measurer, style: style).diagram(for: scene, texts: texts)
            }
            diagram.texts = texts
            return diagram
        }
    }
}
