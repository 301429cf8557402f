import SpecSheetModel

/// `platforms.yaml`: per platform its sources, size-class rules, custom-size traits, tokens and
/// presentation defaults.
enum PlatformsDecoding {
    static let platformKeys = ["name", "sources", "sizeClasses", "windowClasses", "tabletFromShortSide", "custom",
                               "tokens", "presentation", "patterns"]

    static func platforms(_ root: YAMLNode, _ context: DecodeContext) -> [Platform: PlatformRules] {
        let log = context.log
        guard let top = root.mapping("platforms.yaml", allowedKeys: ["platforms"], log),
              let node = top.required("platforms", log),
              let mapping = node.mapping("the platforms", allowedKeys: Platform.allCases.map(\.rawValue), log)
        else { return [:] }
        var result: [Platform: PlatformRules] = [:]
        for entry in mapping.entries {
            guard let platform = Platform(rawValue: entry.key) else { continue }
            result[platform] = context.restricted(to: [platform]) { rules(entry.value, platform, context) }
        }
        if mapping.entries.isEmpty { log.error("platforms.yaml defines no platform", at: node.location) }
        return result
    }

    private static func rules(_ node: YAMLNode, _ platform: Platform, _ context: DecodeContext) -> PlatformRules? {
        let log = context.log
        guard let mapping = node.mapping("a platform", allowedKeys: platformKeys, log) else { return nil }
        let name = mapping.required("name", log)?.name(log)
        let sources = mapping["sources"].map { SourceDecoding.sources($0, context) } ?? [:]
        let sizeClasses = mapping.required("sizeClasses", log).map {
            idiomTable($0, "'sizeClasses'", context, sizeClassRule)
        }
        let tabletFromShortSide = mapping.required("tabletFromShortSide", log)?.deviceNumber("tabletFromShortSide",
                                                                                               context)
        let custom = mapping["custom"].map { idiomTable($0, "'custom'", context, traits) } ?? [:]
        let windowClasses = mapping["windowClasses"].map { self.windowClasses($0, context) } ?? []
        let tokens = mapping["tokens"].map { TokenDecoding.table($0, context) } ?? [:]
        if let patterns = mapping["patterns"] { checkPatterns(patterns, context) }
        let lookup = DetentDecoding.Lookup.none
        let presentation = mapping["presentation"].flatMap {
            PresentationDecoding.presentation($0, detents: lookup, context)
        }
        guard let name, let sizeClasses, let tabletFromShortSide else { return nil }
        return PlatformRules(platform: platform, name: name, sources: sources, tokens: tokens,
                             presentation: presentation ?? PresentationProperties(), sizeClasses: sizeClasses,
                             tabletFromShortSide: tabletFromShortSide, customTraits: custom,
                             windowClasses: windowClasses)
    }

    /// `patterns: { <id>: <component fragment> }`: the ids and that each is a mapping. A pattern's
    /// content is checked where a component extends it (see ``ComponentInheritance``).
    private static func checkPatterns(_ node: YAMLNode, _ context: DecodeContext) {
        guard let mapping = node.mapping("platform patterns", allowedKeys: nil, context.log) else { return }
        for entry in mapping.entries {
            _ = entry.keyNode.identifier("pattern", context.log)
            _ = entry.value.mapping("pattern '\(entry.key)' (a component fragment)", allowedKeys: ComponentDecoding.keys,
                                    context.log)
        }
    }

    /// `windowClasses: { compact: 0, medium: 600, ... }`: names with their least widths, ascending from 0.
    private static func windowClasses(_ node: YAMLNode, _ context: DecodeContext) -> [WindowClass] {
        guard let mapping = node.mapping("window classes", allowedKeys: nil, context.log) else { return [] }
        var classes: [WindowClass] = []
        for entry in mapping.entries {
            guard let name = entry.keyNode.identifier("window class", context.log),
                  let width = entry.value.deviceNumber("windowClasses.\(entry.key)", context) else { continue }
            if classes.isEmpty, width != 0 {
                context.error("the first window class starts at 0, not \(width.compactDescription): every width "
                              + "needs a class", at: entry.value.location)
            } else if let last = classes.last, width <= last.minWidth {
                context.error("window class '\(name)' starts at \(width.compactDescription), not above '\(last.name)' "
                              + "(\(last.minWidth.compactDescription)): list them from narrowest to widest",
                              at: entry.value.location)
            }
            classes.append(WindowClass(name: name, minWidth: width))
        }
        return classes
    }

    /// A mapping keyed by device idiom (`phone`, `tablet`, `desktop`).
    private static func idiomTable<Value>(_ node: YAMLNode, _ what: String, _ context: DecodeContext,
                                          _ read: (YAMLNode, String, DecodeContext) -> Value?) -> [DeviceIdiom: Value] {
        guard let mapping = node.mapping(what, allowedKeys: DeviceIdiom.allCases.map(\.rawValue), context.log) else {
            return [:]
        }
        var result: [DeviceIdiom: Value] = [:]
        for entry in mapping.entries {
            guard let idiom = DeviceIdiom(rawValue: entry.key) else { continue }
            result[idiom] = read(entry.value, entry.key, context)
        }
        return result
    }

    private static func sizeClassRule(_ node: YAMLNode, _ idiom: String, _ context: DecodeContext) -> SizeClassRule? {
        let log = context.log
        guard let mapping = node.mapping("a size-class rule", allowedKeys: ["regularWidthFrom", "compactHeightBelow"],
                                         log) else { return nil }
        let width = mapping.required("regularWidthFrom", log)?.deviceNumber("regularWidthFrom", context)
        let height = mapping.required("compactHeightBelow", log)?.deviceNumber("compactHeightBelow", context)
        guard let width, let height else { return nil }
        return SizeClassRule(regularWidthFrom: width, compactHeightBelow: height)
    }

    private static func traits(_ node: YAMLNode, _ idiom: String, _ context: DecodeContext) -> CustomDeviceTraits? {
        guard let mapping = node.mapping("custom-size traits", allowedKeys: ["safeArea", "keyboard",
                                                                            "screenCornerRadius"], context.log)
        else { return nil }
        let safeArea = mapping["safeArea"].flatMap { $0.safeAreas("safeArea", context) }
        let keyboard = mapping["keyboard"].flatMap { $0.keyboardHeights("keyboard", context) }
        let radius = mapping["screenCornerRadius"].flatMap { $0.deviceNumber("screenCornerRadius", context) }
        return CustomDeviceTraits(safeAreaPortrait: safeArea?.portrait ?? .zero,
                                  safeAreaLandscape: safeArea?.landscape ?? .zero,
                                  keyboardPortrait: keyboard?.portrait ?? 0,
                                  keyboardLandscape: keyboard?.landscape ?? 0,
                                  screenCornerRadius: radius ?? 0)
    }
}
