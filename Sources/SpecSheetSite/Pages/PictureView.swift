import SpecSheetModel

/// A picture as the `picture` partial draws it: `<picture>` with a dark `<source>` and an `<img>`
/// with `srcset` for 1x and 2x, its size and its alternative text, inside a link to the picture at
/// full resolution (which the page opens enlarged). Paths are relative to the page.
struct PictureView: Sendable {
    var alt: String
    /// The spec fields the picture and its alternative text are drawn from (``Origin``).
    var origin: String
    /// The picture at twice its size, in each theme: what "enlarge" shows.
    var full: String
    var fullDark: String
    var width: Int
    var height: Int
    var src: String
    var srcset: String
    var darkSrcset: String
    /// The picture's downloads in each theme, when it has them.
    var downloads: [DownloadSet]

    /// One theme's downloads: the files and the names they are saved under.
    struct DownloadSet: Sendable {
        var theme: String
        var links: [Link]

        struct Link: Sendable {
            var label: String
            var href: String
            var filename: String
        }
    }

    /// The same picture for a page whose way to the site's root is `root` (its paths were made
    /// relative to the root).
    func rebased(onto root: String) -> PictureView {
        var view = self
        func rebase(_ set: String) -> String {
            set.components(separatedBy: ", ").map { root + $0 }.joined(separator: ", ")
        }
        view.src = root + src
        view.srcset = rebase(srcset)
        view.darkSrcset = rebase(darkSrcset)
        view.full = root + full
        view.fullDark = root + fullDark
        view.downloads = downloads.map { set in
            DownloadSet(theme: set.theme, links: set.links.map { .init(label: $0.label, href: root + $0.href, filename: $0.filename) })
        }
        return view
    }

    init(_ picture: SitePicture, root: String) {
        func set(_ theme: Theme) -> String {
            SitePicture.densities.map { "\(root)\(picture.path(theme: theme, density: $0)) \($0)x" }
                .joined(separator: ", ")
        }
        alt = picture.alt
        let scene = picture.light.scene
        origin = Origin.attribute([.model(path: "variants.\(scene.variant)"), .model(path: "states.\(scene.state)")])
        func largest(_ theme: Theme) -> String {
            root + (picture.downloadable ? picture.downloadPath(theme: theme, format: .png) : picture.path(theme: theme, density: 2))
        }
        full = largest(.light)
        fullDark = largest(.dark)
        width = picture.displayWidth
        height = picture.displayHeight
        src = root + picture.path(theme: .light, density: 1)
        srcset = set(.light)
        darkSrcset = set(.dark)
        downloads = !picture.downloadable ? [] : [Theme.light, .dark].map { theme in
            // Saved as e.g. ebay-playbook-bottom-sheet-anatomy.light.svg.
            let name = picture.stem.replacingOccurrences(of: "/", with: "-") + ".\(theme.rawValue)"
            return DownloadSet(theme: theme.rawValue, links: [
                .init(label: "SVG", href: root + picture.downloadPath(theme: theme, format: .svg), filename: name + ".svg"),
                .init(label: "PNG @2x", href: root + picture.downloadPath(theme: theme, format: .png),
                      filename: name + "@2x.png"),
                .init(label: "PDF", href: root + picture.downloadPath(theme: theme, format: .pdf), filename: name + ".pdf"),
            ])
        }
    }
}
