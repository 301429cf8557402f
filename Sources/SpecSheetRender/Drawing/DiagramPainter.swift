import SpecSheetLayout
import SpecSheetModel

/// Draws a whole ``Diagram`` on a canvas already scaled to output pixels: the neutral canvas,
/// the screen at its origin (or, in an overlay picture, the implementation's screenshot and the
/// spec's frames over it), then the annotations on top, each in its named layer.
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
                if let screenshot = diagram.overlay?.screenshot {
                    let screen = diagram.scene.screen
                    canvas.drawImage(screenshot, in: Rect(x: 0, y: 0, width: screen.width, height: screen.height))
                } else {
                    ScenePainter(context: context).paint()
                }
            }
        }
        if !diagram.targets.isEmpty {
            canvas.inLayer(LayerName("touch-areas")) {
                canvas.withSavedState {
                    canvas.translate(x: diagram.screenOrigin.x, y: diagram.screenOrigin.y)
                    TouchTargetPainter(context: context, marks: diagram.targets).paint()
                }
            }
        }
        if let overlay = diagram.overlay {
            let painter = OverlayPainter(context: context, overlay: overlay)
            canvas.inLayer(LayerName("frames")) {
                canvas.withSavedState {
                    canvas.translate(x: diagram.screenOrigin.x, y: diagram.screenOrigin.y)
                    painter.paintFrames(screen: Size(width: diagram.scene.screen.width, height: diagram.scene.screen.height))
                }
            }
            painter.paintKey(style: diagram.annotationStyle)
        }
        if !diagram.gestures.isEmpty {
            canvas.inLayer(.gestures) { GesturePainter(context: context, marks: diagram.gestures).paint() }
        }
        AnnotationPainter(context: context, diagram: diagram).paint()
    }
}
