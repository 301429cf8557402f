import SpecSheetModel

/// A picture as the `picture` partial draws it: `<picture>` with a dark `<source>` and an `<img>`
/// with `srcset` for 1x and 2x, its size and its alternative text. Paths are relative to the page.
struct PictureView: Sendable {
    var alt: String
    var width: Int
    var height: Int
    var src: String
    var srcset: String
    var darkSrcset: String

    init(_ picture: SitePicture, root: String) {
        func set(_ theme: Theme) -> String {
            SitePicture.densities.map { "\(root)\(picture.path(theme: theme, density: $0)) \($0)x" }
                .joined(separator: ", ")
        }
        alt = picture.alt
        width = picture.displayWidth
        height = picture.displayHeight
        src = root + picture.path(theme: .light, density: 1)
        srcset = set(.light)
        darkSrcset = set(.dark)
    }
}
