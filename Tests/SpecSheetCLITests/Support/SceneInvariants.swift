import SpecSheetLayout
import SpecSheetModel

/// Geometric promises every scene keeps, whatever the screen: returns one line per broken promise.
enum SceneInvariants {
    static func violations(in scene: Scene) -> [String] {
        var problems: [String] = []
        let screen = Rect(x: 0, y: 0, width: scene.screen.width, height: scene.screen.height)
        let byID = Dictionary(scene.parts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let name = "\(scene.address) \(scene.variant)/\(scene.state) on \(scene.screen.id) \(scene.screen.orientation)"
        if byID.count != scene.parts.count { problems.append("\(name): duplicate part ids") }

        guard let container = scene.parts.first(where: { $0.parentID == nil && $0.kind.isAnatomy }) else {
            return problems + ["\(name): no container"]
        }
        if !screen.contains(container.frame) {
            problems.append("\(name): container \(container.frame) leaves the screen")
        }
        if scene.presentation.style != .fullScreen, container.frame.minY < scene.screen.safeArea.top - 0.001 {
            problems.append("\(name): container \(container.frame) rises above the top safe area")
        }
        for part in scene.parts where part.kind.isAnatomy {
            guard let parentID = part.parentID, let parent = byID[parentID] else { continue }
            // Children of a scrolling part live in its scroll content, which is taller than its frame.
            var area = parent.frame
            if let scrolled = parent.scrollContentHeight { area.height = scrolled }
            if !area.contains(part.frame) {
                problems.append("\(name): \(part.id) \(part.frame) is outside \(parentID) \(parent.frame)")
            }
        }
        let flow = scene.parts.filter { $0.kind.isAnatomy && $0.parentID != nil && !$0.isOverlay }
        for (_, siblings) in Dictionary(grouping: flow, by: { $0.parentID! }) {
            for (index, a) in siblings.enumerated() {
                for b in siblings[(index + 1)...] where a.frame.overlaps(b.frame) {
                    problems.append("\(name): \(a.id) \(a.frame) overlaps \(b.id) \(b.frame)")
                }
            }
        }
        let numbers = scene.parts.compactMap(\.number)
        if Set(numbers).count != numbers.count { problems.append("\(name): anatomy numbers repeat: \(numbers)") }
        for dimension in scene.dimensions {
            if let expected = dimension.tokenValue, abs(expected - dimension.value) > 0.001 {
                problems.append("\(name): dimension \(dimension.id) measures \(dimension.value), token \(dimension.token ?? "") says \(expected)")
            }
        }
        return problems
    }
}

extension PlacedPartKind {
    var isAnatomy: Bool {
        if case .anatomy = self { return true }
        return false
    }
}
