import Foundation
import SpecSheetCLI
import SpecSheetDiff
import SpecSheetLayout
import SpecSheetModel
import SpecSheetPNG
import SpecSheetRender

/// Issue #15's check targets. `check` on an unchanged catalog costs at most 1.2× rendering the
/// same snapshot set (both run in this process, interleaved, against the committed baselines);
/// and a verdict against a budget counts only until the budget is passed.
public enum CheckBenchmark {
    /// The goal: check time over render time.
    public static let targetRatio = 1.2

    public static func run(catalog: Catalog, measurer: any TextMeasuring, baselines: String = "Tests/Snapshots",
                           rounds: Int = 3) throws(CLIError) -> BenchmarkReport {
        let renderer = try CairoPictureRenderer().renderer
        let options = CheckOptions(baselines: baselines, record: .never, isCI: false)
        var renders: [Double] = [], checks: [Double] = []
        var count = 0, failed = 0
        for _ in 0..<rounds {
            let rendered = try CheckAction.renderOnly(catalog: catalog, options: options, measurer: measurer, renderer: renderer)
            renders.append(rendered.seconds)
            count = rendered.count
            let summary = try CheckAction.run(catalog: catalog, options: options, measurer: measurer, renderer: renderer)
            checks.append(summary.seconds)
            failed = summary.failed
        }
        let render = renders.sorted()[rounds / 2], check = checks.sorted()[rounds / 2]
        let ratio = check / max(render, 1e-9)
        var rows: [(label: String, value: String)] = [
            ("render the set (layout, raster, PNG bytes)", String(format2: render * 1000) + " ms"),
            ("specsheet check against \(baselines)", String(format2: check * 1000) + " ms"
                + (failed > 0 ? " (\(failed) FAILED)" : "")),
            ("check time / render time", "\(String(format2: ratio))×; goal ≤ \(String(format2: targetRatio))×: "
                + (ratio <= targetRatio ? "met" : "NOT met")),
        ]
        rows += earlyStop(baselines: baselines, rounds: rounds)
        return BenchmarkReport(title: "snapshot check of the unchanged catalog (\(count) snapshots, median of \(rounds))",
                               rows: rows)
    }

    /// Each light baseline against the dark one of the same selection (every pair fails, most
    /// pixels differ), pixelmatch at check's threshold, budget 0: counted in full with the pixels
    /// kept for boxes (what `check` counted before it stopped early), against counted to the budget.
    static func earlyStop(baselines: String, rounds: Int, pairs limit: Int = 40) -> [(label: String, value: String)] {
        let pairs = lightAndDarkPairs(in: baselines, limit: limit)
        guard !pairs.isEmpty else { return [("early stop", "not measured (no light/dark baseline pairs)")] }
        let comparison = ImageComparison(options: PixelmatchOptions(threshold: 0.1), budget: DiffBudget(maxDifferingPixels: 0))
        var full: [Duration] = [], early: [Duration] = []
        var verdicts: [Bool: [Bool?]] = [:]
        let clock = ContinuousClock()
        for round in 0..<rounds {
            for turn in 0..<2 {
                let stops = (round + turn) % 2 == 0
                let start = clock.now
                let passes = pairs.map { a, b in
                    (try? comparison.compare(a, b, drawDiff: false, findsBoxes: !stops, stopsPastBudget: stops))?.passes
                }
                if stops { early.append(clock.now - start) } else { full.append(clock.now - start) }
                verdicts[stops] = passes
            }
        }
        let agree = verdicts[true] == verdicts[false]
        let fullTime = GeometryBenchmark.median(full), earlyTime = GeometryBenchmark.median(early)
        let speedUp = BenchmarkReport.seconds(fullTime) / max(BenchmarkReport.seconds(earlyTime), 1e-9)
        return [
            ("\(pairs.count) failing pairs, full count (pixels kept)", BenchmarkReport.milliseconds(fullTime)),
            ("\(pairs.count) failing pairs, counted to the budget", BenchmarkReport.milliseconds(earlyTime)
                + "  \(String(format2: speedUp))× faster" + (agree ? "" : "  VERDICTS DIFFER")),
        ]
    }

    /// Decoded `<name>.light.png` and `<name>.dark.png` baselines of the same size, in name order.
    static func lightAndDarkPairs(in folder: String, limit: Int) -> [(RGBAImage, RGBAImage)] {
        guard let paths = FileManager.default.enumerator(atPath: folder)?.compactMap({ $0 as? String }) else { return [] }
        var pairs: [(RGBAImage, RGBAImage)] = []
        for light in paths.filter({ $0.hasSuffix(".light.png") }).sorted() where pairs.count < limit {
            let dark = String(light.dropLast(".light.png".count)) + ".dark.png"
            guard let a = decode(folder + "/" + light), let b = decode(folder + "/" + dark),
                  a.width == b.width, a.height == b.height else { continue }
            pairs.append((a, b))
        }
        return pairs
    }

    private static func decode(_ path: String) -> RGBAImage? {
        FileManager.default.contents(atPath: path).flatMap { try? PNGDecoder().decode([UInt8]($0)) }
    }
}
