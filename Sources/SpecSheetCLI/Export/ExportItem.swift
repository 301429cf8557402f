import SpecSheetLayout
import SpecSheetModel

/// One file an export produces: a selection drawn as one kind of picture in one format and scale.
public struct ExportItem: Sendable {
    public var selection: Selection
    public var kind: PictureKind
    public var format: PictureFormat
    /// 1, 2 or 3 for PNG; 1 for vector formats.
    public var scale: Int

    /// `<system>/<component>/<variant>/<state>/<device>.<theme>.<kind>[@<scale>x].<format>`.
    public var relativePath: String {
        let component = selection.component
        let suffix = format.isRaster ? "@\(scale)x" : ""
        return "\(component.system)/\(component.id)/\(selection.variant)/\(selection.state)/"
            + "\(selection.screen.id).\(selection.theme.rawValue).\(kind.rawValue)\(suffix).\(format.rawValue)"
    }
}
