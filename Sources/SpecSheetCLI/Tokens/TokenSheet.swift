import SpecSheetModel

/// The design tokens of one design system (or one of its components) on one platform, ready to
/// write in any format: each with its kind, its value or the token it aliases, and its provenance.
/// Platform tokens that an exported token refers to come along, so every alias resolves. A number
/// is a length unless a spec uses it as an opacity (`scrimOpacity`) or its name says it is a ratio
/// (`…opacity`, `…ratio`, `…alpha`, `…scale`).
public struct TokenSheet: Sendable {
    /// What a token holds, as exchange formats type it.
    public enum Kind: String, Sendable, Hashable {
        /// A length in the platform's unit.
        case dimension
        /// A plain number: an opacity or another ratio.
        case number
        case color
        case typography
    }

    /// A value written in the spec, or an alias of another exported token.
    public enum Value: Sendable, Hashable {
        case number(Double)
        case color(light: RGBA, dark: RGBA)
        case typography(TypeStyle)
        case alias(String)
    }

    public struct Token: Sendable, Hashable {
        public var name: String
        public var kind: Kind
        public var value: Value
        public var provenance: Provenance?
    }

    public var system: String
    public var platform: Platform
    /// The platform's unit (`pt`, `dp`, `px`).
    public var unit: String
    /// Sorted by name.
    public var tokens: [Token]

    /// The tokens of `system` (and of `component`, when given) on `platform`.
    /// - Throws: when the system or component does not exist, or a token cannot be typed.
    public init(catalog: Catalog, system systemID: String, component componentID: String? = nil,
                platform: Platform) throws(CLIError) {
        guard let system = catalog.system(id: systemID) else {
            throw CLIError("no design system '\(systemID)'; the systems are: "
                           + catalog.systems.map(\.id).joined(separator: ", "))
        }
        var tables = [system.tokens]
        var components = system.components
        if let componentID {
            guard let component = system.components.first(where: { $0.id == componentID }) else {
                throw CLIError("\(systemID) has no component '\(componentID)'; its components are: "
                               + system.components.map(\.id).joined(separator: ", "))
            }
            tables.insert(component.tokens, at: 0)
            components = [component]
        }
        let platformTokens = catalog.platforms[platform]?.tokens ?? [:]
        self.system = systemID
        self.platform = platform
        unit = platform.unit
        let ratios = Self.ratioTokens(catalog: catalog, tables: [platformTokens] + tables, components: components,
                                      platform: platform)

        // The exported tables (earlier ones shadow later ones), then the platform tokens they reach.
        var chosen: [String: TokenDefinition] = [:]
        for table in tables.reversed() { chosen.merge(table) { _, shadowing in shadowing } }
        var pending = Array(chosen.keys)
        while let name = pending.popLast() {
            guard let definition = chosen[name] else { continue }
            for target in Self.references(definition.entry, platform: platform)
            where chosen[target] == nil && platformTokens[target] != nil {
                chosen[target] = platformTokens[target]
                pending.append(target)
            }
        }
        var tokens: [Token] = []
        for name in chosen.keys.sorted() {
            guard let entry = chosen[name]!.entry.branch(for: platform) else { continue }  // not on this platform
            let value: Value
            switch entry.value {
            case .number(let number): value = .number(number)
            case .color(let light, let dark): value = .color(light: light, dark: dark)
            case .typography(let style): value = .typography(style)
            case .reference(let target): value = .alias(target)
            case .perPlatform: continue
            }
            tokens.append(Token(name: name, kind: .dimension, value: value, provenance: entry.provenance))
        }
        // Kinds, following aliases to the value they end at.
        let byName = Dictionary(uniqueKeysWithValues: tokens.map { ($0.name, $0) })
        func kind(of name: String, seen: Set<String> = []) -> Kind? {
            guard let token = byName[name], !seen.contains(name) else { return nil }
            switch token.value {
            case .number: return ratios.contains(name) || Self.namesARatio(name) ? .number : .dimension
            case .color: return .color
            case .typography: return .typography
            case .alias(let target):
                return ratios.contains(name) || Self.namesARatio(name) ? .number : kind(of: target, seen: seen.union([name]))
            }
        }
        self.tokens = tokens.compactMap { token in
            guard let kind = kind(of: token.name) else { return nil }      // an alias out of reach
            var typed = token
            typed.kind = kind
            return typed
        }
    }

    /// Whether a number token's name says it is a ratio, not a length (`skin.scrim.opacity`).
    static func namesARatio(_ name: String) -> Bool {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return ["opacity", "ratio", "alpha", "scale"].contains { last.contains($0) }
    }

    static func references(_ entry: TokenEntry, platform: Platform) -> [String] {
        if case .reference(let target)? = entry.branch(for: platform)?.value { return [target] }
        return []
    }

    /// Tokens used where a ratio is expected (a scrim's opacity), and what they alias: plain numbers.
    static func ratioTokens(catalog: Catalog, tables: [[String: TokenDefinition]], components: [ComponentSpec],
                            platform: Platform) -> Set<String> {
        var presentations = [catalog.platforms[platform]?.presentation].compactMap { $0 }
        for component in components {
            presentations.append(component.presentation)
            presentations += (component.variants + component.states).compactMap(\.rule.presentation)
            presentations += component.rules.compactMap(\.presentation)
        }
        var names = Set(presentations.compactMap { $0.scrimOpacity?.tokenName })
        var pending = Array(names)
        while let name = pending.popLast() {
            for table in tables {
                guard let entry = table[name]?.entry else { continue }
                for target in references(entry, platform: platform) where names.insert(target).inserted {
                    pending.append(target)
                }
            }
        }
        return names
    }
}
