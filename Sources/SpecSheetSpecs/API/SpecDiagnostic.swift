import SpecSheetModel

/// One problem found in a spec file, printed as `file:line:column: message` on one line.
public struct SpecDiagnostic: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Where the problem is: the node (key or value) a person should look at.
    public var location: SourceLocation
    /// What is wrong, on one line.
    public var message: String

    /// Creates a diagnostic; line breaks in `message` are folded into spaces so that it stays one line.
    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// `file:line:column: message`.
    public var description: String { "\(location): \(message)" }

    /// Orders by file, line, column, then message, for deterministic output.
    public static func < (lhs: SpecDiagnostic, rhs: SpecDiagnostic) -> Bool {
        let left = (lhs.location.file, lhs.location.line, lhs.location.column)
        let right = (rhs.location.file, rhs.location.line, rhs.location.column)
        if left != right { return left < right }
        return lhs.message < rhs.message
    }
}
