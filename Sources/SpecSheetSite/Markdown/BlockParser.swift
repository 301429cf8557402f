/// Splits Markdown into blocks (paragraphs, headings, lists, code, quotes, breaks, tables) and
/// parses their inline content. Line based and linear: quotes and lists nest at most
/// `maximumDepth` deep; deeper markers are text.
struct BlockParser {
    /// Containers (quotes and list items) nested deeper than this are read as paragraph text.
    static let maximumDepth = 16

    /// Added to every heading's level (the result is kept within 1...6).
    var headingLevelOffset: Int = 0
    var inlineParser = InlineParser()

    func parse(_ markdown: String) -> [MarkdownBlock] {
        blocks(in: MarkdownLines.split(markdown)[...], depth: 0).blocks
    }

    /// The blocks of `lines`, and whether a blank line separates any two of them (which makes a
    /// list item loose).
    private func blocks(in lines: ArraySlice<MarkdownLine>, depth: Int) -> (blocks: [MarkdownBlock], blankBetween: Bool) {
        var blocks: [MarkdownBlock] = []
        var sawBlank = false
        var blankBetween = false
        var index = lines.startIndex
        func append(_ block: MarkdownBlock) {
            if sawBlank && !blocks.isEmpty { blankBetween = true }
            sawBlank = false
            blocks.append(block)
        }
        while index < lines.endIndex {
            let line = lines[index]
            if MarkdownLines.isBlank(line) {
                sawBlank = true
                index += 1
                continue
            }
            let indentation = MarkdownLines.indentation(of: line)
            if indentation <= 3 {
                let content = MarkdownLines.removingIndentation(indentation, from: line)
                if let fence = CodeFence.opening(line) {
                    let (block, next) = codeBlock(lines, from: index, fence: fence)
                    append(block)
                    index = next
                    continue
                }
                if let heading = heading(content) {
                    append(heading)
                    index += 1
                    continue
                }
                if Self.isThematicBreak(content) {
                    append(.thematicBreak)
                    index += 1
                    continue
                }
                if depth < Self.maximumDepth, content.first == ">" {
                    let (block, next) = quote(lines, from: index, depth: depth)
                    append(block)
                    index = next
                    continue
                }
                if depth < Self.maximumDepth, let marker = ListMarker.starting(line) {
                    let (block, next) = list(lines, from: index, marker: marker, depth: depth)
                    append(block)
                    index = next
                    continue
                }
                if let (block, next) = table(lines, from: index) {
                    append(block)
                    index = next
                    continue
                }
            }
            let (block, next) = paragraph(lines, from: index, depth: depth)
            append(block)
            index = next
        }
        return (blocks, blankBetween)
    }

    // MARK: Leaf blocks

    private func codeBlock(_ lines: ArraySlice<MarkdownLine>, from start: Int, fence: CodeFence) -> (MarkdownBlock, Int) {
        var text = ""
        var index = start + 1
        while index < lines.endIndex {
            let line = lines[index]
            index += 1
            if fence.isClosed(by: line) { break }
            text += MarkdownLines.string(MarkdownLines.removingIndentation(fence.indentation, from: line))
            text += "\n"
        }
        return (.code(language: fence.language, text: text), index)
    }

    /// An ATX heading: 1 to 6 `#`, then a space, a tab or the end of the line; a closing run of
    /// `#` after a space is dropped.
    private func heading(_ content: MarkdownLine) -> MarkdownBlock? {
        guard let (level, text) = Self.atxHeading(content) else { return nil }
        let shifted = min(6, max(1, level + headingLevelOffset))
        return .heading(level: shifted, content: inlineParser.parse(MarkdownLines.string(text)))
    }

    /// The level and text of an ATX heading line (indentation already removed).
    static func atxHeading(_ content: MarkdownLine) -> (level: Int, text: MarkdownLine)? {
        let level = content.prefix { $0 == "#" }.count
        guard (1...6).contains(level) else { return nil }
        var text = content.dropFirst(level)
        guard text.isEmpty || text.first == " " || text.first == "\t" else { return nil }
        text = MarkdownLines.trimmed(text)
        let closing = text.reversed().prefix { $0 == "#" }.count
        if closing == text.count {
            text = text.prefix(0)
        } else if closing > 0, let before = text.dropLast(closing).last, before == " " || before == "\t" {
            text = MarkdownLines.trimmed(text.dropLast(closing))
        }
        return (level, text)
    }

    /// Three or more `-`, `*` or `_` (the same one), spaces and tabs allowed between them.
    static func isThematicBreak(_ content: MarkdownLine) -> Bool {
        guard let marker = content.first, marker == "-" || marker == "*" || marker == "_" else { return false }
        var count = 0
        for scalar in content {
            if scalar == marker { count += 1 } else if scalar != " " && scalar != "\t" { return false }
        }
        return count >= 3
    }

    private func paragraph(_ lines: ArraySlice<MarkdownLine>, from start: Int, depth: Int) -> (MarkdownBlock, Int) {
        var text = MarkdownLines.string(MarkdownLines.removingIndentation(Int.max, from: lines[start]))
        var index = start + 1
        while index < lines.endIndex, !interruptsParagraph(lines, at: index, depth: depth) {
            text += "\n"
            text += MarkdownLines.string(MarkdownLines.removingIndentation(Int.max, from: lines[index]))
            index += 1
        }
        while let last = text.unicodeScalars.last, last == " " || last == "\t" { text.unicodeScalars.removeLast() }
        return (.paragraph(inlineParser.parse(text)), index)
    }

    /// Whether the line at `index` ends a paragraph (or a lazy continuation) instead of continuing it.
    private func interruptsParagraph(_ lines: ArraySlice<MarkdownLine>, at index: Int, depth: Int) -> Bool {
        let line = lines[index]
        if MarkdownLines.isBlank(line) { return true }
        let indentation = MarkdownLines.indentation(of: line)
        guard indentation <= 3 else { return false }
        let content = MarkdownLines.removingIndentation(indentation, from: line)
        if CodeFence.opening(line) != nil || Self.atxHeading(content) != nil || Self.isThematicBreak(content) { return true }
        if depth < Self.maximumDepth {
            if content.first == ">" { return true }
            if let marker = ListMarker.starting(line), marker.canInterruptParagraph { return true }
        }
        return isTableStart(lines, at: index)
    }

    /// Whether a line is paragraph text that a lazy line may continue.
    private func isParagraphText(_ line: MarkdownLine) -> Bool {
        if MarkdownLines.isBlank(line) { return false }
        let indentation = MarkdownLines.indentation(of: line)
        guard indentation <= 3 else { return true }
        let content = MarkdownLines.removingIndentation(indentation, from: line)
        return CodeFence.opening(line) == nil && Self.atxHeading(content) == nil && !Self.isThematicBreak(content)
    }

    // MARK: Containers

    private func quote(_ lines: ArraySlice<MarkdownLine>, from start: Int, depth: Int) -> (MarkdownBlock, Int) {
        var inner: [MarkdownLine] = []
        var index = start
        var lastWasText = false
        while index < lines.endIndex {
            let line = lines[index]
            let indentation = MarkdownLines.indentation(of: line)
            let content = MarkdownLines.removingIndentation(min(indentation, 3), from: line)
            if indentation <= 3, content.first == ">" {
                var rest = content.dropFirst()
                if rest.first == " " || rest.first == "\t" { rest = rest.dropFirst() }
                inner.append(rest)
                lastWasText = isParagraphText(rest)
            } else if lastWasText, !interruptsParagraph(lines, at: index, depth: depth) {
                inner.append(line)
            } else {
                break
            }
            index += 1
        }
        return (.quote(blocks(in: inner[...], depth: depth + 1).blocks), index)
    }

    private func list(
        _ lines: ArraySlice<MarkdownLine>, from start: Int, marker first: ListMarker, depth: Int
    ) -> (MarkdownBlock, Int) {
        var items: [[MarkdownLine]] = []
        var current: [MarkdownLine] = [first.firstLine]
        var marker = first
        var pendingBlank = false
        var blankBetweenItems = false
        var lastWasText = isParagraphText(first.firstLine)
        var index = start + 1
        while index < lines.endIndex {
            let line = lines[index]
            if MarkdownLines.isBlank(line) {
                current.append(line.suffix(0))
                pendingBlank = true
            } else if MarkdownLines.indentation(of: line) >= marker.contentOffset {
                let content = MarkdownLines.removingIndentation(marker.contentOffset, from: line)
                current.append(content)
                pendingBlank = false
                lastWasText = isParagraphText(content)
            } else if let next = ListMarker.starting(line), next.continuesList(of: first) {
                items.append(current)
                if pendingBlank { blankBetweenItems = true }
                current = [next.firstLine]
                marker = next
                pendingBlank = false
                lastWasText = isParagraphText(next.firstLine)
            } else if !pendingBlank, lastWasText, !interruptsParagraph(lines, at: index, depth: depth) {
                current.append(line)
            } else {
                break
            }
            index += 1
        }
        items.append(current)
        while index > start + 1, MarkdownLines.isBlank(lines[index - 1]) { index -= 1 }

        var tight = !blankBetweenItems
        var parsedItems: [[MarkdownBlock]] = []
        for item in items {
            var itemLines = item[...]
            while let last = itemLines.last, MarkdownLines.isBlank(last) { itemLines.removeLast() }
            let parsed = blocks(in: itemLines, depth: depth + 1)
            if parsed.blankBetween { tight = false }
            parsedItems.append(parsed.blocks)
        }
        return (.list(start: first.number, tight: tight, items: parsedItems), index)
    }

    // MARK: Tables

    private func isTableStart(_ lines: ArraySlice<MarkdownLine>, at index: Int) -> Bool {
        guard index + 1 < lines.endIndex, MarkdownLines.indentation(of: lines[index]) <= 3,
            lines[index].contains("|"), let alignments = Self.alignments(lines[index + 1])
        else { return false }
        return Self.cells(lines[index]).count == alignments.count
    }

    private func table(_ lines: ArraySlice<MarkdownLine>, from start: Int) -> (MarkdownBlock, Int)? {
        guard isTableStart(lines, at: start), let alignments = Self.alignments(lines[start + 1]) else { return nil }
        let header = Self.cells(lines[start]).map { inlineParser.parse($0) }
        var rows: [[[MarkdownInline]]] = []
        var index = start + 2
        while index < lines.endIndex, !MarkdownLines.isBlank(lines[index]) {
            let line = lines[index]
            if MarkdownLines.indentation(of: line) <= 3 {
                let content = MarkdownLines.removingIndentation(3, from: line)
                if CodeFence.opening(line) != nil || Self.atxHeading(content) != nil || Self.isThematicBreak(content)
                    || content.first == ">" || ListMarker.starting(line) != nil
                {
                    break
                }
            }
            var cells = Self.cells(line).prefix(alignments.count).map { inlineParser.parse($0) }
            while cells.count < alignments.count { cells.append([]) }
            rows.append(cells)
            index += 1
        }
        return (.table(header: header, alignments: alignments, rows: rows), index)
    }

    /// A row's cells: split at `|` that are not escaped by a backslash; an outer `|` at either end
    /// is optional. A `\|` stays in the cell, where the inline parser reads it as `|`.
    static func cells(_ line: MarkdownLine) -> [String] {
        var row = MarkdownLines.trimmed(line)
        if row.first == "|" { row = row.dropFirst() }
        if row.last == "|", !Self.isEscaped(row, at: row.endIndex - 1) { row = row.dropLast() }
        var cells: [String] = []
        var cellStart = row.startIndex
        var index = row.startIndex
        while index < row.endIndex {
            if row[index] == "\\" {
                index += 2
                continue
            }
            if row[index] == "|" {
                cells.append(MarkdownLines.string(MarkdownLines.trimmed(row[cellStart..<index])))
                cellStart = index + 1
            }
            index += 1
        }
        cells.append(MarkdownLines.string(MarkdownLines.trimmed(row[cellStart..<min(index, row.endIndex)])))
        return cells
    }

    /// Whether the scalar at `index` follows an odd number of backslashes.
    private static func isEscaped(_ row: MarkdownLine, at index: Int) -> Bool {
        var backslashes = 0
        var position = index - 1
        while position >= row.startIndex, row[position] == "\\" {
            backslashes += 1
            position -= 1
        }
        return backslashes % 2 == 1
    }

    /// The alignments of a delimiter row (`| :--- | :---: | ---: |`), or nil if it is not one.
    static func alignments(_ line: MarkdownLine) -> [TableAlignment]? {
        guard MarkdownLines.indentation(of: line) <= 3, line.contains("-") else { return nil }
        var alignments: [TableAlignment] = []
        for cell in cells(line) {
            let scalars = Array(cell.unicodeScalars)
            let left = scalars.first == ":"
            let right = scalars.count > 1 && scalars.last == ":"
            let dashes = scalars.dropFirst(left ? 1 : 0).dropLast(right ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            switch (left, right) {
            case (true, true): alignments.append(.center)
            case (true, false): alignments.append(.left)
            case (false, true): alignments.append(.right)
            case (false, false): alignments.append(.none)
            }
        }
        return alignments
    }
}
