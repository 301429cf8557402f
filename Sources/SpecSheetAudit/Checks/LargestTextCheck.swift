import SpecSheetLayout
import SpecSheetModel

/// The selection laid out again at the platform's largest accessibility text size
/// (``LayoutEngine/textSize`` `.largest`: iOS Dynamic Type AX5, Android font scale 2.0 through its
/// non-linear curve, the web at 200 %), and what the larger text does to it:
///
/// - ``AccessibilityRule/largestTextClipped``: wrapped text (a text part, a button's label) taller
///   than its part's box, or a one-line part's text (a field's placeholder) wider than it;
/// - ``AccessibilityRule/largestTextOffSheet``: a part pushed out of the part it sits in, where
///   that part does not scroll (at the standard size it was inside);
/// - ``AccessibilityRule/largestTextOverlap``: a part's text running into another part (the other's
///   text, or its frame where it has none) that stood apart from it at the standard size;
/// - ``AccessibilityRule/largestTextSheetTooTall``: the sheet's content taller than the sheet
///   (which its detent and the screen bound) while the sheet does not scroll, or, where the system
///   scrolls a sheet that does not fit (``OverflowBehaviour/systemScroll``), while people then have
///   to scroll it (its parts are then not reported as pushed off it); or a sheet that leaves the
///   screen or rises above its top safe area.
///
/// Text whose size cannot be scaled is a warning: iOS text whose type style names no Dynamic Type
/// style, and text whose part names no type style at all.
enum LargestTextCheck {
    static func findings(standard: Scene, largest context: AuditContext, measurer: any TextMeasuring)
        -> [AccessibilityFinding]
    {
        let scene = context.scene
        let platform = context.platform, unit = context.unit
        let setting = TextSize.largest.settingName(on: platform)
        let source = LargestTextScale.source(on: platform)
        let standardParts = Dictionary(standard.parts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let byID = Dictionary(scene.parts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var findings: [AccessibilityFinding] = []

        for part in scene.parts {
            guard case .anatomy(let kind) = part.kind else { continue }
            let texts = kind == .list ? part.content.items : (part.content.text.map { [$0] } ?? [])
            guard texts.contains(where: { !$0.isEmpty }) else { continue }
            guard let style = part.content.textStyle else {
                findings.append(context.finding(
                    .largestTextClipped, .warning, part: part, measured: nil, required: nil, source: source,
                    message: "its text names no type style in the spec, so it is not scaled to \(setting)"))
                continue
            }
            if platform == .ios, style.dynamicType == nil {
                findings.append(context.finding(
                    .largestTextClipped, .warning, part: part, measured: nil, required: nil, source: source,
                    message: "its type style names no Dynamic Type style (dynamicType:), so its size at \(setting) "
                        + "is unknown and it is laid out as written"))
                continue
            }
            guard let textFrame = part.textFrame, let text = part.content.text, !text.isEmpty,
                  [.text, .button, .field].contains(kind)
            else { continue }
            let box = Rect(x: part.frame.x + part.padding.leading, y: part.frame.y + part.padding.top,
                           width: max(0, part.frame.width - part.padding.horizontal),
                           height: max(0, part.frame.height - part.padding.vertical))
            let growth = Self.growth(from: standardParts[part.id]?.content.textStyle, to: style, platform: platform)
            let needed: Size, what: String
            if kind == .field {
                // A field shows one line: its text is cut at the box's end.
                let line = measurer.measure(text, style: style, maxWidth: nil)
                needed = Size(width: line.width.rounded(.up), height: line.height.rounded(.up))
                what = "a line of its text is \(needed.height.compactDescription) \(unit) tall and "
                    + "\(needed.width.compactDescription) \(unit) long"
            } else {
                needed = Size(width: textFrame.width, height: textFrame.height)
                what = "its text is \(needed.height.compactDescription) \(unit) tall and "
                    + "\(needed.width.compactDescription) \(unit) wide"
            }
            guard needed.width > box.width + 0.001 || needed.height > box.height + 0.001 else { continue }
            findings.append(context.finding(
                .largestTextClipped, .error, part: part, measured: .size(needed), required: .size(Size(width: box.width, height: box.height)),
                source: source,
                message: "at \(setting) (\(growth)) \(what); \(Self.room(part: part.frame, text: box, unit: unit)) "
                    + "so the text is cut off"))
        }

        // Where the system scrolls a sheet that does not fit (OverflowBehaviour.systemScroll), its
        // parts stay within reach: the sheet's content is the area they keep to, and what people
        // meet is a sheet that has to scroll, reported once on the container below.
        let systemScrolls = scene.presentation.detent.overflow == .systemScroll
        func scrollArea(_ parent: PlacedPart, in laidOut: Scene) -> Rect {
            var area = parent.frame
            if let scrolled = parent.scrollContentHeight {
                area.height = scrolled
            } else if systemScrolls, parent.id == laidOut.container?.id {
                let bottom = laidOut.parts.filter { $0.parentID == parent.id && !$0.isOverlay }.map(\.frame.maxY).max() ?? area.maxY
                area.height = max(area.height, bottom + parent.padding.bottom - area.minY)
            }
            return area
        }
        for part in scene.parts where part.isAnatomy {
            guard let parentID = part.parentID, let parent = byID[parentID] else { continue }
            let area = scrollArea(parent, in: scene)
            guard !area.contains(part.frame, tolerance: 0.5) else { continue }
            // Only what the larger text does: a part already outside at the standard size is lint's to report.
            if let before = standardParts[part.id], let beforeParent = standardParts[parentID] {
                let beforeArea = scrollArea(beforeParent, in: standard)
                if !beforeArea.contains(before.frame, tolerance: 0.5) { continue }
            }
            // In words a reader follows: how tall (or wide) it is, how far past which edge of which
            // part (by name) it reaches, and that part's own length.
            let holder = parent.parentID == nil ? "the sheet" : "the \(parent.name)"
            findings.append(context.finding(
                .largestTextOffSheet, .error, part: part, measured: .frame(part.frame), required: .frame(area),
                source: source,
                message: "at \(setting) \(Self.overflow(part.frame, area, holder: holder, unit: unit)), "
                    // "as drawn": the drawing's, never a claim about the platform (a sheet the
                    // system scrolls is measured against its content above).
                    + "and, as SpecSheet draws it, nothing there scrolls"))
        }

        findings += overlaps(standard: standard, largest: scene, context: context, setting: setting, source: source)

        if let container = scene.container {
            let screen = Rect(x: 0, y: 0, width: scene.screen.width, height: scene.screen.height)
            let children = scene.parts.filter { $0.parentID == container.id && !$0.isOverlay }
            let contentBottom = (children.map(\.frame.maxY).max() ?? container.frame.minY) + container.padding.bottom
            let content = contentBottom - container.frame.minY
            let edgeToEdge = [.fullScreen, .sideSheet, .topSheet].contains(scene.presentation.style)
            if container.scrollContentHeight == nil, content > container.frame.height + 0.5 {
                findings.append(context.finding(
                    .largestTextSheetTooTall, .error, part: container, measured: .length(content),
                    required: .length(container.frame.height), source: source,
                    message: "at \(setting) its content needs \(content.compactDescription) \(unit), but the sheet "
                        + (scene.presentation.detent.height == .fit ? "can be at most " : "rests at ")
                        + "\(container.frame.height.compactDescription) \(unit) tall there"
                        // What people meet: the system's scrolling, not the drawing's parts cut off.
                        + (systemScrolls ? ", so there the system lets it scroll and people have to scroll it to reach every part"
                            : " and, as SpecSheet draws it, does not scroll")))
            } else if !screen.contains(container.frame, tolerance: 0.5)
                        || (!edgeToEdge && container.frame.minY < scene.screen.safeArea.top - 0.5) {
                let available = Rect(x: 0, y: edgeToEdge ? 0 : scene.screen.safeArea.top, width: screen.width,
                                     height: screen.height - (edgeToEdge ? 0 : scene.screen.safeArea.top))
                findings.append(context.finding(
                    .largestTextSheetTooTall, .error, part: container, measured: .frame(container.frame),
                    required: .frame(available), source: source,
                    message: "at \(setting) the sheet grows to \(container.frame.height.compactDescription) \(unit) and no "
                        + "longer fits the \(available.height.compactDescription) \(unit) of screen below its top safe area"))
            }
        }
        return findings
    }

    /// Text that runs into another part at the largest size and stood apart from it at the standard
    /// size: each part with text against every other part that is neither its ancestor nor its
    /// descendant, by the other's text where it has some and by its frame where it has none (a
    /// drag handle, an icon). One finding per pair, on the part drawn later (the one on top).
    static func overlaps(standard: Scene, largest scene: Scene, context: AuditContext, setting: String,
                         source: String) -> [AccessibilityFinding] {
        let unit = context.unit
        let standardParts = Dictionary(standard.parts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let parents = Dictionary(scene.parts.map { ($0.id, $0.parentID) }, uniquingKeysWith: { first, _ in first })
        let parentIDs = Set(scene.parts.compactMap(\.parentID))
        func isAncestor(_ ancestor: String, of id: String) -> Bool {
            var current = parents[id] ?? nil
            while let step = current {
                if step == ancestor { return true }
                current = parents[step] ?? nil
            }
            return false
        }
        /// What of a part another part's text may not cover: its text (as drawn: a field shows
        /// its one line cut at its frame), or the whole of a small mark people read (a drag handle,
        /// an icon button's glyph); nil for anything else (a part that holds others is compared by
        /// its own parts; text standing out of its bar into a list or a divider is
        /// ``AccessibilityRule/largestTextOffSheet``'s to report).
        func ink(_ part: PlacedPart) -> (rect: Rect, isText: Bool)? {
            if let text = part.textFrame, part.content.text?.isEmpty == false {
                let drawn = part.kind == .anatomy(.field) ? text.intersection(part.frame) : text
                return drawn.map { ($0, true) }
            }
            guard !parentIDs.contains(part.id), part.kind == .anatomy(.handle) || part.kind == .anatomy(.iconButton)
            else { return nil }
            return (part.frame, false)
        }
        func overlap(_ a: PlacedPart, _ b: PlacedPart, in parts: [String: PlacedPart]) -> Rect? {
            guard let first = parts[a.id].flatMap(ink), let second = parts[b.id].flatMap(ink),
                  let shared = first.rect.intersection(second.rect), shared.width > 0.5, shared.height > 0.5
            else { return nil }
            return shared
        }
        let byID = Dictionary(scene.parts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let anatomy = scene.parts.filter(\.isAnatomy)
        var findings: [AccessibilityFinding] = []
        for (index, a) in anatomy.enumerated() {
            for b in anatomy[(index + 1)...] {
                guard let inkA = ink(a), let inkB = ink(b), inkA.isText || inkB.isText,
                      !isAncestor(a.id, of: b.id), !isAncestor(b.id, of: a.id),
                      let shared = overlap(a, b, in: byID),
                      // Only what the larger text does.
                      overlap(a, b, in: standardParts) == nil
                else { continue }
                // On the part whose text runs in (the later one when both have text).
                let (text, other) = inkB.isText ? (b, a) : (a, b)
                let otherHasText = ink(other)?.isText == true
                let what = otherHasText ? "the text of \(other.name)" : other.name
                var finding = context.finding(
                    .largestTextOverlap, .error, part: text, measured: .frame(ink(text)!.rect),
                    required: .frame(ink(other)!.rect), source: source,
                    message: "at \(setting) its text runs into \(what): they overlap over "
                        + "\(shared.width.compactDescription) × \(shared.height.compactDescription) \(unit)")
                finding.otherPart = other.id
                findings.append(finding)
            }
        }
        return findings
    }

    /// How far a part reaches past the area it should stay in, along the axis it overflows most:
    /// "it is 78 pt tall and reaches 28 pt below the Title bar it sits in (56 pt tall)".
    static func overflow(_ part: Rect, _ area: Rect, holder: String, unit: String) -> String {
        func length(_ value: Double) -> String { "\(value.compactDescription) \(unit)" }
        func sides(_ before: Double, _ beforeWord: String, _ after: Double, _ afterWord: String) -> String {
            [(before, beforeWord), (after, afterWord)].filter { $0.0 > 0.001 }
                .map { "\(length($0.0)) \($0.1)" }.joined(separator: " and ")
        }
        let above = area.minY - part.minY, below = part.maxY - area.maxY
        let left = area.minX - part.minX, right = part.maxX - area.maxX
        if max(above, below, 0) >= max(left, right, 0) {
            return "it is \(length(part.height)) tall and reaches \(sides(above, "above", below, "below")) "
                + "\(holder) it sits in (\(length(area.height)) tall)"
        }
        return "it is \(length(part.width)) wide and reaches \(sides(left, "past the left edge", right, "past the right edge")) "
            + "of \(holder) it sits in (\(length(area.width)) wide)"
    }

    /// The room a part leaves its text, next to the part's own size: "at that size the part is 44 pt
    /// tall and 369 pt wide, and its padding leaves 20 pt of that height and 337 pt of that width for text".
    static func room(part: Rect, text box: Rect, unit: String) -> String {
        func length(_ value: Double) -> String { "\(value.compactDescription) \(unit)" }
        let padded = box.height < part.height - 0.001 || box.width < part.width - 0.001
        let size = "at that size the part is \(length(part.height)) tall and \(length(part.width)) wide"
        guard padded else { return size }
        return size + ", and its padding leaves \(length(box.height)) of that height and \(length(box.width)) "
            + "of that width for text,"
    }

    /// `Body 17 → 53 pt`, `16 → 28 dp`, `16 → 32 px`: how the part's text grew.
    static func growth(from standard: TypeStyle?, to largest: TypeStyle, platform: Platform) -> String {
        let before = standard?.size ?? largest.size
        let style = platform == .ios ? largest.dynamicType.map { "\($0.displayName) " } ?? "" : ""
        let reading = platform == .ios && largest.dynamicTypeReading != nil ? ", SpecSheet's reading of the style" : ""
        return "\(style)\(before.compactDescription) → \(largest.size.compactDescription) \(platform.unit)\(reading)"
    }
}
