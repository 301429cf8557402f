import SpecSheetModel

/// What kind of picture to make of a scene.
public enum PictureKind: String, Sendable, Hashable, CaseIterable, Encodable {
    /// The state as a user would see it.
    case snapshot
    /// Numbered markers around the screen with leader lines to each numbered part, and a legend.
    case anatomy
    /// Redlines: dimension lines with end ticks and labels.
    case specs
    /// Touch targets: each interactive part's touch area outlined (red when it is under the
    /// platform's minimum), numbered, with its size in the legend.
    case targets
}

/// A numbered marker on the periphery of an anatomy diagram, with its leader line.
public struct AnatomyMarker: Sendable, Hashable, Encodable {
    public enum Side: String, Sendable, Hashable, Encodable { case leading, trailing }

    public var number: Int
    public var partID: String
    public var name: String
    public var side: Side
    /// Centre of the marker's circle, in canvas coordinates.
    public var center: Point
    public var radius: Double
    /// The radius of the dot a leader ends in, on its target (drawn with a 1-unit light keyline).
    public static let dotRadius = 2.5
    /// How far beside a text-only part's words its dot may sit: the dot keeps off the glyphs and
    /// still touches the run (its radius, its keyline and a gap of 1).
    public static let textReach = dotRadius + 1.5

    /// The leader line as a polyline from the marker's edge to `target`, in canvas coordinates.
    public var leader: [Point]
    /// The point on (or in) the part the leader ends at.
    public var target: Point

    public init(number: Int, partID: String, name: String, side: Side, center: Point, radius: Double,
                leader: [Point], target: Point) {
        self.number = number
        self.partID = partID
        self.name = name
        self.side = side
        self.center = center
        self.radius = radius
        self.leader = leader
        self.target = target
    }
}

/// One row of an anatomy legend: a numbered circle, then the part's name.
public struct LegendEntry: Sendable, Hashable, Encodable {
    public var number: Int
    public var partID: String
    public var name: String
    /// Where the row's text is, in canvas coordinates.
    public var frame: Rect
    /// The number's circle before the text, in canvas coordinates.
    public var markerCenter: Point
    public var markerRadius: Double

    /// A row whose circle (of at most `radius`, at least 8, no taller than the text) sits `gap` before its text.
    public init(number: Int, partID: String = "", name: String, frame: Rect, radius: Double = 12, gap: Double = 8) {
        self.number = number
        self.partID = partID
        self.name = name
        self.frame = frame
        markerRadius = max(8, min(radius, frame.height / 2))
        markerCenter = Point(x: frame.minX - gap - markerRadius, y: frame.midY)
    }

    /// The circle and the text together.
    public var bounds: Rect {
        let minX = markerCenter.x - markerRadius, minY = min(frame.minY, markerCenter.y - markerRadius)
        let maxY = max(frame.maxY, markerCenter.y + markerRadius)
        return Rect(x: minX, y: minY, width: frame.maxX - minX, height: maxY - minY)
    }
}

/// One redline of a specs diagram.
public struct Redline: Sendable, Hashable, Encodable {
    /// Length of a redline's end ticks, across the line.
    public static let tickLength = 8.0

    public var dimensionID: String
    public var axis: Axis
    /// The dimension line's ends, in canvas coordinates; ticks are drawn across it at both ends.
    public var start: Point
    public var end: Point
    /// `"8 pt"`, `"16 dp"`, `"16 px"`, with the token name appended when there is one.
    public var label: String
    /// Where the label is drawn, in canvas coordinates (the text centred in it); labels never overlap.
    public var labelFrame: Rect
    /// A short line from the label to the dimension line's middle, when the label had to move away
    /// from the line (empty when it sits next to it).
    public var labelLeader: [Point]
    /// Whether an implementation's measurement of this dimension is out of tolerance (overlay pictures).
    public var deviates = false
    /// Extension lines from the measured edges out to a line moved off them into a lane of its own
    /// (a close button's width drawn above it): each from the edge's point to the line's end.
    public var extensions: [[Point]] = []

    public init(dimensionID: String, axis: Axis, start: Point, end: Point, label: String, labelFrame: Rect,
                labelLeader: [Point] = []) {
        self.dimensionID = dimensionID
        self.axis = axis
        self.start = start
        self.end = end
        self.label = label
        self.labelFrame = labelFrame
        self.labelLeader = labelLeader
    }
}

/// The full picture of a scene: the canvas, where the device screen sits on it, and the
/// annotations of the picture's kind. Produced by ``DiagramLayout``; drawn by the renderer.
public struct Diagram: Sendable, Hashable, Encodable {
    public var kind: PictureKind
    public var scene: Scene
    /// The picture's size in the platform's unit (pixels = size × scale).
    public var canvasSize: Size
    /// Where the screen's origin (0, 0) lies on the canvas.
    public var screenOrigin: Point
    public var markers: [AnatomyMarker]
    public var legend: [LegendEntry]
    public var redlines: [Redline]
    /// The type style annotations are set in.
    public var annotationStyle: TypeStyle
    /// Where the ways to close the sheet happen, when the picture marks them (see ``GestureLayout``).
    public var gestures: [GestureMark] = []
    /// Where the screen shows words, in screen coordinates (see ``TextRuns``): what no
    /// annotation may cover. Set for anatomy and specs pictures.
    public var texts: [Rect] = []
    /// What an overlay picture draws over the screen in place of the mock (see ``OverlayLayout``).
    public var overlay: ScreenOverlay?
    /// A targets picture's touch areas (see ``TargetsLayout``).
    public var targets: [TouchTargetMark] = []

    public init(kind: PictureKind, scene: Scene, canvasSize: Size, screenOrigin: Point, markers: [AnatomyMarker] = [],
                legend: [LegendEntry] = [], redlines: [Redline] = [], annotationStyle: TypeStyle) {
        self.kind = kind
        self.scene = scene
        self.canvasSize = canvasSize
        self.screenOrigin = screenOrigin
        self.markers = markers
        self.legend = legend
        self.redlines = redlines
        self.annotationStyle = annotationStyle
    }
}

/// One touch target of a targets picture: the area it answers in, whether it meets the
/// platform's minimum, and, when it does not, the minimum's size centred on it.
public struct TouchTargetMark: Sendable, Hashable, Encodable {
    public var partID: String
    /// The touch area, in screen coordinates.
    public var frame: Rect
    public var meetsMinimum: Bool
    /// The platform's least target centred on the part, when the touch area is smaller.
    public var minimum: Rect?

    public init(partID: String, frame: Rect, meetsMinimum: Bool, minimum: Rect?) {
        self.partID = partID
        self.frame = frame
        self.meetsMinimum = meetsMinimum
        self.minimum = minimum
    }
}
