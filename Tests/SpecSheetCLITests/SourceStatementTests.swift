import SpecSheetLayout
import SpecSheetModel
import Testing

/// Issue #26, item 2: what each source document says a sheet does, checked on the laid-out scene of
/// every variant it says it of, on each platform it names: who can close it and how, what
/// scrolls, which buttons show and in what emphasis, whether the handle shows, and whether the page
/// behind stays usable. Each case quotes where the source says it.
@Suite("Source statements, per variant and platform")
struct SourceStatementTests {
    /// One statement of a source about one selection.
    struct Statement: CustomTestStringConvertible, Sendable {
        var source: String
        var address: String
        var variant: String
        var state: String? = nil
        var device: String
        /// Ways to close the source names for it, and ways it rules out.
        var closesBy: Set<DismissalMethod> = []
        var neverBy: Set<DismissalMethod> = []
        /// Whether the page behind is blocked (a scrim, or a modal full-screen cover).
        var blocksPage: Bool? = nil
        var handle: Bool? = nil
        /// Parts that must show, and parts that must not.
        var shows: [String] = []
        var hides: [String] = []
        /// A part whose content scrolls, or nil when nothing may scroll.
        var scrolls: String?? = .none
        var style: PresentationStyle? = nil

        var testDescription: String { "\(address) \(variant)\(state.map { "/\($0)" } ?? "") on \(device) — \(source)" }
    }

    static let statements: [Statement] = [
        // eBay Playbook Bottom sheet 3.1, "Dismissing" and "Modality".
        Statement(source: "Bottom sheet: Dismissing, Modality (modal default)", address: "ebay-playbook/bottom-sheet",
                  variant: "modal", device: "iphone-15", closesBy: [.select, .close, .swipeDown, .scrimTap], neverBy: [.back],
                  blocksPage: true, handle: true),
        Statement(source: "Bottom sheet: Dismissing (hardware back), Modality", address: "ebay-playbook/bottom-sheet",
                  variant: "modal", device: "pixel-8", closesBy: [.select, .close, .swipeDown, .scrimTap, .back],
                  blocksPage: true, handle: true),
        Statement(source: "Bottom sheet: Dismissing (outside tap is modal only), Modality (non-modal omits the scrim)",
                  address: "ebay-playbook/bottom-sheet", variant: "non-modal", device: "iphone-15",
                  closesBy: [.select, .close, .swipeDown], neverBy: [.scrimTap, .outsideTap], blocksPage: false),
        Statement(source: "Bottom sheet: Dismissing, Modality", address: "ebay-playbook/bottom-sheet", variant: "non-modal",
                  device: "pixel-8", closesBy: [.select, .close, .swipeDown, .back], neverBy: [.scrimTap, .outsideTap],
                  blocksPage: false),
        Statement(source: "Bottom sheet: Scrolling (content scrolls once at full height; footer stays)",
                  address: "ebay-playbook/bottom-sheet", variant: "modal", state: "long-content", device: "iphone-15",
                  shows: ["footer-button", "close", "title"], scrolls: "content"),
        Statement(source: "Bottom sheet: Anatomy (title, close, footer button)", address: "ebay-playbook/bottom-sheet",
                  variant: "modal", device: "pixel-8", shows: ["title", "close", "footer-button"], scrolls: .some(nil)),
        // eBay Playbook Sheets 3.0, "Sheet handle", "Sheet toolbar", "Scrim", "Interactive dismiss (iOS only)",
        // "Android".
        Statement(source: "Sheets: handle always on iOS; interactive dismiss; scrim on focus sheets",
                  address: "ebay-playbook/sheet", variant: "focus", device: "iphone-15", closesBy: [.close, .swipeDown],
                  blocksPage: true, handle: true, shows: ["close"]),
        Statement(source: "Sheets: handle only on context sheets on Android; close only with TalkBack; no swipe",
                  address: "ebay-playbook/sheet", variant: "focus", device: "pixel-8", closesBy: [.back],
                  neverBy: [.swipeDown, .close], blocksPage: true, handle: false, hides: ["close", "leading-close"]),
        Statement(source: "Sheets: the close button shows while TalkBack runs", address: "ebay-playbook/sheet",
                  variant: "focus", state: "talkback", device: "pixel-8", closesBy: [.back, .close], shows: ["close"]),
        Statement(source: "Sheets: handle on Android context sheets", address: "ebay-playbook/sheet", variant: "context",
                  device: "pixel-8", closesBy: [.back], handle: true),
        Statement(source: "Sheets: the scrim is optional for context sheets", address: "ebay-playbook/sheet",
                  variant: "context", state: "no-scrim", device: "iphone-15", blocksPage: false),
        Statement(source: "Sheets: context sheets grow to full height, then the content scrolls", address: "ebay-playbook/sheet",
                  variant: "context", state: "long-content", device: "iphone-15", scrolls: "content"),
        Statement(source: "Sheets: iOS confirms with an icon button, close leading", address: "ebay-playbook/sheet",
                  variant: "focus", state: "confirm", device: "iphone-15", shows: ["confirm-icon", "leading-close"],
                  hides: ["confirm-text", "close"]),
        Statement(source: "Sheets: Android confirms with a CTA button", address: "ebay-playbook/sheet", variant: "focus",
                  state: "confirm", device: "pixel-8", shows: ["confirm-text"], hides: ["confirm-icon"]),
        // Orange ODS iOS "Bottom sheets": the standard type opens and closes by a tap on its header;
        // the expanding type's content scrolls at the large size only.
        Statement(source: "ODS: standard type, closed: only the header; a tap on the header opens or closes it",
                  address: "orange-ods/bottom-sheet", variant: "standard", state: "closed", device: "iphone-15",
                  closesBy: [.headerTap], neverBy: [.swipeDown, .close, .scrimTap], shows: ["title"], hides: ["content"]),
        Statement(source: "ODS: expanding type resizes by a tap on the dimming area or the header", address: "orange-ods/bottom-sheet",
                  variant: "expanding", state: "large", device: "iphone-15", closesBy: [.scrimTap, .headerTap]),
        Statement(source: "ODS: expanding, medium: content partly visible, not scrollable", address: "orange-ods/bottom-sheet",
                  variant: "expanding", state: "medium", device: "iphone-15", handle: true, scrolls: .some(nil)),
        Statement(source: "ODS: expanding, large: content visible and scrollable", address: "orange-ods/bottom-sheet",
                  variant: "expanding", state: "large", device: "iphone-15", handle: true, scrolls: "content"),
        // Apple HIG "Action sheets".
        Statement(source: "HIG: Cancel at the bottom; avoid scrolling; a modal view", address: "apple-hig/action-sheet",
                  variant: "with-message", device: "iphone-15", closesBy: [.cancel, .action], blocksPage: true,
                  shows: ["cancel", "action-destructive", "title", "message"], scrolls: .some(nil)),
        Statement(source: "HIG: Cancel at the bottom; avoid scrolling (small phone)", address: "apple-hig/action-sheet",
                  variant: "with-message", device: "iphone-se", closesBy: [.cancel, .action], shows: ["cancel"],
                  scrolls: .some(nil)),
        Statement(source: "HIG: a modal view (on iPad drawn as UIKit's popover: a tap outside only closes it)",
                  address: "apple-hig/action-sheet", variant: "with-message", device: "ipad-10", closesBy: [.outsideTap, .action],
                  neverBy: [.cancel], blocksPage: true, hides: ["cancel"], style: .popover),
        // SAP Fiori for iOS "Sheets".
        Statement(source: "SAP: modal sheets block the background; a clear way to dismiss", address: "sap-fiori/sheet",
                  variant: "modal-sheet", device: "iphone-15", blocksPage: true, style: .bottomSheet),
        Statement(source: "SAP: full-screen modals in compact width exit by Cancel or the completing button",
                  address: "sap-fiori/sheet", variant: "full-screen-modal", device: "iphone-15", closesBy: [.cancel, .done],
                  neverBy: [.swipeDown, .scrimTap], shows: ["cancel", "done"], style: .fullScreen),
        Statement(source: "SAP: form sheets in regular width; tapping outside exits", address: "sap-fiori/sheet",
                  variant: "form-sheet", device: "ipad-10", closesBy: [.scrimTap], blocksPage: true, style: .formSheet),
        Statement(source: "SAP: non-modal sheets do not block; outside tap, swipe down or Done dismiss",
                  address: "sap-fiori/sheet", variant: "non-modal-sheet", device: "iphone-15",
                  closesBy: [.outsideTap, .swipeDown, .done], blocksPage: false),
        Statement(source: "SAP: popovers in regular width, non-blocking, dismissed when focus is lost", address: "sap-fiori/sheet",
                  variant: "popover", device: "ipad-10", closesBy: [.outsideTap], blocksPage: false, style: .popover),
    ]

    @Test(arguments: statements)
    func theSceneDoesWhatTheSourceSays(_ statement: Statement) throws {
        let scene = try Fixture.engine.scene(for: SelectionRequest(
            address: statement.address, variant: statement.variant, state: statement.state, device: statement.device))
        let ways = Set(scene.presentation.dismissal)
        #expect(statement.closesBy.isSubset(of: ways), "closes by \(ways.map(\.rawValue).sorted())")
        #expect(statement.neverBy.isDisjoint(with: ways), "closes by \(ways.map(\.rawValue).sorted())")
        if let blocks = statement.blocksPage {
            #expect(scene.presentation.modal == blocks, "modal: \(scene.presentation.modal)")
            if scene.presentation.style != .fullScreen { #expect(scene.scrimVisible == blocks, "scrim: \(scene.scrimVisible)") }
        }
        let shown = Set(scene.parts.filter { $0.frame.width > 0 && $0.frame.height > 0 }.map(\.id))
        if let handle = statement.handle { #expect(shown.contains("handle") == handle, "handle shown: \(shown.contains("handle"))") }
        for part in statement.shows { #expect(shown.contains(part), "\(part) shows") }
        for part in statement.hides { #expect(!shown.contains(part), "\(part) is hidden") }
        switch statement.scrolls {
        case .none: break
        case .some(nil):
            let scrolling = scene.parts.filter { $0.scrollContentHeight != nil }.map(\.id)
            #expect(scrolling.isEmpty, "nothing scrolls, but \(scrolling) does")
        case .some(let part?):
            #expect(scene.parts.first { $0.id == part }?.scrollContentHeight != nil, "\(part) scrolls")
        }
        if let style = statement.style { #expect(scene.presentation.style == style) }
    }

    /// Apple: destructive choices go at the top, Cancel at the bottom (its own group, below the
    /// rest); eBay: the footer's action is a primary button; Android has no back button in a
    /// sheet's header (Sheets 3.0, "Android").
    @Test func buttonsSitWhereAndAsTheSourcesSay() throws {
        let apple = try Fixture.engine.scene(for: SelectionRequest(address: "apple-hig/action-sheet", variant: "with-message",
                                                                   device: "iphone-15"))
        let frame = { (id: String) throws -> Rect in try #require(apple.parts.first { $0.id == id }?.frame) }
        #expect(try frame("action-destructive").maxY <= frame("action-1").minY)
        #expect(try frame("cancel").minY >= frame("action-2").maxY)
        #expect(apple.parts.first { $0.id == "action-destructive" }?.content.emphasis == .destructive)
        let ebay = try Fixture.engine.scene(for: SelectionRequest(address: "ebay-playbook/bottom-sheet", device: "pixel-8"))
        #expect(ebay.parts.first { $0.id == "footer-button" }?.content.emphasis == .primary)
        let android = try Fixture.engine.scene(for: SelectionRequest(address: "ebay-playbook/sheet", variant: "context",
                                                                     device: "pixel-8"))
        #expect(!android.parts.contains { $0.content.icon == .back }, "no back button in the header")
    }
}
