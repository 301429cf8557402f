import SpecSheetModel

/// Reads a measured geometry file (JSON, or YAML) for `specsheet conform --measured`; problems
/// come back as a ``SpecLoadError`` naming the file, line and column.
public struct MeasuredGeometryLoader: Sendable {
    public init() {}

    public func load(path: String) throws(SpecLoadError) -> MeasuredGeometry {
        try DataFile.load(path, what: "measured geometry") { MeasuredDecoding.measured($0, origin: path, $1) }
    }
}
