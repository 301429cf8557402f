import SpecSheetLayout
import SpecSheetModel

/// Draws a whole ``Diagram`` on a canvas already scaled to output pixels: the neutral canvas,
/// the screen at its origin, then the annotations on top, each in its named layer.
struct DiagramPainter {
    let canvas: DisplayListRecorder
    let diagram: Diagram
    let scale: Double

    func paint() {
        let context = PaintContext(canvas: canvas, scene: diagram.scene, scale: scale)
        canvas.inLayer(.canvas) { canvas.paint(context.palette.canvas) }
        canvas.inLayer(.screen) {
            canvas.withSavedState {
                canvas.translate(x: diagram.screenOrigin.x, y: diagram.screenOrigin.y)
                ScenePainter(context: context).paint()
            }
        }
        if !diagram.gestures.isEmpty {
            canvas.inLayer(.gestures) { GesturePainter(context: context, marks: diagram.gestures).paint() }
        }
        AnnotationPainter(context: context, diagram: diagram).paint()
    }
}
