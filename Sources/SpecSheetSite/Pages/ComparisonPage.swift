/// The comparison page: one table per presentation type, the variants of every system side by
/// side, with the rows where the sources disagree marked.
struct ComparisonPage: Sendable {
    var chrome: PageChrome
    var tables: [ComparisonTable]
    var rowCount: Int
    var disagreements: Int
}

/// The variants laid out as one presentation type.
struct ComparisonTable: Sendable {
    var id: String
    var title: String
    var columns: [ComparisonColumn]
    var rows: [ComparisonRow]
}

/// A component variant on one platform.
struct ComparisonColumn: Sendable {
    var component: String
    var variant: String
    var system: String
    var platform: String
    var device: String
    var url: String
    /// The variant as drawn on that device.
    var thumbnail: PictureView?
}

/// One property across every column.
struct ComparisonRow: Sendable {
    var label: String
    var cells: [ComparisonCell]
    /// Sources give different values for the same platform.
    var disagrees: Bool
    var note: String?
}

/// One value and where it comes from; `specified` is false for "not specified".
struct ComparisonCell: Sendable {
    var value: String
    var specified: Bool
    var token: String?
    /// Nil for facts that are not numbers.
    var citation: Citation?
    /// The value is not what the other sources say for its platform.
    var differs = false
    /// Where the value comes from (``Origin``): its source's section, or the spec's fields.
    var origin: String
    /// The value, or part of it, is SpecSheet's reading where the source gives none.
    var reading = false
    /// Why SpecSheet drew a value no source gives, where the spec says (its `ours:` reason).
    var note: String?
    /// Said before the source when the number is not the documented guideline's own: "not in the
    /// guideline; from".
    var whence: String?

    init(value: String, specified: Bool, token: String? = nil, citation: Citation?, origin: String = "model:presentation") {
        self.value = value
        self.specified = specified
        self.token = token
        self.citation = citation
        self.origin = origin
    }
}
