import SpecSheetModel

/// Everything a diagram places, in picture coordinates at 1x: the device, the parts, the anatomy
/// markers, every label with its frame, the leaders and the redlines. The renderer draws from the
/// same ``Diagram``, so each label is drawn exactly in its frame; `specsheet geometry --picture`
/// prints this, and ``PictureAudit`` checks it.
public struct PictureLayout: Sendable, Hashable {
    public struct Part: Sendable, Hashable {
        public var id: String
        public var parent: String?
        public var frame: Rect
        /// Where the part's own ink is (its text, when it paints only text; else its frame).
        public var ink: Rect
        /// Where it paints over what lies beneath it (nil when it paints nothing of its own).
        public var cover: Rect?
        /// What a label may not cover: its ``cover``, unless it is a container (a label over a
        /// header's or footer's fill hides none of the things in it, which are parts of their own).
        public var detail: Rect?
        /// Where its words are, if it shows any.
        public var text: Rect?
        /// Where a marker's leader to it may end: its ink, or beside its words when it paints
        /// only text (see ``AnatomyMarker/textReach``).
        public var target: Rect
        /// The guideline's anatomy number, if any.
        public var number: Int?
        /// An anatomy part (not the scrim, keyboard, anchor or arrow).
        public var isAnatomy: Bool
        /// Position in paint order: a part paints over those before it.
        public var layer: Int
    }

    public struct Marker: Sendable, Hashable {
        public var part: String
        public var number: Int
        public var center: Point
        public var radius: Double
    }

    public struct Label: Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable { case marker, redline, legend, heading }
        public var kind: Kind
        public var text: String
        /// The part (marker, legend) or dimension (redline) the label belongs to.
        public var owner: String
        public var frame: Rect
    }

    public struct Leader: Sendable, Hashable {
        /// The part (marker) or dimension (redline label) it leads to.
        public var owner: String
        public var kind: Label.Kind
        public var points: [Point]
    }

    public struct Line: Sendable, Hashable {
        public var dimension: String
        public var axis: Axis
        public var from: Point
        public var to: Point
    }

    public var kind: PictureKind
    public var width: Double
    public var height: Double
    /// The device screen on the picture.
    public var device: Rect
    public var parts: [Part]
    public var markers: [Marker]
    public var labels: [Label]
    public var leaders: [Leader]
    public var redlines: [Line]
    /// Where the screen shows words (each part's text and each list row's).
    public var texts: [Rect]

    public init(_ diagram: Diagram) {
        let origin = diagram.screenOrigin
        func moved(_ rect: Rect) -> Rect { rect.offsetBy(dx: origin.x, dy: origin.y) }
        kind = diagram.kind
        width = diagram.canvasSize.width
        height = diagram.canvasSize.height
        device = moved(Rect(x: 0, y: 0, width: diagram.scene.screen.width, height: diagram.scene.screen.height))
        parts = diagram.scene.parts.enumerated().map { layer, part in
            Part(id: part.id, parent: part.parentID, frame: moved(part.frame), ink: moved(part.inkFrame),
                 cover: part.coverFrame.map(moved), detail: part.detailFrame.map(moved), text: part.textFrame.map(moved),
                 target: moved(LeaderRouting.targetFrame(of: part)),
                 number: part.number, isAnatomy: part.isAnatomy, layer: layer)
        }
        markers = diagram.markers.map { Marker(part: $0.partID, number: $0.number, center: $0.center, radius: $0.radius) }
        labels = diagram.markers.map { marker in
            Label(kind: .marker, text: String(marker.number), owner: marker.partID, frame: marker.circleFrame)
        } + diagram.legend.map { entry in
            Label(kind: .legend, text: entry.name, owner: entry.partID, frame: entry.bounds)
        } + diagram.redlines.map { redline in
            Label(kind: .redline, text: redline.label, owner: redline.dimensionID, frame: redline.labelFrame)
        }
        leaders = diagram.markers.map { Leader(owner: $0.partID, kind: .marker, points: $0.leader) }
            + diagram.redlines.filter { !$0.labelLeader.isEmpty }.map {
                Leader(owner: $0.dimensionID, kind: .redline, points: $0.labelLeader)
            }
        redlines = diagram.redlines.map { Line(dimension: $0.dimensionID, axis: $0.axis, from: $0.start, to: $0.end) }
        texts = diagram.texts.map(moved)
    }
}

extension PlacedPart {
    /// Where the part paints over what lies beneath it: its frame when it paints a background (or
    /// is a solid thing: a handle, an icon, a field, a box, the keyboard), its text when it paints
    /// only text; nil when it paints nothing of its own (an unfilled stack, a spacer, the
    /// see-through scrim).
    public var coverFrame: Rect? {
        let text = textFrame.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
        switch kind {
        case .scrim: return nil
        case .keyboard, .anchor, .arrow: return frame
        case .anatomy(let kind):
            switch kind {
            case .stack: return content.fill != nil ? frame : nil
            case .spacer: return nil
            case .text: return content.fill != nil ? frame : text
            case .button:
                let background = content.fill != nil || content.stroke != nil
                    || content.emphasis == .primary || content.emphasis == .secondary
                return background ? frame : (text ?? frame)
            case .handle, .iconButton, .list, .field, .divider, .box: return frame
            }
        }
    }

    /// What a label may not cover (``coverFrame``, but nothing of a container: a label on a
    /// header's fill hides none of the parts in it, which are checked on their own).
    public var detailFrame: Rect? {
        if case .anatomy(let kind) = kind, kind.isContainer { return nil }
        return coverFrame
    }

    /// Where the part shows ink of its own (``coverFrame``); a part that paints nothing of its own is
    /// the region of its frame.
    public var inkFrame: Rect { coverFrame ?? frame }
}

extension AnatomyMarker {
    /// The square around the marker's circle.
    public var circleFrame: Rect {
        Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }
}
