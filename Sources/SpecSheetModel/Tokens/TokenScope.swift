/// The tokens visible to one component on one platform: the component's own, then its design
/// system's, then the platform's. Earlier tables shadow later ones.
public struct TokenScope: Sendable {
    public var tables: [[String: TokenDefinition]]
    public var platform: Platform

    public init(tables: [[String: TokenDefinition]], platform: Platform) {
        self.tables = tables
        self.platform = platform
    }

    /// Looks up a definition by name in scope order.
    public func definition(named name: String) -> TokenDefinition? {
        for table in tables {
            if let definition = table[name] { return definition }
        }
        return nil
    }

    /// Follows references and platform branches until a concrete value, detecting cycles.
    public func resolve(_ name: String) throws(TokenResolutionError) -> ResolvedToken {
        var chain: [String] = []
        var seen: Set<String> = []
        var current = name
        while true {
            if !seen.insert(current).inserted, let start = chain.firstIndex(of: current) {
                let location = definition(named: current)?.entry.location
                throw .cycle(cycle: Array(chain[start...]) + [current], location: location)
            }
            chain.append(current)
            guard let definition = definition(named: current) else {
                throw .unknown(name: current)
            }
            // A platform's branch may itself be a reference.
            guard let entry = definition.entry.branch(for: platform) else {
                throw .missingPlatform(name: current, platform: platform, location: definition.entry.location)
            }
            switch entry.value {
            case .reference(let target):
                current = target
            case .number(let value):
                return ResolvedToken(name: name, value: .number(value), provenance: entry.provenance, chain: chain)
            case .color(let light, let dark):
                return ResolvedToken(name: name, value: .color(light: light, dark: dark),
                                     provenance: entry.provenance, chain: chain)
            case .typography(let style):
                return ResolvedToken(name: name, value: .typography(style), provenance: entry.provenance, chain: chain)
            case .perPlatform:
                preconditionFailure("platform branches are unwrapped above")
            }
        }
    }

    /// The reference cycles among `names`, each once, in the order a walk from `names` (in order)
    /// first runs into them, with the name whose walk found it. Linear in the number of tokens:
    /// a name whose walk already ended, in a value or a cycle, is never walked again.
    public func cycles(among names: [String]) -> [(name: String, error: TokenResolutionError)] {
        var finished: Set<String> = []
        var found: [(String, TokenResolutionError)] = []
        for name in names where !finished.contains(name) {
            var path: [String] = []
            var onPath: [String: Int] = [:]
            var current = name
            while !finished.contains(current) {
                if let start = onPath[current] {
                    let location = definition(named: current)?.entry.location
                    found.append((name, .cycle(cycle: Array(path[start...]) + [current], location: location)))
                    break
                }
                onPath[current] = path.count
                path.append(current)
                guard let next = reference(from: current) else { break }
                current = next
            }
            finished.formUnion(path)
        }
        return found
    }

    /// The token `name`'s definition refers to on this platform, if it is a reference.
    private func reference(from name: String) -> String? {
        if case .reference(let target)? = definition(named: name)?.entry.branch(for: platform)?.value { return target }
        return nil
    }
}
