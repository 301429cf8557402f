import SpecSheetModel

/// The layout engine's output for one selection: every part positioned on the screen, the
/// presentation around it and the dimensions to annotate.
public struct Scene: Sendable, Hashable, Encodable {
    public var address: String
    public var variant: String
    public var state: String
    public var screen: Screen
    public var theme: Theme
    public var presentation: ResolvedPresentation
    /// The detent the sheet rests at and the container's height there.
    public var detentName: String
    public var detentHeight: Double
    public var scrimVisible: Bool
    /// Parts back to front: page-level parts (trigger, scrim), the anatomy, then the arrow and keyboard.
    public var parts: [PlacedPart]
    public var dimensions: [PlacedDimension]
    public var arrow: Arrow?
    /// The state is shown with the numbered parts it hides made visible (an anatomy's composed
    /// state, see ``LayoutEngine/anatomyScene(for:)``): pictures and text must not call it the plain state.
    public var revealsNumberedParts = false
    /// Where the page behind the sheet is laid out when the sheet narrows it (a standard side
    /// sheet pushes it aside); nil: the whole screen.
    public var pageFrame: Rect?
    /// What the presentation added to the container's own padding to keep its content clear of the
    /// unsafe strips it covers (the home indicator under a bottom sheet, the status bar over a full
    /// screen one); zero where it covers none.
    public var safeAreaPadding: Insets = .zero
    /// The reader's text size the scene is laid out at: as the spec writes it, or each platform's
    /// largest accessibility size (``LayoutEngine/textSize``).
    public var textSize: TextSize = .standard
    /// What a reader calls the selection (titles of pictures); nil for a scene made outside the engine.
    public var names: SceneNames?
    /// The highest number the component's anatomy gives a part (and its scrim), whether or not
    /// that part shows here: numbers a picture adds for parts the anatomy leaves unnumbered start
    /// after it. Nil for a scene made outside the engine.
    public var highestAnatomyNumber: Int?

    public init(address: String, variant: String, state: String, screen: Screen, theme: Theme,
                presentation: ResolvedPresentation, detentName: String, detentHeight: Double, scrimVisible: Bool,
                parts: [PlacedPart], dimensions: [PlacedDimension], arrow: Arrow?) {
        self.address = address
        self.variant = variant
        self.state = state
        self.screen = screen
        self.theme = theme
        self.presentation = presentation
        self.detentName = detentName
        self.detentHeight = detentHeight
        self.scrimVisible = scrimVisible
        self.parts = parts
        self.dimensions = dimensions
        self.arrow = arrow
    }

    /// The placed part with `id`, if it is visible in this scene.
    public func part(_ id: String) -> PlacedPart? {
        parts.first { $0.id == id }
    }
}

extension Scene {
    /// The sheet's root container: the first root anatomy part.
    public var container: PlacedPart? {
        parts.first { part in
            if case .anatomy = part.kind { return part.parentID == nil }
            return false
        }
    }
}

extension Scene {
    /// The page the pictures draw behind the sheet: the one its presentation asks for, else a map
    /// behind a bottom sheet that leaves the page usable and a list screen behind everything else.
    public var backdrop: BackdropPage {
        presentation.backdrop ?? (!scrimVisible && presentation.style == .bottomSheet ? .map : .list)
    }
}
