import SpecSheetModel

/// The tokens and fixed numbers a part's properties name, with the role each plays
/// (`padding top`, `fill`), for the properties table.
enum PartTokens {
    /// (role, metric) for every length the part sets.
    static func metrics(of properties: PartProperties) -> [(role: String, metric: Metric)] {
        var result: [(String, Metric)] = []
        func add(_ role: String, _ metric: Metric?) { if let metric { result.append((role, metric)) } }
        for (name, edges) in [("padding", properties.padding), ("margin", properties.margin)] {
            guard let edges else { continue }
            add("\(name) top", edges.top)
            add("\(name) leading", edges.leading)
            add("\(name) bottom", edges.bottom)
            add("\(name) trailing", edges.trailing)
        }
        add("gap", properties.gap)
        for (axis, sizing) in [("width", properties.width), ("height", properties.height)] {
            guard let sizing else { continue }
            if sizing.mode != .fraction { add(axis, sizing.value) }    // a share, not a length
            // Bounds on the content box leave the padding outside: "max width of the content".
            let of = sizing.box == .content ? " of the content" : ""
            add("min \(axis)\(of)", sizing.min)
            add("max \(axis)\(of)", sizing.max)
        }
        if let corners = properties.cornerRadius {
            for (role, metric) in cornerRoles(corners) { add(role, metric) }
        }
        add("row height", properties.itemHeight)
        return result
    }

    /// (role, token) for every colour and type style the part names.
    static func styles(of properties: PartProperties, kind: PartKind? = nil) -> [(role: String, token: String)] {
        // An icon button's text colour paints its icon: one word for it on every page.
        let colour = kind == .iconButton ? "icon colour" : "text colour"
        return [("text style", properties.textStyle), (colour, properties.textColor), ("fill", properties.fill),
                ("stroke", properties.stroke)].compactMap { role, token in token.map { (role, $0) } }
    }

    /// A part's or container's corner radii as rows, the corners that share a metric said as one:
    /// "corner radius" (all four), "top corner radius" (the top two), …, "top-leading corner
    /// radius" for a corner of its own.
    static func cornerRoles(_ corners: CornerMetrics) -> [(role: String, metric: Metric)] {
        let named: [(String, Metric?)] = [("top-leading", corners.topLeading), ("top-trailing", corners.topTrailing),
                                          ("bottom-leading", corners.bottomLeading), ("bottom-trailing", corners.bottomTrailing)]
        var groups: [(metric: Metric, names: [String])] = []
        for (name, metric) in named {
            guard let metric else { continue }
            if let index = groups.firstIndex(where: { $0.metric == metric }) { groups[index].names.append(name) }
            else { groups.append((metric, [name])) }
        }
        let words: [Set<String>: String] = [
            ["top-leading", "top-trailing", "bottom-leading", "bottom-trailing"]: "corner radius",
            ["top-leading", "top-trailing"]: "top corner radius", ["bottom-leading", "bottom-trailing"]: "bottom corner radius",
            ["top-leading", "bottom-leading"]: "leading corner radius", ["top-trailing", "bottom-trailing"]: "trailing corner radius",
        ]
        return groups.flatMap { group -> [(role: String, metric: Metric)] in
            if let role = words[Set(group.names)] { return [(role, group.metric)] }
            return group.names.map { ("\($0) corner radius", group.metric) }
        }
    }

    /// A resolved token as a reader wants it: `16 pt`, `#1F1F1F / #F5F5F5 (dark)`, `transparent`,
    /// `Inter 17/22 semibold`.
    static func describe(_ token: ResolvedToken, unit: String) -> String {
        switch token.value {
        case .number(let number):
            return "\(number.compactDescription) \(unit)"
        case .color(let light, let dark):
            // A colour with no opacity reads as what it is, never as black (#00000000).
            func words(_ color: RGBA) -> String { color.alpha == 0 ? "transparent" : color.hex }
            return light == dark ? words(light) : "\(words(light)) / \(words(dark)) (dark)"
        case .typography(let style):
            let line = style.lineHeight.map { "/\($0.compactDescription)" } ?? ""
            return "\(style.family) \(style.size.compactDescription)\(line) \(weightName(style.weight))"
        }
    }

    private static func weightName(_ weight: Int) -> String {
        switch weight {
        case ..<350: "light"
        case ..<450: "regular"
        case ..<550: "medium"
        case ..<650: "semibold"
        default: "bold"
        }
    }
}
