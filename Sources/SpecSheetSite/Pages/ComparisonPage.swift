/// The comparison page: the components of every system side by side, one column per component
/// and platform, with the rows where the sources disagree marked.
struct ComparisonPage: Sendable {
    var chrome: PageChrome
    var columns: [ComparisonColumn]
    var rows: [ComparisonRow]
    var disagreements: Int
}

/// A component on one platform.
struct ComparisonColumn: Sendable {
    var component: String
    var system: String
    var platform: String
    var url: String
}

/// One property across every column.
struct ComparisonRow: Sendable {
    var label: String
    var cells: [ComparisonCell]
    /// Sources give different values for the same platform.
    var disagrees: Bool
    var note: String?
}

/// One value; `differs` marks a value that is not what the other sources say for its platform.
struct ComparisonCell: Sendable {
    var value: String
    var differs: Bool
    var note: String?
}
