import Foundation

/// Says in words how a selection's geometry changed between a baseline's sidecar and this run:
/// `handle.width 32 → 36`, `container.y 490 → 486`, `detent.height 426 → 430`,
/// `part footer added`, `dimension padding-top 8 → 12`.
public enum GeometryChanges {
    /// The changes from `old` to `new`, both geometry documents as parsed by JSONSerialization.
    public static func describe(from old: [String: Any], to new: [String: Any], limit: Int = 20) -> [String] {
        let before = flatten(old), after = flatten(new)
        var lines: [String] = []
        let oldParts = Set(before.parts), newParts = Set(after.parts)
        for part in after.parts where !oldParts.contains(part) { lines.append("part \(part) added") }
        for part in before.parts where !newParts.contains(part) { lines.append("part \(part) removed") }
        for (key, value) in after.values {
            guard let previous = before.lookup[key] else { continue }
            if previous != value { lines.append("\(key) \(previous) → \(value)") }
        }
        for (key, value) in after.values where before.lookup[key] == nil && !isInsideNewPart(key, oldParts, newParts) {
            lines.append("\(key) added (\(value))")
        }
        let newKeys = Set(after.values.map(\.0))
        for (key, value) in before.values where !newKeys.contains(key) && !isInsideRemovedPart(key, oldParts, newParts) {
            lines.append("\(key) removed (was \(value))")
        }
        if lines.count > limit {
            let more = lines.count - limit
            lines = Array(lines.prefix(limit)) + ["… and \(more) more geometry changes"]
        }
        return lines
    }

    private static func isInsideNewPart(_ key: String, _ oldParts: Set<String>, _ newParts: Set<String>) -> Bool {
        newParts.subtracting(oldParts).contains { key.hasPrefix($0 + ".") }
    }

    private static func isInsideRemovedPart(_ key: String, _ oldParts: Set<String>, _ newParts: Set<String>) -> Bool {
        oldParts.subtracting(newParts).contains { key.hasPrefix($0 + ".") }
    }

    struct Flat {
        var values: [(String, String)] = []
        var lookup: [String: String] = [:]
        var parts: [String] = []

        mutating func add(_ key: String, _ value: Any?) {
            guard let value, lookup[key] == nil else { return }
            let text = GeometryChanges.text(value)
            values.append((key, text))
            lookup[key] = text
        }
    }

    /// Key paths to values: device and presentation facts, `<part>.<x|y|width|height|contentHeight|parent>`
    /// and `dimension <id>`.
    static func flatten(_ root: [String: Any]) -> Flat {
        var flat = Flat()
        if let device = root["device"] as? [String: Any] {
            for key in ["id", "width", "height", "orientation"] { flat.add("device.\(key)", device[key]) }
            if let safe = device["safeArea"] as? [String: Any] {
                for key in ["top", "bottom", "left", "right"] { flat.add("device.safeArea.\(key)", safe[key]) }
            }
        }
        flat.add("presentation", root["presentation"])
        if let detent = root["detent"] as? [String: Any] {
            flat.add("detent.name", detent["name"])
            flat.add("detent.height", detent["height"])
        }
        if let scrim = root["scrim"] as? [String: Any] {
            flat.add("scrim.visible", scrim["visible"])
            flat.add("scrim.opacity", scrim["opacity"])
        }
        for part in root["parts"] as? [[String: Any]] ?? [] {
            guard let id = part["id"] as? String else { continue }
            flat.parts.append(id)
            if let frame = part["frame"] as? [String: Any] {
                for key in ["x", "y", "width", "height"] { flat.add("\(id).\(key)", frame[key]) }
            }
            flat.add("\(id).contentHeight", part["contentHeight"])
            flat.add("\(id).parent", part["parent"])
        }
        for dimension in root["dimensions"] as? [[String: Any]] ?? [] {
            guard let id = dimension["id"] as? String else { continue }
            flat.add("dimension \(id)", dimension["value"])
        }
        return flat
    }

    /// Whole numbers without decimals, others as JSON wrote them.
    static func text(_ value: Any) -> String {
        if let flag = value as? Bool, !(value is NSNumber) { return flag ? "true" : "false" }
        if let number = value as? NSNumber {
            if String(cString: number.objCType) == "c" { return number.boolValue ? "true" : "false" }
            let double = number.doubleValue
            if double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
            return String(double)
        }
        if value is NSNull { return "null" }
        return "\(value)"
    }
}
