/// A component's page: every section the guideline site documents, in reading order.
struct ComponentPage: Sendable {
    var chrome: PageChrome
    var name: String
    var systemName: String
    var address: String
    var summary: String?
    /// `data-origin` of the summary (see ``Origin``); every origin below is one attribute value.
    var summaryOrigin: String
    var document: SourceLink?
    var platforms: String
    var platformsOrigin: String
    /// What each origin on the page means to a reader, as JSON for the page's script (see ``OriginIndex``).
    var originIndex: String
    /// The window-size explorer's data (``ExplorerExport``) as JSON for the page's script; empty
    /// when the page is filled only to be read (lint), not written.
    var explorerData = ""
    /// The page's tabs, each holding some of its sections (see ``ComponentPageBuilder/tabs``).
    var tabs: [PageTabEntry]
    var contents: [ContentsEntry]

    var overview: [ProseBlock]
    var whenToUse: [ProseBlock]
    var anatomy: PictureView
    var legend: [LegendRow]
    /// The anatomy picture's markers, laid over it to highlight with the legend.
    var hotspots: [AnatomyHotspot]
    var properties: [PropertyRow]
    /// The Properties section's first paragraph: what each row gives, with the kinds of names its
    /// sources give the values that this page actually shows (``PropertiesIntro``).
    var propertiesIntro: String
    /// Whose look the pictures wear: the system's values or the platforms' defaults (``LookSummary``).
    var look: [FactRow]
    var propertyPlatforms: [String]
    var variants: [VariantRow]
    /// Facts that hold for the whole component (platforms).
    var componentFacts: [FactRow]
    var behaviour: [VariantFacts]
    var behaviourProse: [ProseBlock]
    var platformTabs: [PlatformTab]
    /// What the Code section's introduction gives as an example of one sample's code giving
    /// another presentation too ("the system itself shows an action sheet as a popover in
    /// regular width"): only cases this page's samples have; nil where none does.
    var codeAlsoPresents: String?
    /// Whether a sample's comments say where its call gives something other than the page's
    /// drawing (another device's presentation, a way to close iOS keeps, a page it dims).
    var codeFallsShort = false
    var specs: PictureView
    var dimensions: [DimensionRow]
    /// What the dimensions are measured on, per platform ("iPhone 15, Modal sheet, Default"),
    /// since rules may give other numbers on other devices and variants; with its origin.
    var dimensionsContext: String?
    var dimensionsContextOrigin: String
    var practicesIntro: [ProseBlock]
    var practices: [PracticePairView]
    var hasPractices: Bool
    var accessibility: [ProseBlock]
    /// `specsheet audit` on the spec: what is not met, the touch targets and the figures.
    var audit: AccessibilityAuditView
    var sources: [SourceRow]
    var coverage: CoverageView?
    /// Where sources give different values for a number on the page.
    var disagreements: [DisagreementView]
    var changes: [VersionRow]
    var hasChanges: Bool
    /// The guideline's own change log, where it keeps one; else the sentence that says it keeps none.
    var sourceLog: [VersionRow]
    var hasSourceLog: Bool
    var noSourceLog: String
    /// The evidence legend's platform-default tags: only the page's own platforms ("iOS default"
    /// on a page for iOS alone).
    var legendDefaults: [String] = []
    /// Said under the legend's "guideline" tag when no value on the page carries it (SAP's article
    /// gives no numbers), so that a reader does not look for one.
    var guidelineNote: String?
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

/// One of the page's tabs (Overview, Specs, ...): its panel's id, its name and its sections.
struct PageTabEntry: Sendable {
    var id: String
    var title: String
    var first: Bool
    var sections: [ContentsEntry]
}

/// A numbered part of the anatomy legend.
struct LegendRow: Sendable {
    var number: Int
    var name: String
    var summary: String?
    var origin: String
}

/// A part in the properties table: its options and the tokens it uses on each platform.
struct PropertyRow: Sendable {
    var id: String
    /// The row's fragment id on the page (`part-close`), for search results and links.
    var anchor: String
    var name: String
    var number: Int?
    var depth: Int
    var summary: String?
    /// Where the summary comes from.
    var summaryOrigin: String
    /// The part's fields, which the options and tokens are read from.
    var origin: String
    var options: [String]
    var tokens: [TokenUse]
}

/// A token a part uses, with its value on each platform (`16 pt`, `16 dp`). The row is headed by
/// the property it sets (`corner radius`); the catalog's token name stays off the page, which
/// gives only the name a source uses (see ``Citation/sourceName``).
struct TokenUse: Sendable {
    var role: String
    /// The catalog's token name: where the row's origin points.
    var name: String
    var values: [TokenValue]
    /// Where the row comes from: the part's field that names the token.
    var origin: String
}

/// A token's value on one platform and where the number comes from.
struct TokenValue: Sendable {
    /// The platform's name (`iOS`), for the cell's label where the table is read row by row.
    var platform: String
    var text: String
    var citation: Citation?
    var origin: String
    /// For a type style, its note (which named style it is, and the font standing in for the
    /// platform's own when that is not the one drawn): "Headline style; Inter stands in for SF Pro."
    /// It also names the condition a part shows under on the platform, when it shows only under
    /// one: "Shown on Android only while TalkBack is on."
    var typeNote: String? = nil
    /// How SpecSheet applies the source's number here, where the tag says "+ SpecSheet’s
    /// reading": printed after the source, as the tag's title and the legend promise.
    var readingNote: String? = nil
}

/// A variant with its states, for the grid.
struct VariantRow: Sendable {
    var name: String
    var summary: String?
    var origin: String
    var states: [StateCell]
}

/// One state in the grid.
struct StateCell: Sendable {
    var name: String
    var summary: String?
    var origin: String
    var picture: PictureView
    /// What the picture draws that is SpecSheet's choice (``BehaviourFacts/grownNote(_:component:)``).
    var note: DrawingNote? = nil
}

/// A label and a value in the behaviour facts: one value for every device, or one per group of
/// devices that agree.
struct FactRow: Sendable {
    var label: String
    var value: String?
    var cases: [FactCase]
    /// The spec fields the fact is computed from.
    var origin: String
    /// Said when the value is SpecSheet's reading, not the source's.
    var reading: ReadingNote? = nil
}

/// The value a fact has on some devices.
struct FactCase: Sendable {
    var devices: String
    var value: String
    var origin: String
    var reading: ReadingNote? = nil
}

/// One platform tab.
struct PlatformTab: Sendable {
    var id: String
    var name: String
    var selected: Bool
    var refusal: String?
    var refusalOrigin: String
    var columns: [DeviceColumn]
    /// The platform's redlines, in its unit.
    var specs: DeviceColumn?
    var rules: [RuleLine]
    /// What the code is for: the variant, state and device the snippets present.
    var codeCaption: String?
    /// The platform's snippets (see `specsheet code`), one per language, the default first.
    var code: [CodeBlock]
}

/// What a rule says on a platform, with where it comes from.
struct RuleLine: Sendable {
    var text: String
    var origin: String
}

/// One snippet of a platform tab.
struct CodeBlock: Sendable {
    var id: String
    var language: String
    /// The variant and state it presents, where the platform has samples of several.
    var selection: String?
    var text: String
    var first: Bool
    /// The variant and state the code presents.
    var origin: String
}

/// A device picture in a platform tab.
struct DeviceColumn: Sendable {
    var label: String
    var device: String
    var picture: PictureView
    /// Where how the sheet is presented on this screen is SpecSheet's reading (see
    /// ``BehaviourFacts/placementNote(_:component:)``).
    var note: DrawingNote? = nil
}

/// A dimension in the specs table.
struct DimensionRow: Sendable {
    /// The row's fragment id on the page (`spec-ios-padding-top`), for search results and links.
    var anchor: String
    var platform: String
    var name: String
    var value: String
    var unit: String
    /// `16 dp`: what the copy button copies and search finds.
    var valueText: String
    var citation: Citation
    /// The id of the document the number comes from, for the page's list of sources.
    var sourceID: String?
    var origin: String
}

/// A do and a don't, side by side.
struct PracticePairView: Sendable {
    var `do`: PracticeView
    var dont: PracticeView
}

/// One do or don't entry.
struct PracticeView: Sendable {
    /// The entry's fragment id (`do-keep-the-handle-visible`).
    var id: String
    var title: String
    var bodyHTML: String
    var origin: String
    var picture: PictureView?
    var note: DrawingNote? = nil
}

/// One change-log entry.
struct VersionRow: Sendable {
    var version: String
    var date: String?
    var changes: [String]
    var origin: String = "model:versions"
}

/// A stretch of guide prose: rendered Markdown, or figures side by side.
struct ProseBlock: Sendable {
    var html: String?
    var figures: [FigureView]
}

/// A picture in guide prose with its caption.
struct FigureView: Sendable {
    var picture: PictureView
    var caption: String?
    var origin: String
    var note: DrawingNote? = nil
}

/// A document the page cites.
struct SourceRow: Sendable {
    /// The document's id in the catalog (`ebay-bottom-sheet`); nil for a reference the audit
    /// measures against, which no statement's origin names.
    var id: String?
    var title: String
    var version: String?
    var url: String?
    var role: String
}

/// How the page covers its source document, item by item.
struct CoverageView: Sendable {
    var document: String
    var covered: Int
    var omitted: Int
    var sections: [CoverageSectionView]
}

struct CoverageSectionView: Sendable {
    var title: String
    var items: [CoverageItemView]
}

/// One item of the source: where the page says it, or why it does not.
struct CoverageItemView: Sendable {
    var kind: String
    var says: String
    var anchor: String?
    var omitted: String?
    /// The item itself: `<document>#<item id>`.
    var origin: String
}

/// Sources that disagree about one thing, and what the spec follows.
struct DisagreementView: Sendable {
    var subject: String
    var claims: [ClaimView]
    var choice: String
    var choiceOrigin: String
}

struct ClaimView: Sendable {
    var says: String
    var source: String
    var url: String?
    var origin: String
}
