/// One number of a layout (a part's x, a container's height, …) over a box of window sizes:
/// columns of widths, each cut into cells of heights, each cell a ``LinearPlane`` — or nothing,
/// where the number is absent (a part's content height where it does not scroll).
///
/// A breakpoint belongs to the piece on its right (above it): the column of `width` is the number
/// of `widthBreaks` at most `width`, and so is the cell of `height` in its column.
public struct PiecewiseSurface: Sendable, Hashable {
    /// One width band: its height breakpoints and a plane per cell (nil: absent).
    public struct Column: Sendable, Hashable {
        public var heightBreaks: [Double]
        public var planes: [LinearPlane?]

        public init(heightBreaks: [Double], planes: [LinearPlane?]) {
            self.heightBreaks = heightBreaks
            self.planes = planes
        }
    }

    /// Ascending; there is one more column than breaks.
    public var widthBreaks: [Double]
    public var columns: [Column]

    public init(widthBreaks: [Double], columns: [Column]) {
        self.widthBreaks = widthBreaks
        self.columns = columns
    }

    /// The same number at every size (NaN: absent everywhere).
    public static func constant(_ value: Double) -> PiecewiseSurface {
        PiecewiseSurface(widthBreaks: [], columns: [Column(heightBreaks: [], planes: [value.isNaN ? nil : LinearPlane(a: value, b: 0, c: 0)])])
    }

    /// The number at `width`×`height`, nil where it is absent.
    public func value(width: Double, height: Double) -> Double? {
        let column = columns[Self.piece(of: width, in: widthBreaks)]
        return column.planes[Self.piece(of: height, in: column.heightBreaks)]?.value(width: width, height: height)
    }

    static func piece(of value: Double, in breaks: [Double]) -> Int {
        var count = 0
        for cut in breaks where cut <= value { count += 1 }
        return count
    }

    /// The same surface with neighbouring cells and columns that hold the same planes joined.
    func simplified(over box: SizeBox, tolerance: Double) -> PiecewiseSurface {
        func same(_ lhs: LinearPlane?, _ rhs: LinearPlane?) -> Bool {
            switch (lhs, rhs) {
            case (nil, nil): true
            case let (l?, r?): l.agrees(with: r, over: box, tolerance: tolerance)
            default: false
            }
        }
        let joinedColumns = columns.map { column -> Column in
            var breaks: [Double] = [], planes: [LinearPlane?] = [column.planes[0]]
            for (cut, plane) in zip(column.heightBreaks, column.planes.dropFirst()) where !same(planes.last!, plane) {
                breaks.append(cut)
                planes.append(plane)
            }
            return Column(heightBreaks: breaks, planes: planes)
        }
        var breaks: [Double] = [], result: [Column] = [joinedColumns[0]]
        for (cut, column) in zip(widthBreaks, joinedColumns.dropFirst()) {
            let last = result.last!
            if last.heightBreaks == column.heightBreaks, zip(last.planes, column.planes).allSatisfy({ same($0, $1) }) { continue }
            breaks.append(cut)
            result.append(column)
        }
        return PiecewiseSurface(widthBreaks: breaks, columns: result)
    }

    /// The surface as the export writes it: breakpoints to a millionth, planes ``LinearPlane/rounded``.
    ///
    /// A breakpoint is found within a billionth above where the line changes, and the value at
    /// the change is the right-hand line's; so it is rounded up (from just below where it was
    /// found), never to a width or height still on the left-hand line.
    var rounded: PiecewiseSurface {
        func round(_ value: Double) -> Double { ((value - 2e-9) * 1_000_000).rounded(.up) / 1_000_000 }
        return PiecewiseSurface(widthBreaks: widthBreaks.map(round), columns: columns.map { column in
            Column(heightBreaks: column.heightBreaks.map(round), planes: column.planes.map { $0?.rounded })
        })
    }
}
