/// A font family the project renders with, and where its package installs the files.
public struct FontSource: Sendable, Hashable {
    /// Family name as the files declare it, e.g. `Inter`.
    public var family: String
    /// The Debian package to install when a file is missing.
    public var package: String
    /// Folders to look in, in order; the first one holding a file wins.
    public var directories: [String]
    /// The file names this family needs, every one of them.
    public var fileNames: [String]

    public init(family: String, package: String, directories: [String], fileNames: [String]) {
        self.family = family
        self.package = package
        self.directories = directories
        self.fileNames = fileNames
    }
}

extension FontSource {
    /// The project's fonts: Inter and Roboto (upright, every weight), DejaVu Sans as fallback.
    public static let project: [FontSource] = [inter, roboto, dejaVuSans]

    /// Inter from Debian's `fonts-inter`.
    public static let inter = FontSource(
        family: "Inter", package: "fonts-inter",
        directories: ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/inter"],
        fileNames: [
            "Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
        ].map { "Inter-\($0).otf" })

    /// Roboto from Debian's `fonts-roboto-unhinted` (pulled in by `fonts-roboto`).
    public static let roboto = FontSource(
        family: "Roboto", package: "fonts-roboto",
        directories: [
            "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF",
            "/usr/share/fonts/truetype/roboto/unhinted",
        ],
        fileNames: ["Thin", "Light", "Regular", "Medium", "Bold", "Black"].map { "Roboto-\($0).ttf" })

    /// DejaVu Sans from Debian's `fonts-dejavu-core`: the fallback for missing families and glyphs.
    public static let dejaVuSans = FontSource(
        family: "DejaVu Sans", package: "fonts-dejavu-core",
        directories: ["/usr/share/fonts/truetype/dejavu"],
        fileNames: ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"])
}
