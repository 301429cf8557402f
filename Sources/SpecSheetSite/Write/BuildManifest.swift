import Foundation
import SpecSheetCache
import SpecSheetModel

/// `.specsheet-build.json` in the site folder: the input key of the whole site and, for every
/// file, its ``OutputRecord`` (input key and stamp as written), so the next build knows what it can
/// take over without reading it. It also marks the folder as a site this tool wrote, which it may
/// replace.
struct BuildManifest: Sendable, Hashable, Decodable {
    static let fileName = ".specsheet-build.json"

    var siteHash: ContentKey
    /// What each file was made from and its stamp, by site-relative path.
    var files: [String: OutputRecord]

    /// The manifest of the site in `directory`, or nil when there is none or it is unreadable.
    static func read(from directory: String) -> BuildManifest? {
        guard let data = FileManager.default.contents(atPath: "\(directory)/\(fileName)") else { return nil }
        return try? JSONDecoder().decode(BuildManifest.self, from: data)
    }

    init(siteHash: ContentKey, files: [String: OutputRecord]) {
        self.siteHash = siteHash
        self.files = files
    }

    private enum CodingKeys: String, CodingKey {
        case siteHash = "site", files
    }

    /// Reads this version's records, and an earlier version's bare keys as records without a
    /// stamp: such a site is still one this tool built (it may be replaced), and its files are
    /// made again once.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        siteHash = try container.decode(ContentKey.self, forKey: .siteHash)
        files = try container.decode([String: StoredRecord].self, forKey: .files).mapValues(\.record)
    }

    private struct StoredRecord: Decodable {
        var record: OutputRecord

        init(from decoder: any Decoder) throws {
            if let key = try? decoder.singleValueContainer().decode(ContentKey.self) {
                record = OutputRecord(inputs: key, stamp: nil)
            } else {
                record = try OutputRecord(from: decoder)
            }
        }
    }

    func serialized() -> String {
        JSONValue.object([
            ("site", .string(siteHash.hex)),
            ("files", .object(files.keys.sorted().map { ($0, files[$0]!.json) })),
        ]).serialized(pretty: true) + "\n"
    }

    /// Whether every file is still as this build wrote it (present, with its recorded stamp).
    func isAsWritten(in directory: String) -> Bool {
        files.allSatisfy { path, record in record.isAsWritten(at: "\(directory)/\(path)") }
    }
}
