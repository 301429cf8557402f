/// Why the project's fonts could not be set up.
public enum FontEnvironmentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A font file is in none of the folders searched.
    case missingFontFile(fileName: String, family: String, package: String, searched: [String])
    /// fontconfig refused a font file that exists.
    case unreadableFontFile(path: String, package: String)
    /// fontconfig rejected the private configuration.
    case invalidConfiguration(String)

    public var description: String {
        switch self {
        case let .missingFontFile(fileName, family, package, searched):
            "font file \(fileName) (\(family)) not found in \(searched.joined(separator: ", ")); "
                + "install the package \(package) (make deps)"
        case let .unreadableFontFile(path, package):
            "fontconfig could not load the font file \(path); reinstall the package \(package)"
        case let .invalidConfiguration(reason):
            "private fontconfig configuration rejected: \(reason)"
        }
    }
}
