import SpecSheetLayout
import SpecSheetModel

/// Draws a targets picture's touch areas over the screen (in screen coordinates): each area
/// tinted and outlined in green when it meets the platform's minimum, in red when it does not,
/// with the minimum's size outlined around it.
struct TouchTargetPainter {
    let context: PaintContext
    let marks: [TouchTargetMark]

    private var canvas: DisplayListRecorder { context.canvas }

    static let meets = RGBA(red: 0.1, green: 0.55, blue: 0.25)
    static let fails = RGBA(red: 0.86, green: 0.07, blue: 0.14)

    func paint() {
        for mark in marks {
            canvas.inLayer(LayerName("target-\(mark.partID)")) {
                let color = mark.meetsMinimum ? Self.meets : Self.fails
                canvas.fillRect(mark.frame, RGBA(red: color.red, green: color.green, blue: color.blue, alpha: 0.16))
                canvas.addRect(mark.frame.insetBy(0.75))
                canvas.stroke(color, width: 1.5)
                if let minimum = mark.minimum {
                    canvas.addRect(minimum.insetBy(0.5))
                    canvas.stroke(color, width: 1)
                }
            }
        }
    }
}
