import SpecSheetModel

/// `acknowledgements:` of a component: accessibility findings the spec knows of, each with a rule,
/// a part, optionally the platforms, variants and themes it holds on, and the reason.
///
/// ```yaml
/// acknowledgements:
///   - rule: target-size
///     part: close
///     platform: ios
///     reason: The source gives a 32 × 32 close button and no larger touch area.
/// ```
enum AcknowledgementDecoding {
    static let keys = ["rule", "part", "platform", "variant", "theme", "reason"]

    /// One acknowledgement with the nodes its references were written at, checked once the anatomy
    /// and the variants are known.
    struct Decoded {
        var acknowledgement: AccessibilityAcknowledgement
        var partNode: YAMLNode
        var variantNodes: [YAMLNode]
        var platformEntries: [(Platform, SourceLocation)]
    }

    static func list(_ node: YAMLNode, _ context: DecodeContext) -> [Decoded] {
        let log = context.log
        guard let items = node.sequence("a list of acknowledgements", log) else { return [] }
        return items.compactMap { item in
            guard let mapping = item.mapping("an acknowledgement", allowedKeys: keys, log) else { return nil }
            let rule = mapping.required("rule", log)?.enumValue("audit rule", AccessibilityRule.self, log)
            let partNode = mapping.required("part", log)
            let part = partNode?.identifier("part id", log)
            var reason = mapping.required("reason", log)?.boundedText("reason", log)
            if let text = reason, text.allSatisfy(\.isWhitespace), let node = mapping["reason"] {
                log.error("an acknowledgement needs a reason: say why the finding stands", at: node.location)
                reason = nil
            }
            let platformNode = mapping["platform"]
            var platforms: [Platform]?
            var platformsRead = true
            if let platformNode {
                platforms = PlatformListDecoding.list(platformNode, what: "the platforms it holds on", context)
                platformsRead = platforms != nil
            }
            let variantNodes = mapping["variant"]?.oneOrMany() ?? []
            let variants = mapping["variant"].map { _ in variantNodes.compactMap { $0.identifier("variant id", log) } }
            let themes = mapping["theme"].map { node in node.oneOrMany().compactMap { $0.enumValue("theme", Theme.self, log) } }
            guard let rule, let partNode, let part, let reason, platformsRead else { return nil }
            let acknowledgement = AccessibilityAcknowledgement(
                rule: rule, part: part, platforms: platforms, variants: variants, themes: themes,
                reason: reason, location: mapping.location)
            return Decoded(acknowledgement: acknowledgement, partNode: partNode, variantNodes: variantNodes,
                           platformEntries: platformNode.map(PlatformListDecoding.entries) ?? [])
        }
    }
}
