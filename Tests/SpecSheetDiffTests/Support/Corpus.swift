import Foundation
import SpecSheetDiff
import SpecSheetPNG
import Testing

/// The pixelmatch conformance corpus in `Fixtures/pixelmatch`.
enum Corpus {
    static let root = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/pixelmatch")

    static func bytes(_ relativePath: String) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(relativePath).path) else {
            fatalError("missing fixture \(relativePath)")
        }
        return [UInt8](data)
    }

    static func image(_ relativePath: String) throws -> RGBAImage {
        try PNGDecoder().decode(bytes(relativePath))
    }

    /// One row of `cases.tsv`.
    struct Case: Sendable, CustomTestStringConvertible {
        var version: String, first: String, second: String, diff: String
        var options: PixelmatchOptions
        var expected: Int
        var testDescription: String { "\(version) \(diff.split(separator: "/").last!)" }
    }

    static let cases: [Case] = {
        let text = String(decoding: bytes("cases.tsv"), as: UTF8.self)
        return text.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let json = try! JSONSerialization.jsonObject(with: Data(fields[4].utf8)) as! [String: Any]
            var options = PixelmatchOptions()
            options.checkerboard = fields[0].hasPrefix("v7")
            if let threshold = json["threshold"] as? Double { options.threshold = threshold }
            if let alpha = json["alpha"] as? Double { options.alpha = alpha }
            if let includeAA = json["includeAA"] as? Bool { options.includeAA = includeAA }
            if let diffMask = json["diffMask"] as? Bool { options.diffMask = diffMask }
            func colour(_ key: String) -> RGBColor? {
                (json[key] as? [Int]).map { RGBColor(UInt8($0[0]), UInt8($0[1]), UInt8($0[2])) }
            }
            if let c = colour("aaColor") { options.aaColor = c }
            if let c = colour("diffColor") { options.diffColor = c }
            options.diffColorAlt = colour("diffColorAlt")
            return Case(version: fields[0], first: fields[1], second: fields[2], diff: fields[3],
                        options: options, expected: Int(fields[5])!)
        }
    }()
}
