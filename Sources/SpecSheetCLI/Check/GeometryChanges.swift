/// Says in words how a selection's geometry changed between a baseline's sidecar and this run:
/// `handle.width 32 → 36`, `container.y 490 → 486`, `detent.height 426 → 430`,
/// `part footer added`, `dimension padding-top 8 → 12`.
public enum GeometryChanges {
    /// The changes from `old` to `new`, at most `limit` lines and a count of the rest.
    public static func describe(from old: SnapshotGeometry, to new: SnapshotGeometry, limit: Int = 20) -> [String] {
        let before = Flat(old), after = Flat(new)
        var lines: [String] = []
        let oldParts = Set(before.parts), newParts = Set(after.parts)
        for part in after.parts where !oldParts.contains(part) { lines.append("part \(part) added") }
        for part in before.parts where !newParts.contains(part) { lines.append("part \(part) removed") }
        for (key, value) in after.values {
            guard let previous = before.lookup[key] else { continue }
            if previous != value { lines.append("\(key) \(previous) → \(value)") }
        }
        let added = newParts.subtracting(oldParts), removed = oldParts.subtracting(newParts)
        for (key, value) in after.values where before.lookup[key] == nil && !isInside(key, added) {
            lines.append("\(key) added (\(value))")
        }
        for (key, value) in before.values where after.lookup[key] == nil && !isInside(key, removed) {
            lines.append("\(key) removed (was \(value))")
        }
        if lines.count > limit {
            let more = lines.count - limit
            lines = Array(lines.prefix(limit)) + ["… and \(more) more geometry changes"]
        }
        return lines
    }

    private static func isInside(_ key: String, _ parts: Set<String>) -> Bool {
        parts.contains { key.hasPrefix($0 + ".") }
    }

    /// Key paths to values in words: device and presentation facts,
    /// `<part>.<x|y|width|height|contentHeight|parent>` and `dimension <id>`, in document order.
    struct Flat {
        private(set) var values: [(key: String, value: String)] = []
        private(set) var lookup: [String: String] = [:]
        private(set) var parts: [String] = []

        init(_ geometry: SnapshotGeometry) {
            let device = geometry.device
            add("device.id", device?.id)
            add("device.width", device?.width)
            add("device.height", device?.height)
            add("device.orientation", device?.orientation)
            let safeArea = device?.safeArea
            add("device.safeArea.top", safeArea?.top)
            add("device.safeArea.bottom", safeArea?.bottom)
            add("device.safeArea.left", safeArea?.left)
            add("device.safeArea.right", safeArea?.right)
            add("presentation", geometry.presentation)
            add("detent.name", geometry.detent?.name)
            add("detent.height", geometry.detent?.height)
            add("scrim.visible", geometry.scrim?.visible.map { $0 ? "true" : "false" })
            add("scrim.opacity", geometry.scrim?.opacity)
            for part in geometry.parts ?? [] {
                guard let id = part.id else { continue }
                parts.append(id)
                add("\(id).x", part.frame?.x)
                add("\(id).y", part.frame?.y)
                add("\(id).width", part.frame?.width)
                add("\(id).height", part.frame?.height)
                add("\(id).contentHeight", part.contentHeight)
                add("\(id).parent", part.parent)
            }
            for dimension in geometry.dimensions ?? [] {
                guard let id = dimension.id else { continue }
                add("dimension \(id)", dimension.value)
            }
        }

        /// The first value of a key counts (a repeated part id is compared once).
        private mutating func add(_ key: String, _ text: String?) {
            guard let text, lookup[key] == nil else { return }
            values.append((key, text))
            lookup[key] = text
        }

        /// Whole numbers without decimals, others as Swift writes them.
        private mutating func add(_ key: String, _ number: Double?) {
            add(key, number.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : String($0) })
        }
    }
}
