import SpecSheetLayout
import SpecSheetModel

/// `specsheet geometry`: the geometry JSON of one selection.
public enum GeometryAction {
    public static func run(catalog: Catalog, request: SelectionRequest, measurer: any TextMeasuring)
        throws(CLIError) -> String
    {
        do {
            let scene = try LayoutEngine(catalog: catalog, measurer: measurer).scene(for: request)
            return scene.geometryJSON.serialized() + "\n"
        } catch {
            throw CLIError.wrap(error)
        }
    }
}
