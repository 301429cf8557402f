import Foundation
import SpecSheetModel

/// `manifest.json` of an export folder: one entry per file, sorted by path.
public struct Manifest: Sendable {
    public struct Entry: Sendable, Hashable {
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
        public var inputs: String
    }

    public var entries: [String: Entry] = [:]

    public init() {}

    /// Reads a manifest; a missing or unreadable one is an empty manifest (everything is rendered).
    public static func read(from path: String) -> Manifest {
        var manifest = Manifest()
        guard let data = FileManager.default.contents(atPath: path),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let files = root["files"] as? [[String: Any]] else { return manifest }
        for file in files {
            guard let path = file["path"] as? String, let sha256 = file["sha256"] as? String,
                  let inputs = file["inputs"] as? String else { continue }
            func text(_ key: String) -> String { file[key] as? String ?? "" }
            func number(_ key: String) -> Int { (file[key] as? NSNumber)?.intValue ?? 0 }
            manifest.entries[path] = Entry(
                path: path, address: text("address"), variant: text("variant"), state: text("state"),
                device: text("device"), orientation: text("orientation"), theme: text("theme"), kind: text("kind"),
                format: text("format"), scale: number("scale"), width: number("width"), height: number("height"),
                sha256: sha256, inputs: inputs)
        }
        return manifest
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
                    ("inputs", .string(entry.inputs)),
                ])
            })),
        ])
    }
}
