import SpecSheetModel

/// Where a scene shows words, in screen coordinates: each part's text, each visible row of a list
/// (its item, set from the row's leading edge and centred in it, as the renderer draws it), and the
/// words of the page behind the sheet where the sheet leaves them in view (``Backdrop``). No
/// annotation's dot or label may cover them (see ``PictureAudit``).
enum TextRuns {
    static func frames(in scene: Scene, measurer: any TextMeasuring) -> [Rect] {
        let screen = Rect(x: 0, y: 0, width: scene.screen.width, height: scene.screen.height)
        var runs: [Rect] = []
        for part in scene.parts {
            if let text = part.textFrame { runs.append(text) }
            for (index, row) in part.rows.enumerated() where index < part.content.items.count && row.minY < part.frame.maxY {
                let style = part.content.textStyle ?? AutoLayout.fallbackStyle
                let metrics = measurer.measure(part.content.items[index], style: style, maxWidth: row.width)
                let width = min(metrics.width.rounded(.up), row.width), height = metrics.height.rounded(.up)
                let run = Rect(x: row.minX, y: row.midY - height / 2, width: width, height: height)
                // Rows scrolled past the list's bottom are clipped by it.
                if let shown = PlaneGeometry.intersection(run, part.frame) { runs.append(shown) }
            }
        }
        runs += Backdrop(of: scene).words(in: scene, measurer: measurer)
        return runs.compactMap { PlaneGeometry.intersection($0, screen) }.filter { $0.width > 0 && $0.height > 0 }
    }
}
