import SpecSheetModel

/// Detents: `{ name, height, min, max, overflow }`, lists of them, and `detent: <name>` lookups.
enum DetentDecoding {
    /// Where a `detent: <name>` looks for its entry when its own block lists no `detents`:
    /// the component's base presentation, then the platform defaults.
    struct Lookup {
        var base: [DetentSpec]?
        var platformDefaults: [Platform: [DetentSpec]] = [:]
        /// The platforms the block applies to (a rule's `when.platform`, or the component's).
        var platforms: [Platform] = []
        /// False when platforms.yaml could not be read: a name not found is then not reported.
        var platformDefaultsKnown = true
        /// The `detents` each variant lists, for the states that name their variants.
        var variantDetents: [String: [DetentSpec]] = [:]
        /// The variants the block (a state) exists in, when it names them.
        var blockVariants: [String]?

        static let none = Lookup()
    }

    /// `detents:` entries, each a detent mapping with a unique name.
    static func list(_ items: [YAMLNode], _ context: DecodeContext) -> [DetentSpec] {
        var seen: [String: SourceLocation] = [:]
        var detents: [DetentSpec] = []
        for item in items {
            guard let detent = mapping(item, context) else { continue }
            if let first = seen[detent.name] {
                context.error("duplicate detent name '\(detent.name)' (first used at line \(first.line))",
                              at: item.location)
                continue
            }
            seen[detent.name] = item.location
            detents.append(detent)
        }
        return detents
    }

    /// `{ name, height, min, max, overflow, basis, words }` and the height's provenance.
    private static func mapping(_ node: YAMLNode, _ context: DecodeContext) -> DetentSpec? {
        let log = context.log
        guard let mapping = node.mapping("a detent", allowedKeys: ["name", "height", "min", "max", "overflow", "basis", "words"] + ProvenanceDecoding.keys, log)
        else { return nil }
        let name = mapping.required("name", log)?.identifier("detent name", log)
        let height = mapping.required("height", log)?.height("height", context)
        let min = mapping["min"].flatMap { $0.height("min", context) }
        let max = mapping["max"].flatMap { $0.height("max", context) }
        let overflow = mapping["overflow"].flatMap { $0.enumValue("overflow", OverflowBehaviour.self, log) }
        if let minNode = mapping["min"] { checkBounds(min: min, max: max, at: minNode.location, context) }
        guard let name, let height else { return nil }
        var detent = DetentSpec(name: name, height: height, min: min, max: max, overflow: overflow)
        if let basis = mapping["basis"].flatMap({ $0.enumValue("detent basis", DetentBasis.self, log) }) { detent.basis = basis }
        detent.words = mapping["words"].flatMap { $0.string(log) }
        detent.provenance = ProvenanceDecoding.provenance(in: mapping, context)
        return detent
    }

    private static func checkBounds(min: HeightValue?, max: HeightValue?, at location: SourceLocation,
                                    _ context: DecodeContext) {
        switch (min, max) {
        case (.fraction(let low)?, .fraction(let high)?) where low > high:
            context.error("min \(Format.number(low * 100))% is greater than max \(Format.number(high * 100))%",
                          at: location)
        case (.length(let low)?, .length(let high)?):
            BoundsDecoding.check(min: low, max: high, at: location, context)
        default:
            break
        }
    }

    /// A detent mapping, or the name of one in the `detents` list that applies here.
    static func detent(_ node: YAMLNode, own: [DetentSpec]?, lookup: Lookup,
                               _ context: DecodeContext) -> DetentSpec? {
        guard node.kind == .string, let name = node.scalarText else { return mapping(node, context) }
        func find(in list: [DetentSpec], from source: String) -> DetentSpec? {
            if let detent = list.first(where: { $0.name == name }) { return detent }
            let names = list.map(\.name)
            context.error("unknown detent '\(name)'; the detents \(source) are: \(names.joined(separator: ", "))"
                          + Suggestion.hint(for: name, in: names), at: node.location)
            return nil
        }
        /// The detent named in each list, which must be the same in all of them.
        func agreeing(_ lists: [(label: String, detents: [DetentSpec])]) -> DetentSpec? {
            guard let first = lists.first, let detent = find(in: first.detents, from: "of \(first.label)") else { return nil }
            for (label, list) in lists.dropFirst() {
                guard let other = find(in: list, from: "of \(label)") else { return nil }
                if other != detent {
                    context.error("detent '\(name)' differs between \(first.label) and \(label); write the detent out here",
                                  at: node.location)
                    return nil
                }
            }
            return detent
        }
        if let own { return find(in: own, from: "listed here") }
        // A state of some variants takes the name from their lists.
        let variants = lookup.blockVariants ?? []
        let variantLists = variants.compactMap { id in lookup.variantDetents[id].map { ("variant '\(id)'", $0) } }
        if !variants.isEmpty, variantLists.count == variants.count { return agreeing(variantLists) }
        if let base = lookup.base { return find(in: base, from: "of the component's presentation") }
        let lists = lookup.platforms.compactMap { platform in
            lookup.platformDefaults[platform].map { ("the \(platform.rawValue) defaults", $0) }
        }
        guard !lists.isEmpty else {
            guard lookup.platformDefaultsKnown else { return nil }
            context.error("unknown detent '\(name)': no 'detents' list is known here; list the detents in "
                          + "'detents:' or write the detent out", at: node.location)
            return nil
        }
        return agreeing(lists)
    }
}
