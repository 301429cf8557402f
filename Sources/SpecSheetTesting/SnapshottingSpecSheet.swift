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

/// The pixel comparison behind ``SnapshotTesting/Diffing/specSheetPNG``.
enum PNGDifference {
    static func describe(reference: Data, actual: Data, maxDiffPixels: Int) -> (String, [DiffAttachment])? {
        if reference == actual { return nil }
        let attachments: [DiffAttachment] = [.data(reference, name: "reference.png"), .data(actual, name: "failure.png")]
        let expected: RGBAImage, new: RGBAImage
        do {
            expected = try PNGDecoder().decode([UInt8](reference))
        } catch {
            return ("reference is not a readable PNG: \(error)", attachments)
        }
        do {
            new = try PNGDecoder().decode([UInt8](actual))
        } catch {
            return ("the new picture is not a readable PNG: \(error)", attachments)
        }
        if expected.width != new.width || expected.height != new.height {
            return ("size changed: reference \(expected.sizeDescription), now \(new.sizeDescription)", attachments)
        }
        if expected.pixels == new.pixels { return nil }
        let comparison = ImageComparison(options: PixelmatchOptions(threshold: 0.1),
                                         budget: DiffBudget(maxDifferingPixels: maxDiffPixels))
        let result: ImageComparisonResult
        do {
            result = try comparison.compare(expected, new, names: ("reference", "snapshot"), drawDiff: true)
        } catch {
            return ("comparing the pictures: \(error)", attachments)
        }
        if result.passes { return nil }
        let percent = String(format: "%.3f", result.mismatchRatio * 100)
        let boxes = result.boxes()
        let area = boxes.dropFirst().reduce(boxes.first) { $0?.union($1) }
        let message = "\(result.mismatchCount) pixels differ (\(percent)%)"
            + (area.map { " within \($0) (width x height + x + y)" } ?? "")
        let diff = result.diffImage.flatMap { try? PNGEncoder().encode($0) }
            .map { [DiffAttachment.data(Data($0), name: "difference.png")] }
        return (message, attachments + (diff ?? []))
    }
}
