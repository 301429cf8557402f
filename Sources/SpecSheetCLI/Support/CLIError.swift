import SpecSheetLayout
import SpecSheetSpecs

/// An error the CLI reports on stderr as one or more single lines, with its exit status.
public struct CLIError: Error, Sendable, CustomStringConvertible {
    /// One line per problem (`file:line:column: message` for spec files).
    public var lines: [String]
    /// 1 for "differences found", 2 for bad input or usage.
    public var exitCode: Int32

    public init(lines: [String], exitCode: Int32 = 2) {
        self.lines = lines.map { $0.replacingOccurrences(of: "\n", with: " ") }
        self.exitCode = exitCode
    }

    public init(_ message: String, exitCode: Int32 = 2) {
        self.init(lines: [message], exitCode: exitCode)
    }

    public var description: String { lines.joined(separator: "\n") }

    public static func wrap(_ error: any Error) -> CLIError {
        switch error {
        case let error as CLIError: error
        case let error as SpecLoadError: CLIError(lines: error.diagnostics.map(\.description))
        case let error as LayoutError: CLIError(error.description)
        default: CLIError("\(error)")
        }
    }
}
