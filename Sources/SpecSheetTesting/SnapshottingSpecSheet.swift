import Foundation
import IssueReporting
import SnapshotTesting
import SpecSheetDiff
import SpecSheetPNG

extension Snapshotting where Value == SpecSelection, Format == Data {
    /// A selection drawn as a bare snapshot at @1x (the PNG bytes `specsheet check` compares),
    /// stored as `.png` and compared with SpecSheetDiff's pixelmatch — swift-snapshot-testing's own
    /// image strategies need UIKit or AppKit and do not exist on Linux.
    ///
    /// ```swift
    /// assertSnapshot(of: SpecSelection("ebay-playbook/bottom-sheet", device: "iphone-15"), as: .specSheetPNG)
    /// ```
    public static var specSheetPNG: Snapshotting { specSheetPNG(maxDiffPixels: 0) }

    /// ``specSheetPNG`` allowing up to `maxDiffPixels` differing pixels.
    public static func specSheetPNG(maxDiffPixels: Int) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .specSheetPNG(maxDiffPixels: maxDiffPixels)) {
            (selection: SpecSelection) -> Data in
            do {
                return try selection.pngData()
            } catch {
                reportIssue("snapshot \(selection): \(error)")
                return Data()
            }
        }
    }
}

extension Diffing where Value == Data {
    /// PNG bytes compared by pixels (pixelmatch, threshold 0.1, anti-aliased pixels not counted).
    /// The message gives the differing pixel count, their share and the box around them, or the
    /// size change; the attachments are the reference, the new picture and the difference.
    public static var specSheetPNG: Diffing { specSheetPNG(maxDiffPixels: 0) }

    /// ``specSheetPNG`` allowing up to `maxDiffPixels` differing pixels.
    public static func specSheetPNG(maxDiffPixels: Int) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            PNGDifference.describe(reference: reference, actual: actual, maxDiffPixels: maxDiffPixels)
        }
    }
}

/// The pixel comparison behind ``SnapshotTesting/Diffing/specSheetPNG``: SpecSheetDiff's
/// ``PNGComparison``, the one `specsheet check` and `specsheet diff` make.
enum PNGDifference {
    static func describe(reference: Data, actual: Data, maxDiffPixels: Int) -> (String, [DiffAttachment])? {
        let comparison = PNGComparison(
            comparison: ImageComparison(options: PixelmatchOptions(threshold: 0.1),
                                        budget: DiffBudget(maxDifferingPixels: maxDiffPixels)),
            report: .failures(diffImage: true))
        let attachments: [DiffAttachment] = [.data(reference, name: "reference.png"), .data(actual, name: "failure.png")]
        let verdict: PNGComparisonVerdict
        do {
            verdict = try comparison.compare(expected: [UInt8](reference), actual: [UInt8](actual),
                                             names: ("reference", "snapshot"))
        } catch let .unreadable(side, error) {
            return ("\(side == .expected ? "reference" : "the new picture") is not a readable PNG: \(error)", attachments)
        } catch {
            return ("comparing the pictures: \(error)", attachments)
        }
        if verdict.passes { return nil }
        let diff = verdict.diffImage.flatMap { try? PNGEncoder().encode($0) }
            .map { [DiffAttachment.data(Data($0), name: "difference.png")] }
        return (verdict.headline(expected: "reference"), attachments + (diff ?? []))
    }
}
