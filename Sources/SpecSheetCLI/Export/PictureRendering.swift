import SpecSheetLayout

/// A rendered file's bytes and its size in pixels (for vector formats, at scale 1).
public struct RenderedPicture: Sendable {
    public var bytes: [UInt8]
    public var pixelWidth: Int
    public var pixelHeight: Int

    public init(bytes: [UInt8], pixelWidth: Int, pixelHeight: Int) {
        self.bytes = bytes
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }
}

/// Turns a diagram into file bytes. Export calls one instance from several threads at once.
public protocol PictureRendering {
    func render(_ diagram: Diagram, format: PictureFormat, scale: Int) throws -> RenderedPicture
}
