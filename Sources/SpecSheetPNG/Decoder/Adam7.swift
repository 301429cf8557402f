/// One pass of a PNG image: every pixel when not interlaced, or one of Adam7's seven sub-images.
struct PNGPass: Sendable, Equatable {
    var startX: Int, startY: Int, stepX: Int, stepY: Int
    /// Size of the sub-image (0 when the pass is empty).
    var columns: Int, rows: Int

    /// The passes of an image, in file order.
    static func passes(width: Int, height: Int, interlaced: Bool) -> [PNGPass] {
        guard interlaced else {
            return [PNGPass(startX: 0, startY: 0, stepX: 1, stepY: 1, columns: width, rows: height)]
        }
        let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return adam7.map { sx, sy, dx, dy in
            PNGPass(startX: sx, startY: sy, stepX: dx, stepY: dy,
                    columns: width > sx ? (width - sx + dx - 1) / dx : 0,
                    rows: height > sy ? (height - sy + dy - 1) / dy : 0)
        }
    }
}
