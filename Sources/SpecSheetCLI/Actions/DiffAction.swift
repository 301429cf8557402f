import Foundation
import SpecSheetDiff
import SpecSheetPNG

/// `specsheet diff`: reads two PNG files, compares them with the comparison `check` and
/// SpecSheetTesting make (``PNGComparison``: pixelmatch under an ``ImageComparison``), every pair in
/// full, writes the diff image atomically when asked and reports the count, ratio and regions.
public enum DiffAction {
    public struct Request: Sendable {
        public var first: String
        public var second: String
        /// Where to write the diff PNG, if anywhere.
        public var output: String?
        public var comparison: ImageComparison
        /// Compute the bounding boxes of the differing regions (for `--json`).
        public var findsBoxes: Bool

        public init(first: String, second: String, output: String? = nil, comparison: ImageComparison = ImageComparison(),
                    findsBoxes: Bool = true) {
            self.first = first
            self.second = second
            self.output = output
            self.comparison = comparison
            self.findsBoxes = findsBoxes
        }
    }

    public struct Report: Sendable {
        public var count: Int
        public var ratio: Double
        public var width: Int
        public var height: Int
        public var identical: Bool
        /// Within the budget (no difference at all without one): exit status 0.
        public var passes: Bool
        /// Empty unless the request `findsBoxes`.
        public var boxes: [PixelRect]

        /// `{"count", "ratio", "width", "height", "identical", "passes", "boxes": [{x, y, width, height}]}`,
        /// keys in that order, the ratio rounded to 8 decimals.
        public var json: String {
            let ratioText = ratio == 0 ? "0" : "\((ratio * 1e8).rounded() / 1e8)"
            let boxList = boxes.map { "{\"x\": \($0.x), \"y\": \($0.y), \"width\": \($0.width), \"height\": \($0.height)}" }
            return """
                {"count": \(count), "ratio": \(ratioText), "width": \(width), "height": \(height), \
                "identical": \(identical), "passes": \(passes), "boxes": [\(boxList.joined(separator: ", "))]}
                """
        }
    }

    public static func run(_ request: Request) throws(CLIError) -> Report {
        let (firstBytes, secondBytes) = (try bytes(request.first), try bytes(request.second))
        let comparison = PNGComparison(
            comparison: request.comparison,
            report: PNGComparison.Report(exactCount: true, boxes: request.findsBoxes, diffImage: request.output != nil))
        let verdict: PNGComparisonVerdict
        do {
            verdict = try comparison.compare(expected: firstBytes, actual: secondBytes,
                                             names: (request.first, request.second))
        } catch let .unreadable(side, error) {
            throw CLIError("\(side == .expected ? request.first : request.second): \(error.description)")
        } catch {
            throw CLIError(error.description)
        }
        if let output = request.output, let image = verdict.diffImage {
            try AtomicFile.write(try encode(image), to: output)
        }
        switch verdict {
        case let .sameBytes(width, height):
            return Report(count: 0, ratio: 0, width: width, height: height, identical: true, passes: true, boxes: [])
        case let .sizeChanged(first, second, _):
            throw CLIError("images differ in size: \(request.first) is \(first.width)×\(first.height), "
                           + "\(request.second) is \(second.width)×\(second.height)")
        case let .compared(result):
            return Report(count: result.mismatchCount, ratio: result.mismatchRatio, width: result.pixelmatch.width,
                          height: result.pixelmatch.height, identical: result.identical, passes: result.passes,
                          boxes: request.findsBoxes ? result.boxes() : [])
        }
    }

    /// A diff image as PNG bytes (SpecSheetPNG's encoder, the one every picture is written with).
    static func encode(_ image: RGBAImage) throws(CLIError) -> [UInt8] {
        do { return try PNGEncoder().encode(image) } catch { throw CLIError("encoding the diff image: \(error)") }
    }

    /// The decoded file; a missing file or a bad PNG is a one-line ``CLIError`` naming it.
    public static func read(_ path: String) throws(CLIError) -> RGBAImage {
        try decode(try bytes(path), path)
    }

    /// The file's bytes; a missing file or a folder is a one-line ``CLIError`` naming it.
    static func bytes(_ path: String) throws(CLIError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError("cannot read \(path): no such file")
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw CLIError("cannot read \(path): \(isDirectory.boolValue ? "it is a folder" : "permission denied")")
        }
        return [UInt8](data)
    }

    private static func decode(_ bytes: [UInt8], _ path: String) throws(CLIError) -> RGBAImage {
        do { return try PNGDecoder().decode(bytes) } catch { throw CLIError("\(path): \(error.description)") }
    }
}
