import Benchmarks
import Foundation
import SpecSheetCLI

// `make bench`: prints the benchmark figures of every issue that names a baseline.
// Usage: specsheet-bench [SPECS_DIR] [--quick] [--diff-only] [--check-only] [--site-only] [--scaling-only]
// [--png-only] [--png-sweep] [--conform-only]
// (--scaling-only: the no-change export and build and the 8× catalog; --quick
// skips the full export; --diff-only runs only the `specsheet diff` comparison; --check-only only
// `check` against rendering the same set (and the early stop); --site-only only the site build
// against Hugo; --conform-only `conform` in Chromium and the comparisons alone; --png-only the PNG
// encoder against Cairo's; --png-sweep times every PNG row filter
// at every compression level, which is how PNGEncoder's default was chosen). Hidden: `--markdown-pages SRC OUT TEMPLATES` runs
// SpecSheet's page stage on a folder of Markdown pages, which the site benchmark times as a process.
let arguments = CommandLine.arguments.dropFirst()
/// Prints a report at once, so it never interleaves with the progress lines the benchmarks'
/// own work writes to stderr.
func emit(_ report: BenchmarkReport) {
    FileHandle.standardOutput.write(Data((report.text + "\n").utf8))
}
if let mode = arguments.firstIndex(of: "--markdown-pages") {
    exit(SiteBenchmark.markdownPagesMode(Array(arguments[(mode + 1)...])))
}
let specs = arguments.first { !$0.hasPrefix("--") } ?? "Specs"
let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("specsheet").path
if arguments.contains("--png-sweep") {
    emit(PNGBenchmark.sweep())
    exit(0)
}
if arguments.contains("--png-only") {
    emit(PNGBenchmark.run())
    exit(0)
}
if arguments.contains("--check-only") {
    do {
        emit(try CheckBenchmark.run(catalog: try CatalogSource.load(specs), measurer: try TextMeasurerFactory.pango(),
                                    rounds: 5))
    } catch {
        for line in error.lines { writeToStandardError("specsheet-bench: \(line)\n") }
        exit(error.exitCode)
    }
    exit(0)
}
if arguments.contains("--conform-only") {
    do {
        emit(ConformBenchmark.run(executable: executable, catalog: try CatalogSource.load(specs),
                                  measurer: try TextMeasurerFactory.pango()))
    } catch {
        for line in error.lines { writeToStandardError("specsheet-bench: \(line)\n") }
        exit(error.exitCode)
    }
    exit(0)
}
let benchExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
func printSiteBenchmark() {
    for report in SiteBenchmark.run(benchExecutable: benchExecutable, specsheet: executable, specs: specs) {
        emit(report)
    }
}
if arguments.contains("--site-only") {
    printSiteBenchmark()
    exit(0)
}
if arguments.contains("--scaling-only") {
    emit(RenderBenchmark.fullExport(executable: executable, specs: specs))
    emit(ScalingBenchmark.run(executable: executable, specs: specs))
    exit(0)
}
if arguments.contains("--diff-only") {
    for pair in DiffBenchmark.Pair.allCases { emit(DiffBenchmark.run(executable: executable, specs: specs, pair: pair)) }
    exit(0)
}
do {
    let catalog = try CatalogSource.load(specs)
    let measurer = try TextMeasurerFactory.pango()
    emit(try GeometryBenchmark.run(catalog: catalog, measurer: measurer))
    emit(PNGBenchmark.run())
    emit(try RenderBenchmark.run(catalog: catalog, measurer: measurer))
    for pair in DiffBenchmark.Pair.allCases { emit(DiffBenchmark.run(executable: executable, specs: specs, pair: pair)) }
    emit(try CheckBenchmark.run(catalog: catalog, measurer: measurer))
    emit(ConformBenchmark.run(executable: executable, catalog: catalog, measurer: measurer))
    printSiteBenchmark()
    if !arguments.contains("--quick") {
        emit(RenderBenchmark.fullExport(executable: executable, specs: specs))
        emit(ScalingBenchmark.run(executable: executable, specs: specs))
    }
} catch {
    for line in error.lines { writeToStandardError("specsheet-bench: \(line)\n") }
    exit(error.exitCode)
}
