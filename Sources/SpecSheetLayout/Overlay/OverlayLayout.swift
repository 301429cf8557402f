import SpecSheetModel

/// What an implementation measured, as an overlay picture needs it: the frames, and which frames
/// and dimensions are out of tolerance. Built from a conformance report.
public struct OverlayReading: Sendable, Hashable {
    /// The measured frames by part id (the container's under the anatomy's root id).
    public var frames: [String: Rect]
    /// Parts with a number out of tolerance (shown or hidden against the spec included).
    public var deviatingParts: Set<String>
    /// The measured value of each dimension the implementation's frames give.
    public var dimensions: [String: Double]
    /// Dimensions out of tolerance.
    public var deviatingDimensions: Set<String>

    public init(frames: [String: Rect], deviatingParts: Set<String>, dimensions: [String: Double],
                deviatingDimensions: Set<String>) {
        self.frames = frames
        self.deviatingParts = deviatingParts
        self.dimensions = dimensions
        self.deviatingDimensions = deviatingDimensions
    }
}

/// Lays out the overlay picture of a measured selection: the specs diagram of the scene (its
/// redlines placed as ``RedlineLayout`` places them), with the implementation's screenshot in place
/// of the mock screen, the frames of the measured parts outlined, the deviating redlines labelled
/// with what was measured, and a key to the colours below the canvas. Pure and deterministic.
public struct OverlayLayout: Sendable {
    public let measurer: any TextMeasuring

    public init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// The key's entries, in the order drawn.
    static let keyEntries: [(OverlayKeyItem.Kind, String)] = [
        (.spec, "Spec's frame"), (.deviatingSpec, "Spec's frame, deviating"), (.measured, "Measured frame, deviating"),
    ]
    /// Space around the key and between its entries.
    static let keyPadding = 12.0
    /// A key swatch's side.
    static let swatchSide = 12.0

    public func diagram(for scene: Scene, screenshot: Screenshot?, reading: OverlayReading) -> Diagram {
        let style = scene.screen.platform.annotationStyle
        let unit = scene.screen.platform.unit
        var labels: [String: String] = [:]
        for dimension in scene.dimensions where reading.deviatingDimensions.contains(dimension.id) {
            guard let value = reading.dimensions[dimension.id] else { continue }
            labels[dimension.id] = RedlineLayout.label(value: dimension.value, unit: unit, sourceName: dimension.sourceName)
                + " · measured \(RedlineLayout.format(value))"
        }
        let texts = TextRuns.frames(in: scene, measurer: measurer)
        var diagram = RedlineLayout(measurer: measurer, style: style, labelOverrides: labels).diagram(for: scene, texts: texts)
        diagram.texts = texts
        for index in diagram.redlines.indices where reading.deviatingDimensions.contains(diagram.redlines[index].dimensionID) {
            diagram.redlines[index].deviates = true
        }

        // Every measured part, and every part the spec shows that the implementation does not.
        let anatomy = scene.parts.filter { if case .anatomy = $0.kind { true } else { false } }
        var frames: [OverlayFrame] = []
        for part in anatomy where reading.frames[part.id] != nil || reading.deviatingParts.contains(part.id) {
            frames.append(OverlayFrame(partID: part.id, name: part.name, spec: part.frame, measured: reading.frames[part.id],
                                       deviates: reading.deviatingParts.contains(part.id)))
        }
        // Shown by the implementation where the spec hides it: only the measured frame.
        for id in reading.frames.keys.sorted() where !anatomy.contains(where: { $0.id == id }) && reading.deviatingParts.contains(id) {
            frames.append(OverlayFrame(partID: id, name: id, spec: .zero, measured: reading.frames[id], deviates: true))
        }

        let key = keyItems(below: diagram.canvasSize, style: style)
        diagram.canvasSize.height = (key.map(\.text.maxY).max() ?? diagram.canvasSize.height) + Self.keyPadding
        diagram.overlay = ScreenOverlay(screenshot: screenshot, frames: frames, key: key)
        return diagram
    }

    /// The key's entries in rows below a canvas of `size`, wrapping where a row is full.
    private func keyItems(below size: Size, style: TypeStyle) -> [OverlayKeyItem] {
        var items: [OverlayKeyItem] = []
        var x = Self.keyPadding, y = size.height
        var rowHeight = 0.0
        for (kind, label) in Self.keyEntries {
            let metrics = measurer.measure(label, style: style, maxWidth: nil)
            let width = Self.swatchSide + Self.keyPadding / 2 + metrics.width
            if x > Self.keyPadding, x + width > size.width - Self.keyPadding {
                x = Self.keyPadding
                y += rowHeight + Self.keyPadding / 2
            }
            let height = max(Self.swatchSide, metrics.height)
            let swatch = Rect(x: x, y: y + (height - Self.swatchSide) / 2, width: Self.swatchSide, height: Self.swatchSide)
            let text = Rect(x: swatch.maxX + Self.keyPadding / 2, y: y, width: metrics.width, height: height)
            items.append(OverlayKeyItem(kind: kind, label: label, swatch: swatch, text: text))
            rowHeight = max(rowHeight, height)
            x = text.maxX + 2 * Self.keyPadding
        }
        return items
    }
}
