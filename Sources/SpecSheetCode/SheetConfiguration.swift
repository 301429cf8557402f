import SpecSheetLayout
import SpecSheetModel

/// What a snippet sets: the configuration one selection of a spec documents, as numbers measured
/// on its laid-out ``Scene`` (``init(scene:component:catalog:)``). Every writer reads only this.
public struct SheetConfiguration: Sendable, Hashable {
    /// `<system>/<component>`, the component's id and name, and its family.
    public var address: String
    public var componentID: String
    public var componentName: String
    public var kind: ComponentKind
    /// The variant and state, each as id and name.
    public var variant: SnippetName
    public var state: SnippetName
    public var device: SnippetDevice

    // Presentation, as the merged rules resolve it on the device.
    public var style: PresentationStyle
    /// Side sheets: the edge they are attached to.
    public var edge: SheetEdge
    public var modal: Bool
    /// The dimming behind a modal sheet; nil when it has none.
    public var scrim: SnippetScrim?
    /// The container's width rule, and the widest it gets.
    public var width: ResolvedSizing
    public var maxWidth: Double?
    /// The width the rules ask for when it is a length (a fixed width within its bounds and the
    /// max width); the screen may leave less (``frame`` has what it got).
    public var fixedWidth: Double? {
        guard width.mode == .fixed else { return nil }
        let bounded = width.clamp(width.value)
        return maxWidth.map { min(bounded, $0) } ?? bounded
    }
    public var margin: Insets
    public var marginFrom: MarginOrigin
    /// Form sheets and popovers: the height asked for.
    /// The height a form sheet asks for, on this device (nil: it fits its content).
    public var preferredHeight: Double?
    /// The tallest the sheet gets, on this device.
    public var maxHeight: Double?
    /// The preferred and greatest heights as shares of the screen, when the spec writes them so
    /// (CSS writes them in `vh`).
    public var preferredHeightShare: Double?
    public var maxHeightShare: Double?
    /// Form sheets: centred, or hanging `margin.top` below the top.
    public var verticalAlignment: VerticalPlacement = .center
    /// Gap kept above a full-height sheet.
    public var topGap: Double
    /// On an iPhone-sized screen (compact width), the form sheet the page draws for the same
    /// variant and state in regular width (an iPad), where it draws one there: iOS code asks for
    /// it by the width class it presents in.
    public var regularWidthFormSheet: RegularWidthFormSheet?
    /// The page's ways to close the same variant and state on the platform's first regular-width
    /// device (an iPad), and that device's name, where this is an iOS screen of compact width:
    /// the same iOS call presents there too, as a sheet iOS closes its own way.
    public var regularWidthClosing: RegularWidthClosing?

    /// How the page draws this selection on the platform's first device of the other size class
    /// (an iPad for a sample measured on an iPhone, and the reverse), where it draws it there: the
    /// same call presents there too, and its comments say what the call gives instead where that
    /// is not the page's drawing (iPad's own page sheet for a bottom sheet, iOS's adaptation of a
    /// popover on an iPhone).
    public var otherSizeClass: OtherSizeClassDrawing?

    /// The content's side margin in regular width, where the same call presents there too (as
    /// the form sheet it asks for, or covering the screen as in compact width) and the page gives
    /// the margin another number there (SAP's full-screen modal: 20 pt on iPad against 16 pt); the
    /// code then sets it per size class.
    public var regularWidthSideMargin: RegularWidthSideMargin?

    /// The greatest width the part holding the content keeps to (SAP's readable width, 672 pt
    /// between the side margins in regular width), where a screen this call presents on can
    /// reach it: the code caps the content, centred, so that a wider screen (an iPad the same
    /// call covers) draws it as the page does. Its source is in the header's list.
    public var readableWidth: ReadableWidth?

    /// What the page gives the content on a phone held sideways whose width is regular (the
    /// largest iPhones: regular width and compact height), where the same call presents too and
    /// the page's side margins or cap on the content there differ from what the sample writes:
    /// the comments then say so (SAP's sheets there take 20 pt and 672 pt; the sample, 16 pt).
    public var regularWidthPhone: RegularWidthPhone?

    public struct RegularWidthPhone: Sendable, Hashable {
        /// The page's side margin and cap there, and the sample's.
        public var pageMargin: Double
        public var pageCap: Double?
        public var sampleMargin: Double
        public var sampleCap: Double?
    }

    public struct ReadableWidth: Sendable, Hashable {
        public var value: Double
        /// Whether the cap holds the content alone (its margins outside it) or with its margins.
        public var box: SizingBox
        /// The size class the page gives the cap in, where it gives it in one only.
        public var sizeClass: SizeClass?
    }

    public struct RegularWidthSideMargin: Sendable, Hashable {
        /// How the call presents in regular width.
        public enum Presented: Sendable, Hashable {
            /// As the form sheet the code asks for there.
            case formSheet
            /// As it does in compact width: covering the screen.
            case sameAsCompact
        }
        public var device: String
        public var presented: Presented
        public var value: Double
        public var citation: NumberCitation
    }

    public struct OtherSizeClassDrawing: Sendable, Hashable {
        /// The device, by name: "iPad (10th generation)".
        public var device: String
        public var sizeClass: SizeClass
        public var style: PresentationStyle
        /// What the page draws there: "attached to the bottom edge, centred, at most 640 pt wide".
        public var words: String
        /// Whether the page draws it there as a modal sheet over a dimmed page whose only height is
        /// the full height: what iOS makes of a form sheet in compact width.
        public var dimmedAtFullHeightOnly: Bool
        /// Another variant of the page whose sample's call gives that drawing there (SAP's modal
        /// sheet for its popover on an iPhone), by name.
        public var alternative: String?
        /// The page's ways to close it there.
        public var dismissal: [DismissalMethod] = []
    }

    public struct RegularWidthClosing: Sendable, Hashable {
        public var device: String
        public var dismissal: [DismissalMethod]
        /// Whether the page draws it there modal over a dimmed page (not eBay's non-modal sheet).
        public var drawnModal = true
    }

    /// A form sheet drawn in regular width: the device it is drawn on and its size there (nil
    /// where it fits its content), with where those numbers come from.
    public struct RegularWidthFormSheet: Sendable, Hashable {
        public var device: String
        public var width: Double?
        public var height: Double?
        public var citations: [NumberCitation]
        /// Whether the page draws a drag handle on the form sheet (SAP's has none): iOS draws a
        /// requested grabber in regular width too, so the code asks for it in compact width only
        /// when this is false.
        public var showsGrabber = true
        /// Whether the page draws it modal over a dimmed page, as iOS's form sheet is. Where it
        /// does not (SAP's non-modal card), the call does not give the page's drawing there.
        public var drawnModal = true
        /// Whether the page draws it in regular height only: a phone held sideways with regular
        /// width (the largest iPhones) gets another presentation (SAP's: full screen).
        public var regularHeightOnly = false

        /// Where the page draws it: "in regular width", or "in regular width and regular height".
        public var place: String { regularHeightOnly ? "in regular width and regular height" : "in regular width" }

        /// What the page draws there: "the form sheet", or "the centred card" for a non-modal one.
        public var name: String { drawnModal ? "the form sheet" : "the centred card" }
    }
    /// Every detent the sheet can rest at, the resting one included.
    public var detents: [SnippetDetent]
    /// The detent of this state, with its height measured on the device.
    public var detent: SnippetDetent
    /// The names of the variant's other states this configuration's call presents too (they
    /// differ only in what the sheet shows, so in the height a fitting detent takes).
    public var sameCallStates: [String] = []
    /// Whether this call, or a state it shares, is drawn with the keyboard up.
    public var keyboardSharesCall = false
    /// Per language with a design system's own API: the variant's other states that the same
    /// documented call presents with its binding starting elsewhere (Orange's opened sheet,
    /// `isOpen = true`; its medium and small sizes), said in a comment; nil where there are none.
    public var sameCallStarts: [CodeLanguage: String] = [:]
    /// The container's radii; nil when neither the spec nor the platform's defaults state any.
    public var corners: ResolvedCorners?
    public var dismissal: [DismissalMethod]
    /// Whether leaving the swipe down out of `dismissal` is SpecSheet's reading (a block that
    /// removes it, or writes a list without it, marks its ways to close `ours`), so that a comment
    /// on a switched-off gesture says so instead of stating it as the guideline's.
    public var swipeLeftOutByReading = false
    public var keyboard: KeyboardBehaviour
    /// The shadow's blur radius; 0 for none.
    public var elevation: Double
    public var background: ThemedColor?

    // Measured on the scene.
    /// The container's frame in screen coordinates.
    public var frame: Rect
    /// The space between the container's edges and its content (the drag handle's row and the
    /// padding the presentation adds for the safe area left out).
    public var contentInsets: Insets
    /// The space around the content a navigation bar leaves below it (see ``contentInsets(for:)``).
    public var barContentInsets: Insets?
    /// What the presentation adds to the container's padding for the unsafe strips it covers (the
    /// home indicator under a bottom sheet): iOS adds it to a custom detent's height itself.
    /// The screen's safe areas (iOS measures custom detents against them).
    public var screenSafeArea: Insets = .zero
    /// Where the device's safe-area insets come from, in a reader's words ("iPhone 15's inset,
    /// measured by the community"): every inset number a comment states carries it, as every
    /// other number does. Nil for a screen no preset describes.
    public var safeAreaEvidence: String?
    public var safeAreaPadding: Insets
    /// A popover's trigger, in screen coordinates, and where its arrow points.
    public var anchor: Rect?
    public var arrowPointsUp: Bool
    /// Where the component's pictures place a popover's trigger on the devices that show one (a
    /// rule's anchor: its centre as a share of the width, its top below the top safe area, its
    /// size), for a snippet laid out where no trigger is drawn; nil when no rule places one.
    public var popoverTrigger: PopoverTrigger?

    // Content.
    /// The drag handle, when the anatomy has one.
    public var grabber: SnippetGrabber?
    /// The first text part's text, and the second's (an action sheet's message).
    public var title: String?
    public var message: String?
    public var titleColor: ThemedColor?
    /// The buttons, in order.
    public var actions: [SnippetAction]
    /// The label of a Cancel button the anatomy has but this state hides (an action sheet drawn
    /// as a popover, where a tap outside does Cancel's job): the code still adds it, as an app does.
    public var hiddenCancel: String? = nil
    /// The first list's sample rows and their least height.
    public var items: [String]
    public var itemHeight: Double?
    /// What a design system's own API is handed as its content, where it draws the rest of the
    /// sheet (header, grabber, insets) itself: the sheet's list as the spec gives it, with the
    /// list's own margins. The list is given even in a state that hides it (a folded sheet), as an
    /// app hands its content over either way.
    public var apiContent: APIContent?

    /// The content a design system's API takes: rows, their least height and the list's margins.
    public struct APIContent: Sendable, Hashable {
        public var items: [String]
        public var itemHeight: Double?
        public var insets: Insets
        /// The numbers the sample content writes for the design system's content closure (its
        /// side margins, the rows' least height), each with its source.
        public var citations: [NumberCitation] = []
    }
    /// The content as the drawing stacks it, top to bottom, with the space drawn between the
    /// blocks (see ``ContentBlock``).
    public var blocks: [ContentBlock] = []
    /// The header row's parts, from the leading side to the trailing one, and the space between them.
    public var header: [HeaderItem] = []
    public var headerGap: Double = 0
    /// The title is drawn centred across the sheet (SAP's title bar), not at the leading edge.
    public var titleCentred = false
    /// A separator drawn between the header row and the block below it: how far below the row
    /// its centre is drawn; nil when none is.
    public var separatorBelowHeader: Double? = nil
    /// The separator's colour, where the page gives the divider a fill, and where it comes from.
    public var separatorColour: ThemedColor? = nil
    public var separatorCitation: NumberCitation? = nil
    /// Where the layout's gaps come from (see ``layoutCitations(for:)``).
    public var layoutCitations: [LayoutCitation] = []
    /// The page's top-to-top dimensions inside the sheet that a token documents (eBay's 8 pt top
    /// padding), each with its drawn length: a space above the content of that length is that
    /// dimension's number, cited with its source rather than as drawn.
    var topDimensionList: [TopDimension] = []
    /// The bottom paddings and margins of the sheet's parts, lowest part first, each with its
    /// source: what the space below the content is made of.
    var bottomPaddingList: [TopDimension] = []

    struct TopDimension: Sendable, Hashable {
        var length: Double
        var citation: NumberCitation
    }
    /// The close button's size, when the sheet shows one.
    public var closeButton: Size?
    /// The condition under which alone the close button shows (TalkBack on an Android eBay sheet),
    /// or nil when it always does.
    public var closeButtonTrigger: StateTrigger?

    // Where the numbers come from.
    /// The source the spec documents.
    public var document: String
    /// Numbers the snippet sets or states, with their tokens and sources.
    public var citations: [NumberCitation]
    /// Each cited source's title and version, by id, for comments a reader can follow.
    public var sourceTitles: [String: String] = [:]
    /// APIs the design system documents for this variant and state, per language.
    public var systemAPIs: [CodeLanguage: SystemAPI]

    /// A source's title for comments: its citation, or the id when the catalog has no title.
    public func title(ofSource id: String) -> String { sourceTitles[id] ?? id }

    /// The source ids the numbers come from: the documented one first, then in order of use.
    public var sourceIDs: [String] { sourceIDs(for: nil) }

    /// The source ids `language`'s snippet cites: a number its code does not set (iOS's grabber
    /// colour) brings no source of its own.
    public func sourceIDs(for language: CodeLanguage?) -> [String] {
        var seen: Set<String> = []
        let citations = citations.filter { citation in
            guard citation.property == .handleColour, let language else { return true }
            return writesHandleColour(in: language)
        }
        return ([document] + citations.flatMap { [$0.source, $0.darkSource].compactMap { $0 } } + systemAPIs.keys.sorted().compactMap { systemAPIs[$0]?.source })
            .filter { seen.insert($0).inserted }
    }

    /// `34 pt` followed by where the device's inset comes from: `34 pt (iPhone 15's inset,
    /// measured by the community)`.
    public func inset(_ value: Double) -> String {
        "\(Literal.number(value)) \(device.unit)" + (safeAreaEvidence.map { " (\($0))" } ?? "")
    }

    /// A type-name stem from the component's id: `bottom-sheet` → `BottomSheet`.
    public var typeName: String { Literal.upperCamelCase(componentID) }
}

/// An id and the name a spec gives it.
public struct SnippetName: Sendable, Hashable {
    public var id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// The screen a snippet's numbers were measured on.
public struct SnippetDevice: Sendable, Hashable {
    /// A preset id, or `WIDTHxHEIGHT`.
    public var id: String
    /// The preset's name, or the size for a custom screen.
    public var name: String
    public var platform: Platform
    public var width: Double
    public var height: Double
    public var orientation: Orientation
    public var sizeClass: SizeClass

    public var unit: String { platform.unit }
}

/// The dimming layer behind a modal sheet.
public struct SnippetScrim: Sendable, Hashable {
    public var opacity: Double
    public var color: ThemedColor
    /// The opacity in the dark theme, where the page gives it one of its own (eBay's 64 %).
    public var darkOpacity: Double? = nil

    /// `32 % (64 % in the dark theme)`, or `40 %`.
    public var opacityWords: String {
        "\(Literal.number(opacity * 100)) %" + (darkOpacity.map { " (\(Literal.number($0 * 100)) % in the dark theme)" } ?? "")
    }
}

/// The drag handle: whether this state shows it, its size, and whether it takes a row of its own
/// (Material's drag handle) or floats over the content (iOS's grabber).
public struct SnippetGrabber: Sendable, Hashable {
    public var visible: Bool
    public var size: Size?
    /// Its distance from the container's top edge, when it is shown.
    public var top: Double?
    public var takesRow: Bool
    /// The height of its row above the content, when it takes one (0 otherwise).
    public var rowHeight: Double
    public var cornerRadius: Double?
    public var color: ThemedColor?
}

/// A width and a height.
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double
}

/// Where pictures place a popover's trigger: its centre as a share of the screen's width, its top
/// below the top safe area, and its size.
public struct PopoverTrigger: Sendable, Hashable {
    public var x: Double
    public var top: Double
    public var width: Double
    public var height: Double
}
