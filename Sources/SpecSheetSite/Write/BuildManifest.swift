import Foundation
import SpecSheetModel

/// `.specsheet-build.json` in the site folder: the input key of the whole site and of every
/// file, so the next build knows what it can take over. It also marks the folder as a site this
/// tool wrote, which it may replace.
struct BuildManifest: Sendable, Hashable, Decodable {
    static let fileName = ".specsheet-build.json"

    var siteHash: ContentKey
    /// Input key by site-relative path.
    var files: [String: ContentKey]

    /// The manifest of the site in `directory`, or nil when there is none or it is unreadable.
    static func read(from directory: String) -> BuildManifest? {
        guard let data = FileManager.default.contents(atPath: "\(directory)/\(fileName)") else { return nil }
        return try? JSONDecoder().decode(BuildManifest.self, from: data)
    }

    private enum CodingKeys: String, CodingKey {
        case siteHash = "site", files
    }

    func serialized() -> String {
        JSONValue.object([
            ("site", .string(siteHash.hex)),
            ("files", .object(files.keys.sorted().map { ($0, .string(files[$0]!.hex)) })),
        ]).serialized(pretty: true) + "\n"
    }
}
