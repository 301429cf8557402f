/// A position in a spec file, for errors a person can jump to (`file:line:column`).
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file path as given to the loader (relative paths stay relative).
    public var file: String
    /// Line number, starting at 1.
    public var line: Int
    /// Column number, starting at 1.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// A location that points at the start of a file (used when no finer position is known).
    public static func start(of file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    public var description: String { "\(file):\(line):\(column)" }
}
