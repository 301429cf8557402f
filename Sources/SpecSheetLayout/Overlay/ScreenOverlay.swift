import SpecSheetModel

/// A picture of a real screen (an implementation's screenshot) as PNG bytes, drawn in place of the
/// mock screen of an overlay picture, stretched to the screen's size.
public struct Screenshot: Sendable, Hashable, Encodable {
    public var png: [UInt8]

    public init(png: [UInt8]) {
        self.png = png
    }

    /// Only the size of the bytes: a picture's JSON does not carry the picture.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(png.count, forKey: .bytes)
    }

    private enum CodingKeys: String, CodingKey { case bytes }
}

/// One frame an overlay picture outlines: where the spec places a part (or the container) and,
/// when the implementation's frame deviates from it, where the implementation put it.
public struct OverlayFrame: Sendable, Hashable, Encodable {
    public var partID: String
    public var name: String
    /// The spec's frame, in screen coordinates.
    public var spec: Rect
    /// The implementation's frame, in screen coordinates, when it was measured.
    public var measured: Rect?
    /// Whether a number of this frame is out of tolerance.
    public var deviates: Bool

    public init(partID: String, name: String, spec: Rect, measured: Rect?, deviates: Bool) {
        self.partID = partID
        self.name = name
        self.spec = spec
        self.measured = measured
        self.deviates = deviates
    }
}

/// One entry of an overlay picture's key: a swatch drawn as the frames it stands for, and its words.
public struct OverlayKeyItem: Sendable, Hashable, Encodable {
    public enum Kind: String, Sendable, Hashable, Encodable {
        /// A frame where the spec places a part that conforms.
        case spec
        /// The spec's frame of a part that deviates.
        case deviatingSpec
        /// Where the implementation put a part that deviates.
        case measured
    }

    public var kind: Kind
    public var label: String
    /// The swatch, in canvas coordinates.
    public var swatch: Rect
    /// The words, in canvas coordinates.
    public var text: Rect

    public init(kind: Kind, label: String, swatch: Rect, text: Rect) {
        self.kind = kind
        self.label = label
        self.swatch = swatch
        self.text = text
    }
}

/// What an overlay picture draws over the screen: the implementation's screenshot (the spec's own
/// mock when there is none), the spec's frames, and a key to the colours.
public struct ScreenOverlay: Sendable, Hashable, Encodable {
    public var screenshot: Screenshot?
    public var frames: [OverlayFrame]
    /// The key to the colours, below the canvas.
    public var key: [OverlayKeyItem]

    public init(screenshot: Screenshot?, frames: [OverlayFrame], key: [OverlayKeyItem]) {
        self.screenshot = screenshot
        self.frames = frames
        self.key = key
    }
}
