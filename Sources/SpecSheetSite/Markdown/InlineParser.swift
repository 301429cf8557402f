/// Parses a block's text into inline spans: code spans, emphasis and strong emphasis, links,
/// autolinks, backslash escapes and line breaks. Raw HTML is text.
///
/// Follows CommonMark's algorithm (a delimiter list for `*` and `_`, a bracket stack for links)
/// over a linked list of pieces, so that no input costs more than about linear time; spans nest
/// at most `maximumDepth` deep, deeper delimiters stay literal.
struct InlineParser: Sendable {
    /// The deepest nesting of emphasis and links; beyond it the delimiters are text.
    static let maximumDepth = 16

    func parse(_ text: String) -> [MarkdownInline] {
        var state = InlineParseState(Array(text.unicodeScalars))
        state.scan()
        return state.finish()
    }
}

/// The working state of one inline parse.
private struct InlineParseState {
    private enum Piece {
        case inline(MarkdownInline, depth: Int)
        /// A run of `*` or `_`; its remaining length is in `delimiters[index]`.
        case delimiter(index: Int)
        case literal(String)
    }

    private struct Delimiter {
        var piece: Int
        var scalar: Unicode.Scalar
        var count: Int
        var originalCount: Int
        var canOpen: Bool
        var canClose: Bool
        var previous: Int?
        var next: Int?
    }

    private struct Bracket {
        var piece: Int
        /// The last delimiter when the bracket opened: emphasis inside the link is above it.
        var delimiterBottom: Int?
        var isActive = true
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var text = String.UnicodeScalarView()

    // The pieces, as a doubly linked list over `pieces`.
    private var pieces: [Piece] = []
    private var nextPiece: [Int?] = []
    private var previousPiece: [Int?] = []
    private var firstPiece: Int?
    private var lastPiece: Int?

    private var delimiters: [Delimiter] = []
    private var lastDelimiter: Int?
    private var brackets: [Bracket] = []

    /// Start offsets of maximal backtick runs, by run length, ascending (candidate code span ends).
    private var backtickRuns: [Int: [Int]] = [:]

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        var position = 0
        while position < scalars.count {
            guard scalars[position] == "`" else {
                position += 1
                continue
            }
            let start = position
            while position < scalars.count, scalars[position] == "`" { position += 1 }
            backtickRuns[position - start, default: []].append(start)
        }
    }

    // MARK: Scanning

    mutating func scan() {
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\\": backslash()
            case "`": codeSpan()
            case "*", "_": delimiterRun(scalar)
            case "[":
                flushText()
                let piece = append(.literal("["))
                brackets.append(Bracket(piece: piece, delimiterBottom: lastDelimiter))
                index += 1
            case "]": closeBracket()
            case "<": autolink()
            case "\n": lineEnding()
            default:
                text.append(scalar)
                index += 1
            }
        }
        flushText()
    }

    private mutating func backslash() {
        let next = index + 1 < scalars.count ? scalars[index + 1] : nil
        if let next, next.isASCII, Self.isASCIIPunctuation(next) {
            text.append(next)
            index += 2
        } else if next == "\n" {
            flushText()
            append(.inline(.hardBreak, depth: 0))
            index += 2
            skipSpaces()
        } else {
            text.append("\\")
            index += 1
        }
    }

    private mutating func lineEnding() {
        var trailingSpaces = 0
        while let last = text.last, last == " " {
            text.removeLast()
            trailingSpaces += 1
        }
        flushText()
        append(.inline(trailingSpaces >= 2 ? .hardBreak : .softBreak, depth: 0))
        index += 1
        skipSpaces()
    }

    private mutating func skipSpaces() {
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
    }

    /// A code span: a backtick run closed by the next run of the same length; otherwise the run is text.
    private mutating func codeSpan() {
        let start = index
        while index < scalars.count, scalars[index] == "`" { index += 1 }
        let length = index - start
        guard let close = closingRun(length: length, after: index) else {
            text.append(contentsOf: scalars[start..<index])
            return
        }
        var content = scalars[index..<close].map { $0 == "\n" ? " " : $0 }
        if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
            content = Array(content.dropFirst().dropLast())
        }
        flushText()
        append(.inline(.code(MarkdownLines.string(content)), depth: 0))
        index = close + length
    }

    /// The start of the first maximal backtick run of `length` starting at or after `position`.
    private func closingRun(length: Int, after position: Int) -> Int? {
        guard let starts = backtickRuns[length] else { return nil }
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low < starts.count ? starts[low] : nil
    }

    private mutating func delimiterRun(_ scalar: Unicode.Scalar) {
        let start = index
        while index < scalars.count, scalars[index] == scalar { index += 1 }
        let before: Unicode.Scalar = start > 0 ? scalars[start - 1] : "\n"
        let after: Unicode.Scalar = index < scalars.count ? scalars[index] : "\n"
        let beforeIsSpace = before.properties.isWhitespace
        let afterIsSpace = after.properties.isWhitespace
        let beforeIsPunctuation = Self.isPunctuation(before)
        let afterIsPunctuation = Self.isPunctuation(after)
        let leftFlanking = !afterIsSpace && (!afterIsPunctuation || beforeIsSpace || beforeIsPunctuation)
        let rightFlanking = !beforeIsSpace && (!beforeIsPunctuation || afterIsSpace || afterIsPunctuation)
        let canOpen: Bool
        let canClose: Bool
        if scalar == "*" {
            canOpen = leftFlanking
            canClose = rightFlanking
        } else {
            canOpen = leftFlanking && (!rightFlanking || beforeIsPunctuation)
            canClose = rightFlanking && (!leftFlanking || afterIsPunctuation)
        }
        flushText()
        let delimiter = delimiters.count
        let piece = append(.delimiter(index: delimiter))
        delimiters.append(
            Delimiter(
                piece: piece, scalar: scalar, count: index - start, originalCount: index - start,
                canOpen: canOpen, canClose: canClose, previous: lastDelimiter, next: nil))
        if let lastDelimiter { delimiters[lastDelimiter].next = delimiter }
        lastDelimiter = delimiter
    }

    /// `]`: closes the nearest `[` as a link when `(destination)` follows, otherwise it is text.
    private mutating func closeBracket() {
        index += 1
        guard let opener = brackets.last else {
            text.append("]")
            return
        }
        guard opener.isActive, let (rawDestination, end) = linkDestination(at: index) else {
            brackets.removeLast()
            text.append("]")
            return
        }
        flushText()
        processEmphasis(above: opener.delimiterBottom)
        let (content, depth) = collect(after: opener.piece, before: nil)
        guard depth < InlineParser.maximumDepth else {
            brackets.removeLast()
            text.append("]")
            return
        }
        brackets.removeLast()
        for position in brackets.indices { brackets[position].isActive = false }
        index = end
        removePieces(after: opener.piece, before: nil)
        if let destination = LinkDestination(rawDestination) {
            pieces[opener.piece] = .inline(.link(destination: destination, content: content), depth: depth + 1)
        } else {
            pieces[opener.piece] = .literal("")
            for inline in content { append(.inline(inline, depth: depth)) }
        }
    }

    /// `(destination)` at `position`: the destination (backslash escapes resolved) and the offset
    /// after `)`. A destination is `<…>` on one line, or has no spaces and balanced parentheses.
    private func linkDestination(at position: Int) -> (String, Int)? {
        var cursor = position
        guard cursor < scalars.count, scalars[cursor] == "(" else { return nil }
        cursor += 1
        func skipWhitespace() {
            while cursor < scalars.count, scalars[cursor] == " " || scalars[cursor] == "\t" || scalars[cursor] == "\n" {
                cursor += 1
            }
        }
        skipWhitespace()
        var destination = String.UnicodeScalarView()
        if cursor < scalars.count, scalars[cursor] == "<" {
            cursor += 1
            while cursor < scalars.count, scalars[cursor] != ">" {
                let scalar = scalars[cursor]
                if scalar == "<" || scalar == "\n" { return nil }
                if scalar == "\\", cursor + 1 < scalars.count, Self.isASCIIPunctuation(scalars[cursor + 1]) {
                    cursor += 1
                }
                destination.append(scalars[cursor])
                cursor += 1
            }
            guard cursor < scalars.count else { return nil }
            cursor += 1
        } else {
            var depth = 0
            while cursor < scalars.count {
                let scalar = scalars[cursor]
                if scalar.value <= 0x20 || scalar.value == 0x7F { break }
                if scalar == "(" {
                    depth += 1
                    if depth > 32 { return nil }
                } else if scalar == ")" {
                    if depth == 0 { break }
                    depth -= 1
                } else if scalar == "\\", cursor + 1 < scalars.count, Self.isASCIIPunctuation(scalars[cursor + 1]) {
                    cursor += 1
                }
                destination.append(scalars[cursor])
                cursor += 1
            }
            if depth != 0 { return nil }
        }
        skipWhitespace()
        guard cursor < scalars.count, scalars[cursor] == ")" else { return nil }
        return (String(destination), cursor + 1)
    }

    /// `<scheme:…>` or `<name@example.com>`; anything else after `<` is text.
    private mutating func autolink() {
        var end = index + 1
        while end < scalars.count {
            let scalar = scalars[end]
            if scalar == ">" || scalar == "<" || scalar.value <= 0x20 { break }
            end += 1
        }
        guard end < scalars.count, scalars[end] == ">", end > index + 1 else {
            text.append("<")
            index += 1
            return
        }
        let content = MarkdownLines.string(scalars[(index + 1)..<end])
        let url: String
        if Self.hasScheme(scalars[(index + 1)..<end]) {
            url = content
        } else if Self.isEmailAddress(scalars[(index + 1)..<end]) {
            url = "mailto:" + content
        } else {
            text.append("<")
            index += 1
            return
        }
        flushText()
        if let destination = LinkDestination(url) {
            append(.inline(.link(destination: destination, content: [.text(content)]), depth: 1))
        } else {
            append(.inline(.text(content), depth: 0))
        }
        index = end + 1
    }

    // MARK: Emphasis

    /// CommonMark's "process emphasis" over the delimiters after `bottom` (all when nil).
    private mutating func processEmphasis(above bottom: Int?) {
        var openersBottom: [Int: Int?] = [:]
        var closer: Int?
        if let bottom { closer = delimiters[bottom].next } else { closer = firstDelimiter(above: nil) }
        while let current = closer {
            let closing = delimiters[current]
            guard closing.canClose else {
                closer = closing.next
                continue
            }
            let key = (closing.scalar == "*" ? 0 : 6) + (closing.canOpen ? 3 : 0) + closing.originalCount % 3
            let limit: Int? = openersBottom[key] ?? bottom
            var candidate = closing.previous
            var opener: Int?
            while let position = candidate, position != limit {
                let opening = delimiters[position]
                if opening.scalar == closing.scalar, opening.canOpen {
                    let sumRule = (opening.canClose || closing.canOpen)
                        && (opening.originalCount + closing.originalCount) % 3 == 0
                        && !(opening.originalCount % 3 == 0 && closing.originalCount % 3 == 0)
                    if !sumRule {
                        opener = position
                        break
                    }
                }
                candidate = opening.previous
            }
            if let opener, match(opener: opener, closer: current) {
                closer = delimiters[current].count == 0 ? removeDelimiter(current) : current
                continue
            }
            openersBottom[key] = closing.previous
            closer = closing.canOpen ? closing.next : removeDelimiter(current)
        }
        while let last = lastDelimiter, last != bottom { _ = removeDelimiter(last) }
    }

    private func firstDelimiter(above bottom: Int?) -> Int? {
        var first: Int?
        var candidate = lastDelimiter
        while let position = candidate, position != bottom {
            first = position
            candidate = delimiters[position].previous
        }
        return first
    }

    /// Wraps the pieces between `opener` and `closer` in emphasis (one delimiter each side) or
    /// strong emphasis (two); false when that would nest too deep.
    private mutating func match(opener: Int, closer: Int) -> Bool {
        let used = delimiters[opener].count >= 2 && delimiters[closer].count >= 2 ? 2 : 1
        let openerPiece = delimiters[opener].piece
        let closerPiece = delimiters[closer].piece
        let (content, depth) = collect(after: openerPiece, before: closerPiece)
        guard depth < InlineParser.maximumDepth else { return false }
        removePieces(after: openerPiece, before: closerPiece)
        let inline: MarkdownInline = used == 2 ? .strong(content) : .emphasis(content)
        insert(.inline(inline, depth: depth + 1), after: openerPiece)
        // Delimiters between the two can no longer match anything.
        while let between = delimiters[opener].next, between != closer { _ = removeDelimiter(between) }
        delimiters[opener].count -= used
        delimiters[closer].count -= used
        if delimiters[opener].count == 0 {
            _ = removeDelimiter(opener)
            unlink(openerPiece)
        }
        if delimiters[closer].count == 0 { unlink(closerPiece) }
        return true
    }

    /// Takes a delimiter out of the list (its piece stays, as text); returns the one after it.
    private mutating func removeDelimiter(_ position: Int) -> Int? {
        let previous = delimiters[position].previous
        let next = delimiters[position].next
        if let previous { delimiters[previous].next = next }
        if let next { delimiters[next].previous = previous } else { lastDelimiter = previous }
        delimiters[position].previous = nil
        delimiters[position].next = nil
        return next
    }

    // MARK: Pieces

    private mutating func flushText() {
        guard !text.isEmpty else { return }
        append(.inline(.text(String(text)), depth: 0))
        text = String.UnicodeScalarView()
    }

    @discardableResult
    private mutating func append(_ piece: Piece) -> Int {
        let position = pieces.count
        pieces.append(piece)
        previousPiece.append(lastPiece)
        nextPiece.append(nil)
        if let lastPiece { nextPiece[lastPiece] = position } else { firstPiece = position }
        lastPiece = position
        return position
    }

    private mutating func insert(_ piece: Piece, after anchor: Int) {
        let position = pieces.count
        pieces.append(piece)
        let next = nextPiece[anchor]
        previousPiece.append(anchor)
        nextPiece.append(next)
        nextPiece[anchor] = position
        if let next { previousPiece[next] = position } else { lastPiece = position }
    }

    private mutating func unlink(_ position: Int) {
        let previous = previousPiece[position]
        let next = nextPiece[position]
        if let previous { nextPiece[previous] = next } else { firstPiece = next }
        if let next { previousPiece[next] = previous } else { lastPiece = previous }
    }

    /// The inlines of the pieces strictly between `start` and `end` (the list's end when nil), and
    /// the deepest nesting among them.
    private func collect(after start: Int?, before end: Int?) -> ([MarkdownInline], Int) {
        var inlines: [MarkdownInline] = []
        var depth = 0
        var candidate = start.map { nextPiece[$0] } ?? firstPiece
        while let position = candidate, position != end {
            switch pieces[position] {
            case .inline(let inline, let pieceDepth):
                depth = max(depth, pieceDepth)
                Self.append(inline, to: &inlines)
            case .delimiter(let delimiter):
                let run = delimiters[delimiter]
                Self.append(.text(String(repeating: Character(run.scalar), count: run.count)), to: &inlines)
            case .literal(let literal):
                Self.append(.text(literal), to: &inlines)
            }
            candidate = nextPiece[position]
        }
        return (inlines, depth)
    }

    private mutating func removePieces(after start: Int, before end: Int?) {
        nextPiece[start] = end
        if let end { previousPiece[end] = start } else { lastPiece = start }
    }

    /// Adds `inline`, joining it to a preceding text; empty texts are dropped.
    private static func append(_ inline: MarkdownInline, to inlines: inout [MarkdownInline]) {
        guard case .text(let new) = inline else {
            inlines.append(inline)
            return
        }
        if new.isEmpty { return }
        if case .text(let old) = inlines.last {
            inlines[inlines.count - 1] = .text(old + new)
        } else {
            inlines.append(inline)
        }
    }

    mutating func finish() -> [MarkdownInline] {
        processEmphasis(above: nil)
        return collect(after: nil, before: nil).0
    }

    // MARK: Character classes

    static func isASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return true
        default: return false
        }
    }

    /// Unicode punctuation or symbol, as CommonMark's flanking rules define it.
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIIPunctuation(scalar) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation,
            .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// `scheme:` with a scheme of 2 to 32 letters, digits, `+`, `.` or `-`, starting with a letter.
    static func hasScheme(_ content: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let colon = content.firstIndex(of: ":") else { return false }
        let scheme = content[content.startIndex..<colon]
        guard (2...32).contains(scheme.count), let first = scheme.first, first.isASCII,
            first.properties.isAlphabetic
        else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "+" || $0 == "." || $0 == "-") }
    }

    /// A plain `local@domain.part` address of ASCII letters, digits and a few symbols.
    static func isEmailAddress(_ content: ArraySlice<Unicode.Scalar>) -> Bool {
        let parts = content.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains(".") else { return false }
        let local = parts[0].allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || ".!#$%&'*+/=?^_`{|}~-".unicodeScalars.contains($0)) }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        let domain = labels.allSatisfy { label in
            !label.isEmpty && label.first != "-" && label.last != "-"
                && label.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "-") }
        }
        return local && domain
    }
}
