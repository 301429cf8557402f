/// What an implementation measured of one sheet on one screen, in the platform's unit: the input
/// of `specsheet conform`. It has the shape of the geometry JSON (`container`, `parts`, `scrim`);
/// anything left out is not checked, and the report says so.
public struct MeasuredGeometry: Sendable, Hashable {
    /// The container as measured.
    public struct Container: Sendable, Hashable {
        public var frame: Rect?
        /// Radii per corner, in the writing direction (top-leading first).
        public var corners: MeasuredCorners?
        /// The edge a side sheet is attached to (`leading`, `trailing`).
        public var edge: String?
        /// The container's padding, in the writing direction.
        public var padding: MeasuredInsets?

        public init(frame: Rect? = nil, corners: MeasuredCorners? = nil, edge: String? = nil, padding: MeasuredInsets? = nil) {
            self.frame = frame
            self.corners = corners
            self.edge = edge
            self.padding = padding
        }
    }

    /// One anatomy part as measured: its spec id, frame and (when measured) padding.
    public struct Part: Sendable, Hashable {
        public var id: String
        public var frame: Rect
        public var padding: MeasuredInsets?
        public var location: SourceLocation?

        public init(id: String, frame: Rect, padding: MeasuredInsets? = nil, location: SourceLocation? = nil) {
            self.id = id
            self.frame = frame
            self.padding = padding
            self.location = location
        }
    }

    public var container: Container?
    public var parts: [Part]
    /// Parts looked for and not shown (no element, or nothing visible).
    public var absentParts: [String] = []
    /// The scrim's opacity, 0 when there is none.
    public var scrimOpacity: Double?
    /// The screen the numbers were measured on (width × height), when the file says.
    public var screen: Size?
    /// The device preset it was measured on, when the file names one (`device.id`).
    public var deviceID: String?
    /// Where the numbers come from (a file), for messages.
    public var origin: String

    public init(container: Container? = nil, parts: [Part] = [], scrimOpacity: Double? = nil, screen: Size? = nil,
                origin: String) {
        self.container = container
        self.parts = parts
        self.scrimOpacity = scrimOpacity
        self.screen = screen
        self.origin = origin
    }
}

/// Four edges' padding in the writing direction, any of them possibly not measured.
public struct MeasuredInsets: Sendable, Hashable {
    public var top: Double?
    public var leading: Double?
    public var bottom: Double?
    public var trailing: Double?

    public init(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// Four corner radii, any of them possibly not measured.
public struct MeasuredCorners: Sendable, Hashable {
    public var topLeading: Double?
    public var topTrailing: Double?
    public var bottomLeading: Double?
    public var bottomTrailing: Double?

    public init(topLeading: Double? = nil, topTrailing: Double? = nil, bottomLeading: Double? = nil,
                bottomTrailing: Double? = nil) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
    }
}
