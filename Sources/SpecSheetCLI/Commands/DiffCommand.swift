import ArgumentParser
import SpecSheetDiff

/// `specsheet diff A.png B.png [-o DIFF.png] [pixelmatch options] [budget] [--json]`.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Count the pixels that differ between two PNG files (pixelmatch).",
        discussion: """
            Prints the number of differing pixels, or with --json an object with count, ratio, \
            width, height, identical, passes and boxes (bounding boxes of the differing regions). \
            The comparison is pixelmatch 7.2's: a perceptual colour distance against --threshold, \
            anti-aliased pixels not counted (unless --include-aa); --no-checkerboard blends \
            translucent pixels over white as pixelmatch 6 did.
            Exit status: 0 identical or within the budget (--max-diff-pixels, --max-diff-ratio); \
            1 different; 2 bad input (unreadable or corrupt PNG, different sizes, blank image, bad option).
            Example:
              specsheet diff baseline.png current.png -o diff.png --max-diff-ratio 0.001 --json
            """)

    @Argument(help: "The baseline PNG.") var first: String
    @Argument(help: "The PNG to compare with it.") var second: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the diff image to this PNG file.", valueName: "file"))
    var output: String?

    @Option(help: "Matching threshold, 0 to 1; smaller is more sensitive.") var threshold: Double = 0.1
    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences.") var includeAA = false
    @Option(help: "Opacity of the unchanged picture in the diff image, 0 to 1.") var alpha: Double = 0.1
    @Flag(help: "Draw only the differences, on a transparent image.") var diffMask = false
    @Flag(help: "Blend translucent pixels over white (pixelmatch 6) instead of a checkerboard.") var noCheckerboard = false
    @Option(help: ArgumentHelp("Colour of anti-aliased pixels.", valueName: "R,G,B")) var aaColor = "255,255,0"
    @Option(help: ArgumentHelp("Colour of differing pixels.", valueName: "R,G,B")) var diffColor = "255,0,0"
    @Option(help: ArgumentHelp("Colour of differing pixels where the first image is brighter.", valueName: "R,G,B"))
    var diffColorAlt: String?
    @Option(help: "Pass when at most this many pixels differ.") var maxDiffPixels: Int?
    @Option(help: "Pass when at most this fraction (0 to 1) of pixels differ.") var maxDiffRatio: Double?
    @Option(help: ArgumentHelp("Never count differences inside this rectangle (repeatable).", valueName: "x,y,width,height"))
    var ignore: [String] = []
    @Flag(help: "Compare even when an image is a single colour (refused by default as a blank render).")
    var allowBlank = false
    @Flag(help: "Print a JSON object instead of the count.") var json = false

    func validate() throws {
        do {
            _ = try comparison()
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The comparison the options describe.
    func comparison() throws(ImageDiffError) -> ImageComparison {
        func colour(_ text: String, _ name: String) throws(ImageDiffError) -> RGBColor {
            guard let colour = RGBColor(parsing: text) else {
                throw .invalidOption("--\(name) must be R,G,B with each 0 to 255, not '\(text)'")
            }
            return colour
        }
        let options = PixelmatchOptions(
            threshold: threshold, includeAA: includeAA, alpha: alpha, aaColor: try colour(aaColor, "aa-color"),
            diffColor: try colour(diffColor, "diff-color"),
            diffColorAlt: try diffColorAlt.map { (text) throws(ImageDiffError) in try colour(text, "diff-color-alt") },
            diffMask: diffMask, checkerboard: !noCheckerboard)
        try options.validate()
        let budget = DiffBudget(maxDifferingPixels: maxDiffPixels, maxRatio: maxDiffRatio)
        try budget.validate()
        var regions: [PixelRect] = []
        for text in ignore {
            let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let w = numbers[2], let h = numbers[3],
                  w >= 0, h >= 0 else {
                throw .invalidOption("--ignore must be x,y,width,height in whole pixels, not '\(text)'")
            }
            regions.append(PixelRect(x: x, y: y, width: w, height: h))
        }
        return ImageComparison(options: options, ignoredRegions: regions, budget: budget, refusesBlankImages: !allowBlank)
    }

    func run() throws {
        try reportingErrors {
            let report = try DiffAction.run(DiffAction.Request(
                first: first, second: second, output: output, comparison: try comparison(), findsBoxes: json))
            writeToStandardOutput(json ? report.json + "\n" : "\(report.count)\n")
            if !report.passes { throw ExitCode(1) }
        }
    }
}
