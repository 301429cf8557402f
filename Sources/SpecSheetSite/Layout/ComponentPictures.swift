import SpecSheetLayout
import SpecSheetModel

/// Every picture a component page shows, laid out and ready to draw.
struct ComponentPictures: Sendable {
    /// The selection the page leads with: first platform, its compact device, first variant and state.
    var primary: Scene
    var primaryDevice: DevicePreset
    var anatomy: SitePicture
    var specs: SitePicture
    /// The variants × states grid on the primary device.
    var grid: [VariantPictures]
    /// One tab per platform the guideline names, refused ones included.
    var platforms: [PlatformPictures]
    /// The pictures of the guide's do and don't entries, in the guide's order (nil: the entry has none).
    var practices: [PracticePictures]
    /// The figures of each guide section, in the section's order.
    var figures: [GuideSectionKind: [SitePicture]]
    /// The scenes each variant's behaviour facts are read from.
    var behaviour: [VariantScenes]
    /// The comparison page's thumbnails of the component's compared scenes, by
    /// ``ComparisonBuilder/thumbnailKey(variant:device:)``.
    var comparison: [String: SitePicture] = [:]
    /// The Accessibility section's pictures and audit, per offered platform.
    var accessibility: [PlatformAccessibility] = []

    /// Every picture, each once.
    var all: [SitePicture] {
        var pictures = [anatomy, specs]
        pictures += grid.flatMap { $0.cells.map(\.picture) }
        pictures += platforms.flatMap { $0.columns.map(\.picture) + [$0.specs?.picture].compactMap { $0 } }
        pictures += practices.flatMap { [$0.do, $0.dont].compactMap { $0 } }
        pictures += GuideSectionKind.allCases.flatMap { figures[$0] ?? [] }
        pictures += comparison.keys.sorted().compactMap { comparison[$0] }
        pictures += accessibility.flatMap { [$0.targets, $0.largestText] }
        return pictures
    }
}

/// One row of the variants × states grid.
struct VariantPictures: Sendable {
    var variant: Variation
    /// The device the variant is shown on (see ``DeviceChoice/target(for:on:)``).
    var device: DevicePreset
    var cells: [StatePicture]
}

/// A variant's first state on each offered platform's compact and regular device.
struct VariantScenes: Sendable {
    var variant: Variation
    var scenes: [Scene]
    /// On each offered platform's compact device, the variant's other states that are presented
    /// another way than its first (another kind of presentation, with or without a scrim, other
    /// resting heights): eBay's context sheet "Without scrim". The Code tab gives each a sample.
    var otherPresentations: [Scene] = []
}

/// One cell of the grid.
struct StatePicture: Sendable {
    var state: Variation
    var picture: SitePicture
    /// The platform of a state the variant has on another platform only (Android's TalkBack
    /// states on a page whose pictures are iOS's), drawn there; nil on the page's own platform.
    var platform: Platform? = nil
}

/// One platform tab: compact and regular width side by side, or the guideline's refusal.
struct PlatformPictures: Sendable {
    var platform: Platform
    /// Why the guideline does not offer the component on this platform.
    var refusal: String?
    var columns: [DevicePicture]
    /// The platform's redlines, in its unit.
    var specs: DevicePicture?
}

/// A picture of the component on one device.
struct DevicePicture: Sendable {
    var device: DevicePreset
    var sizeClass: SizeClass
    var picture: SitePicture
}

/// The pictures of one do/don't pair.
struct PracticePictures: Sendable {
    var `do`: SitePicture?
    var dont: SitePicture?
}
