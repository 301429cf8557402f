import ArgumentParser

/// A file format pictures are written in.
public enum PictureFormat: String, Sendable, Hashable, CaseIterable, ExpressibleByArgument {
    case svg, png, pdf

    /// Whether the format is a raster whose pixel size depends on the scale.
    public var isRaster: Bool { self == .png }

    /// The format a file name's extension asks for, if any.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: ".") else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }
}
