/// The comparison page: one table per presentation type, the variants of every system side by
/// side, with the rows where the sources disagree marked.
struct ComparisonPage: Sendable {
    var chrome: PageChrome
    var tables: [ComparisonTable]
    var rowCount: Int
    var disagreements: Int
    /// What ``rowCount`` counts, after the count: "of the 20 measurement rows of the tables below
    /// (drag handle, …) differs between the systems on some platform".
    var countedWords = ""
    /// What each origin on the page means to a reader, per component (see ``ComparisonOrigins``).
    var originIndex = "{}"
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
    /// The component's address: whose model a cell's `model:` origin names.
    var address = ""
    /// Why the column is in its table, where that is SpecSheet's reading (an action sheet drawn
    /// as a popover on iPad, which its guideline does not describe), with where the reading is written.
    var reading: String?
    var readingOrigin = ""
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
    /// The value is the platform's own (its grabber, its handle), drawn where the guideline gives
    /// none: not the system's, so never compared with the systems' values.
    var platformOwn = false
    /// Why SpecSheet drew a value no source gives, where the spec says (its `ours:` reason).
    var note: String?
    /// Said before the source when the number is not the documented guideline's own: "not in the
    /// guideline; from".
    var whence: String?
    /// The address of the component whose column the cell is in (see ``ComparisonColumn/address``).
    var originOf = ""

    init(value: String, specified: Bool, token: String? = nil, citation: Citation?, origin: String = "model:presentation") {
        self.value = value
        self.specified = specified
        self.token = token
        self.citation = citation
        self.origin = origin
    }
}
