import Foundation
import SpecSheetConform
import SpecSheetLayout
import SpecSheetModel
import SpecSheetPNG
import SpecSheetRender

/// `conform --artifacts DIR`: for each selection measured, its screenshot (`<name>.png`, when there
/// is one) and its overlay picture (`<name>.overlay.png`: the screenshot with the spec's frames and
/// redlines over it, the deviating ones in red), then `report.html` linking them all. Each file is
/// written whole (see ``AtomicFile``); the report last, so a page never links a missing picture.
public enum ConformArtifacts {
    /// The scale of an overlay without a screenshot, and the most of one with.
    static let defaultScale = 2, maximumScale = 3

    /// Writes the artifacts of `selections` into `folder`; returns the report's path.
    @discardableResult
    public static func write(_ selections: [ConformAction.MeasuredSelection], to folder: String,
                             measurer: any TextMeasuring, renderer: Renderer,
                             progress: (String) -> Void = { _ in }) throws(CLIError) -> String {
        var entries: [ConformanceHTMLReport.Entry] = []
        for selection in selections {
            progress("conform: drawing the overlay of \(selection.name)")
            let overlayName = "\(selection.name).overlay.png"
            var screenshotName: String?
            if let png = selection.screenshot {
                screenshotName = "\(selection.name).png"
                try AtomicFile.write(png, to: "\(folder)/\(screenshotName!)")
            }
            try AtomicFile.write(try overlay(of: selection, measurer: measurer, renderer: renderer), to: "\(folder)/\(overlayName)")
            entries.append(ConformanceHTMLReport.Entry(report: selection.report, overlay: overlayName, screenshot: screenshotName))
        }
        let report = "\(folder)/report.html"
        try AtomicFile.write(Array(ConformanceHTMLReport.html(entries).utf8), to: report)
        return report
    }

    /// The overlay picture of `selection` as PNG bytes: at the screenshot's own pixel density (1× to
    /// 3×), or at 2× over the spec's own mock when there is no screenshot.
    public static func overlay(of selection: ConformAction.MeasuredSelection, measurer: any TextMeasuring,
                               renderer: Renderer) throws(CLIError) -> [UInt8] {
        let screen = selection.scene.screen
        var scale = defaultScale
        if let png = selection.screenshot {
            do {
                let size = try PNGDecoder().size(of: png)
                scale = min(maximumScale, max(1, Int((Double(size.width) / screen.width).rounded())))
            } catch {
                throw CLIError("\(selection.report.origin): the screenshot is not a readable PNG: \(error)")
            }
        }
        let diagram = OverlayLayout(measurer: measurer).diagram(
            for: selection.scene, screenshot: selection.screenshot.map(Screenshot.init(png:)),
            reading: selection.report.overlayReading(of: selection.measured, rootID: selection.rootID))
        do {
            return try renderer.png(diagram, scale: Double(scale))
        } catch {
            throw CLIError("\(selection.report.origin): cannot draw the overlay: \(error)")
        }
    }
}
