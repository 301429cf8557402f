/// One line of Markdown as Unicode scalars, without its line ending.
typealias MarkdownLine = ArraySlice<Unicode.Scalar>

/// Splitting text into lines and measuring their indentation, for the guide reader's line-by-line
/// scan of a guide's structure.
enum MarkdownLines {
    /// The lines of `text`; `\n`, `\r\n` and a lone `\r` all end a line. A final line ending does
    /// not start an empty line, and a leading byte order mark is dropped.
    static func split(_ text: String) -> [MarkdownLine] {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var lines: [MarkdownLine] = []
        var start = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                lines.append(scalars[start..<index])
                if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
                start = index + 1
            }
            index += 1
        }
        if start < scalars.count { lines.append(scalars[start...]) }
        return lines
    }

    /// Whether the line holds only spaces and tabs.
    static func isBlank(_ line: MarkdownLine) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// The width of the leading spaces and tabs, a tab advancing to the next multiple of 4.
    static func indentation(of line: MarkdownLine) -> Int {
        var width = 0
        for scalar in line {
            if scalar == " " { width += 1 } else if scalar == "\t" { width += 4 - width % 4 } else { break }
        }
        return width
    }

    /// The line without up to `width` columns of leading indentation; a tab that is only partly
    /// removed leaves the rest of its width as spaces.
    static func removingIndentation(_ width: Int, from line: MarkdownLine) -> MarkdownLine {
        var column = 0
        var index = line.startIndex
        while index < line.endIndex, column < width {
            let scalar = line[index]
            if scalar == " " {
                column += 1
            } else if scalar == "\t" {
                let next = column + 4 - column % 4
                if next > width {
                    return MarkdownLine(Array(repeating: " ", count: next - width)) + line[(index + 1)...]
                }
                column = next
            } else {
                break
            }
            index += 1
        }
        return line[index...]
    }

    /// The line without leading and trailing spaces and tabs.
    static func trimmed(_ line: MarkdownLine) -> MarkdownLine {
        var start = line.startIndex
        var end = line.endIndex
        while start < end, line[start] == " " || line[start] == "\t" { start += 1 }
        while end > start, line[end - 1] == " " || line[end - 1] == "\t" { end -= 1 }
        return line[start..<end]
    }

    /// The scalars as a string.
    static func string<S: Sequence>(_ scalars: S) -> String where S.Element == Unicode.Scalar {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
