import SpecSheetLayout
import SpecSheetModel

/// One picture of the site: the same diagram in light and dark, each drawn at two pixel densities
/// for `srcset` (`1x`, `2x`).
struct SitePicture: Sendable, Hashable {
    /// Path under `pictures/` without theme, density and extension
    /// (`ebay-playbook/bottom-sheet/anatomy`).
    var stem: String
    var light: Diagram
    var dark: Diagram
    /// CSS pixels per diagram unit: 1 for full-size diagrams, less for thumbnails in grids.
    var displayScale: Double
    /// Alternative text, written from the anatomy.
    var alt: String
    /// Whether the page offers the picture as downloads: SVG, PNG @2x and PDF at full size, in
    /// each theme (diagrams and state pictures of component pages; not thumbnails of other pages).
    var downloadable = false

    /// The densities every picture is drawn at.
    static let densities = [1, 2]

    /// Width and height in CSS pixels.
    var displayWidth: Int { Int((light.canvasSize.width * displayScale).rounded()) }
    var displayHeight: Int { Int((light.canvasSize.height * displayScale).rounded()) }

    /// The site-relative path of the file for `theme` at `density`.
    func path(theme: Theme, density: Int) -> String {
        "pictures/\(stem).\(theme.rawValue)@\(density)x.png"
    }

    /// The site-relative path of the download of `format` for `theme` (PNG: @2x at full size).
    func downloadPath(theme: Theme, format: PictureFile.Format) -> String {
        switch format {
        case .png: displayScale == 1 ? path(theme: theme, density: 2) : "pictures/\(stem).\(theme.rawValue).full@2x.png"
        case .svg, .pdf: "pictures/\(stem).\(theme.rawValue).\(format.rawValue)"
        }
    }

    /// Every file of the picture, with what to draw, at which scale and in which format.
    var files: [PictureFile] {
        [Theme.light, .dark].flatMap { theme in
            let diagram = theme == .light ? light : dark
            var files = Self.densities.map { density in
                PictureFile(path: path(theme: theme, density: density), diagram: diagram,
                            scale: displayScale * Double(density))
            }
            if downloadable {
                files += [PictureFile(path: downloadPath(theme: theme, format: .svg), diagram: diagram, scale: 1, format: .svg),
                          PictureFile(path: downloadPath(theme: theme, format: .pdf), diagram: diagram, scale: 1, format: .pdf)]
                if displayScale != 1 {
                    files.append(PictureFile(path: downloadPath(theme: theme, format: .png), diagram: diagram, scale: 2))
                }
            }
            return files
        }
    }
}

/// One file of a ``SitePicture``: a PNG shown on a page, or a download.
struct PictureFile: Sendable, Hashable {
    enum Format: String, Sendable, Hashable { case png, svg, pdf }

    var path: String
    var diagram: Diagram
    /// Pixels per unit (PNG only).
    var scale: Double
    var format: Format = .png
}
