import SpecSheetLayout
import SpecSheetModel

/// `specsheet render`: one selection as one picture, written atomically to a file (or stdout).
public enum RenderAction {
    /// With `stacked`, the sheet is drawn opened from a second copy of itself
    /// (``LayoutEngine/stackedScene(for:)``): the "never open a sheet from a sheet" picture.
    public static func run(catalog: Catalog, request: SelectionRequest, kind: PictureKind, format: PictureFormat,
                           scale: Int, stacked: Bool = false, textSize: TextSize = .standard,
                           measurer: any TextMeasuring,
                           renderer: any PictureRendering & Sendable) throws(CLIError) -> RenderedPicture
    {
        do {
            return try SelectionRenderer(catalog: catalog, measurer: measurer, renderer: renderer, textSize: textSize)
                .picture(of: request, kind: kind, format: format, scale: scale, stacked: stacked)
        } catch {
            throw CLIError.wrap(error)
        }
    }
}
