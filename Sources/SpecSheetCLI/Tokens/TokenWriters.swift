import SpecSheetModel

/// The formats `specsheet tokens` writes a ``TokenSheet`` in.
public enum TokenFormat: String, Sendable, CaseIterable {
    /// The W3C Design Tokens Community Group format: nested groups, `$value`, `$type`, aliases as
    /// `{group.token}`.
    case dtcg
    /// CSS custom properties on `:root`, with the other theme's colours in a
    /// `prefers-color-scheme` block and a `[data-theme]` block.
    case css
    /// A flat list with every value resolved and its provenance.
    case json
}

extension TokenSheet {
    /// The sheet in `format`, colours in `theme` (CSS: the default theme; the other follows in blocks).
    public func written(as format: TokenFormat, theme: Theme) throws(CLIError) -> String {
        switch format {
        case .dtcg: try dtcg(theme: theme).serialized() + "\n"
        case .css: css(theme: theme)
        case .json: json(theme: theme).serialized() + "\n"
        }
    }

    // MARK: DTCG

    /// Groups from the dotted names (`spacing.100` → `spacing` › `100`). Lengths are written in px,
    /// the format's unit for density-independent lengths, with the platform's own unit (pt, dp)
    /// in `$extensions`; a colour's other theme is there too.
    func dtcg(theme: Theme) throws(CLIError) -> JSONValue {
        let names = Set(tokens.map(\.name))
        if let clash = tokens.first(where: { token in names.contains { $0.hasPrefix(token.name + ".") } }) {
            throw CLIError("token '\(clash.name)' is also a group of other tokens (\(clash.name).…): the DTCG "
                           + "format cannot hold both; rename one of them")
        }
        var root = TokenTree()
        root.insert(.object([
            ("specsheet", .object([("system", .string(system)), ("platform", .string(platform.rawValue)),
                                   ("unit", .string(unit)), ("theme", .string(theme.rawValue))])),
        ]), at: ["$extensions"])
        for token in tokens {
            var members: [(String, JSONValue)] = [("$type", .string(token.kind.rawValue)),
                                                  ("$value", dtcgValue(token, theme: theme))]
            if let note = token.provenance?.note { members.append(("$description", .string(note))) }
            var extensions: [(String, JSONValue)] = []
            if token.kind == .dimension { extensions.append(("unit", .string(unit))) }
            if case .color(let light, let dark) = token.value {
                extensions += [("light", .string(Self.hex(light))), ("dark", .string(Self.hex(dark)))]
            }
            if case .typography(let style) = token.value, let lineHeight = style.lineHeight {
                // The format's line height is a ratio; the exact length reads back from here.
                extensions.append(("lineHeight", .number(lineHeight)))
            }
            if case .typography(let style) = token.value, let dynamicType = style.dynamicType {
                // iOS's Dynamic Type style, which the format has no field for; a reading keeps its reason.
                extensions.append(("dynamicType", style.dynamicTypeReading.map { reading in
                    .object([("style", .string(dynamicType.rawValue)), ("ours", .string(reading))])
                } ?? .string(dynamicType.rawValue)))
            }
            if let provenance = token.provenance {
                extensions.append(("tag", .string(provenance.tag.rawValue)))
                if let source = provenance.source { extensions.append(("source", .string(source))) }
                if let section = provenance.section { extensions.append(("section", .string(section))) }
                if let name = provenance.sourceName { extensions.append(("sourceName", .string(name))) }
                if let dark = provenance.darkSource { extensions.append(("darkSource", .string(dark))) }
            }
            if !extensions.isEmpty { members.append(("$extensions", .object([("specsheet", .object(extensions))]))) }
            root.insert(.object(members), at: token.name.split(separator: ".").map(String.init))
        }
        return root.json
    }

    private func dtcgValue(_ token: Token, theme: Theme) -> JSONValue {
        switch token.value {
        case .alias(let target): .string("{\(target)}")
        case .number(let value): token.kind == .dimension ? .string(Self.px(value)) : .number(value)
        case .color(let light, let dark): .string(Self.hex(theme == .dark ? dark : light))
        case .typography(let style):
            .object([("fontFamily", .string(style.family)), ("fontSize", .string(Self.px(style.size))),
                     ("fontWeight", .number(Double(style.weight)))]
                    + (style.lineHeight.map { [("lineHeight", JSONValue.number(Self.ratio($0 / style.size)))] } ?? []))
        }
    }

    // MARK: CSS

    /// `--spacing-100: 8px;` on `:root`; aliases as `var(--…)`; type styles as four properties.
    func css(theme: Theme) -> String {
        let other: Theme = theme == .light ? .dark : .light
        var text = "/* \(system) design tokens on \(platform.rawValue), written by specsheet tokens. "
            + "Lengths are in px standing for the platform's \(unit). */\n"
        text += block(":root", declarations(theme: theme, colorsOnly: false))
        let themed = declarations(theme: other, colorsOnly: true)
        if !themed.isEmpty {
            text += "@media (prefers-color-scheme: \(other.rawValue)) {\n" + block(":root", themed, indent: "  ") + "}\n"
            text += block("[data-theme=\"\(other.rawValue)\"]", themed)
            text += block("[data-theme=\"\(theme.rawValue)\"]", declarations(theme: theme, colorsOnly: true))
        }
        return text
    }

    private func declarations(theme: Theme, colorsOnly: Bool) -> [String] {
        tokens.flatMap { token -> [String] in
            if colorsOnly, !(token.kind == .color) { return [] }
            let name = Self.cssName(token.name)
            switch token.value {
            case .alias(let target) where token.kind == .typography:
                return Self.typographyParts.map { "--\(name)-\($0): var(--\(Self.cssName(target))-\($0));" }
            case .alias(let target):
                return ["--\(name): var(--\(Self.cssName(target)));"]
            case .number(let value):
                return ["--\(name): \(token.kind == .dimension ? Self.px(value) : value.compactDescription);"]
            case .color(let light, let dark):
                return ["--\(name): \(Self.hex(theme == .dark ? dark : light));"]
            case .typography(let style):
                return ["--\(name)-font-family: \(Self.cssString(style.family));",
                        "--\(name)-font-size: \(Self.px(style.size));",
                        "--\(name)-font-weight: \(style.weight);",
                        "--\(name)-line-height: \(style.lineHeight.map(Self.px) ?? "normal");"]
            }
        }
    }

    static let typographyParts = ["font-family", "font-size", "font-weight", "line-height"]

    private func block(_ selector: String, _ lines: [String], indent: String = "") -> String {
        indent + selector + " {\n" + lines.map { indent + "  " + $0 + "\n" }.joined() + indent + "}\n"
    }

    // MARK: JSON

    /// Every token with its resolved value (aliases followed), its alias if any, and provenance.
    func json(theme: Theme) -> JSONValue {
        let resolved = resolver()
        return .object([
            ("system", .string(system)), ("platform", .string(platform.rawValue)), ("unit", .string(unit)),
            ("theme", .string(theme.rawValue)),
            ("tokens", .array(tokens.map { token in
                var members: [(String, JSONValue)] = [("name", .string(token.name)), ("type", .string(token.kind.rawValue))]
                switch resolved(token) {
                case .number(let value)?: members.append(("value", .number(value)))
                case .color(let light, let dark)?:
                    members.append(("value", .string(Self.hex(theme == .dark ? dark : light))))
                case .typography(let style)?:
                    members.append(("value", .object([("family", .string(style.family)), ("size", .number(style.size)),
                                                      ("weight", .number(Double(style.weight))),
                                                      ("lineHeight", .optional(style.lineHeight))])))
                case .alias?, nil: members.append(("value", .null))
                }
                if case .alias(let target) = token.value { members.append(("alias", .string(target))) }
                if let provenance = token.provenance {
                    members.append(("tag", .string(provenance.tag.rawValue)))
                    members.append(("source", .optional(provenance.source)))
                    members.append(("note", .optional(provenance.note)))
                }
                return .object(members)
            })),
        ])
    }

    // MARK: Formatting

    /// A function giving each token's value with aliases followed (nil: an alias out of reach).
    func resolver() -> (Token) -> Value? {
        let byName = Dictionary(uniqueKeysWithValues: tokens.map { ($0.name, $0) })
        let limit = tokens.count
        func resolved(_ token: Token, depth: Int) -> Value? {
            guard case .alias(let target) = token.value else { return token.value }
            guard depth < limit, let next = byName[target] else { return nil }
            return resolved(next, depth: depth + 1)
        }
        return { resolved($0, depth: 0) }
    }

    /// The sheet as table rows for people: name, value in the platform's unit (an alias shows its
    /// target and the value it comes to), and the provenance.
    public func tableRows() -> [[String]] {
        let resolved = resolver()
        return tokens.map { token in
            var value: String
            switch resolved(token) {
            case .number(let number)?: value = token.kind == .dimension ? "\(number.compactDescription) \(unit)" : number.compactDescription
            case .color(let light, let dark)?: value = light == dark ? Self.hex(light) : "\(Self.hex(light)) / \(Self.hex(dark)) (dark)"
            case .typography(let style)?:
                value = "\(style.family) \(style.size.compactDescription)" + (style.lineHeight.map { "/\($0.compactDescription)" } ?? "")
                    + " \(unit), weight \(style.weight)"
            case .alias?, nil: value = "—"
            }
            if case .alias(let target) = token.value { value = "→ \(target) (\(value))" }
            let provenance = token.provenance.map { [$0.tag.rawValue, $0.source ?? ""] } ?? ["", ""]
            return [token.name, value] + provenance
        }
    }

    static func px(_ value: Double) -> String { "\(value.compactDescription)px" }
    static func ratio(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
    static func hex(_ color: RGBA) -> String { color.hex }

    /// `color.on-surface` → `color-on-surface`; anything outside letters, digits, `-` and `_` becomes `-`.
    static func cssName(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
    }

    /// A CSS string literal: quotes and backslashes escaped, line breaks dropped.
    static func cssString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: " ") + "\""
    }
}

/// Nested JSON objects built by path, keeping the order members were first inserted.
struct TokenTree {
    private var members: [(String, Node)] = []

    private indirect enum Node {
        case leaf(JSONValue)
        case group(TokenTree)
    }

    mutating func insert(_ value: JSONValue, at path: [String]) {
        guard let head = path.first else { return }
        let index = members.firstIndex { $0.0 == head }
        if path.count == 1 {
            if let index { members[index].1 = .leaf(value) } else { members.append((head, .leaf(value))) }
            return
        }
        var child = TokenTree()
        if let index, case .group(let existing) = members[index].1 { child = existing }
        child.insert(value, at: Array(path.dropFirst()))
        if let index { members[index].1 = .group(child) } else { members.append((head, .group(child))) }
    }

    var json: JSONValue {
        .object(members.map { key, node in
            switch node {
            case .leaf(let value): (key, value)
            case .group(let tree): (key, tree.json)
            }
        })
    }
}
