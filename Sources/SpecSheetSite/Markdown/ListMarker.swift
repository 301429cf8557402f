/// The marker that starts a list item: `-`, `*` or `+`, or a number followed by `.` or `)`, then
/// a space, a tab or the end of the line.
struct ListMarker: Equatable {
    /// The bullet (`-`, `*`, `+`) or, for an ordered item, its delimiter (`.` or `)`).
    var symbol: Unicode.Scalar
    /// The item's number; nil for a bullet item.
    var number: Int?
    /// The column where the item's content starts; continuation lines are indented this far.
    var contentOffset: Int
    /// The first line's content, after the marker and the spaces that follow it.
    var firstLine: MarkdownLine

    /// The marker that starts `line`, if it starts with one.
    static func starting(_ line: MarkdownLine) -> ListMarker? {
        let indentation = MarkdownLines.indentation(of: line)
        guard indentation <= 3 else { return nil }
        let rest = MarkdownLines.removingIndentation(indentation, from: line)
        guard let first = rest.first else { return nil }
        var symbol = first
        var number: Int?
        var markerWidth = 1
        if first != "-" && first != "*" && first != "+" {
            let digits = rest.prefix { $0.properties.numericType != nil && $0.isASCII }
            guard (1...9).contains(digits.count), let value = Int(MarkdownLines.string(digits)) else { return nil }
            let delimiter = rest.dropFirst(digits.count).first
            guard delimiter == "." || delimiter == ")", let delimiter else { return nil }
            symbol = delimiter
            number = value
            markerWidth = digits.count + 1
        }
        let afterMarker = rest.dropFirst(markerWidth)
        if MarkdownLines.isBlank(afterMarker) {
            return ListMarker(
                symbol: symbol, number: number, contentOffset: indentation + markerWidth + 1,
                firstLine: afterMarker.suffix(0))
        }
        guard afterMarker.first == " " || afterMarker.first == "\t" else { return nil }
        let spaces = MarkdownLines.indentation(of: afterMarker)
        let used = spaces >= 5 ? 1 : spaces
        return ListMarker(
            symbol: symbol, number: number, contentOffset: indentation + markerWidth + used,
            firstLine: MarkdownLines.removingIndentation(used, from: afterMarker))
    }

    /// Whether an item with `other` continues the same list (same bullet, or same delimiter).
    func continuesList(of other: ListMarker) -> Bool {
        symbol == other.symbol && (number == nil) == (other.number == nil)
    }

    /// Whether the item may interrupt a paragraph: it has content and, if ordered, starts at 1.
    var canInterruptParagraph: Bool {
        !firstLine.isEmpty && (number == nil || number == 1)
    }
}
