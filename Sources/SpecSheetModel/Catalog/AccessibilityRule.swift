/// The accessibility rules `specsheet audit` checks on a spec's own colours and sizes. The raw
/// values are what findings, JSON and a spec's `acknowledgements:` call them.
public enum AccessibilityRule: String, Sendable, Hashable, CaseIterable, Encodable {
    /// Text against what is behind it: 4.5:1, or 3:1 for large text (WCAG 1.4.3 and each
    /// platform's reading of it).
    case textContrast = "text-contrast"
    /// Parts people need to see to use the sheet (the drag handle, an icon button's glyph, a
    /// field's border, a divider that carries meaning) against what is next to them: 3:1 (WCAG 1.4.11).
    case nonTextContrast = "non-text-contrast"
    /// Interactive parts at least as large as the platform's minimum target.
    case targetSize = "target-size"
    /// At the platform's largest accessibility text size (iOS Dynamic Type AX5, Android font
    /// scale 2.0, the web at 200 %), text that no longer fits its part: wrapped text taller than
    /// the part, or a one-line part's text wider than it.
    case largestTextClipped = "largest-text-clipped"
    /// At the largest text size, a part pushed out of the part it sits in (off the sheet, or out
    /// of its group), where nothing scrolls to bring it back.
    case largestTextOffSheet = "largest-text-off-sheet"
    /// At the largest text size, a part's text running into another part (their text or the other
    /// part's frame overlap) where they stood apart at the standard size.
    case largestTextOverlap = "largest-text-overlap"
    /// At the largest text size, a sheet whose content no longer fits it (its detent, the screen)
    /// and does not scroll.
    case largestTextSheetTooTall = "largest-text-sheet-too-tall"
}
