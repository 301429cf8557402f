import Foundation
import SpecSheetModel
import SpecSheetSpecs

/// Reads a component's `guide.md` into a `GuideDocument`, reporting every problem at its line and
/// column. Pure: the caller reads the file.
///
/// The format: `##` sections (Overview, When to use, Behaviour, Best practices, Accessibility),
/// each at most once, in any order, with nothing but blank lines before the first; inside Best
/// practices, `### Do: <title>` / `### Don't: <title>` entries in pairs, each optionally starting
/// with a `picture:` line. An `origin:` line (`origin: ebay-bottom-sheet#container-fit`) says
/// where the prose under it comes from, until the next `origin:` line or section; an entry takes
/// one among its first lines. Headings inside fenced code blocks are text. `docs/guide-format.md`
/// has the details.
public struct GuideParser: Sendable {
    /// The file's path, as it should appear in messages.
    public var path: String

    public init(path: String) {
        self.path = path
    }

    public func parse(_ text: String) throws(GuideError) -> GuideDocument {
        var reader = GuideReader(path: path)
        for (offset, line) in MarkdownLines.split(text).enumerated() {
            reader.read(line, number: offset + 1)
        }
        let document = reader.finish()
        guard reader.problems.isEmpty else { throw GuideError(diagnostics: reader.problems) }
        return document
    }
}

/// The line-by-line state of one parse.
private struct GuideReader {
    private struct Section {
        var kind: GuideSectionKind
        var location: SourceLocation
        var lines: [SectionLine] = []
    }

    /// A line of a section: Markdown, a figure (`picture:` line with its optional `caption:`), or
    /// an `origin:` line.
    private enum SectionLine {
        case text(String, number: Int)
        case figure(GuideFigure)
        case origin([Origin])
    }

    private struct Entry {
        var verdict: Practice.Verdict
        var title: String
        var location: SourceLocation
        var lines: [(text: String, number: Int)] = []
    }

    /// Where lines go: nowhere yet, a section, an entry of Best practices, or nowhere because the
    /// heading above them was rejected.
    private enum Target {
        case start
        case section(Int)
        case entry(Int)
        case discarded
    }

    let path: String
    private(set) var problems: [SpecDiagnostic] = []
    private var sections: [Section] = []
    private var entries: [Entry] = []
    private var target = Target.start
    /// The kind of the last accepted `##` section, kept while its rejected `###` headings are skipped.
    private var sectionKind: GuideSectionKind?
    private var fence: (fence: CodeFence, location: SourceLocation)?
    private var reportedTextBeforeFirstSection = false

    init(path: String) {
        self.path = path
    }

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }

    /// The references of an `origin:` line (`content` starts with it), or nil after reporting them.
    private mutating func origins(_ content: Substring, line number: Int, column: Int) -> [Origin]? {
        let text = content.dropFirst("origin:".count).trimmingCharacters(in: .whitespaces)
        guard let origins = Origin.list(text) else {
            error(text.isEmpty ? "'origin:' needs at least one reference"
                  : "'\(text)' is not a list of origins: write '<source-id>#<passage>', 'model:<field path>' or 'page:<topic>'",
                  at: location(number, column))
            return nil
        }
        return origins
    }

    private mutating func error(_ message: String, at location: SourceLocation) {
        problems.append(SpecDiagnostic(location: location, message: message))
    }

    mutating func read(_ scalars: MarkdownLine, number: Int) {
        let line = MarkdownLines.string(scalars)
        if let open = fence {
            if open.fence.isClosed(by: scalars) { fence = nil }
            append(line, number: number)
            return
        }
        if let opening = CodeFence.opening(scalars) {
            fence = (opening, location(number, opening.indentation + 1))
            append(line, number: number)
            return
        }
        let indentation = MarkdownLines.indentation(of: scalars)
        if indentation <= 3, case .section(let index) = target, figureLine(line, indentation: indentation, number: number, section: index) {
            return
        }
        if indentation <= 3 {
            let content = MarkdownLines.removingIndentation(indentation, from: scalars)
            if let atx = ATXHeading(content) {
                let hashColumn = line.prefix { $0 == " " || $0 == "\t" }.count + 1
                let textColumn = atx.text.isEmpty ? hashColumn : hashColumn + atx.text.startIndex - content.startIndex
                if heading(level: atx.level, text: MarkdownLines.string(atx.text), at: location(number, hashColumn),
                           textAt: location(number, textColumn)) {
                    return
                }
            }
        }
        append(line, number: number)
    }

    /// Handles a heading that structures the guide; false when it is ordinary Markdown.
    private mutating func heading(level: Int, text: String, at hash: SourceLocation, textAt: SourceLocation) -> Bool {
        switch level {
        case 1:
            error("a '#' heading is not allowed: the page title comes from component.yaml; use '##' sections", at: hash)
            return true
        case 2:
            guard let kind = GuideSectionKind(heading: text) else {
                let allowed = GuideSectionKind.allCases.map { "'\($0.title)'" }.joined(separator: ", ")
                error("unknown section '\(text)'; the sections are \(allowed)", at: textAt)
                target = .discarded
                sectionKind = nil
                return true
            }
            if let first = sections.first(where: { $0.kind == kind }) {
                error("duplicate section '\(kind.title)' (first at line \(first.location.line))", at: textAt)
                target = .discarded
                sectionKind = nil
                return true
            }
            sections.append(Section(kind: kind, location: hash))
            target = .section(sections.count - 1)
            sectionKind = kind
            return true
        case 3 where sectionKind == .bestPractices:
            guard let (verdict, title, titleOffset) = Self.entryHeading(text) else {
                error("a '###' heading in 'Best practices' must be '### Do: <title>' or '### Don't: <title>'", at: textAt)
                target = .discarded
                return true
            }
            if title.isEmpty {
                let name = verdict == .do ? "Do:" : "Don't:"
                error("'\(name)' needs a title", at: location(textAt.line, textAt.column + titleOffset))
            }
            entries.append(Entry(verdict: verdict, title: title, location: hash))
            target = .entry(entries.count - 1)
            return true
        default:
            return false
        }
    }

    /// `Do: title`, `Don't: title` or `Don’t: title` (any case): the verdict, the trimmed title,
    /// and the title's offset in characters from the start of `text`.
    private static func entryHeading(_ text: String) -> (Practice.Verdict, String, Int)? {
        let lowered = text.lowercased()
        let prefixes: [(String, Practice.Verdict)] = [("do:", .do), ("don't:", .dont), ("don’t:", .dont)]
        guard let (prefix, verdict) = prefixes.first(where: { lowered.hasPrefix($0.0) }) else { return nil }
        let rest = text.dropFirst(prefix.count)
        let leading = rest.prefix { $0 == " " || $0 == "\t" }.count
        let title = rest.dropFirst(leading).trimmingTrailingSpaces
        return (verdict, title, prefix.count + leading)
    }

    /// Takes a section's `picture:` line (a figure) or the `caption:` line right under one; false
    /// for any other line.
    private mutating func figureLine(_ line: String, indentation: Int, number: Int, section index: Int) -> Bool {
        let content = line.dropFirst(indentation)
        if content.hasPrefix("origin:") {
            if let last = sections[index].lines.last, case .text(let text, _) = last, !text.allSatisfy({ $0 == " " || $0 == "\t" }) {
                error("an 'origin:' line starts a paragraph of its own: leave a blank line above it", at: location(number, indentation + 1))
            }
            sections[index].lines.append(.origin(origins(content, line: number, column: indentation + 1) ?? []))
            return true
        }
        if content.hasPrefix("picture:") {
            if let last = sections[index].lines.last, case .text(let text, _) = last, !text.allSatisfy({ $0 == " " || $0 == "\t" }) {
                error("a 'picture:' line starts a paragraph of its own: leave a blank line above it", at: location(number, indentation + 1))
            }
            var parser = PictureLineParser(path: path, line: number)
            let request = parser.parse(line)
            problems += parser.problems
            sections[index].lines.append(.figure(GuideFigure(request: request, caption: nil, origin: [])))
            return true
        }
        if content.hasPrefix("caption:"), case .figure(var figure)? = sections[index].lines.last {
            let caption = content.dropFirst("caption:".count).trimmingCharacters(in: .whitespaces)
            guard figure.caption == nil, !caption.isEmpty else {
                error(caption.isEmpty ? "'caption:' needs text" : "a figure has one 'caption:' line", at: location(number, indentation + 1))
                return true
            }
            figure.caption = caption
            sections[index].lines[sections[index].lines.count - 1] = .figure(figure)
            return true
        }
        return false
    }

    private mutating func append(_ line: String, number: Int) {
        switch target {
        case .start:
            guard !reportedTextBeforeFirstSection,
                  let column = line.firstIndex(where: { $0 != " " && $0 != "\t" }).map({ line.distance(from: line.startIndex, to: $0) + 1 })
            else { return }
            reportedTextBeforeFirstSection = true
            error("text before the first section; start the guide with a '##' heading such as '## Overview'",
                  at: location(number, column))
        case .section(let index):
            sections[index].lines.append(.text(line, number: number))
        case .entry(let index):
            entries[index].lines.append((line, number))
        case .discarded:
            break
        }
    }

    mutating func finish() -> GuideDocument {
        if let open = fence {
            error("this code fence is never closed", at: open.location)
        }
        let guideSections = sections.map { section in
            GuideSection(kind: section.kind, blocks: blocks(section.lines), location: section.location)
        }
        var practices: [PracticePair] = []
        var pendingDo: Practice?
        for entry in entries {
            let practice = self.practice(entry)
            switch entry.verdict {
            case .do:
                if let pendingDo { unpaired(pendingDo) }
                pendingDo = practice
            case .dont:
                if let open = pendingDo {
                    practices.append(PracticePair(do: open, dont: practice))
                    pendingDo = nil
                } else {
                    unpaired(practice)
                }
            }
        }
        if let pendingDo { unpaired(pendingDo) }
        return GuideDocument(sections: guideSections, practices: practices)
    }

    private mutating func unpaired(_ practice: Practice) {
        switch practice.verdict {
        case .do: error("'Do: \(practice.title)' needs a 'Don't:' entry right after it", at: practice.location)
        case .dont: error("'Don't: \(practice.title)' needs a 'Do:' entry right before it", at: practice.location)
        }
    }

    /// An entry with its `picture:` and `origin:` lines (its first non-blank lines, in either
    /// order) parsed.
    private mutating func practice(_ entry: Entry) -> Practice {
        var lines = entry.lines
        var picture: PictureRequest?
        var origin: [Origin] = []
        while let first = lines.firstIndex(where: { !$0.text.allSatisfy { $0 == " " || $0 == "\t" } }) {
            let line = lines[first]
            let indentation = line.text.prefix { $0 == " " }.count
            let content = line.text.dropFirst(indentation)
            if indentation <= 3, picture == nil, content.hasPrefix("picture:") {
                var parser = PictureLineParser(path: path, line: line.number)
                picture = parser.parse(line.text)
                problems += parser.problems
            } else if indentation <= 3, origin.isEmpty, content.hasPrefix("origin:") {
                origin = origins(content, line: line.number, column: indentation + 1) ?? []
            } else {
                break
            }
            lines.remove(at: first)
        }
        return Practice(
            verdict: entry.verdict, title: entry.title, picture: picture,
            markdown: Self.markdown(lines.map(\.text)), location: entry.location, origin: origin)
    }

    /// Markdown between figures and `origin:` lines; figures separated by blank lines only form
    /// one group. Each figure and each stretch of Markdown takes the `origin:` line in force.
    private func blocks(_ lines: [SectionLine]) -> [GuideBlock] {
        var blocks: [GuideBlock] = []
        var text: [(line: String, number: Int)] = []
        var origin: [Origin] = []
        func flushText() {
            let markdown = Self.markdown(text.map(\.line))
            let first = text.first { !$0.line.allSatisfy { $0 == " " || $0 == "\t" } }?.number ?? 1
            text = []
            if !markdown.isEmpty {
                blocks.append(.markdown(GuideText(markdown: markdown, origin: origin, location: location(first, 1))))
            }
        }
        for line in lines {
            switch line {
            case .text(let line, let number):
                text.append((line, number))
            case .origin(let origins):
                flushText()
                origin = origins
            case .figure(var figure):
                figure.origin = origin
                if case .figures(let group)? = blocks.last, Self.markdown(text.map(\.line)).isEmpty {
                    text = []
                    blocks[blocks.count - 1] = .figures(group + [figure])
                } else {
                    flushText()
                    blocks.append(.figures([figure]))
                }
            }
        }
        flushText()
        return blocks
    }

    /// Lines joined with `\n`, blank lines at either end removed.
    private static func markdown(_ lines: [String]) -> String {
        let isBlank: (String) -> Bool = { $0.allSatisfy { $0 == " " || $0 == "\t" } }
        guard let first = lines.firstIndex(where: { !isBlank($0) }),
              let last = lines.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return lines[first...last].joined(separator: "\n")
    }
}

extension Substring {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
