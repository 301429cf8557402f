import Foundation
import SpecSheetCLI

// `make bench`: prints the benchmark figures of every issue that names a baseline.
let specs = CommandLine.arguments.dropFirst().first ?? "Specs"
do {
    let catalog = try CatalogSource.load(specs)
    let measurer = try TextMeasurerFactory.pango()
    print(try GeometryBenchmark.run(catalog: catalog, measurer: measurer).text, terminator: "")
    print(PNGBenchmark.run().text, terminator: "")
} catch {
    for line in error.lines { writeToStandardError("specsheet-bench: \(line)\n") }
    exit(error.exitCode)
}
