/// A component's page: every section the guideline site documents, in reading order.
struct ComponentPage: Sendable {
    var chrome: PageChrome
    var name: String
    var systemName: String
    var address: String
    var summary: String?
    var document: SourceLink?
    var platforms: String
    var contents: [ContentsEntry]

    var overviewHTML: String?
    var whenToUseHTML: String?
    var anatomy: PictureView
    var legend: [LegendRow]
    var properties: [PropertyRow]
    var propertyPlatforms: [String]
    var variants: [VariantRow]
    var behaviour: [FactRow]
    var behaviourHTML: String?
    var platformTabs: [PlatformTab]
    var specs: PictureView
    var dimensions: [DimensionRow]
    var practicesIntroHTML: String?
    var practices: [PracticePairView]
    var hasPractices: Bool
    var accessibilityHTML: String?
    var changes: [VersionRow]
    var hasChanges: Bool
}

/// A link to a source document.
struct SourceLink: Sendable {
    var title: String
    var url: String?
}

/// An entry of the page's table of contents.
struct ContentsEntry: Sendable {
    var id: String
    var title: String
}

/// A numbered part of the anatomy legend.
struct LegendRow: Sendable {
    var number: Int
    var name: String
    var summary: String?
}

/// A part in the properties table: its options and the tokens it uses on each platform.
struct PropertyRow: Sendable {
    var id: String
    var name: String
    var kind: String
    var number: Int?
    var depth: Int
    var summary: String?
    var options: [String]
    var tokens: [TokenUse]
}

/// A token a part uses, with its value on each platform (`16 pt`, `16 dp`).
struct TokenUse: Sendable {
    var role: String
    var name: String
    var values: [String]
}

/// A variant with its states, for the grid.
struct VariantRow: Sendable {
    var name: String
    var summary: String?
    var states: [StateCell]
}

/// One state in the grid.
struct StateCell: Sendable {
    var name: String
    var summary: String?
    var picture: PictureView
}

/// A label and a value in the behaviour facts.
struct FactRow: Sendable {
    var label: String
    var value: String
}

/// One platform tab.
struct PlatformTab: Sendable {
    var id: String
    var name: String
    var selected: Bool
    var refusal: String?
    var columns: [DeviceColumn]
    var rules: [String]
}

/// A device picture in a platform tab.
struct DeviceColumn: Sendable {
    var label: String
    var device: String
    var picture: PictureView
}

/// A dimension in the specs table.
struct DimensionRow: Sendable {
    var platform: String
    var name: String
    var value: String
    var unit: String
    var token: String?
    var source: String?
    var sourceURL: String?
    var evidence: String?
}

/// A do and a don't, side by side.
struct PracticePairView: Sendable {
    var `do`: PracticeView
    var dont: PracticeView
}

/// One do or don't entry.
struct PracticeView: Sendable {
    var title: String
    var bodyHTML: String
    var picture: PictureView?
}

/// One change-log entry.
struct VersionRow: Sendable {
    var version: String
    var date: String?
    var changes: [String]
}
