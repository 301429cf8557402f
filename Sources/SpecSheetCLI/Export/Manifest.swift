import Foundation
import SpecSheetCache
import SpecSheetModel

/// `manifest.json` of an export folder: one entry per file, sorted by path. Beside it, the hidden
/// `.specsheet-export-state.json` keeps what only the next export needs and what varies from run to
/// run (each file's size and modification time, each component's input hash), so the manifest
/// itself stays the same bytes for the same pictures.
public struct Manifest: Sendable {
    public struct Entry: Sendable, Hashable, Decodable {
        public var path: String
        public var address: String
        public var variant: String
        public var state: String
        public var device: String
        public var orientation: String
        public var theme: String
        public var kind: String
        public var format: String
        public var scale: Int
        public var width: Int
        public var height: Int
        /// SHA-256 of the file's bytes.
        public var sha256: String
        /// SHA-256 of everything the file was made from; an unchanged value means the file can be kept.
        public var inputs: ContentKey
        /// The file's size and modification time when written: a file that still has both is the
        /// one written, without reading it again. Nil when unknown.
        public var stamp: FileStamp? = nil

        /// The entry as the shared rule for keeping a file sees it.
        public var record: OutputRecord { OutputRecord(inputs: inputs, stamp: stamp) }

        /// What `manifest.json` holds of an entry (the stamps live in the state file).
        private enum CodingKeys: String, CodingKey {
            case path, address, variant, state, device, orientation, theme, kind, format, scale, width, height, sha256,
                 inputs
        }
    }

    public var entries: [String: Entry] = [:]
    /// Per component address, the hash of its spec inputs (``SpecInputs``) and of what renders it,
    /// when the export wrote its files: an unchanged value lets the next export keep them unread.
    public var components: [String: ContentKey] = [:]

    /// The state file's name, next to `manifest.json`.
    public static let stateFileName = ".specsheet-export-state.json"

    public init() {}

    /// Reads a manifest; a missing or unreadable one is an empty manifest (everything is rendered).
    public static func read(from path: String) -> Manifest {
        var manifest = Manifest()
        guard let data = FileManager.default.contents(atPath: path),
              let listing = try? JSONDecoder().decode(Listing.self, from: data) else { return manifest }
        for entry in listing.files { manifest.entries[entry.path] = entry }
        // The state file: stamps and component keys (none: every file is checked by its inputs).
        let statePath = (path as NSString).deletingLastPathComponent + "/" + stateFileName
        if let data = FileManager.default.contents(atPath: statePath),
           let state = try? JSONDecoder().decode(State.self, from: data) {
            manifest.components = state.components
            for (path, stamp) in state.files { manifest.entries[path]?.stamp = stamp }
        }
        return manifest
    }

    /// `manifest.json` as read back.
    private struct Listing: Decodable {
        var files: [Entry]
    }

    /// `.specsheet-export-state.json` as read back.
    private struct State: Decodable {
        var components: [String: ContentKey] = [:]
        var files: [String: FileStamp] = [:]
    }

    public var json: JSONValue {
        .object([
            ("generator", .string("specsheet")),
            ("files", .array(entries.keys.sorted().map { path in
                let entry = entries[path]!
                return .object([
                    ("path", .string(entry.path)),
                    ("address", .string(entry.address)),
                    ("variant", .string(entry.variant)),
                    ("state", .string(entry.state)),
                    ("device", .string(entry.device)),
                    ("orientation", .string(entry.orientation)),
                    ("theme", .string(entry.theme)),
                    ("kind", .string(entry.kind)),
                    ("format", .string(entry.format)),
                    ("scale", .number(Double(entry.scale))),
                    ("width", .number(Double(entry.width))),
                    ("height", .number(Double(entry.height))),
                    ("sha256", .string(entry.sha256)),
                    ("inputs", .string(entry.inputs.hex)),
                ])
            })),
        ])
    }

    /// The state file's contents.
    public var stateJSON: JSONValue {
        .object([
            ("components", .object(components.keys.sorted().map { ($0, JSONValue.string(components[$0]!.hex)) })),
            ("files", .object(entries.keys.sorted().compactMap { path in
                entries[path]!.stamp.map { (path, $0.json) }
            })),
        ])
    }
}
