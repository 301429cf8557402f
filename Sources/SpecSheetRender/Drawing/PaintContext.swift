import SpecSheetLayout
import SpecSheetModel

/// What every painter of one picture shares: the canvas, the scene, its theme's colours and the
/// sizes that depend on the output scale.
struct PaintContext {
    let canvas: DisplayListRecorder
    let scene: Scene
    let palette: MockPalette
    /// Output pixels per unit (1 for SVG and PDF).
    let scale: Double

    init(canvas: DisplayListRecorder, scene: Scene, scale: Double) {
        self.canvas = canvas
        self.scene = scene
        self.scale = scale
        palette = MockPalette.of(scene.theme, platform: scene.screen.platform)
    }

    var theme: Theme { scene.theme }
    var text: TextPainter { TextPainter(canvas: canvas) }

    /// One output pixel, in units: the width of separators.
    var hairline: Double { 1 / scale }

    /// A spec colour in this picture's theme.
    func color(_ themed: ThemedColor?) -> RGBA? { themed?.color(for: theme) }

    /// The family the platform's own UI is set in (for the mock's chrome).
    var systemFamily: String { Backdrop.systemFamily(scene.screen.platform) }

    /// A type style in the platform's family.
    func systemStyle(size: Double, weight: Int = 400) -> TypeStyle {
        TypeStyle(family: systemFamily, size: size, weight: weight)
    }
}
