import Foundation
import SpecSheetCLI
import SpecSheetConform
import SpecSheetLayout
import SpecSheetModel

/// Issue #28's figures: one component (Bootstrap's offcanvas, stock) at 3 viewports × 4
/// placements measured in headless Chromium by `specsheet conform`, the whole process and the
/// part after Chromium's start; and the comparison alone, over every scene of the catalog.
public enum ConformBenchmark {
    /// Runs the Chromium measurement `rounds` times (when chromedriver and bootstrap-flask's
    /// Bootstrap are installed, as `make test` installs them) and the comparisons.
    public static func run(executable: String, catalog: Catalog, measurer: any TextMeasuring,
                           rounds: Int = 2) -> BenchmarkReport {
        var report = BenchmarkReport(title: "conform: Bootstrap's offcanvas at 3 viewports × 4 placements in Chromium, "
                                     + "and the comparison alone")
        report.rows += browserRows(executable: executable, rounds: rounds)
        report.rows += comparisonRows(catalog: catalog, measurer: measurer)
        return report
    }

    static let fixture = "Tests/Fixtures/Bootstrap"

    private static func browserRows(executable: String, rounds: Int) -> [(label: String, value: String)] {
        let venv = ".build/browser-venv/lib"
        let dist = ((try? FileManager.default.contentsOfDirectory(atPath: venv)) ?? []).sorted()
            .map { "\(venv)/\($0)/site-packages/flask_bootstrap/static/bootstrap5" }
            .first { FileManager.default.fileExists(atPath: "\($0)/css/bootstrap.min.css") }
        guard let dist, FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver") else {
            return [("Chromium runs", "skipped: needs chromedriver and bootstrap-flask (run `make test` once)")]
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specsheet-conform-bench-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            try FileManager.default.createDirectory(atPath: "\(folder)/pages", withIntermediateDirectories: true)
            let base = URL(fileURLWithPath: dist).standardizedFileURL
            var html = try String(contentsOfFile: "\(fixture)/.pages/offcanvas.html", encoding: .utf8)
            html = html.replacingOccurrences(of: "{{BOOTSTRAP_CSS}}", with: base.appendingPathComponent("css/bootstrap.min.css").absoluteString)
                .replacingOccurrences(of: "{{BOOTSTRAP_JS}}", with: base.appendingPathComponent("js/bootstrap.min.js").absoluteString)
            try html.write(toFile: "\(folder)/pages/offcanvas.html", atomically: true, encoding: .utf8)
            let yaml = try String(contentsOfFile: "\(fixture)/offcanvas.implementation.yaml", encoding: .utf8)
                .replacingOccurrences(of: "page: .pages/", with: "page: \(folder)/pages/")
            try yaml.write(toFile: "\(folder)/offcanvas.implementation.yaml", atomically: true, encoding: .utf8)
        } catch {
            return [("Chromium runs", "skipped: cannot prepare the pages: \(error.localizedDescription)")]
        }
        var best: (whole: Duration, summary: String)?
        for _ in 0..<rounds {
            let run = DiffBenchmark.launch(executable, ["conform", "\(folder)/offcanvas.implementation.yaml", "--specs", fixture])
            guard run.status == 0 else { return [("Chromium runs", "failed: \(run.problem)")] }
            let summary = run.standardOutput.split(separator: "\n").last { $0.hasPrefix("conform: ") }.map(String.init) ?? ""
            if best == nil || run.elapsed < best!.whole { best = (run.elapsed, summary) }
        }
        guard let best else { return [] }
        // "conform: 12 selections, 0 with deviations; Chromium started in 0.68 s, measured and compared in 13.49 s (comparing: 6.0 ms)"
        let started = best.summary.firstMatch(of: /Chromium started in ([0-9.]+ m?s)/).map { String($0.1) } ?? "?"
        let measured = best.summary.firstMatch(of: /measured and compared in ([0-9.]+ m?s)/).map { String($0.1) } ?? "?"
        let comparing = best.summary.firstMatch(of: /comparing: ([0-9.]+ m?s)/).map { String($0.1) } ?? "?"
        return [
            ("whole process, best of \(rounds)", String(format2: BenchmarkReport.seconds(best.whole)) + " s"),
            ("Chromium and chromedriver start", started),
            ("without the start: load, open, settle, measure, compare", measured),
            ("of which the 12 comparisons", comparing),
        ]
    }

    /// Every scene of the catalog compared with its own numbers, as a measurement would give them.
    private static func comparisonRows(catalog: Catalog, measurer: any TextMeasuring) -> [(label: String, value: String)] {
        let engine = LayoutEngine(catalog: catalog, measurer: measurer)
        let check = ConformanceCheck()
        let clock = ContinuousClock()
        var elapsed: Duration = .zero, count = 0, numbers = 0
        for request in CatalogEnumerator(catalog: catalog).selections() {
            guard let scene = try? engine.scene(for: request), let component = catalog.component(at: scene.address),
                  let container = scene.container else { continue }
            let corners = scene.presentation.corners
            var measured = MeasuredGeometry(
                container: .init(frame: container.frame, corners: MeasuredCorners(
                    topLeading: corners.topLeading, topTrailing: corners.topTrailing,
                    bottomLeading: corners.bottomLeading, bottomTrailing: corners.bottomTrailing)),
                scrimOpacity: scene.scrimVisible ? scene.presentation.scrimOpacity : 0, origin: "bench")
            for part in scene.parts where part.id != container.id {
                guard case .anatomy = part.kind else { continue }
                measured.parts.append(.init(id: part.id, frame: part.frame, padding: MeasuredInsets(
                    top: part.padding.top, leading: part.padding.leading, bottom: part.padding.bottom, trailing: part.padding.trailing)))
            }
            let scope = catalog.tokenScope(for: component, platform: scene.screen.platform)
            let start = clock.now
            let report = check.run(measured, against: scene, component: component, scope: scope)
            elapsed += clock.now - start
            count += 1
            numbers += report.items.count
        }
        guard count > 0 else { return [] }
        return [
            ("comparisons over the catalog's scenes", "\(count) scenes, \(numbers) numbers in \(BenchmarkReport.milliseconds(elapsed))"),
            ("per comparison", BenchmarkReport.milliseconds(elapsed / count)),
        ]
    }
}
