import Foundation
import SpecSheetModel

/// A snapshot's baseline: `<baselines>/<name>.png` and its `.json` sidecar (the geometry and the
/// rendering environment it was recorded with).
struct BaselineFiles: Sendable {
    let png: String
    let sidecar: String

    init(folder: String, name: String) {
        png = folder + "/" + name + ".png"
        sidecar = folder + "/" + name + ".json"
    }

    /// The baseline picture's bytes, or `nil` when there is none.
    func readPNG() -> [UInt8]? {
        FileManager.default.contents(atPath: png).map { [UInt8]($0) }
    }

    /// The sidecar, or `nil` when it is missing or not JSON.
    func readSidecar() -> BaselineSidecar? {
        guard let data = FileManager.default.contents(atPath: sidecar) else { return nil }
        return try? JSONDecoder().decode(BaselineSidecar.self, from: data)
    }

    /// Writes the picture and its sidecar, leaving files that already hold exactly those bytes alone
    /// (re-recording leaves unchanged files untouched).
    func record(png bytes: [UInt8], geometry: JSONValue, environment: RenderingEnvironment) throws(CLIError) {
        let document = JSONValue.object([("geometry", geometry), ("environment", environment.json)])
        try Self.writeIfChanged(bytes, to: png)
        try Self.writeIfChanged(Array((document.serialized() + "\n").utf8), to: sidecar)
    }

    private static func writeIfChanged(_ bytes: [UInt8], to path: String) throws(CLIError) {
        if let existing = FileManager.default.contents(atPath: path), existing.count == bytes.count,
           [UInt8](existing) == bytes { return }
        try AtomicFile.write(bytes, to: path)
    }
}
