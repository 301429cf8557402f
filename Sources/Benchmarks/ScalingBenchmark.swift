import Foundation
import SpecSheetCLI

/// Issue #15's "nothing redone when nothing changed" and "scales with the catalog", measured on
/// whole processes: `specsheet build` of the catalog cold and again with nothing changed (median
/// of 5; target under 0.15 s), and a synthetic catalog 8 times the real one (every design system
/// copied under new ids) built cold: the time should grow with the catalog and the peak memory
/// (what the build itself reports) stay flat.
public enum ScalingBenchmark {
    public static func run(executable: String, specs: String) -> BenchmarkReport {
        let title = "site build: nothing changed, and a catalog 8× the real one (whole processes)"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specsheet-scaling-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        var rows: [(label: String, value: String)] = []
        func build(_ catalog: String, _ out: String) -> (seconds: Double, peakMB: Double?, failure: String?) {
            let result = DiffBenchmark.launch(executable, ["build", "--specs", catalog, "--out", out])
            guard result.failure == nil, result.status == 0 else {
                return (0, nil, result.problem)
            }
            let peak = BenchmarkReport.peakMemoryMB(in: result.standardError).map(Double.init)
            return (result.elapsed.inSeconds, peak, nil)
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let eightfold = folder.appendingPathComponent("Specs8").path
            try makeEightfold(of: specs, at: eightfold)

            let one = build(specs, folder.appendingPathComponent("site1").path)
            if let failure = one.failure { return BenchmarkReport(title: title, rows: [("not available", failure)]) }
            var again: [Double] = []
            for _ in 0..<5 { again.append(build(specs, folder.appendingPathComponent("site1").path).seconds) }
            let noChange = again.sorted()[again.count / 2]
            rows.append(("catalog, cold", "\(String(format2: one.seconds)) s, peak memory \(one.peakMB.map { "\(Int($0)) MB" } ?? "?")"))
            rows.append(("catalog, nothing changed (median of 5)",
                         "\(String(format2: noChange * 1000)) ms; target < 150 ms: " + (noChange < 0.15 ? "met" : "NOT met")))

            let eight = build(eightfold, folder.appendingPathComponent("site8").path)
            if let failure = eight.failure {
                rows.append(("8× catalog", "FAILED: \(failure)"))
            } else {
                rows.append(("8× catalog, cold", "\(String(format2: eight.seconds)) s, peak memory \(eight.peakMB.map { "\(Int($0)) MB" } ?? "?")"))
                rows.append(("time 8× / 1×", "\(String(format2: eight.seconds / one.seconds))× (proportional: about 8×)"))
                if let a = one.peakMB, let b = eight.peakMB {
                    rows.append(("peak memory 8× / 1×", "\(String(format2: b / a))×; target flat (≤ 1.25×): " + (b / a <= 1.25 ? "met" : "NOT met")))
                }
            }
        } catch {
            rows.append(("not available", "\(error)"))
        }
        return BenchmarkReport(title: title, rows: rows)
    }

    /// `specs` with every design system copied 8 times under new ids (`<id>-1` … `<id>-8`) and names.
    static func makeEightfold(of specs: String, at target: String) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: target, withIntermediateDirectories: true)
        for name in ["platforms.yaml", "devices.yaml"] {
            try fileManager.copyItem(atPath: "\(specs)/\(name)", toPath: "\(target)/\(name)")
        }
        let systems = try fileManager.contentsOfDirectory(atPath: specs).filter { name in
            fileManager.fileExists(atPath: "\(specs)/\(name)/system.yaml")
        }.sorted()
        for system in systems {
            for copy in 1...8 {
                let folder = "\(target)/\(system)-\(copy)"
                try fileManager.copyItem(atPath: "\(specs)/\(system)", toPath: folder)
                let file = "\(folder)/system.yaml"
                let text = try String(contentsOfFile: file, encoding: .utf8)
                let renamed = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    line.hasPrefix("name: ") ? "\(line) \(copy)" : String(line)
                }.joined(separator: "\n")
                try renamed.write(toFile: file, atomically: true, encoding: .utf8)
            }
        }
    }
}
