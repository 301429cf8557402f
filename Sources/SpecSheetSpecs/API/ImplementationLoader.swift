import SpecSheetModel

/// Reads an implementation file (`specsheet conform IMPLEMENTATION.yaml`); problems come back as a
/// ``SpecLoadError`` naming the file, line and column.
public struct ImplementationLoader: Sendable {
    public init() {}

    public func load(path: String) throws(SpecLoadError) -> Implementation {
        try DataFile.load(path, what: "implementation") { ImplementationDecoding.implementation($0, file: path, $1) }
    }
}
