import SpecSheetLayout
import SpecSheetModel

/// A detent as a snippet sets it: the rule, and its height on the device when it was measured.
public struct SnippetDetent: Sendable, Hashable {
    public var name: String
    public var height: ResolvedHeight
    public var min: ResolvedHeight?
    public var max: ResolvedHeight?
    public var overflow: OverflowBehaviour
    /// The container's height at this detent on the device: known for the state's own detent.
    public var measuredHeight: Double?
    /// For a detent the state does not rest at, the height its rule gives on the device (a share
    /// or a length, as the layout computes it), which comments say as they say a measured one;
    /// nil for a fitting height and one with bounds. Code never sets it.
    public var ruleHeight: Double?
    /// What its lengths and percentages are measured against.
    public var basis: DetentBasis = .screen
    /// Where the height comes from, where the spec says (``DetentSpec/provenance``).
    public var provenance: Provenance?
    /// Every state that rests at this detent hides the content: a fitting height then fits what
    /// shows above it (Orange's small size is the header alone), not the content.
    public var contentHidden = false
    /// The snippet's own state hides the content at this height, though other states resting at
    /// it show theirs (Orange's closed standard type, whose opened state fits its content).
    public var contentHiddenInState = false

    /// How a comment names the height: the page's name in quotation marks (“Medium”), or "The
    /// height" for a sheet whose only height is SpecSheet's generic fitting or full one, which no
    /// page names ("Fitted" would read as an internal key).
    public var label: String { isGeneric ? "The height" : DetentLabel.quoted(name) }
    /// Whether the name is SpecSheet's generic `full`, or its `fit` on a sheet with no other
    /// height (the page then has no name for it: it names “Fitted” only beside another height).
    public var isGeneric: Bool { name == "full" || (name == "fit" && onlyHeight) }
    /// The sheet rests at no other height.
    public var onlyHeight = false
    /// Whether iOS code asks for the system's own medium detent, which iOS sizes itself.
    public var isSystemMedium: Bool { if case .fraction(0.5) = height, name == "medium" { true } else { false } }

    /// A length the platform's APIs can take: the measured height, or the rule's own length.
    public var fixedLength: Double? {
        if let measuredHeight { return measuredHeight }
        if case .length(let length) = height { return length }
        return nil
    }

    /// `height` (or a bound) on a screen `screenHeight` tall; nil for `fit` and `full`.
    public static func length(of height: ResolvedHeight?, screenHeight: Double) -> Double? {
        switch height {
        case .fraction(let fraction)?: fraction * screenHeight
        case .length(let length)?: length
        case .fit?, .full?, nil: nil
        }
    }

    /// The rule in words, for comments: `fits its content, at least 30 % and at most 50 % of the screen`.
    public var rule: String {
        func words(_ height: ResolvedHeight) -> String {
            switch height {
            case .fit: "its content's height"
            case .full: "the full height"
            case .fraction(let fraction): "\((fraction * 100).compactDescription) % of the screen"
            case .length(let length): length.compactDescription
            }
        }
        var text = switch height {
        case .fit: contentHidden ? "fits what shows above the content, which is hidden at this height"
            : contentHiddenInState ? "fits what shows above the content, which is hidden in this state" : "fits its content"
        case .full: "full height"
        case .fraction(let fraction):
            "\((fraction * 100).compactDescription) % of " + (basis == .screen ? "the screen height"
                : basis == .belowTopSafeArea ? "the height below the top safe area" : "the tallest it can be above the bottom safe area")
        case .length(let length): "\(length.compactDescription) tall"
        }
        if let min { text += ", at least \(words(min))" }
        if let max { text += ", at most \(words(max))" }
        if max != nil, height == .fit, overflow == .full { text += ", going to full height when its content scrolls" }
        return text
    }
}
