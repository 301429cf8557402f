import SpecSheetModel

extension SizeClass {
    /// `Compact width`, `Regular width`.
    var displayName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() + " width" }
}
