import SpecSheetCLI
import SpecSheetLayout
import SpecSheetModel

/// Times the geometry of the whole catalog: every component × platform × device × orientation ×
/// variant × state. Issue #2's target: the whole catalog in under 1 s on 2 cores.
public enum GeometryBenchmark {
    public static func run(catalog: Catalog, measurer: any TextMeasuring, rounds: Int = 5) throws(CLIError) -> BenchmarkReport {
        let selections = CatalogEnumerator(catalog: catalog).selections()
        let engine = LayoutEngine(catalog: catalog, measurer: measurer)
        let clock = ContinuousClock()
        var perScene: [Duration] = []
        var totals: [Duration] = []
        do {
            for _ in 0..<rounds {
                let start = clock.now
                for selection in selections {
                    let sceneStart = clock.now
                    _ = try engine.scene(for: selection)
                    perScene.append(clock.now - sceneStart)
                }
                totals.append(clock.now - start)
            }
        } catch {
            throw CLIError.wrap(error)
        }
        let target: Duration = .seconds(1)
        let best = totals.min() ?? .zero
        return BenchmarkReport(title: "geometry of the whole catalog (\(selections.count) scenes, \(rounds) rounds)", rows: [
            ("whole catalog, best round", BenchmarkReport.milliseconds(best)),
            ("whole catalog, first round", BenchmarkReport.milliseconds(totals.first ?? .zero)),
            ("median per scene", BenchmarkReport.milliseconds(median(perScene))),
            ("target", "< 1000 ms: " + (best < target ? "met" : "NOT met")
                + " (\(String(format2: BenchmarkReport.seconds(best)))× the budget)"),
        ])
    }

    static func median(_ values: [Duration]) -> Duration {
        guard !values.isEmpty else { return .zero }
        return values.sorted()[values.count / 2]
    }
}
