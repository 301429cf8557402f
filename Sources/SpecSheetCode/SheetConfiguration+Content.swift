import SpecSheetLayout
import SpecSheetModel

/// A block of the sheet's content as the drawing stacks it, top to bottom: the header row, a
/// field, the list, a button. Writers stack the blocks they write with the space drawn between
/// them, so that the code's content adds up to the drawing's.
public struct ContentBlock: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// The header row (``SheetConfiguration/header``).
        case header
        /// A text field, with its placeholder and height.
        case field(placeholder: String, height: Double)
        /// The list (``SheetConfiguration/items``).
        case list
        /// A button outside the header (one of ``SheetConfiguration/actions``, by id).
        case action(id: String)
    }

    public var kind: Kind
    /// The space between this block and the one above it, as drawn; 0 for the first (the
    /// content's top inset holds the space above it).
    public var spaceAbove: Double
    /// Its height as drawn.
    public var height: Double
    /// A button's least height where the spec gives it one (a length, or a least length).
    public var minHeight: Double?
    /// A button as wide as the content.
    public var fillsWidth = false
    /// Where it is drawn, in screen coordinates (the union of the header row's parts).
    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
}

/// A part of the header row, from the leading side to the trailing one.
public enum HeaderItem: Sendable, Hashable {
    case title(String)
    /// The close button; with a trigger, shown only while it holds (TalkBack on).
    case close(Size, trigger: StateTrigger?, look: ControlLook)
    /// Another icon button (a check mark that confirms), with its accessible label.
    case icon(IconName, Size, label: String, look: ControlLook)
    /// A text button in the header (a call to action that confirms).
    case action(SnippetAction)
}

/// A number the content's layout uses (a gap between blocks, the header row's spacing), cited
/// only in the languages that write that gap.
public struct LayoutCitation: Sendable, Hashable {
    public enum Gap: Sendable, Hashable {
        /// The space between the header row's parts.
        case headerRow
        /// A number or colour of a part of the header row (a close button's icon colour, a
        /// button's fill), cited where the header row is written.
        case headerPart
        /// The space above block `index` of ``SheetConfiguration/blocks``.
        case above(Int)
        /// A number or colour of block `index` (a button's least height, fill, corner radius).
        case block(Int)
    }

    public var gap: Gap
    public var citation: NumberCitation
}

extension SheetConfiguration {
    /// The blocks a language writes, in order (see ``ContentBlock``): a navigation bar takes
    /// the header row and its Cancel and Done (SwiftUI and UIKit); a design system's own API
    /// takes only the rows; CSS and the system's action sheets write none.
    public func writtenBlocks(for language: CodeLanguage) -> [ContentBlock] {
        let presentation = SnippetPresentation.choose(self, language: language)
        guard language != .css, presentation != .actionSheet else { return [] }
        // SwiftUI hands a system's content closure the list alone, with its own margins.
        if presentation == .systemAPI, language == .swiftui, apiContent != nil {
            return [ContentBlock(kind: .list, spaceAbove: 0, height: 0)]
        }
        let navigation = presentation != .systemAPI && language != .compose && actions.contains { $0.role == .cancel || $0.role == .confirm }
        return blocks.filter { block in
            switch block.kind {
            case .header: return presentation != .systemAPI && !navigation && !header.isEmpty
            case .list: return !items.isEmpty
            case .action(let id): return !(navigation && action(id).map { $0.role == .cancel || $0.role == .confirm } == true)
            case .field: return true
            }
        }
    }

    /// The layout's numbers a language writes: the header row's spacing where it writes the row,
    /// and the space above each block it writes after another, as drawn.
    public func layoutCitations(for language: CodeLanguage) -> [NumberCitation] {
        let written = writtenBlocks(for: language)
        // A design system's content closure gets the list alone, with the list's own margins and
        // rows: those are the numbers written, each cited (a row height the header lists already
        // is not repeated).
        if SnippetPresentation.choose(self, language: language) == .systemAPI, language == .swiftui, let apiContent {
            return apiContent.citations.filter { citation in
                !(citation.property == .itemHeight && citations.contains { $0.property == .itemHeight })
            }
        }
        // The space above the content that SwiftUI's and UIKit's samples pad it by (SAP's popover
        // title, centred in its bar, 17 pt below the top): measured, and said so.
        let top = contentInsets(for: language).top
        // Where the page documents that space (a top padding with its token), it is cited with its
        // source; only a space no dimension of the page gives is said to be as drawn.
        // A space no length of the page makes is SpecSheet's own layout: said to be its choice,
        // never "as drawn" as if measured off a source's picture.
        let documented = topDimensionList.first { abs($0.length - top) < 0.5 }?.citation
        let writesInsets = language == .swiftui || language == .uikit || language == .compose
        let above = writesInsets && top >= 0.5 && !written.isEmpty
            ? [documented ?? NumberCitation(subject: "space above the content",
                                            value: "\(Literal.number(top)) \(device.unit) as SpecSheet draws it", tag: .ours)] : []
        // The space below the content (eBay's footer padding under its button), from the part
        // whose bottom padding or margin makes it.
        let bottom = contentInsets(for: language).bottom
        let below = writesInsets && bottom >= 0.5 && !written.isEmpty
            ? [bottomPaddingList.first { abs($0.length - bottom) < 0.5 }.map { entry in
                var citation = entry.citation
                citation.subject = "space below the content"
                return citation
            } ?? NumberCitation(subject: "space below the content",
                                value: "\(Literal.number(bottom)) \(device.unit) as SpecSheet draws it", tag: .ours)] : []
        // The separator's colour, where the code draws the separator below the header (SwiftUI's and UIKit's).
        let separator = (language == .swiftui || language == .uikit) && separatorBelowHeader != nil
            && written.contains { $0.kind == .header } ? separatorCitation.map { [$0] } ?? [] : []
        return above + below + separator + layoutCitations.compactMap { entry in
            switch entry.gap {
            case .headerRow, .headerPart:
                return written.contains { $0.kind == .header } ? entry.citation : nil
            case .above(let index):
                guard blocks.indices.contains(index), let position = written.firstIndex(of: blocks[index]), position > 0,
                      written[position - 1] == blocks[index - 1] else { return nil }
                return entry.citation
            case .block(let index):
                return blocks.indices.contains(index) && written.contains(blocks[index]) ? entry.citation : nil
            }
        }
    }

    /// The button a block names.
    public func action(_ id: String) -> SnippetAction? { actions.first { $0.id == id } }

    /// Whether `language` puts the header row and its Cancel and Done in a navigation bar
    /// (SwiftUI and UIKit, unless a design system's API draws the sheet).
    func usesNavigationBar(_ language: CodeLanguage) -> Bool {
        let presentation = SnippetPresentation.choose(self, language: language)
        guard language != .css, language != .compose, presentation != .systemAPI, presentation != .actionSheet else { return false }
        return actions.contains { $0.role == .cancel || $0.role == .confirm }
    }

    /// The space between the sheet's edges and the content `language` writes: where a navigation
    /// bar holds the header row, the content below it, measured from below the drawn bar (see
    /// ``barContentInsets``); else the whole content's (``contentInsets``).
    public func contentInsets(for language: CodeLanguage) -> Insets {
        usesNavigationBar(language) ? barContentInsets ?? contentInsets : contentInsets
    }

    /// The space around the blocks a navigation bar leaves (all but the header row and its Cancel
    /// and Done), measured as ``contentInsets`` is, except that the top is measured from below
    /// the parts drawn above them (the title bar and its separator, which the bar stands for) and
    /// the bottom to the first part drawn below them. Nil when the bar would leave no block.
    static func barInsets(blocks: [ContentBlock], isBarAction: (String) -> Bool, scene: Scene, container: PlacedPart,
                          handleRow: Double) -> Insets?
    {
        let kept = blocks.filter { block in
            switch block.kind {
            case .header: false
            case .action(let id): !isBarAction(id)
            case .field, .list: true
            }
        }
        guard let first = kept.first, let last = kept.last else { return nil }
        let box = union(kept.map(\.frame))
        var ancestry: [String: String] = [:]
        for part in scene.parts { if let parent = part.parentID { ancestry[part.id] = parent } }
        func ancestors(_ id: String) -> Set<String> {
            var chain: Set<String> = [], current = ancestry[id]
            while let next = current { chain.insert(next); current = ancestry[next] }
            return chain
        }
        // The parts drawn in the sheet's flow that hold none of the kept blocks (a block's frame
        // is its part's, or a union of the header's parts).
        let holders = scene.parts.filter { part in
            kept.contains { block in part.frame.minY <= block.frame.minY + 0.5 && part.frame.maxY >= block.frame.maxY - 0.5
                && part.frame.minX <= block.frame.minX + 0.5 && part.frame.maxX >= block.frame.maxX - 0.5 }
        }.map(\.id)
        let inside = scene.parts.filter { part in
            guard case .anatomy = part.kind, !part.isOverlay, ancestors(part.id).contains(container.id) else { return false }
            return !holders.contains(part.id) && !ancestors(part.id).contains { scene.part($0)?.isOverlay == true }
        }
        let safe = scene.safeAreaPadding
        let above = inside.filter { $0.frame.maxY <= first.frame.minY + 0.5 }.map(\.frame.maxY).max()
        let below = inside.filter { $0.frame.minY >= last.frame.maxY - 0.5 }.map(\.frame.minY).min()
        let top = above ?? (container.frame.minY + handleRow + safe.top)
        let bottom = below ?? (container.frame.maxY - safe.bottom)
        let rightToLeft = scene.screen.layoutDirection == .rightToLeft
        let left = box.minX - container.frame.minX, right = container.frame.maxX - box.maxX
        return Insets(top: clean(box.minY - top), leading: clean((rightToLeft ? right : left) - safe.leading),
                      bottom: clean(bottom - box.maxY), trailing: clean((rightToLeft ? left : right) - safe.trailing))
    }

    /// The content's blocks, the header row and the gaps of `scene`, and citations for the gaps
    /// (the stack gaps, paddings and margins they are made of, as the spec names them).
    static func content(of scene: Scene, container: PlacedPart?, anatomy: PartSpec, component: ComponentSpec,
                        catalog: Catalog, citing collector: CitationCollector)
        -> (blocks: [ContentBlock], header: [HeaderItem], headerGap: Double, citations: [LayoutCitation],
            looks: [String: ControlLook])
    {
        guard let container else { return ([], [], 0, [], [:]) }
        let unit = scene.screen.platform.unit
        var specs: [String: PartSpec] = [:], specParent: [String: String] = [:]
        for part in anatomy.allParts {
            specs[part.id] = part
            for child in part.children { specParent[child.id] = part.id }
        }
        var ancestry: [String: String] = [:]
        for part in scene.parts { if let parent = part.parentID { ancestry[part.id] = parent } }
        func ancestors(_ id: String) -> [String] {
            var chain: [String] = [], current = ancestry[id]
            while let next = current { chain.append(next); current = ancestry[next] }
            return chain
        }
        func inFlow(_ part: PlacedPart) -> Bool {
            guard ancestors(part.id).contains(container.id) else { return false }
            return !part.isOverlay && !ancestors(part.id).contains { id in scene.part(id)?.isOverlay == true && id != container.id }
        }
        let anatomyParts = scene.parts.filter { part in
            if case .anatomy = part.kind { ancestors(part.id).contains(container.id) } else { false }
        }
        func isKind(_ part: PlacedPart, _ kinds: PartKind...) -> Bool { kinds.contains { part.kind == .anatomy($0) } }
        let rightToLeft = scene.screen.layoutDirection == .rightToLeft

        // The header row: the title's row of parts, when the title sits in a horizontal stack;
        // else the title and a close button.
        let title = anatomyParts.first { isKind($0, .text) && !($0.content.text ?? "").isEmpty }
        var rowSpec: PartSpec?
        var rowParts: [PlacedPart] = []
        if let title, let parent = title.parentID, let stack = specs[parent], stack.properties.direction == .horizontal {
            rowSpec = stack
            rowParts = anatomyParts.filter { $0.parentID == parent && isKind($0, .text, .iconButton, .button) }
        } else {
            rowParts = [title].compactMap { $0 } + anatomyParts.filter { isKind($0, .iconButton) && $0.content.icon == .close }.prefix(1)
        }
        rowParts.sort { rightToLeft ? $0.frame.maxX > $1.frame.maxX : $0.frame.minX < $1.frame.minX }
        let scope = catalog.tokenScope(for: component, platform: scene.screen.platform)
        func number(_ metric: Metric?) -> Double? { scope.number(metric) }
        // Each button's and icon button's look as the page states it (fill, colours, radius).
        var looks: [String: ControlLook] = [:], lookCitations: [String: [NumberCitation]] = [:]
        for part in anatomyParts where isKind(part, .button, .iconButton) {
            guard let spec = specs[part.id] else { continue }
            let inRow = rowParts.contains { $0.id == part.id }
            let look = ControlLook.of(spec, scope: scope, collector: collector, unit: unit, sized: inRow && isKind(part, .button))
            looks[part.id] = look.look
            lookCitations[part.id] = look.citations
        }
        var citations: [LayoutCitation] = [], partCitations: [LayoutCitation] = []
        var header: [HeaderItem] = rowParts.compactMap { part in
            let size = Size(width: part.frame.width, height: part.frame.height)
            let look = looks[part.id] ?? ControlLook()
            switch part.kind {
            case .anatomy(.text): return part.id == title?.id ? .title(part.content.text ?? "") : nil
            case .anatomy(.iconButton):
                guard let icon = part.content.icon else { return nil }
                return icon == .close ? .close(size, trigger: nil, look: look) : .icon(icon, size, label: Self.label(part.name), look: look)
            case .anatomy(.button):
                return .action(SnippetAction(id: part.id, text: part.content.text ?? part.name,
                                             role: .role(id: part.id, emphasis: part.content.emphasis), look: look))
            default: return nil
            }
        }
        for part in rowParts { partCitations += (lookCitations[part.id] ?? []).map { LayoutCitation(gap: .headerPart, citation: $0) } }
        // A close button only a condition of the device shows (TalkBack on), where that state puts it,
        // with its size and look as that state gives them.
        if !header.contains(where: { if case .close = $0 { true } else { false } }),
           let shown = closeButton(shownBy: component, scene: scene, catalog: catalog) {
            let look = ControlLook.of(shown.spec, scope: scope, collector: collector, unit: unit, sized: false)
            let item = HeaderItem.close(shown.size, trigger: shown.trigger, look: look.look)
            if shown.leading { header.insert(item, at: 0) } else { header.append(item) }
            let size = shown.spec.properties
            for (subject, metric) in [("close button width", size.width?.value), ("close button height", size.height?.value)] {
                guard let metric, let value = number(metric) else { continue }
                partCitations.append(LayoutCitation(gap: .headerPart, citation: collector.cite(
                    layout: subject, metric: metric, value: "\(value.compactDescription) \(unit)")))
            }
            partCitations += look.citations.map { LayoutCitation(gap: .headerPart, citation: $0) }
        }
        var headerGap = 0.0
        if let rowSpec, header.count > 1 {
            headerGap = number(rowSpec.properties.gap) ?? 0
            if let gap = rowSpec.properties.gap, headerGap > 0 {
                citations.append(LayoutCitation(gap: .headerRow, citation: collector.cite(
                    layout: "space between the parts of the \(Self.words(rowSpec.name))", metric: gap,
                    value: "\(headerGap.compactDescription) \(unit)")))
            }
        } else if rowParts.count > 1 {
            // Parts in different stacks: the space drawn between them.
            let gaps = zip(rowParts, rowParts.dropFirst()).map { a, b in
                rightToLeft ? a.frame.minX - b.frame.maxX : b.frame.minX - a.frame.maxX
            }
            headerGap = Self.clean(gaps.min() ?? 0)
        }
        citations += partCitations

        // The blocks, top to bottom.
        struct Drawn {
            var kind: ContentBlock.Kind; var frame: Rect; var upper: String; var lower: String; var name: String
            var minHeight: (metric: Metric, value: Double)? = nil
            var fillsWidth = false
        }
        var drawn: [Drawn] = []
        if !header.isEmpty, !rowParts.isEmpty {
            let top = rowParts.min { $0.frame.minY < $1.frame.minY }!, bottom = rowParts.max { $0.frame.maxY < $1.frame.maxY }!
            drawn.append(Drawn(kind: .header, frame: Self.union(rowParts.map(\.frame)), upper: top.id, lower: bottom.id,
                               name: rowSpec.map { Self.words($0.name) } ?? "title"))
        }
        let rowIDs = Set(rowParts.map(\.id))
        for part in anatomyParts where inFlow(part) && !rowIDs.contains(part.id) {
            switch part.kind {
            case .anatomy(.field):
                drawn.append(Drawn(kind: .field(placeholder: part.content.text ?? "", height: part.frame.height), frame: part.frame,
                                   upper: part.id, lower: part.id, name: Self.words(part.name)))
            case .anatomy(.list) where !drawn.contains(where: { $0.kind == .list }):
                drawn.append(Drawn(kind: .list, frame: part.frame, upper: part.id, lower: part.id, name: Self.words(part.name)))
            case .anatomy(.button):
                // Its least height, where the spec gives one: the code keeps the button that tall.
                let height = specs[part.id]?.properties.height
                let metric = height?.mode == .fixed ? height?.value : height?.min
                drawn.append(Drawn(kind: .action(id: part.id), frame: part.frame, upper: part.id, lower: part.id,
                                   name: Self.words(part.name), minHeight: metric.flatMap { metric in number(metric).map { (metric, $0) } },
                                   fillsWidth: specs[part.id]?.properties.width?.mode == .fill))
            default: break
            }
        }
        drawn.sort { $0.frame.minY < $1.frame.minY }
        var blocks: [ContentBlock] = [], heights: [LayoutCitation] = []
        for (index, block) in drawn.enumerated() {
            let space = index == 0 ? 0 : Self.clean(block.frame.minY - drawn[index - 1].frame.maxY)
            blocks.append(ContentBlock(kind: block.kind, spaceAbove: space, height: block.frame.height,
                                       minHeight: block.minHeight?.value, fillsWidth: block.fillsWidth, frame: block.frame))
            if let least = block.minHeight {
                heights.append(LayoutCitation(gap: .block(index), citation: collector.cite(
                    layout: "\(block.name) height", metric: least.metric, value: "\(least.value.compactDescription) \(unit)")))
            }
            if case .action(let id) = block.kind {
                heights += (lookCitations[id] ?? []).map { LayoutCitation(gap: .block(index), citation: $0) }
            }
            guard index > 0, space > 0 else { continue }
            let above = drawn[index - 1]
            let subject = "space between the \(above.name) and the \(block.name)"
            if let parts = Self.gapParts(from: above.lower, to: block.upper, specs: specs, parent: specParent, scene: scene,
                                         number: number), abs(parts.reduce(0) { $0 + $1.value } - space) < 0.5 {
                let named = parts.filter { $0.value > 0 }
                for part in named {
                    // "(the sheet toolbar's bottom padding)"; a stack's own gap needs no words.
                    let what = named.count > 1 ? ", of it \(part.what)" : part.isGap ? "" : " (\(part.what))"
                    citations.append(LayoutCitation(gap: .above(index), citation: collector.cite(
                        layout: subject + what, metric: part.metric, value: "\(part.value.compactDescription) \(unit)")))
                }
            } else {
                // Drawn, not made of the spec's lengths: say what lies there (an image under an
                // overlaid toolbar), if anything.
                let between = anatomyParts.filter { part in
                    part.frame.maxY > above.frame.maxY + 0.5 && part.frame.minY < block.frame.minY - 0.5
                        && !isKind(part, .stack) && ![above.upper, above.lower, block.upper].contains(part.id)
                }.map { "the " + Self.words($0.name) }
                let value = "\(space.compactDescription) \(unit) as SpecSheet draws it"
                    + (between.isEmpty ? "" : ", where \(Self.list(between)) \(between.count == 1 ? "is" : "are")")
                citations.append(LayoutCitation(gap: .above(index), citation: NumberCitation(subject: subject, value: value, tag: .ours)))
            }
        }
        return (blocks, header, headerGap, citations + heights, looks)
    }

    /// What the space between two parts, one above the other, is made of in the anatomy: the
    /// margins and paddings between each and the stack that holds both, that stack's gap, and the
    /// parts drawn between them with a gap after each. Nil when a length cannot be read.
    static func gapParts(from upper: String, to lower: String, specs: [String: PartSpec], parent: [String: String],
                         scene: Scene, number: (Metric?) -> Double?)
        -> [(what: String, metric: Metric, value: Double, isGap: Bool)]?
    {
        func chain(_ id: String) -> [String] {
            var result = [id], current = parent[id]
            while let next = current { result.append(next); current = parent[next] }
            return result
        }
        let up = chain(upper), down = chain(lower)
        guard let common = up.first(where: { down.contains($0) }), let stack = specs[common],
              stack.properties.direction != .horizontal else { return nil }
        var parts: [(what: String, metric: Metric, value: Double, isGap: Bool)] = []
        func add(_ what: String, _ metric: Metric?, isGap: Bool = false) -> Bool {
            guard let metric else { return true }
            guard let value = number(metric) else { return false }
            parts.append((what, metric, value, isGap))
            return true
        }
        for id in up.prefix(while: { $0 != common }) {
            guard let spec = specs[id] else { return nil }
            if id != upper, !add("the \(words(spec.name))'s bottom padding", spec.properties.padding?.bottom) { return nil }
            if !add("the \(words(spec.name))'s bottom margin", spec.properties.margin?.bottom) { return nil }
        }
        let children = stack.orderedChildren.filter { scene.part($0.id) != nil && scene.part($0.id)?.isOverlay != true }
        guard let from = children.firstIndex(where: { up.contains($0.id) }),
              let to = children.firstIndex(where: { down.contains($0.id) }), from < to else { return nil }
        for index in (from + 1)..<to {
            // A part drawn between them (a divider): its height, and one more gap.
            guard let between = scene.part(children[index].id) else { return nil }
            let height = children[index].properties.height?.value
            parts.append(("the \(words(children[index].name))", height ?? .literal(between.frame.height, nil),
                          height.flatMap(number) ?? between.frame.height, false))
            if !add("the \(words(stack.name))'s gap", stack.properties.gap, isGap: true) { return nil }
        }
        if !add("the \(words(stack.name))'s gap", stack.properties.gap, isGap: true) { return nil }
        for id in down.prefix(while: { $0 != common }).reversed() {
            guard let spec = specs[id] else { return nil }
            if !add("the \(words(spec.name))'s top margin", spec.properties.margin?.top) { return nil }
            if id != lower, !add("the \(words(spec.name))'s top padding", spec.properties.padding?.top) { return nil }
        }
        return parts
    }

    /// A part's name inside a sentence: "Sheet toolbar" → "sheet toolbar"; "Confirm (iOS)" keeps its platform.
    static func words(_ name: String) -> String {
        guard let first = name.first, !(name.dropFirst().first?.isUppercase ?? false) else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// An icon button's accessible label from its part name: "Confirm (iOS)" → "Confirm".
    static func label(_ name: String) -> String {
        guard let open = name.firstIndex(of: "(") else { return name }
        return name[..<open].trimmingCharacters(in: .whitespaces)
    }

    static func union(_ frames: [Rect]) -> Rect {
        guard var box = frames.first else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        for frame in frames.dropFirst() {
            let minX = min(box.minX, frame.minX), minY = min(box.minY, frame.minY)
            box = Rect(x: minX, y: minY, width: max(box.maxX, frame.maxX) - minX, height: max(box.maxY, frame.maxY) - minY)
        }
        return box
    }

    static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    static func clean(_ value: Double) -> Double { max(0, (value * 100).rounded() / 100) }
}

/// How a writer spaces the blocks it stacks: one spacing for the stack when every gap drawn
/// between them is the same, else none and each block's own space above it.
struct StackSpacing {
    /// The stack's spacing.
    let spacing: Double
    private let spaces: [Double]

    init(_ blocks: [ContentBlock]) {
        spaces = blocks.enumerated().map { $0.offset == 0 ? 0 : $0.element.spaceAbove }
        let gaps = Set(spaces.dropFirst())
        spacing = gaps.count == 1 ? gaps.first! : 0
    }

    /// The space to add above block `index` beyond the stack's spacing, or nil for none.
    func padding(before index: Int) -> Double? {
        guard index > 0, spacing == 0, spaces[index] > 0 else { return nil }
        return spaces[index]
    }
}
