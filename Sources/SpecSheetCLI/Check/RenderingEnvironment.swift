@preconcurrency import CCairo
@preconcurrency import CPangoCairo
import Foundation
import SpecSheetModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The libraries and fonts that decide a snapshot's pixels, recorded beside each baseline so that a
/// failing check can say when the environment, not the spec, changed.
///
/// Cairo and Pango report their versions directly. HarfBuzz and FreeType are not linked by the
/// project's module maps, but Pango loads both, so their version functions are looked up in the
/// running process (`dlsym`); a library that cannot be found is recorded as "unknown".
public struct RenderingEnvironment: Sendable, Hashable {
    /// Library name → version, in a fixed order: cairo, pango, freetype, harfbuzz.
    public var libraries: [(name: String, version: String)]
    /// Font file name → SHA-256 of its contents, sorted by name.
    public var fonts: [(file: String, sha256: String)]

    public static func == (a: Self, b: Self) -> Bool { a.json == b.json }
    public func hash(into hasher: inout Hasher) { hasher.combine(json) }

    public init(libraries: [(name: String, version: String)], fonts: [(file: String, sha256: String)]) {
        self.libraries = libraries
        self.fonts = fonts
    }

    /// This process's environment, with the renderer's font files.
    public static func current(fontFilePaths: [String]) -> RenderingEnvironment {
        let fonts = fontFilePaths.map { path in
            (file: URL(fileURLWithPath: path).lastPathComponent,
             sha256: FileManager.default.contents(atPath: path).map { SHA256.hex($0) } ?? "missing")
        }.sorted { $0.file < $1.file }
        return RenderingEnvironment(libraries: [
            ("cairo", String(cString: cairo_version_string())),
            ("pango", String(cString: pango_version_string())),
            ("freetype", freetypeVersion() ?? "unknown"),
            ("harfbuzz", harfbuzzVersion() ?? "unknown"),
        ], fonts: fonts)
    }

    public var json: JSONValue {
        .object(libraries.map { ($0.name, JSONValue.string($0.version)) } + [
            ("fonts", .array(fonts.map { .object([("file", .string($0.file)), ("sha256", .string($0.sha256))]) })),
        ])
    }

    /// Sentences naming what differs between the recording environment (`self`) and `current`.
    public func differences(from current: RenderingEnvironment) -> [String] {
        var lines: [String] = []
        for (recorded, now) in zip(libraries, current.libraries) where recorded.version != now.version {
            lines.append("baseline recorded with \(recorded.name) \(recorded.version), this run has \(now.version)")
        }
        let recordedFonts = Dictionary(fonts.map { ($0.file, $0.sha256) }, uniquingKeysWith: { a, _ in a })
        let currentFonts = Dictionary(current.fonts.map { ($0.file, $0.sha256) }, uniquingKeysWith: { a, _ in a })
        for (file, digest) in current.fonts.map({ ($0.file, $0.sha256) }) {
            if let old = recordedFonts[file] {
                if old != digest {
                    lines.append("font \(file) differs from the recording one (sha256 \(old.prefix(12))… → \(digest.prefix(12))…)")
                }
            } else {
                lines.append("font \(file) was not used when the baseline was recorded")
            }
        }
        for font in fonts where currentFonts[font.file] == nil {
            lines.append("font \(font.file) was used when the baseline was recorded but is not used now")
        }
        return lines
    }

    // MARK: Libraries Pango loads

    private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
        guard let handle = dlopen(nil, RTLD_NOW) else { return nil }
        return dlsym(handle, name)
    }

    private static func harfbuzzVersion() -> String? {
        typealias VersionString = @convention(c) () -> UnsafePointer<CChar>?
        guard let pointer = symbol("hb_version_string") else { return nil }
        guard let text = unsafeBitCast(pointer, to: VersionString.self)() else { return nil }
        return String(cString: text)
    }

    private static func freetypeVersion() -> String? {
        typealias Init = @convention(c) (UnsafeMutablePointer<OpaquePointer?>) -> Int32
        typealias Version = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>,
                                            UnsafeMutablePointer<Int32>) -> Void
        typealias Done = @convention(c) (OpaquePointer?) -> Int32
        guard let initPointer = symbol("FT_Init_FreeType"), let versionPointer = symbol("FT_Library_Version"),
              let donePointer = symbol("FT_Done_FreeType") else { return nil }
        var library: OpaquePointer?
        guard unsafeBitCast(initPointer, to: Init.self)(&library) == 0, library != nil else { return nil }
        defer { _ = unsafeBitCast(donePointer, to: Done.self)(library) }
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        unsafeBitCast(versionPointer, to: Version.self)(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}

extension RenderingEnvironment: Decodable {
    /// Reads the `environment` object of a sidecar: a library missing or not a string reads as
    /// "unknown", a font's missing name or digest as "?".
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        libraries = ["cairo", "pango", "freetype", "harfbuzz"].map { name in
            (name, ((try? container.decodeIfPresent(String.self, forKey: Key(name))) ?? nil) ?? "unknown")
        }
        let recorded = ((try? container.decodeIfPresent([Font].self, forKey: Key("fonts"))) ?? nil) ?? []
        fonts = recorded.map { (file: $0.file ?? "?", sha256: $0.sha256 ?? "?") }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private struct Font: Decodable {
        var file: String?
        var sha256: String?
    }
}
