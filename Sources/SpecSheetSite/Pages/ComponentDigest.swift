import SpecSheetModel

/// What the shared pages (home, comparison) need of one component, taken from its laid-out
/// pictures, so that the build can let go of the scenes once the component's own page is filled:
/// memory then stays flat however large the catalog grows.
struct ComponentDigest: Sendable {
    /// The home page's thumbnail (the first cell of the variants × states grid), its paths
    /// relative to the site's root.
    var thumbnail: PictureView?
    /// The component's columns on the comparison page.
    var comparison: [ComparisonBuilder.Entry]

    init(component: ComponentSpec, pictures: ComponentPictures, comparison builder: ComparisonBuilder) {
        thumbnail = pictures.grid.first?.cells.first.map { PictureView($0.picture, root: "") }
        comparison = builder.entries(for: component, behaviour: pictures.behaviour,
                                     thumbnails: pictures.comparison.mapValues { PictureView($0, root: "") })
    }
}
