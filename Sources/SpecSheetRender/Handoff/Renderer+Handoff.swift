@preconcurrency import CCairo
import SpecSheetLayout
import SpecSheetModel

extension Renderer {
    /// `document` as one PDF: A4 landscape pages in order (galleries and tables continued over as
    /// many pages as they need), a bookmark per page titled as the page, fixed dates so the bytes
    /// never vary.
    public func pdf(_ document: HandoffDocument) throws(RenderError) -> [UInt8] {
        let pages = HandoffPageLayout.paginated(document)
        let size = HandoffPageLayout.pageSize
        let lists = pages.enumerated().map { index, page in
            let recorder = DisplayListRecorder()
            HandoffPagePainter(canvas: recorder, documentTitle: document.title)
                .paint(page, number: index + 1, of: pages.count)
            return recorder.displayList(size: size)
        }
        let sink = ByteSink()
        let surface = cairo_pdf_surface_create_for_stream(ByteSink.write, sink.closure, size.width, size.height)!
        defer { withExtendedLifetime(sink) { cairo_surface_destroy(surface) } }
        try CairoStatus.check(surface: surface, "creating the PDF surface")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, document.title)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "SpecSheet")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, Self.fixedDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, Self.fixedDate)
        try fontMaps.withFontMap { map throws(RenderError) in
            let canvas = try CairoCanvas(surface: surface, fontMap: map, textAsPaths: false)
            for (index, list) in lists.enumerated() {
                cairo_pdf_surface_add_outline(surface, Int32(CAIRO_PDF_OUTLINE_ROOT), pages[index].title,
                                              "page=\(index + 1)", cairo_pdf_outline_flags_t(rawValue: 0))
                canvas.draw(list)
                cairo_show_page(canvas.cairo)
                try canvas.checkStatus("drawing page \(index + 1)")
            }
        }
        cairo_surface_finish(surface)
        try CairoStatus.check(surface: surface, "writing the PDF document")
        return withExtendedLifetime(sink) { sink.bytes }
    }
}
