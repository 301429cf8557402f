import SpecSheetModel

/// The Properties section's first paragraph, said of what the page shows: the platforms it has
/// columns for, and only the kinds of names its sources give values that its rows actually cite
/// (a CSS custom property, a constant, a system colour). An iOS-only page names no CSS. Where the
/// page draws counter-examples for its Don'ts, it says that where a part shows counts without them;
/// where rules change the sheet on a phone held sideways, that the widths rows name are upright.
enum PropertiesIntro {
    static func text(_ rows: [PropertyRow], platforms: [Platform], hasCounterExamples: Bool = false,
                     changesSideways: Bool = false) -> String {
        let platformWords = platforms.count == 1 ? "on \(platforms[0].displayName)" : "on each platform"
        var kinds: [String] = []
        var names = 0
        for value in rows.flatMap(\.tokens).flatMap(\.values) {
            guard let name = value.citation?.sourceName else { continue }
            names += 1
            let kind = name.hasPrefix("--") ? "a CSS custom property"
                : value.text.hasPrefix("#") ? "a system colour" : "a constant"
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        let order = ["a CSS custom property", "a constant", "a system colour"]
        kinds.sort { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! }
        let head = "Every part, nested as in the anatomy, with its options and its numbers and colours \(platformWords). "
        var scope = hasCounterExamples
            ? " The notes on where a part shows and what it holds cover the design's variants and states only, not the counter-examples drawn for the Don'ts under Best practices."
            : ""
        if changesSideways {
            scope += " The rows give the values the pictures draw, on devices held upright; what changes on a device held sideways is under Behaviour."
        }
        guard names > 0 else {
            return head + "Each value names its source; the button beside it copies the value." + scope
        }
        let example = kinds.count == 1 ? kinds[0] : kinds.dropLast().joined(separator: ", ") + " or " + kinds.last!
        return head + "Each value names its source and, where that source gives the value a name of its own (here, \(example)), "
            + "that name too; the button beside a value or a name copies it." + scope
    }
}
