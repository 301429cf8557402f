/// One font file the project renders with.
public struct FontFile: Sendable, Hashable {
    /// The family the file provides, e.g. `Inter`.
    public var family: String
    /// Absolute path of the file.
    public var path: String
    /// The Debian package that installs it, e.g. `fonts-inter`.
    public var package: String

    public init(family: String, path: String, package: String) {
        self.family = family
        self.path = path
        self.package = package
    }
}
