import SpecSheetLayout
import SpecSheetModel

extension ConformanceReport {
    /// What the overlay picture of this report draws over `measured`'s screenshot: the measured
    /// frames (the container's under `rootID`), the parts with a number out of tolerance, and the
    /// dimensions measured on the implementation's frames.
    public func overlayReading(of measured: MeasuredGeometry, rootID: String) -> OverlayReading {
        var frames: [String: Rect] = [:]
        if let frame = measured.container?.frame { frames[rootID] = frame }
        for part in measured.parts { frames[part.id] = part.frame }
        var dimensions: [String: Double] = [:]
        for item in items { if let id = item.dimension { dimensions[id] = item.measured } }
        return OverlayReading(frames: frames, deviatingParts: Set(deviations.compactMap(\.part)), dimensions: dimensions,
                              deviatingDimensions: Set(deviations.compactMap(\.dimension)))
    }
}
