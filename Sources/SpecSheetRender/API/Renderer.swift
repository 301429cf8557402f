@preconcurrency import CCairo
@preconcurrency import CPangoCairo
import SpecSheetLayout
import SpecSheetModel
import SpecSheetPNG

/// Draws ``Diagram``s with Cairo and Pango: into memory as pixels, or as PNG, SVG or PDF bytes.
///
/// Knows nothing of specs or files. The same diagram always gives byte-identical output, on any
/// thread: fonts come only from ``FontEnvironment``, there are no time stamps or random ids, and
/// every render borrows a font map no other thread is using. Safe to share across threads.
public struct Renderer: Sendable {
    public let fonts: FontEnvironment
    let fontMaps: FontMapPool

    public init(fonts: FontEnvironment) {
        self.fonts = fonts
        fontMaps = FontMapPool(environment: fonts)
    }

    /// The picture's size in pixels at `scale`: the canvas size times the scale, rounded.
    public static func pixelSize(of diagram: Diagram, scale: Double) -> (width: Int, height: Int) {
        // Checked: a canvas too large for an Int (or not finite) reads as 0 × 0, which every caller refuses.
        func pixels(_ length: Double) -> Int {
            let value = (length * scale).rounded()
            return value.isFinite && value >= 0 && value <= Double(Self.maximumSide) ? Int(value) : 0
        }
        return (pixels(diagram.canvasSize.width), pixels(diagram.canvasSize.height))
    }

    /// The picture as premultiplied ARGB32 pixels, `scale` pixels per unit (1, 2 or 3).
    public func rasterize(_ diagram: Diagram, scale: Double) throws(RenderError) -> RasterImage {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        let (width, height) = Self.pixelSize(of: diagram, scale: scale)
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide,
              width * height <= Self.maximumPixels else {
            throw .invalidCanvas(width: diagram.canvasSize.width, height: diagram.canvasSize.height, scale: scale)
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        try CairoStatus.check(surface: surface, "creating the image surface")
        try draw(diagram, on: surface, scale: scale, textAsPaths: true)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let bytes = Array(UnsafeBufferPointer(start: data, count: stride * height))
        return RasterImage(width: width, height: height, stride: stride, bytes: bytes)
    }

    /// The picture as PNG bytes, `scale` pixels per unit.
    public func png(_ diagram: Diagram, scale: Double) throws(RenderError) -> [UInt8] {
        try PNGEncoding.encode(rasterize(diagram, scale: scale))
    }

    /// The picture as an SVG document sized in px (one px per unit), with a `<title>` and a
    /// `<desc>` listing the numbered anatomy: editable in design tools, with text as `<text>` and
    /// every part, marker, redline and the legend in a `<g>` named by its id (see ``SVGWriter``).
    public func svg(_ diagram: Diagram) throws(RenderError) -> [UInt8] {
        try Self.checkVectorCanvas(diagram)
        try Self.checkScreenshot(diagram)
        var list = Self.displayList(diagram, scale: 1)
        // Sized in whole px like the PNG at 1x, so both show the same frame of the canvas.
        let (width, height) = Self.pixelSize(of: diagram, scale: 1)
        list.size = Size(width: Double(width), height: Double(height))
        return try fontMaps.withFontMap { map in
            let context = map.makeContext()
            defer { g_object_unref(UnsafeMutableRawPointer(context)) }
            return SVGWriter(textContext: context, metadata: DiagramMetadata(diagram)).write(list)
        }
    }

    /// The picture as a PDF document (one point per unit), with fixed dates so the bytes never vary.
    public func pdf(_ diagram: Diagram) throws(RenderError) -> [UInt8] {
        let metadata = DiagramMetadata(diagram)
        return try vectorDocument(diagram, format: "PDF") { write, closure, width, height in
            let surface = cairo_pdf_surface_create_for_stream(write, closure, width, height)!
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, metadata.title)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "SpecSheet")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, Self.fixedDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, Self.fixedDate)
            return surface
        }
    }

    /// The largest picture side in pixels (Cairo's own limit for image surfaces).
    public static let maximumSide = 32_767
    /// The largest picture in pixels (64 megapixels: 256 MiB of ARGB32), so one render cannot
    /// exhaust memory; vector canvases are held to the same area at scale 1.
    public static let maximumPixels = 64 * 1024 * 1024

    /// The date written into PDFs (ISO 8601), fixed for reproducible bytes.
    static let fixedDate = "2000-01-01T00:00:00Z"

    // MARK: Drawing

    /// Draws into a vector surface made by `makeSurface` (at scale 1) and returns its bytes.
    private func vectorDocument(
        _ diagram: Diagram, format: String,
        makeSurface: (cairo_write_func_t, UnsafeMutableRawPointer, Double, Double) -> OpaquePointer
    ) throws(RenderError) -> [UInt8] {
        try Self.checkVectorCanvas(diagram)
        let size = diagram.canvasSize
        let sink = ByteSink()
        let surface = makeSurface(ByteSink.write, sink.closure, size.width, size.height)
        // Destroying the surface may still write to the sink, so keep it alive until then.
        defer { withExtendedLifetime(sink) { cairo_surface_destroy(surface) } }
        try CairoStatus.check(surface: surface, "creating the \(format) surface")
        try draw(diagram, on: surface, scale: 1, textAsPaths: false)
        cairo_surface_finish(surface)
        try CairoStatus.check(surface: surface, "writing the \(format) document")
        return withExtendedLifetime(sink) { sink.bytes }
    }

    /// Vector canvases are held to the raster limits at scale 1.
    private static func checkVectorCanvas(_ diagram: Diagram) throws(RenderError) {
        let size = diagram.canvasSize
        guard size.width > 0, size.height > 0, size.width <= Double(Self.maximumSide), size.height <= Double(Self.maximumSide),
              size.width * size.height <= Double(Self.maximumPixels) else {
            throw .invalidCanvas(width: size.width, height: size.height, scale: 1)
        }
    }

    /// An overlay's screenshot must decode before anything is drawn.
    private static func checkScreenshot(_ diagram: Diagram) throws(RenderError) {
        guard let png = diagram.overlay?.screenshot?.png else { return }
        do { _ = try PNGDecoder().decode(png) } catch { throw .screenshot(error.description) }
    }

    /// The drawing of `diagram` at `scale` output pixels per unit: what every backend draws.
    static func displayList(_ diagram: Diagram, scale: Double) -> DisplayList {
        let recorder = DisplayListRecorder()
        recorder.scale(by: scale)
        DiagramPainter(canvas: recorder, diagram: diagram, scale: scale).paint()
        return recorder.displayList(size: diagram.canvasSize)
    }

    /// Draws `diagram` on `surface` at `scale`; rasters fill text outlines (see ``CairoCanvas/textAsPaths``).
    private func draw(_ diagram: Diagram, on surface: OpaquePointer, scale: Double,
                      textAsPaths: Bool) throws(RenderError) {
        try Self.checkScreenshot(diagram)
        let list = Self.displayList(diagram, scale: scale)
        try fontMaps.withFontMap { map throws(RenderError) in
            let canvas = try CairoCanvas(surface: surface, fontMap: map, textAsPaths: textAsPaths)
            canvas.draw(list)
            try canvas.checkStatus("drawing")
        }
    }
}
