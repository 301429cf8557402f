import SpecSheetModel

/// One broken promise found in a laid-out scene.
public struct AuditFinding: Sendable, Hashable, CustomStringConvertible {
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        case duplicatePartIDs = "duplicate-part-ids"
        case containerOffScreen = "container-off-screen"
        case aboveSafeArea = "above-safe-area"
        case partOutsideParent = "part-outside-parent"
        case siblingsOverlap = "siblings-overlap"
        case repeatedNumbers = "repeated-numbers"
        case dimensionDisagreesWithToken = "dimension-token-mismatch"
    }

    public var rule: Rule
    /// The selection, as `address variant/state on device orientation`.
    public var selection: String
    public var message: String
    /// Where in the spec to look, when one place is to blame.
    public var location: SourceLocation?

    public var description: String {
        (location.map { "\($0): " } ?? "") + "\(selection): \(message) [\(rule.rawValue)]"
    }
}
