/// An opening code fence of a guide: three or more backticks or tildes, indented by at most three
/// spaces, optionally followed by an info string. The guide reader skips fenced lines when it looks
/// for sections and figures; rendering the code is cmark-gfm's.
struct CodeFence: Equatable {
    /// `` ` `` or `~`.
    var marker: Unicode.Scalar
    /// How many markers opened the fence; the closing fence needs at least as many.
    var length: Int
    /// The opening fence's indentation.
    var indentation: Int

    /// The fence that `line` opens, if it opens one.
    static func opening(_ line: MarkdownLine) -> CodeFence? {
        let indentation = MarkdownLines.indentation(of: line)
        guard indentation <= 3 else { return nil }
        let rest = MarkdownLines.removingIndentation(indentation, from: line)
        guard let marker = rest.first, marker == "`" || marker == "~" else { return nil }
        let length = rest.prefix { $0 == marker }.count
        guard length >= 3 else { return nil }
        let info = MarkdownLines.trimmed(rest.dropFirst(length))
        if marker == "`", info.contains("`") { return nil }
        return CodeFence(marker: marker, length: length, indentation: indentation)
    }

    /// Whether `line` closes this fence: the same marker, at least as many, nothing after them.
    func isClosed(by line: MarkdownLine) -> Bool {
        let indentation = MarkdownLines.indentation(of: line)
        guard indentation <= 3 else { return false }
        let rest = MarkdownLines.removingIndentation(indentation, from: line)
        let count = rest.prefix { $0 == marker }.count
        return count >= length && MarkdownLines.isBlank(rest.dropFirst(count))
    }
}
