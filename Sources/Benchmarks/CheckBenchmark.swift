import SpecSheetCLI
import SpecSheetLayout
import SpecSheetModel
import SpecSheetRender

/// Issue #4's check target: `check` on an unchanged catalog costs at most 1.2× rendering the same
/// snapshot set. Both run in this process, interleaved, against the committed baselines.
public enum CheckBenchmark {
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
        return BenchmarkReport(title: "snapshot check of the unchanged catalog (\(count) snapshots, median of \(rounds))", rows: [
            ("render the set (layout, raster, PNG bytes)", String(format2: render * 1000) + " ms"),
            ("specsheet check against \(baselines)", String(format2: check * 1000) + " ms"
                + (failed > 0 ? " (\(failed) FAILED)" : "")),
            ("check / render", "\(String(format2: ratio))×; target ≤ 1.2×: " + (ratio <= 1.2 ? "met" : "NOT met")),
        ])
    }
}
