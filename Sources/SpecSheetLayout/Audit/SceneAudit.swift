import SpecSheetModel

/// Checks the geometric promises every scene must keep, whatever the screen: the container on the
/// screen and below the top safe area, every part inside its parent (or its parent's scroll
/// content), flow siblings never overlapping, anatomy numbers unique, and each dimension equal to
/// the token it documents.
public enum SceneAudit {
    public static func findings(in scene: Scene, component: ComponentSpec? = nil) -> [AuditFinding] {
        let selection = "\(scene.address) \(scene.variant)/\(scene.state) on \(scene.screen.id) \(scene.screen.orientation.rawValue)"
        var findings: [AuditFinding] = []
        func report(_ rule: AuditFinding.Rule, _ message: String, at location: SourceLocation? = nil) {
            findings.append(AuditFinding(rule: rule, selection: selection, message: message, location: location))
        }
        let specs = Dictionary((component?.anatomy.allParts ?? []).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let byID = Dictionary(scene.parts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        if byID.count != scene.parts.count { report(.duplicatePartIDs, "part ids repeat") }

        let anatomy = scene.parts.filter(\.isAnatomy)
        if let container = anatomy.first(where: { $0.parentID == nil }) {
            let screen = Rect(x: 0, y: 0, width: scene.screen.width, height: scene.screen.height)
            if !screen.contains(container.frame) {
                report(.containerOffScreen, "container \(container.frame) leaves the screen")
            }
            let safeTop = scene.screen.safeArea.top - 0.001
            if [.fullScreen, .sideSheet, .topSheet].contains(scene.presentation.style) {
                // Edge-to-edge surfaces may cover the status bar; their content pads clear of it.
                for part in anatomy where part.id != container.id && part.frame.height > 0 && part.frame.minY < safeTop {
                    report(.aboveSafeArea, "\(part.id) \(part.frame) lies above the top safe area, under the status bar")
                }
            } else if container.frame.minY < safeTop {
                report(.aboveSafeArea, "container \(container.frame) rises above the top safe area")
            }
        }
        for part in anatomy {
            guard let parentID = part.parentID, let parent = byID[parentID] else { continue }
            // Children of a scrolling part live in its scroll content, which is taller than its frame.
            var area = parent.frame
            if let scrolled = parent.scrollContentHeight { area.height = scrolled }
            if !area.contains(part.frame) {
                report(.partOutsideParent, "\(part.id) \(part.frame) is outside \(parentID) \(parent.frame)",
                       at: specs[part.id]?.location)
            }
        }
        let flow = anatomy.filter { $0.parentID != nil && !$0.isOverlay }
        let families = Dictionary(grouping: flow.indices, by: { flow[$0].parentID ?? "" })
        for parentID in families.keys.sorted() {
            for (a, b) in SceneAudit.overlappingPairs(families[parentID, default: []].map { flow[$0] }) {
                report(.siblingsOverlap, "\(a.id) \(a.frame) overlaps \(b.id) \(b.frame)", at: specs[b.id]?.location)
            }
        }
        let numbers = anatomy.compactMap(\.number)
        if Set(numbers).count != numbers.count { report(.repeatedNumbers, "anatomy numbers repeat: \(numbers)") }
        let dimensionSpecs = Dictionary((component?.dimensions ?? []).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for dimension in scene.dimensions {
            if let expected = dimension.tokenValue, abs(expected - dimension.value) > 0.001 {
                report(.dimensionDisagreesWithToken,
                       "dimension \(dimension.id) measures \(dimension.value) but token \(dimension.token ?? "") is \(expected)",
                       at: dimensionSpecs[dimension.id]?.location)
            }
        }
        return findings
    }

    /// The pairs of `parts` whose frames overlap, in the order a pairwise scan finds them, by a
    /// sweep down the frames' tops: only frames still open when another starts are compared, so
    /// the siblings of a stack (which follow one another) cost about n log n, not n².
    static func overlappingPairs(_ parts: [PlacedPart]) -> [(PlacedPart, PlacedPart)] {
        let order = parts.indices.sorted { (parts[$0].frame.minY, $0) < (parts[$1].frame.minY, $1) }
        var open: [Int] = [], pairs: [(Int, Int)] = []
        for index in order {
            let frame = parts[index].frame
            open.removeAll { parts[$0].frame.maxY <= frame.minY }
            for other in open where parts[other].frame.overlaps(frame) { pairs.append((min(other, index), max(other, index))) }
            open.append(index)
        }
        return pairs.sorted { $0 < $1 }.map { (parts[$0.0], parts[$0.1]) }
    }
}

extension PlacedPart {
    /// Whether the part comes from the anatomy (not the scrim, keyboard, trigger or arrow).
    public var isAnatomy: Bool {
        if case .anatomy = kind { return true }
        return false
    }
}
