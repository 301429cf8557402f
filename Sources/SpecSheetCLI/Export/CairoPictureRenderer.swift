import Foundation
import SpecSheetLayout
import SpecSheetModel
import SpecSheetRender

/// ``PictureRendering`` with the Cairo/Pango ``Renderer`` and the project's private fonts.
public struct CairoPictureRenderer: PictureRendering, Sendable {
    public let renderer: Renderer

    public init() throws(CLIError) {
        do {
            renderer = Renderer(fonts: try FontEnvironment())
        } catch {
            throw CLIError(error.description)
        }
    }

    /// Draws with `renderer` (whose fonts are already set up).
    public init(renderer: Renderer) {
        self.renderer = renderer
    }

    public func render(_ diagram: Diagram, format: PictureFormat, scale: Int) throws -> RenderedPicture {
        switch format {
        case .svg, .pdf:
            let bytes = format == .svg ? try renderer.svg(diagram) : try renderer.pdf(diagram)
            let size = Renderer.pixelSize(of: diagram, scale: 1)
            return RenderedPicture(bytes: bytes, pixelWidth: size.width, pixelHeight: size.height)
        case .png:
            let size = Renderer.pixelSize(of: diagram, scale: Double(scale))
            return RenderedPicture(bytes: try renderer.png(diagram, scale: Double(scale)),
                                   pixelWidth: size.width, pixelHeight: size.height)
        }
    }

    /// What, besides the diagram, decides a picture's bytes: the renderer's revision and the font
    /// files (by content). Part of every export file's input hash.
    public func fingerprint() -> String {
        var lines = ["specsheet-renderer 1"]
        for path in renderer.fonts.fontFilePaths {
            let digest = FileManager.default.contents(atPath: path).map { SHA256.hex($0) } ?? "missing"
            lines.append("\(path) \(digest)")
        }
        return lines.joined(separator: "\n")
    }
}
