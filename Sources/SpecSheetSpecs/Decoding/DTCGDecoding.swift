import SpecSheetModel

/// Design-token files in the W3C Design Tokens Community Group format, read as a token table:
/// what `specsheet tokens --format dtcg` writes, and what Style Dictionary or Tokens Studio export.
///
/// Groups give the dotted names (`spacing` › `100` → `spacing.100`); a leaf is an object with
/// `$value`; `$type` is the leaf's or the nearest group's. Read: `dimension` (`"8px"`, `"8dp"`,
/// `"8pt"` or `{value, unit}`) and `number` as numbers, `color` (`"#RRGGBB[AA]"` or an sRGB colour
/// object), `typography` (`fontFamily`, `fontSize`, `fontWeight`, `lineHeight` as a ratio), and
/// aliases (`"{group.token}"`) as references. SpecSheet's own `$extensions.specsheet` members carry a
/// colour's two themes, an absolute line height and the provenance (`tag`, `source`, `section`);
/// `$description` becomes the provenance's note. Tokens of the format's other types (shadow,
/// gradient, duration, …) have no use in a spec and are left out; a type the format does not
/// define is an error. JSON is read by the YAML parser, so every error has its line and column.
enum DTCGDecoding {
    /// The format's types SpecSheet has no use for: their tokens are left out.
    static let unusedTypes: Set<String> = [
        "duration", "cubicBezier", "fontFamily", "fontWeight", "strokeStyle", "border", "transition", "shadow",
        "gradient",
    ]
    static let readTypes: Set<String> = ["dimension", "number", "color", "typography"]

    /// The tokens of the DTCG document `root`, each defined on `platform` only when one is given.
    static func table(_ root: YAMLNode, platform: Platform?, _ context: DecodeContext) -> [String: TokenDefinition] {
        var table: [String: TokenDefinition] = [:]
        group(root, path: [], inheritedType: nil, platform: platform, into: &table, context)
        return table
    }

    private static func group(_ node: YAMLNode, path: [String], inheritedType: String?, platform: Platform?,
                              into table: inout [String: TokenDefinition], _ context: DecodeContext) {
        let log = context.log
        let what = path.isEmpty ? "a design-token file (a JSON object)" : "token group '\(path.joined(separator: "."))'"
        guard let mapping = node.mapping(what, allowedKeys: nil, log) else { return }
        var type = inheritedType
        if let typeNode = mapping["$type"] {
            guard let name = knownType(typeNode, log) else { return }
            type = name
        }
        if mapping.contains("$value") {
            leaf(mapping, path: path, type: type, platform: platform, into: &table, context)
            return
        }
        for entry in mapping.entries where !entry.key.hasPrefix("$") {
            group(entry.value, path: path + [entry.key], inheritedType: type, platform: platform, into: &table, context)
        }
    }

    private static func knownType(_ node: YAMLNode, _ log: DiagnosticLog) -> String? {
        guard let name = node.string(log) else { return nil }
        guard readTypes.contains(name) || unusedTypes.contains(name) else {
            log.error("unknown token type '\(name)': the DTCG format defines "
                      + (readTypes.union(unusedTypes)).sorted().joined(separator: ", "), at: node.location)
            return nil
        }
        return name
    }

    private static func leaf(_ mapping: YAMLMapping, path: [String], type: String?, platform: Platform?,
                             into table: inout [String: TokenDefinition], _ context: DecodeContext) {
        let log = context.log
        let name = path.joined(separator: ".")
        let location = mapping.location
        guard !path.isEmpty else {
            log.error("a design-token file's top level is a group, not a token", at: location)
            return
        }
        guard Identifiers.isTokenName(name) else {
            log.error("invalid token name '\(name)' (from the groups around it): use lowercase words of letters, "
                      + "digits and '-'", at: location)
            context.brokenTokens.insert(name)
            return
        }
        guard let valueNode = mapping["$value"] else { return }
        let extensions = specSheetExtensions(mapping, context)
        var entry: TokenEntry?
        if let text = valueNode.scalarText, valueNode.kind == .string, text.hasPrefix("{"), text.hasSuffix("}") {
            let target = String(text.dropFirst().dropLast())
            guard Identifiers.isTokenName(target) else {
                log.error("invalid alias '\(text)': name a token as {group.token} in lowercase words", at: valueNode.location)
                return
            }
            context.referToken(target, at: valueNode.location)
            entry = TokenEntry(value: .reference(target), location: location)
        } else {
            guard let type else {
                log.error("token '\(name)' has no $type (on it or on a group around it)", at: location)
                return
            }
            if unusedTypes.contains(type) { return }
            let value: TokenValue? = switch type {
            case "dimension": dimension(valueNode, log).map(TokenValue.number)
            case "number": valueNode.number(log).map(TokenValue.number)
            case "color": color(valueNode, extensions: extensions, log)
            default: typography(valueNode, extensions: extensions, context).map(TokenValue.typography)
            }
            entry = value.map { TokenEntry(value: $0, location: location) }
        }
        guard var entry else {
            context.brokenTokens.insert(name)
            return
        }
        entry.provenance = provenance(extensions, description: mapping["$description"], context)
        if let platform { entry = TokenEntry(value: .perPlatform([platform: entry]), location: location) }
        table[name] = TokenDefinition(name: name, entry: entry)
    }

    /// `$extensions.specsheet` of a token, when it has one.
    private static func specSheetExtensions(_ mapping: YAMLMapping, _ context: DecodeContext) -> YAMLMapping? {
        guard let node = mapping["$extensions"]?.mappingPairs?.first(where: { $0.key.scalarText == "specsheet" })?.value
        else { return nil }
        return node.mapping("SpecSheet's token extensions", allowedKeys: [
            "unit", "light", "dark", "lineHeight", "dynamicType", "tag", "source", "section", "conflict", "note",
            "sourceName", "darkSource", "reading",
        ], context.log)
    }

    private static func provenance(_ extensions: YAMLMapping?, description: YAMLNode?,
                                   _ context: DecodeContext) -> Provenance? {
        guard let extensions, extensions.contains("tag") else { return nil }
        var provenance = ProvenanceDecoding.provenance(in: extensions, context)
        if provenance?.note == nil { provenance?.note = description.flatMap { $0.string(context.log) } }
        return provenance
    }

    /// `"8px"`, `"8dp"`, `"8pt"`, a bare number, or `{value, unit}`: the number of units.
    private static func dimension(_ node: YAMLNode, _ log: DiagnosticLog) -> Double? {
        if node.kind == .number { return node.number(log) }
        if node.kind == .mapping, let pairs = node.mapping("a dimension", allowedKeys: nil, log) {
            guard let unit = pairs.required("unit", log)?.string(log), let value = pairs.required("value", log)?.number(log)
            else { return nil }
            return checkedUnit(unit, value: value, at: pairs.location, log)
        }
        guard let text = node.string(log) else { return nil }
        let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }
        guard let value = Identifiers.decimalNumber(String(digits)) else {
            log.error("expected a dimension such as \"8px\", found '\(text)'", at: node.location)
            return nil
        }
        return checkedUnit(String(text.dropFirst(digits.count)), value: value, at: node.location, log)
    }

    private static func checkedUnit(_ unit: String, value: Double, at location: SourceLocation,
                                    _ log: DiagnosticLog) -> Double? {
        guard ["px", "dp", "pt", ""].contains(unit) else {
            log.error("unit '\(unit)' has no fixed size on a device: write the length in px (or dp, pt)", at: location)
            return nil
        }
        return value
    }

    /// A hex string or an sRGB colour object, in both themes, or the two themes SpecSheet wrote.
    private static func color(_ node: YAMLNode, extensions: YAMLMapping?, _ log: DiagnosticLog) -> TokenValue? {
        if let light = extensions?["light"], let dark = extensions?["dark"] {
            guard let light = light.color(log), let dark = dark.color(log) else { return nil }
            return .color(light: light, dark: dark)
        }
        let value: RGBA?
        if node.kind == .mapping {
            guard let object = node.mapping("a colour", allowedKeys: nil, log) else { return nil }
            if let hex = object["hex"], object["colorSpace"]?.scalarText == "srgb" || object["colorSpace"] == nil {
                value = hex.color(log).map { color in
                    var color = color
                    color.alpha = object["alpha"].flatMap { $0.number(log) } ?? color.alpha
                    return color
                }
            } else {
                guard object.required("colorSpace", log)?.string(log) == "srgb" else {
                    log.error("only sRGB colours can be read (colorSpace: srgb, or a hex value)", at: object.location)
                    return nil
                }
                let components = object.required("components", log)?.sequenceItems?.compactMap { $0.number(log) } ?? []
                guard components.count == 3 else {
                    log.error("an sRGB colour needs three components, each 0–1", at: object.location)
                    return nil
                }
                value = RGBA(red: components[0], green: components[1], blue: components[2],
                             alpha: object["alpha"].flatMap { $0.number(log) } ?? 1)
            }
        } else {
            value = node.color(log)
        }
        return value.map { .color(light: $0, dark: $0) }
    }

    private static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
        "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
        "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
    ]

    private static func typography(_ node: YAMLNode, extensions: YAMLMapping?, _ context: DecodeContext) -> TypeStyle? {
        let log = context.log
        guard let object = node.mapping("a typography value", allowedKeys: nil, log) else { return nil }
        var family: String?
        if let familyNode = object.required("fontFamily", log) {
            family = familyNode.sequenceItems?.first.flatMap { $0.string(log) } ?? familyNode.string(log)
        }
        let size = object.required("fontSize", log).flatMap { dimension($0, log) }
        var weight = 400
        if let weightNode = object["fontWeight"] {
            if weightNode.kind == .number, let number = weightNode.integer(log) {
                weight = number
            } else if let text = weightNode.string(log), let named = weightNames[text.lowercased()] {
                weight = named
            } else {
                log.error("expected a font weight (100–900 or a name such as bold)", at: weightNode.location)
                return nil
            }
            guard (100...900).contains(weight) else {
                log.error("font weight must be between 100 and 900; found \(weight)", at: weightNode.location)
                return nil
            }
        }
        guard let family, let size, size > 0 else { return nil }
        var lineHeight: Double?
        if let absolute = extensions?["lineHeight"] {
            lineHeight = absolute.number(log)
        } else if let ratio = object["lineHeight"] {
            lineHeight = ratio.number(log).map { $0 * size }
        }
        // SpecSheet's own: the iOS Dynamic Type style, as in a spec (`body`, or `{ style, ours }`).
        var dynamicType: (style: DynamicTypeStyle, reading: String?)?
        if let node = extensions?["dynamicType"] {
            guard let value = TokenDecoding.dynamicType(node, context) else { return nil }
            dynamicType = value
        }
        return TypeStyle(family: family, size: size, weight: weight, lineHeight: lineHeight,
                         dynamicType: dynamicType?.style, dynamicTypeReading: dynamicType?.reading)
    }
}
