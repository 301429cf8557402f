/// An implementation to measure (`specsheet conform IMPLEMENTATION.yaml`): the page that shows
/// it, how to open each variant and state, and which element is which anatomy part.
public struct Implementation: Sendable, Hashable {
    /// A variant as the page opens it.
    public struct Variant: Sendable, Hashable {
        public var id: String
        /// JavaScript run once the page has loaded.
        public var open: String?
        /// A page of its own, instead of the implementation's.
        public var page: String?
        /// Android: the `uiautomator dump` of the variant (its first state, unless states give theirs).
        public var dump: String?
        /// Android: the screen's picture (`adb exec-out screencap -p`), drawn under the overlay.
        public var screenshot: String?
        /// Part id → CSS selector (web) or resource-id (Android); these win over the shared ones.
        public var parts: [String: String]
        public var states: [State]
        public var location: SourceLocation?

        public init(id: String, open: String? = nil, page: String? = nil, parts: [String: String] = [:],
                    states: [State] = [], location: SourceLocation? = nil) {
            self.id = id
            self.open = open
            self.page = page
            self.parts = parts
            self.states = states
            self.location = location
        }
    }

    /// A state of a variant: what more to run (or another page) to reach it.
    public struct State: Sendable, Hashable {
        public var id: String
        public var open: String?
        public var page: String?
        /// Android: the `uiautomator dump` of the state.
        public var dump: String?
        /// Android: the screen's picture in the state.
        public var screenshot: String?
        public var parts: [String: String]
        public var location: SourceLocation?

        public init(id: String, open: String? = nil, page: String? = nil, parts: [String: String] = [:],
                    location: SourceLocation? = nil) {
            self.id = id
            self.open = open
            self.page = page
            self.parts = parts
            self.location = location
        }
    }

    /// The implementation file, for messages.
    public var file: String
    /// The spec's component address.
    public var component: String
    /// `web` (a page measured in Chromium) or `android` (`uiautomator dump` files).
    public var platform: Platform = .web
    /// The page: an absolute URL (`file://`, `http://`), resolved against the file's folder (web).
    public var page: String
    /// Android: physical pixels per dp of the device the dumps were taken on.
    public var density: Double?
    /// Device presets or `WxH` sizes to measure at.
    public var viewports: [String]
    /// Part id → CSS selector, for every variant; `scrim` is the backdrop.
    public var parts: [String: String]
    public var variants: [Variant]
    /// The longest to wait for the page's transitions to end, in seconds.
    public var settleTimeout: Double
    public var location: SourceLocation?

    public init(file: String, component: String, page: String, viewports: [String], parts: [String: String],
                variants: [Variant], settleTimeout: Double = 5, location: SourceLocation? = nil) {
        self.file = file
        self.component = component
        self.page = page
        self.viewports = viewports
        self.parts = parts
        self.variants = variants
        self.settleTimeout = settleTimeout
        self.location = location
    }
}
