import Foundation
import SpecSheetDiff
import SpecSheetPNG

/// `specsheet diff`: reads two PNG files, compares them with pixelmatch (see ``ImageComparison``),
/// writes the diff image atomically when asked and reports the count, ratio and regions.
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
        // Sizes first, from the headers alone: two pictures of different sizes are reported before
        // either is decoded (a small file can declare a huge picture), unless a diff image is asked for.
        let (firstBytes, secondBytes) = (try bytes(request.first), try bytes(request.second))
        let (firstSize, secondSize) = (try size(firstBytes, request.first), try size(secondBytes, request.second))
        if firstSize != secondSize, request.output == nil {
            throw CLIError("images differ in size: \(request.first) is \(firstSize.width)×\(firstSize.height), "
                           + "\(request.second) is \(secondSize.width)×\(secondSize.height)")
        }
        // The same bytes are the same pixels: decode once (still checked like any file).
        let (first, second) = firstBytes == secondBytes
            ? try { () throws(CLIError) in let image = try decode(firstBytes, request.first); return (image, image) }()
            : try decodeBoth((request.first, firstBytes), (request.second, secondBytes))
        guard first.width == second.width, first.height == second.height else {
            if let output = request.output {
                // Still draw what can be drawn: both padded to the larger size.
                let (a, b) = ImagePadding.toCommonSize(first, second)
                if let padded = try? request.comparison.compare(a, b), let image = padded.diffImage {
                    try AtomicFile.write(try encode(image), to: output)
                }
            }
            throw CLIError("images differ in size: \(request.first) is \(first.sizeDescription), "
                           + "\(request.second) is \(second.sizeDescription)")
        }
        let result: ImageComparisonResult
        do {
            result = try request.comparison.compare(first, second, names: (request.first, request.second),
                                                    drawDiff: request.output != nil, findsBoxes: request.findsBoxes)
        } catch {
            throw CLIError(error.description)
        }
        if let output = request.output, let image = result.diffImage {
            try AtomicFile.write(try encode(image), to: output)
        }
        return Report(count: result.mismatchCount, ratio: result.mismatchRatio, width: first.width, height: first.height,
                      identical: result.identical, passes: result.passes, boxes: request.findsBoxes ? result.boxes() : [])
    }

    /// A diff image as PNG bytes (SpecSheetPNG's encoder, the one every picture is written with).
    static func encode(_ image: RGBAImage) throws(CLIError) -> [UInt8] {
        do { return try PNGEncoder().encode(image) } catch { throw CLIError("encoding the diff image: \(error)") }
    }

    /// Both files decoded at the same time on two threads (the first failure is reported).
    static func decodeBoth(_ first: (String, [UInt8]), _ second: (String, [UInt8])) throws(CLIError) -> (RGBAImage, RGBAImage) {
        do {
            let images = try [first, second].parallelMap(jobs: 2) { path, bytes in try decode(bytes, path) }
            return (images[0], images[1])
        } catch {
            throw CLIError.wrap(error)
        }
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

    private static func size(_ bytes: [UInt8], _ path: String) throws(CLIError) -> (width: Int, height: Int) {
        do { return try PNGDecoder().size(of: bytes) } catch { throw CLIError("\(path): \(error.description)") }
    }

    private static func decode(_ bytes: [UInt8], _ path: String) throws(CLIError) -> RGBAImage {
        do { return try PNGDecoder().decode(bytes) } catch { throw CLIError("\(path): \(error.description)") }
    }
}
