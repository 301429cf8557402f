/// A height as presentation rules state it.
public enum HeightValue: Sendable, Hashable, Encodable {
    /// As tall as the content (the sheet hugs it).
    case fit
    /// As tall as the platform lets a sheet be (the screen less the top safe area and gap).
    case full
    /// A fraction of the screen height, e.g. 0.5 for "half the screen".
    case fraction(Double)
    /// A length in the platform's unit.
    case length(Metric)
}

/// A named resting height of a sheet, with bounds.
public struct DetentSpec: Sendable, Hashable, Encodable {
    /// `fit`, `medium`, `large`, `small`, ... as the guideline names it.
    public var name: String
    public var height: HeightValue
    public var min: HeightValue?
    public var max: HeightValue?
    /// What to do when the content does not fit under `max`.
    public var overflow: OverflowBehaviour?
    /// What the detent's lengths and percentages are measured against.
    public var basis: DetentBasis = .screen
    /// The height in the source's own terms, said instead of the generic words for `height` where
    /// those would mislead (Orange's closed size: "the content hidden, only the header shows",
    /// never "as tall as what it shows").
    public var words: String?
    /// Where the height comes from, where the spec says (Orange's 97.5 % from the library's code):
    /// code comments cite it as they cite any number. Not encoded: the geometry is the same.
    public var provenance: Provenance?

    private enum CodingKeys: String, CodingKey { case name, height, min, max, overflow, basis, words }

    public init(name: String, height: HeightValue, min: HeightValue? = nil, max: HeightValue? = nil,
                overflow: OverflowBehaviour? = nil) {
        self.name = name
        self.height = height
        self.min = min
        self.max = max
        self.overflow = overflow
    }
}

/// What a detent's heights are measured against. Sources differ: a design guideline's "half the
/// screen" is of the screen; SwiftUI's `.height(200)` and UIKit's custom detents count from the
/// bottom safe area up, and their fractions are of the tallest the sheet can be; some libraries
/// take shares of the height below the top safe area.
public enum DetentBasis: String, Sendable, Hashable, Encodable, CaseIterable {
    /// A length is the whole sheet, bottom safe area included; a percentage is of the screen height.
    case screen
    /// UIKit's and SwiftUI's convention: a length is measured above the bottom safe area (the sheet
    /// is that length plus the inset); a percentage is of the full detent's height less the inset.
    case aboveBottomSafeArea = "above-bottom-safe-area"
    /// A length is the whole sheet; a percentage is of the screen height less the top safe area.
    case belowTopSafeArea = "below-top-safe-area"
}
