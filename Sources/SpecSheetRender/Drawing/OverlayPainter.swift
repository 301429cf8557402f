import SpecSheetLayout
import SpecSheetModel

/// Draws an overlay picture's frames over the screen (in screen coordinates) and its key (in
/// canvas coordinates): the spec's frame of each measured part in blue, in red when a number of
/// it deviates, with the implementation's frame in orange beside it (tinted when it is small
/// enough for a tint not to hide the screenshot).
struct OverlayPainter {
    let context: PaintContext
    let overlay: ScreenOverlay

    private var canvas: DisplayListRecorder { context.canvas }

    /// The spec's frames that conform.
    static let spec = RGBA(red: 0.0, green: 0.45, blue: 0.9)
    /// Whatever deviates.
    static let deviation = RGBA(red: 0.86, green: 0.07, blue: 0.14)
    /// Where the implementation put what deviates.
    static let measured = RGBA(red: 0.95, green: 0.5, blue: 0.0)
    static let measuredTint = RGBA(red: 0.95, green: 0.5, blue: 0.0, alpha: 0.18)
    /// Frames up to this share of the screen's area are tinted.
    static let tintedShare = 0.1

    /// The frames, on a canvas whose origin is the screen's (`screen` in size).
    func paintFrames(screen: Size) {
        // Conforming frames first, so the deviating ones are drawn over them.
        for frame in overlay.frames.sorted(by: { !$0.deviates && $1.deviates }) {
            canvas.inLayer(LayerName("frame-\(frame.partID)")) {
                if frame.deviates, let measured = frame.measured {
                    if measured.width * measured.height <= Self.tintedShare * screen.width * screen.height {
                        canvas.fillRect(measured, Self.measuredTint)
                    }
                    canvas.addRect(measured.insetBy(0.75))
                    canvas.stroke(Self.measured, width: 1.5)
                }
                guard frame.spec.width > 0 || frame.spec.height > 0 else { return }
                canvas.addRect(frame.spec.insetBy(frame.deviates ? 1 : 0.5))
                canvas.stroke(frame.deviates ? Self.deviation : Self.spec, width: frame.deviates ? 2 : 1)
            }
        }
    }

    /// The key to the colours, in canvas coordinates.
    func paintKey(style: TypeStyle) {
        canvas.inLayer(LayerName("key")) {
            for item in overlay.key {
                switch item.kind {
                case .spec:
                    canvas.addRect(item.swatch.insetBy(0.5))
                    canvas.stroke(Self.spec, width: 1)
                case .deviatingSpec:
                    canvas.addRect(item.swatch.insetBy(1))
                    canvas.stroke(Self.deviation, width: 2)
                case .measured:
                    canvas.fillRect(item.swatch, Self.measuredTint)
                    canvas.addRect(item.swatch.insetBy(0.75))
                    canvas.stroke(Self.measured, width: 1.5)
                }
                context.text.draw(item.label, style: style, color: context.palette.annotationText, in: item.text,
                                  centeredVertically: true)
            }
        }
    }
}
