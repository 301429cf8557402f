@preconcurrency import CCairo
import SpecSheetCLI
import SpecSheetPNG
import SpecSheetRender

/// PNG encoding: `PNGEncoder` against Cairo's own `cairo_surface_write_to_png_stream`, side by side
/// on the same surface in one run. The target: at least 3× faster, files at most 1.25×
/// Cairo's size.
public enum PNGBenchmark {
    /// The pictures timed: a phone screen at @3x and @1x with a bottom sheet over a scrim (opaque,
    /// so written as RGB), and the @3x sheet alone on a transparent page (written as RGBA).
    static let cases: [(label: String, scale: Double, transparent: Bool)] = [
        ("1170×2532 @3x, opaque (RGB)", 3, false),
        ("390×844 @1x, opaque (RGB)", 1, false),
        ("1170×2532 @3x, transparent page (RGBA)", 3, true),
    ]

    public static func run(rounds: Int = 7, encoder: PNGEncoder = PNGEncoder()) -> BenchmarkReport {
        var rows: [(label: String, value: String)] = []
        for (label, scale, transparent) in cases {
            let surface = phonePicture(scale: scale, transparentPage: transparent)
            defer { cairo_surface_destroy(surface) }
            let result = compare(surface: surface, encoder: encoder, rounds: rounds)
            rows.append((label, ""))
            rows.append(("  cairo_surface_write_to_png_stream", "\(BenchmarkReport.milliseconds(result.cairoTime))  \(result.cairoSize) bytes"))
            rows.append(("  PNGEncoder (level \(encoder.compressionLevel), no row filter)",
                         "\(BenchmarkReport.milliseconds(result.ourTime))  \(result.ourSize) bytes"))
            rows.append(("  speed-up, size ratio", "\(String(format2: result.speedUp))× faster, \(String(format2: result.sizeRatio))× the size"))
            rows.append(("  decoded pixels", result.samePixels ? "identical to Cairo's file" : "DIFFERENT from Cairo's file"))
            rows.append(("  target", "≥ 3× faster and ≤ 1.25× size: " + (result.targetMet ? "met" : "NOT met")))
        }
        return BenchmarkReport(title: "PNG encoding, median of \(rounds) runs each, interleaved", rows: rows)
    }

    /// Every row filter at every compression level on the @3x pictures: how the defaults were tuned.
    /// The filters go through SpecSheetPNG's benchmark hook (see ``PNGRowFilter``); every file is
    /// decoded and checked against the default encoder's pixels.
    public static func sweep(rounds: Int = 5, levels: [Int] = Array(1...9)) -> BenchmarkReport {
        var rows: [(label: String, value: String)] = []
        for (label, scale, transparent) in cases where scale == 3 {
            let surface = phonePicture(scale: scale, transparentPage: transparent)
            defer { cairo_surface_destroy(surface) }
            let cairo = timeCairo(surface, rounds: rounds)
            let reference = (try? PNGEncoder().encode(surface: surface)).flatMap { try? PNGDecoder().decode($0) }
            rows.append((label, "cairo \(BenchmarkReport.milliseconds(cairo.time)), \(cairo.size) bytes"))
            for filter in PNGRowFilter.allCases {
                for level in levels {
                    var times: [Duration] = []
                    var file: [UInt8] = []
                    for _ in 0..<rounds {
                        let clock = ContinuousClock()
                        let start = clock.now
                        file = encode(surface, level: level, filter: filter)
                        times.append(clock.now - start)
                    }
                    let time = GeometryBenchmark.median(times)
                    let speedUp = BenchmarkReport.seconds(cairo.time) / max(BenchmarkReport.seconds(time), 1e-9)
                    let sizeRatio = Double(file.count) / Double(max(cairo.size, 1))
                    let samePixels = reference != nil && (try? PNGDecoder().decode(file)) == reference
                    rows.append(("  \(filter.rawValue) level \(level)",
                                 "\(BenchmarkReport.milliseconds(time))  \(file.count) bytes  \(String(format2: speedUp))× faster  "
                                    + "\(String(format2: sizeRatio))× size"
                                    + (samePixels ? "" : "  DIFFERENT pixels")
                                    + (samePixels && speedUp >= 3 && sizeRatio <= 1.25 ? "  ok" : "")))
                }
            }
        }
        return BenchmarkReport(title: "PNG encoder tuning, median of \(rounds) runs", rows: rows)
    }

    /// The surface's pixels encoded at `level` with `filter` on every row (empty on failure).
    static func encode(_ surface: OpaquePointer, level: Int, filter: PNGRowFilter) -> [UInt8] {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let pixels = UnsafeRawBufferPointer(start: data, count: stride * height)
        return (try? PNGEncoder(compressionLevel: level).encode(
            bgraPremultiplied: pixels, width: width, height: height, stride: stride, opaque: false,
            rowFilter: filter.hook)) ?? []
    }

    // MARK: - Timing

    struct Comparison {
        var cairoTime: Duration, ourTime: Duration
        var cairoSize: Int, ourSize: Int
        var samePixels: Bool
        var speedUp: Double { BenchmarkReport.seconds(cairoTime) / max(BenchmarkReport.seconds(ourTime), 1e-9) }
        var sizeRatio: Double { Double(ourSize) / Double(max(cairoSize, 1)) }
        var targetMet: Bool { samePixels && speedUp >= 3 && sizeRatio <= 1.25 }
    }

    /// Cairo and ours alternate, each going first every other round, after one warm-up of each.
    static func compare(surface: OpaquePointer, encoder: PNGEncoder, rounds: Int) -> Comparison {
        let clock = ContinuousClock()
        var cairoFile = cairoPNG(surface)
        var ourFile = (try? encoder.encode(surface: surface)) ?? []
        var cairoTimes: [Duration] = [], ourTimes: [Duration] = []
        for round in 0..<rounds {
            for turn in 0..<2 {
                let start = clock.now
                if (round + turn) % 2 == 0 {
                    cairoFile = cairoPNG(surface)
                    cairoTimes.append(clock.now - start)
                } else {
                    ourFile = (try? encoder.encode(surface: surface)) ?? []
                    ourTimes.append(clock.now - start)
                }
            }
        }
        return Comparison(
            cairoTime: GeometryBenchmark.median(cairoTimes), ourTime: GeometryBenchmark.median(ourTimes),
            cairoSize: cairoFile.count, ourSize: ourFile.count,
            samePixels: !ourFile.isEmpty && decodedPixels(cairoFile) == decodedPixels(ourFile))
    }

    static func timeCairo(_ surface: OpaquePointer, rounds: Int) -> (time: Duration, size: Int) {
        let clock = ContinuousClock()
        var times: [Duration] = []
        var size = 0
        for _ in 0..<rounds {
            let start = clock.now
            size = cairoPNG(surface).count
            times.append(clock.now - start)
        }
        return (GeometryBenchmark.median(times), size)
    }

    // MARK: - Cairo's encoder and decoder, in memory

    private final class ByteSink {
        var bytes: [UInt8] = []
        var offset = 0
    }

    /// `cairo_surface_write_to_png_stream` into memory.
    static func cairoPNG(_ surface: OpaquePointer) -> [UInt8] {
        let sink = ByteSink()
        sink.bytes.reserveCapacity(1 << 20)
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? sink.bytes : []
    }

    /// Decodes a PNG with Cairo and returns its format, size and pixel rows (stride padding left out).
    static func decodedPixels(_ png: [UInt8]) -> [UInt8]? {
        let source = ByteSink()
        source.bytes = png
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                let source = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
                let count = Int(length)
                guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                source.bytes.withUnsafeBytes { bytes in
                    UnsafeMutableRawPointer(data).copyMemory(from: bytes.baseAddress! + source.offset, byteCount: count)
                }
                source.offset += count
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let surface else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            return nil
        }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels: [UInt8] = [UInt8(truncatingIfNeeded: cairo_image_surface_get_format(surface).rawValue)]
        pixels.reserveCapacity(1 + width * height * 4)
        for y in 0..<height {
            pixels.append(contentsOf: UnsafeBufferPointer(start: data + y * stride, count: width * 4))
        }
        return pixels
    }

    // MARK: - The picture

    /// A phone screen like a sheet render: grouped list with avatars, a gradient card, text and
    /// hairlines, dimmed by a scrim, under a bottom sheet with a grabber, switches, buttons and
    /// spec annotations. Logical size 390×844 points, drawn at `scale` pixels per point. With
    /// `transparentPage`, only the sheet and its annotations are drawn, on transparent pixels.
    static func phonePicture(scale: Double, transparentPage: Bool) -> OpaquePointer {
        let width = Int32((390 * scale).rounded()), height = Int32((844 * scale).rounded())
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)

        func rgb(_ hex: UInt32, _ alpha: Double = 1) {
            cairo_set_source_rgba(
                cr, Double(hex >> 16 & 0xFF) / 255, Double(hex >> 8 & 0xFF) / 255, Double(hex & 0xFF) / 255, alpha)
        }
        func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double, top: Bool = true, bottom: Bool = true) {
            cairo_new_sub_path(cr)
            if top {
                cairo_arc(cr, x + w - r, y + r, r, -.pi / 2, 0)
            } else {
                cairo_move_to(cr, x + w, y)
            }
            if bottom {
                cairo_arc(cr, x + w - r, y + h - r, r, 0, .pi / 2)
                cairo_arc(cr, x + r, y + h - r, r, .pi / 2, .pi)
            } else {
                cairo_line_to(cr, x + w, y + h)
                cairo_line_to(cr, x, y + h)
            }
            if top {
                cairo_arc(cr, x + r, y + r, r, .pi, 3 * .pi / 2)
            } else {
                cairo_line_to(cr, x, y)
            }
            cairo_close_path(cr)
        }
        func text(_ string: String, _ x: Double, _ y: Double, size: Double, bold: Bool = false) {
            cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
            cairo_set_font_size(cr, size)
            cairo_move_to(cr, x, y)
            cairo_show_text(cr, string)
        }

        if !transparentPage {
            // Page, status bar, large title.
            rgb(0xF2F2F7); cairo_paint(cr)
            rgb(0x000000); text("9:41", 32, 33, size: 17, bold: true)
            roundedRect(300, 23, 18, 11, 2); cairo_fill(cr)
            roundedRect(325, 22, 27, 13, 4); cairo_set_line_width(cr, 1); cairo_stroke(cr)
            roundedRect(327, 24, 20, 9, 2); cairo_fill(cr)
            text("Listings", 16, 96, size: 34, bold: true)

            // A gradient card.
            let card = cairo_pattern_create_linear(16, 116, 374, 296)!
            cairo_pattern_add_color_stop_rgb(card, 0, 0.20, 0.47, 0.96)
            cairo_pattern_add_color_stop_rgb(card, 1, 0.58, 0.26, 0.88)
            roundedRect(16, 116, 358, 180, 12); cairo_set_source(cr, card); cairo_fill(cr)
            cairo_pattern_destroy(card)
            rgb(0xFFFFFF); text("Summer sale", 32, 250, size: 28, bold: true)
            rgb(0xFFFFFF, 0.85); text("Up to 40% off selected items", 32, 276, size: 15)

            // A grouped list: avatars, two lines of text, chevrons, hairline separators.
            rgb(0xFFFFFF); roundedRect(16, 316, 358, 6 * 64, 10); cairo_fill(cr)
            for row in 0..<6 {
                let y = 316 + Double(row) * 64
                let avatar = cairo_pattern_create_radial(44, y + 26, 2, 48, y + 32, 22)!
                cairo_pattern_add_color_stop_rgb(avatar, 0, 1.0, 0.80, 0.40)
                cairo_pattern_add_color_stop_rgb(avatar, 1, 0.95 - 0.1 * Double(row), 0.45, 0.20 + 0.1 * Double(row))
                cairo_arc(cr, 48, y + 32, 20, 0, 2 * .pi); cairo_set_source(cr, avatar); cairo_fill(cr)
                cairo_pattern_destroy(avatar)
                rgb(0x000000); text("Item number \(row + 1)", 80, y + 28, size: 17)
                rgb(0x3C3C43, 0.6); text("Ships tomorrow · $\(19 + 7 * row).99", 80, y + 48, size: 13)
                rgb(0xC4C4C7); cairo_set_line_width(cr, 2)
                cairo_move_to(cr, 350, y + 26); cairo_line_to(cr, 356, y + 32); cairo_line_to(cr, 350, y + 38)
                cairo_stroke(cr)
                if row < 5 {
                    rgb(0x3C3C43, 0.29); cairo_set_line_width(cr, 1 / scale)
                    cairo_move_to(cr, 80, y + 64 - 0.5 / scale); cairo_line_to(cr, 374, y + 64 - 0.5 / scale)
                    cairo_stroke(cr)
                }
            }

            // Tab bar, then the scrim over everything.
            rgb(0xF9F9F9, 0.94); cairo_rectangle(cr, 0, 761, 390, 83); cairo_fill(cr)
            for tab in 0..<4 {
                rgb(tab == 0 ? 0x007AFF : 0x999999)
                cairo_arc(cr, 49 + Double(tab) * 97, 785, 11, 0, 2 * .pi); cairo_fill(cr)
                text(["Home", "Search", "Saved", "Profile"][tab], 33 + Double(tab) * 97, 812, size: 10)
            }
            rgb(0x000000, 0.4); cairo_paint(cr)
        }

        // The bottom sheet, with a soft shadow above it.
        let shadow = cairo_pattern_create_linear(0, 404, 0, 424)!
        cairo_pattern_add_color_stop_rgba(shadow, 0, 0, 0, 0, 0)
        cairo_pattern_add_color_stop_rgba(shadow, 1, 0, 0, 0, 0.18)
        cairo_rectangle(cr, 0, 404, 390, 20); cairo_set_source(cr, shadow); cairo_fill(cr)
        cairo_pattern_destroy(shadow)
        rgb(0xFFFFFF); roundedRect(0, 420, 390, 424, 10, bottom: false); cairo_fill(cr)
        rgb(0x3C3C43, 0.3); roundedRect(177, 425, 36, 5, 2.5); cairo_fill(cr)
        rgb(0x000000); text("Filters", 16, 470, size: 20, bold: true)
        rgb(0x007AFF); text("Reset", 326, 470, size: 17)
        for (index, option) in ["Free shipping", "Local pickup", "Buy it now", "Accepts offers"].enumerated() {
            let y = 494 + Double(index) * 52
            rgb(0x000000); text(option, 16, y + 31, size: 17)
            let on = index % 2 == 0
            rgb(on ? 0x34C759 : 0xE9E9EA); roundedRect(323, y + 10, 51, 31, 15.5); cairo_fill(cr)
            rgb(0x000000, 0.12); cairo_arc(cr, on ? 358.5 : 338.5, y + 26.5, 14, 0, 2 * .pi); cairo_fill(cr)
            rgb(0xFFFFFF); cairo_arc(cr, on ? 358.5 : 338.5, y + 25.5, 13.5, 0, 2 * .pi); cairo_fill(cr)
            rgb(0x3C3C43, 0.29); cairo_set_line_width(cr, 1 / scale)
            cairo_move_to(cr, 16, y + 52); cairo_line_to(cr, 390, y + 52); cairo_stroke(cr)
        }
        rgb(0x007AFF); roundedRect(16, 720, 358, 50, 12); cairo_fill(cr)
        rgb(0xFFFFFF); text("Show 1,284 results", 118, 751, size: 17, bold: true)
        rgb(0x000000); roundedRect(128, 830, 134, 5, 2.5); cairo_fill(cr)

        // Spec annotations: dashed guides, dimension lines with arrowheads, labels on pills.
        let dashes: [Double] = [4, 3]
        rgb(0xFF2D92); cairo_set_line_width(cr, 1)
        cairo_set_dash(cr, dashes, 2, 0)
        cairo_move_to(cr, 16, 410); cairo_line_to(cr, 16, 780); cairo_stroke(cr)
        cairo_move_to(cr, 374, 410); cairo_line_to(cr, 374, 780); cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
        for (y, label) in [(700.0, "358"), (790.0, "16")] {
            let x0 = label == "16" ? 0.0 : 16, x1 = label == "16" ? 16.0 : 374
            cairo_move_to(cr, x0, y); cairo_line_to(cr, x1, y); cairo_stroke(cr)
            for (x, direction) in [(x0, 1.0), (x1, -1.0)] {
                cairo_move_to(cr, x, y); cairo_line_to(cr, x + 5 * direction, y - 3)
                cairo_line_to(cr, x + 5 * direction, y + 3); cairo_close_path(cr); cairo_fill(cr)
            }
            let mid = (x0 + x1) / 2
            roundedRect(mid - 14, y - 8, 28, 16, 8); cairo_fill(cr)
            rgb(0xFFFFFF); text(label, mid - 9, y + 4, size: 11, bold: true); rgb(0xFF2D92)
        }
        cairo_surface_flush(surface)
        return surface
    }
}
