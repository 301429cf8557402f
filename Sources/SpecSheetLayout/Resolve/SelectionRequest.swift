import SpecSheetModel

/// What a user asks for: a component and optional selectors (the CLI's `--variant`, `--state`,
/// `--platform`, `--device`, `--size-class`, `--orientation`, `--theme`). Unset selectors take the
/// component's defaults.
public struct SelectionRequest: Sendable, Hashable {
    public var address: String
    public var variant: String?
    public var state: String?
    public var platform: Platform?
    /// A preset id (`iphone-15`) or a custom size (`700x1000`).
    public var device: String?
    public var sizeClass: SizeClass?
    public var orientation: Orientation?
    public var theme: Theme
    /// The writing direction (`--direction`); left to right unless asked.
    public var direction: LayoutDirection

    public init(address: String, variant: String? = nil, state: String? = nil, platform: Platform? = nil,
                device: String? = nil, sizeClass: SizeClass? = nil, orientation: Orientation? = nil,
                theme: Theme = .light, direction: LayoutDirection = .leftToRight) {
        self.address = address
        self.variant = variant
        self.state = state
        self.platform = platform
        self.device = device
        self.sizeClass = sizeClass
        self.orientation = orientation
        self.theme = theme
        self.direction = direction
    }
}
