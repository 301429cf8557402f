import SpecSheetLayout
import SpecSheetModel

/// The content keys of drawn pictures, shared by `export` and the site build: a file is drawn
/// again exactly when the laid-out diagram, what draws it, its format or its scale changed.
public enum PictureKey {
    /// The key of `diagram` as drawn by `renderer` (the renderer's revision, its fonts and the
    /// executable, as the caller's fingerprint names them). Computed once per diagram.
    public static func diagram(_ diagram: Diagram, renderer: String) -> ContentKey {
        ContentKey(of: DiagramInputs(renderer: renderer, diagram: diagram))
    }

    /// The key of one file of a diagram whose key is `diagram`.
    public static func file(diagram: ContentKey, format: String, scale: Double) -> ContentKey {
        ContentKey(of: FileInputs(diagram: diagram, format: format, scale: scale))
    }

    private struct DiagramInputs: Encodable {
        var renderer: String
        var diagram: Diagram
    }

    private struct FileInputs: Encodable {
        var diagram: ContentKey
        var format: String
        var scale: Double
    }
}
