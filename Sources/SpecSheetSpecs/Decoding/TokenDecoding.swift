import SpecSheetModel

/// `tokens:` tables: numbers, colours, type styles, references and per-platform values.
enum TokenDecoding {
    private static let numberKeys = ["value"]
    private static let colorKeys = ["light", "dark"]
    private static let typeKeys = ["family", "size", "weight", "lineHeight", "dynamicType"]
    private static let referenceKeys = ["ref"]
    private static let platformKeys = Platform.allCases.map(\.rawValue)
    private static let allKeys = numberKeys + colorKeys + typeKeys + referenceKeys + platformKeys
        + ProvenanceDecoding.keys

    /// Decodes a `tokens:` mapping. Definitions with errors are left out and remembered in
    /// `context.brokenTokens` so that their uses are not reported a second time.
    static func table(_ node: YAMLNode, _ context: DecodeContext) -> [String: TokenDefinition] {
        guard let mapping = node.mapping("a token table", allowedKeys: nil, context.log) else { return [:] }
        var table: [String: TokenDefinition] = [:]
        for entry in mapping.entries {
            guard Identifiers.isTokenName(entry.key) else {
                context.error("invalid token name '\(entry.key)': use lowercase words of letters, digits and '-' "
                              + "joined by '.', starting with a letter", at: entry.keyNode.location)
                context.brokenTokens.insert(entry.key)
                continue
            }
            let before = context.log.count
            let value = self.entry(entry.value, name: entry.key, at: entry.keyNode.location, perPlatform: true, context)
            if let value, context.log.count == before {
                table[entry.key] = TokenDefinition(name: entry.key, entry: value)
            } else {
                context.brokenTokens.insert(entry.key)
            }
        }
        return table
    }

    /// One token value in any of its forms.
    private static func entry(_ node: YAMLNode, name: String, at location: SourceLocation, perPlatform: Bool,
                              _ context: DecodeContext) -> TokenEntry? {
        let log = context.log
        switch node.kind {
        case .number:
            return node.number(log).map { TokenEntry(value: .number($0), location: location) }
        case .string:
            let text = node.scalarText ?? ""
            if let number = Identifiers.decimalNumber(text) {
                return TokenEntry(value: .number(number), location: location)
            }
            if text.hasPrefix("#") {
                return node.color(log).map { TokenEntry(value: .color(light: $0, dark: $0), location: location) }
            }
            let hint = Identifiers.isTokenName(text) ? "; to use another token's value write { ref: \(text) }" : ""
            log.error("expected a token value (a number, a colour or a mapping) for '\(name)', found '\(text)'\(hint)",
                      at: node.location)
            return nil
        case .null:
            log.error("expected a value for token '\(name)', found nothing (null); quote colours, as in "
                      + "\"#RRGGBB\": an unquoted # starts a comment", at: node.location)
            return nil
        case .bool, .sequence:
            log.error("expected a token value (a number, a colour or a mapping) for '\(name)', found "
                      + node.kind.description, at: node.location)
            return nil
        case .mapping:
            return mappingEntry(node, name: name, at: location, perPlatform: perPlatform, context)
        }
    }

    private static func mappingEntry(_ node: YAMLNode, name: String, at location: SourceLocation, perPlatform: Bool,
                                     _ context: DecodeContext) -> TokenEntry? {
        let log = context.log
        let keys = node.mappingPairs?.compactMap { $0.key.scalarText } ?? []
        func has(_ group: [String]) -> Bool { keys.contains(where: group.contains) }
        let form: (what: String, keys: [String])
        if has(platformKeys) {
            guard perPlatform else {
                log.error("per-platform values cannot be nested in token '\(name)'", at: node.location)
                return nil
            }
            form = ("a per-platform token", platformKeys)
        } else if has(referenceKeys) {
            form = ("a token reference", referenceKeys)
        } else if has(colorKeys) {
            form = ("a colour token", colorKeys)
        } else if has(typeKeys) {
            form = ("a type-style token", typeKeys)
        } else if has(numberKeys) {
            form = ("a number token", numberKeys)
        } else {
            if let unknown = keys.first(where: { !allKeys.contains($0) }),
               let keyNode = node.mappingPairs?.first(where: { $0.key.scalarText == unknown })?.key {
                log.error(YAMLNode.unknownKeyMessage(unknown, in: "token '\(name)'", allowed: allKeys),
                          at: keyNode.location)
            } else {
                log.error("token '\(name)' has no value: give value, light/dark, family/size, ref, "
                          + "or ios/android/web", at: node.location)
            }
            return nil
        }
        guard let mapping = node.mapping(form.what, allowedKeys: form.keys + ProvenanceDecoding.keys, log) else {
            return nil
        }
        let provenance = ProvenanceDecoding.provenance(in: mapping, context)
        let value: TokenValue?
        switch form.keys {
        case platformKeys:
            var branches: [Platform: TokenEntry] = [:]
            for entry in mapping.entries {
                guard let platform = Platform(rawValue: entry.key) else { continue }
                let branch = self.entry(entry.value, name: name, at: entry.keyNode.location, perPlatform: false, context)
                if platform != .ios, case .typography(let style)? = branch?.value, style.dynamicType != nil {
                    // Only iOS has Dynamic Type; Android and the web scale text by its size.
                    log.error("'dynamicType' names an iOS text style, but this is the \(platform.rawValue) value of "
                              + "token '\(name)'; \(platform.rawValue) text scales by its size",
                              at: entry.value.mappingPairs?.first { $0.key.scalarText == "dynamicType" }?.key.location
                                  ?? entry.keyNode.location)
                }
                branches[platform] = branch
            }
            value = .perPlatform(branches)
        case referenceKeys:
            guard let targetNode = mapping["ref"], let target = targetNode.string(log) else { return nil }
            guard Identifiers.isTokenName(target) else {
                log.error("invalid token name '\(target)' in 'ref'", at: targetNode.location)
                return nil
            }
            context.referToken(target, at: targetNode.location)
            value = .reference(target)
        case colorKeys:
            let light = mapping.required("light", log)?.color(log)
            let dark = mapping.required("dark", log)?.color(log)
            value = light.flatMap { light in dark.map { TokenValue.color(light: light, dark: $0) } }
        case typeKeys:
            value = typeStyle(mapping, context).map(TokenValue.typography)
        default:
            value = mapping["value"]?.number(log).map(TokenValue.number)
        }
        return value.map { TokenEntry(value: $0, provenance: provenance, location: location) }
    }

    private static func typeStyle(_ mapping: YAMLMapping, _ context: DecodeContext) -> TypeStyle? {
        let log = context.log
        let family = mapping.required("family", log)?.name(log)
        var size: Double?
        if let node = mapping.required("size", log), let value = node.number(log) {
            if value > 0 {
                size = value
            } else {
                log.error("type size must be positive; found \(Format.number(value))", at: node.location)
            }
        }
        var weight = 400
        if let node = mapping["weight"] {
            guard let value = node.integer(log) else { return nil }
            guard (100...900).contains(value) else {
                log.error("font weight must be between 100 and 900; found \(value)", at: node.location)
                return nil
            }
            weight = value
        }
        let lineHeight = mapping["lineHeight"].flatMap { $0.length(log) }
        if mapping.contains("lineHeight"), lineHeight == nil { return nil }
        var dynamicType: (style: DynamicTypeStyle, reading: String?)?
        if let node = mapping["dynamicType"] {
            guard let value = self.dynamicType(node, context) else { return nil }
            dynamicType = value
        }
        guard let family, let size else { return nil }
        return TypeStyle(family: family, size: size, weight: weight, lineHeight: lineHeight,
                         dynamicType: dynamicType?.style, dynamicTypeReading: dynamicType?.reading)
    }

    /// `dynamicType: body`, or `dynamicType: { style: footnote, ours: "why" }` when the source names
    /// no style and the choice is SpecSheet's reading.
    static func dynamicType(_ node: YAMLNode, _ context: DecodeContext) -> (style: DynamicTypeStyle, reading: String?)? {
        let log = context.log
        let what = "Dynamic Type text style"
        if node.kind == .mapping {
            guard let mapping = node.mapping("a Dynamic Type style with SpecSheet's reading",
                                             allowedKeys: ["style", "ours"], log),
                  let styleNode = mapping.required("style", log), let oursNode = mapping.required("ours", log),
                  let style = styleNode.enumValue(what, DynamicTypeStyle.self, log),
                  let reading = oursNode.string(log)
            else { return nil }
            guard !reading.allSatisfy(\.isWhitespace) else {
                log.error("'ours' needs the reason SpecSheet chose this style", at: oursNode.location)
                return nil
            }
            return (style, reading)
        }
        return node.enumValue(what, DynamicTypeStyle.self, log).map { ($0, nil) }
    }
}
