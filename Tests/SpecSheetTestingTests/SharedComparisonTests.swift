import Foundation
import SnapshotTesting
import SpecSheetCLI
import SpecSheetDiff
import SpecSheetPNG
import SpecSheetTesting
import Testing

/// `specsheet diff`, `specsheet check` (through `checkSpecSnapshot`, which is `check` for one
/// snapshot) and the swift-snapshot-testing strategy judge a changed picture through the one
/// comparison: the same verdict and the same count, on either side of every budget.
@Suite struct SharedComparisonTests {
    @Test func diffCheckAndTheStrategyGiveOneVerdict() throws {
        let folder = try scratchFolder("shared-comparison")
        defer { cleanUp(folder) }
        let render = try bottomSheet.pngData()
        // The baseline: the render with a block of the sheet recoloured.
        var image = try PNGDecoder().decode([UInt8](render))
        for y in 700..<706 {
            for x in 100..<109 {
                let i = (y * image.width + x) * 4
                image.pixels[i] = 255 &- image.pixels[i]
                image.pixels[i + 2] = image.pixels[i + 2] / 2
            }
        }
        let baseline = try PNGEncoder().encode(image)
        let baselinePath = "\(folder)/\(baselineName).png", renderPath = "\(folder)/render.png"
        try FileManager.default.createDirectory(atPath: (baselinePath as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(baseline).write(to: URL(fileURLWithPath: baselinePath))
        try render.write(to: URL(fileURLWithPath: renderPath))

        let count = try Pixelmatch.compare(image, PNGDecoder().decode([UInt8](render)),
                                           options: PixelmatchOptions(threshold: 0.1)).mismatchCount
        #expect(count > 0)
        for budget in [0, count - 1, count, count + 10] {
            let diff = try DiffAction.run(DiffAction.Request(
                first: baselinePath, second: renderPath,
                comparison: ImageComparison(options: PixelmatchOptions(threshold: 0.1),
                                            budget: DiffBudget(maxDifferingPixels: budget))))
            let check = try checkSpecSnapshot(bottomSheet, baselines: folder, record: .never, maxDiffPixels: budget)
            let strategy = Diffing<Data>.specSheetPNG(maxDiffPixels: budget).diffV2(Data(baseline), render)

            let passes = budget >= count
            #expect(diff.count == count && diff.passes == passes, "budget \(budget)")
            #expect((check.status == .passed) == passes, "budget \(budget): \(check.headline)")
            #expect((strategy == nil) == passes, "budget \(budget): \(strategy?.0 ?? "passed")")
            if passes {
                #expect(check.headline == "\(count) pixels differ, within the budget")
            } else {
                #expect(check.headline.hasPrefix("\(count) pixels differ ("), "\(check.headline)")
                #expect(strategy?.0 == check.headline, "the same words for the same finding")
                #expect(strategy?.1.count == 3, "reference, new picture and difference")
            }
        }
    }
}
