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

    /// The densities every picture is drawn at.
    static let densities = [1, 2]

    /// Width and height in CSS pixels.
    var displayWidth: Int { Int((light.canvasSize.width * displayScale).rounded()) }
    var displayHeight: Int { Int((light.canvasSize.height * displayScale).rounded()) }

    /// The site-relative path of the file for `theme` at `density`.
    func path(theme: Theme, density: Int) -> String {
        "pictures/\(stem).\(theme.rawValue)@\(density)x.png"
    }

    /// Every file of the picture, with what to draw and at which scale.
    var files: [PictureFile] {
        [Theme.light, .dark].flatMap { theme in
            Self.densities.map { density in
                PictureFile(path: path(theme: theme, density: density), diagram: theme == .light ? light : dark,
                            scale: displayScale * Double(density))
            }
        }
    }
}

/// One PNG file of a ``SitePicture``.
struct PictureFile: Sendable, Hashable {
    var path: String
    var diagram: Diagram
    var scale: Double
}
