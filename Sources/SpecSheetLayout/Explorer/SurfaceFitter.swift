/// Fits a layout's numbers over a box of window sizes as ``PiecewiseSurface``s.
///
/// Inside one ``WindowRegion`` a layout is piecewise linear in the width and height: lines bend
/// where a width or height reaches a bound (a maximum width, a detent's least height) and jump
/// where text wraps onto another line. Text wraps by width alone and the bounds a height reaches
/// are fixed between two wraps, so the box is cut into columns at the width breakpoints (found
/// along several heights), and each column into cells at the height breakpoints (found along its
/// middle). Each cell takes the plane through three of its sizes. ``ExplorerVerification`` then
/// checks the result against the layout engine at sizes it did not fit from.
public struct SurfaceFitter: Sendable {
    public var segmenter: LinearSegmenter
    /// Planes that agree within this over the box are one.
    public var joinTolerance: Double

    public init(segmenter: LinearSegmenter = LinearSegmenter(), joinTolerance: Double = 0.001) {
        self.segmenter = segmenter
        self.joinTolerance = joinTolerance
    }

    /// One surface per number of `layout`, which gives the numbers at a width and height.
    public func fit(over box: SizeBox, count: Int, _ layout: (Double, Double) -> [Double]) -> [PiecewiseSurface] {
        var widthBreaks = Set<Double>()
        let probes = [box.minHeight, (box.minHeight + box.maxHeight) / 2, box.maxHeight]
        for height in probes {
            widthBreaks.formUnion(segmenter.breakpoints(from: box.minWidth, to: box.maxWidth, seeds: widthBreaks.sorted()) {
                layout($0, height)
            })
        }
        let sortedWidths = widthBreaks.sorted()
        let widthEdges = [box.minWidth] + sortedWidths + [box.maxWidth]
        var columns: [[PiecewiseSurface.Column]] = Array(repeating: [], count: count)
        var previousHeightBreaks: [Double] = []
        for (left, right) in zip(widthEdges, widthEdges.dropFirst()) {
            let middle = (left + right) / 2
            let heightBreaks = segmenter.breakpoints(from: box.minHeight, to: box.maxHeight, seeds: previousHeightBreaks) {
                layout(middle, $0)
            }
            previousHeightBreaks = heightBreaks
            let heightEdges = [box.minHeight] + heightBreaks + [box.maxHeight]
            var planes: [[LinearPlane?]] = Array(repeating: [], count: count)
            for (bottom, top) in zip(heightEdges, heightEdges.dropFirst()) {
                let w0 = left + (right - left) / 4, w1 = left + (right - left) * 3 / 4
                let h0 = bottom + (top - bottom) / 4, h1 = bottom + (top - bottom) * 3 / 4
                let origin = layout(w0, h0)
                let alongWidth = w1 > w0 ? layout(w1, h0) : nil
                let alongHeight = h1 > h0 ? layout(w0, h1) : nil
                for index in 0..<count {
                    guard origin[index].isFinite else { planes[index].append(nil); continue }
                    planes[index].append(LinearPlane.through(
                        (w0, h0, origin[index]),
                        alongWidth: alongWidth.map { (w1, $0[index]) },
                        alongHeight: alongHeight.map { (h1, $0[index]) }))
                }
            }
            for index in 0..<count {
                columns[index].append(PiecewiseSurface.Column(heightBreaks: heightBreaks, planes: planes[index]))
            }
        }
        return columns.map { PiecewiseSurface(widthBreaks: sortedWidths, columns: $0).simplified(over: box, tolerance: joinTolerance) }
    }
}
