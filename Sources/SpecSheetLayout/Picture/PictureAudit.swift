import SpecSheetModel

/// The promises every anatomy and specs picture keeps (issue #12), checked on its
/// ``PictureLayout``: no annotation hides what it points at.
///
/// - no label overlaps another label or marker, nor what a part smaller than a quarter of the screen
///   paints (``PictureLayout/Part/detail``: a container's fill hides nothing);
/// - no two markers overlap; no two parallel redlines share a line, no two redlines cross, and no redline's end tick
///   touches another redline or its ticks (ticks piled on a small part, or crossed at a corner);
/// - each marker's leader ends on its own part's ink (inside it, and under no part drawn over it
///   but its own children) and crosses no anatomy part other than the ones its part lies in, those
///   that lie in it and those its end lies in (which any route has to enter);
/// - no two leaders meet (a reader follows each from its label to its end without a choice);
/// - no two markers' leaders end so close their dots touch (two numbers on one dot name no part);
/// - no leader's dot covers words (a part that paints only text is pointed at beside them), and
///   no redline label covers words;
/// - nothing is cut at the picture's edge.
public enum PictureAudit {
    /// A broken promise of one picture.
    public struct Finding: Sendable, Hashable, CustomStringConvertible {
        public enum Rule: String, Sendable, Hashable, CaseIterable {
            case labelsOverlap = "labels-overlap"
            case labelCoversPart = "label-covers-part"
            case markersOverlap = "markers-overlap"
            case redlinesShareLine = "redlines-share-line"
            case redlinesCross = "redlines-cross"
            case ticksStack = "ticks-stack"
            case leaderMissesPart = "leader-misses-part"
            case leaderCrossesPart = "leader-crosses-part"
            case leadersCross = "leaders-cross"
            case leadersShareEnd = "leaders-share-end"
            case dotOnText = "dot-on-text"
            case labelCoversText = "label-covers-text"
            case cutAtEdge = "cut-at-edge"
        }

        public var rule: Rule
        /// The part or dimension to blame.
        public var subject: String
        public var message: String

        public var description: String { "\(message) [\(rule.rawValue)]" }
    }

    /// Below this share of the screen's area a part may not be covered by a label.
    public static let smallPartShare = 0.25

    public static func findings(in picture: PictureLayout) -> [Finding] {
        var findings: [Finding] = []
        func report(_ rule: Finding.Rule, _ subject: String, _ message: String) {
            findings.append(Finding(rule: rule, subject: subject, message: message))
        }
        let canvas = Rect(x: 0, y: 0, width: picture.width, height: picture.height)
        let byID = Dictionary(picture.parts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let screenArea = picture.device.width * picture.device.height
        // Parts as they show: clipped to the device's screen.
        let visible = picture.parts.compactMap { part -> PictureLayout.Part? in
            guard let shown = PlaneGeometry.intersection(part.frame, picture.device), shown.width > 0, shown.height > 0
            else { return nil }
            var clipped = part
            clipped.frame = shown
            return clipped
        }
        let small = visible.filter { $0.frame.width * $0.frame.height < smallPartShare * screenArea }

        // Labels: against each other, the small parts and the edge.
        for (index, label) in picture.labels.enumerated() {
            for other in picture.labels[(index + 1)...] where label.frame.overlaps(other.frame) {
                report(.labelsOverlap, label.owner, "\(label.kind.rawValue) label “\(label.text)” overlaps "
                       + "\(other.kind.rawValue) label “\(other.text)”")
            }
            if label.kind != .legend {
                for part in small {
                    guard let ink = part.detail.flatMap({ PlaneGeometry.intersection($0, picture.device) }),
                          label.frame.overlaps(ink) else { continue }
                    report(.labelCoversPart, label.owner, "\(label.kind.rawValue) label “\(label.text)” covers "
                           + "part \(part.id) \(ink)")
                }
            }
            if !canvas.contains(label.frame) {
                report(.cutAtEdge, label.owner, "\(label.kind.rawValue) label “\(label.text)” \(label.frame) "
                       + "leaves the \(picture.width)×\(picture.height) picture")
            }
        }
        // Markers.
        for (index, marker) in picture.markers.enumerated() {
            for other in picture.markers[(index + 1)...] {
                let dx = marker.center.x - other.center.x, dy = marker.center.y - other.center.y
                if (dx * dx + dy * dy).squareRoot() < marker.radius + other.radius - 0.001 {
                    report(.markersOverlap, marker.part, "markers \(marker.number) and \(other.number) overlap")
                }
            }
        }
        // Redlines: parallel ones never on one line.
        for (index, line) in picture.redlines.enumerated() {
            for other in picture.redlines[(index + 1)...] {
                let a = (line.from, line.to, line.axis), b = (other.from, other.to, other.axis)
                if line.axis == other.axis && sharesLine(line, other) {
                    report(.redlinesShareLine, line.dimension, "redlines \(line.dimension) and \(other.dimension) are drawn on one line")
                } else if line.axis != other.axis && crosses(line, other) {
                    report(.redlinesCross, line.dimension, "redlines \(line.dimension) and \(other.dimension) cross")
                } else if RedlineLayout.ticksTouch(a, b) || RedlineLayout.ticksTouch(b, a) {
                    report(.ticksStack, line.dimension, "the ticks of redlines \(line.dimension) and \(other.dimension) touch")
                }
            }
            for point in [line.from, line.to] where !canvas.contains(Rect(x: point.x, y: point.y, width: 0, height: 0)) {
                report(.cutAtEdge, line.dimension, "redline \(line.dimension) leaves the picture")
            }
        }
        // Leaders of markers: end on their own part's ink, cross nothing else.
        for leader in picture.leaders {
            for point in leader.points where !canvas.contains(Rect(x: point.x, y: point.y, width: 0, height: 0)) {
                report(.cutAtEdge, leader.owner, "leader to \(leader.owner) leaves the picture")
            }
            guard leader.kind == .marker, let end = leader.points.last, let part = byID[leader.owner] else { continue }
            let related = relatives(of: part, in: picture.parts, byID: byID)
            if !contains(part.target, end) {
                report(.leaderMissesPart, part.id, "the leader to \(part.id) ends at (\(end.x), \(end.y)), off its ink \(part.target)")
            } else if let cover = visible.first(where: { $0.layer > part.layer && !related.contains($0.id)
                                                       && $0.cover.map { contains($0, end) } == true }) {
                report(.leaderMissesPart, part.id, "the leader to \(part.id) ends under part \(cover.id), drawn over it")
            }
            for (a, b) in zip(leader.points, leader.points.dropFirst()) {
                // A part the leader's end lies in has to be entered; any other is a detour it did not take.
                for other in visible where other.isAnatomy && !related.contains(other.id)
                    && !contains(other.frame, end) && crossesInterior(a, b, other.frame) {
                    report(.leaderCrossesPart, part.id, "the leader to \(part.id) crosses part \(other.id)")
                }
            }
        }
        // Markers' leaders end on points of their own: two dots that touch (keylines included)
        // read as one dot for two numbers. The router aims further apart
        // (``LeaderRouting/endSeparation``).
        let markerLeaders = picture.leaders.filter { $0.kind == .marker }
        let endRadius = 2 * (AnatomyMarker.dotRadius + 0.5)
        for (index, leader) in markerLeaders.enumerated() {
            guard let end = leader.points.last else { continue }
            for other in markerLeaders[(index + 1)...] {
                guard let otherEnd = other.points.last else { continue }
                let dx = end.x - otherEnd.x, dy = end.y - otherEnd.y
                if (dx * dx + dy * dy).squareRoot() < endRadius {
                    report(.leadersShareEnd, leader.owner, "the leaders to \(leader.owner) and \(other.owner) end on one point "
                           + "(\(end.x), \(end.y))")
                }
            }
        }
        // No dot and no label on words.
        for leader in markerLeaders {
            guard let end = leader.points.last else { continue }
            for text in picture.texts where LeaderRouting.dot(at: end, covers: text) {
                report(.dotOnText, leader.owner, "the dot of the leader to \(leader.owner) at (\(end.x), \(end.y)) covers the "
                       + "words at \(text)")
            }
        }
        for label in picture.labels where label.kind == .redline {
            for text in picture.texts where PlaneGeometry.outset(text, by: -0.5).overlaps(label.frame) {
                report(.labelCoversText, label.owner, "redline label “\(label.text)” \(label.frame) covers the words at \(text)")
            }
        }
        // Leaders never meet one another.
        for (index, leader) in picture.leaders.enumerated() {
            for other in picture.leaders[(index + 1)...] where meet(leader.points, other.points) {
                report(.leadersCross, leader.owner, "the \(leader.kind.rawValue) leader to \(leader.owner) meets the "
                       + "\(other.kind.rawValue) leader to \(other.owner)")
            }
        }
        return findings
    }

    /// Whether two polylines share a point.
    static func meet(_ first: [Point], _ second: [Point]) -> Bool {
        zip(first, first.dropFirst()).contains { a, b in
            zip(second, second.dropFirst()).contains { c, d in PlaneGeometry.segments(a, b, meet: c, d) }
        }
    }

    /// The part itself, the parts it lies in and the parts that lie in it: a leader may end on or
    /// run through these.
    static func relatives(of part: PictureLayout.Part, in parts: [PictureLayout.Part],
                          byID: [String: PictureLayout.Part]) -> Set<String> {
        func chain(_ start: PictureLayout.Part) -> [String] {
            var ids: [String] = []
            var next = start.parent
            while let id = next, !ids.contains(id) {
                ids.append(id)
                next = byID[id]?.parent
            }
            return ids
        }
        let ancestors = chain(part)
        let descendants = parts.filter { chain($0).contains(part.id) }.map(\.id)
        return Set(ancestors + descendants + [part.id])
    }

    /// A horizontal and a vertical redline that run through each other (each past the other's
    /// line by more than half a unit: one ending on the other is the ticks' rule's to judge).
    static func crosses(_ a: PictureLayout.Line, _ b: PictureLayout.Line) -> Bool {
        let (h, v) = a.axis == .horizontal ? (a, b) : (b, a)
        let margin = 0.5
        return v.from.x > min(h.from.x, h.to.x) + margin && v.from.x < max(h.from.x, h.to.x) - margin
            && h.from.y > min(v.from.y, v.to.y) + margin && h.from.y < max(v.from.y, v.to.y) - margin
    }

    /// Same axis, on (almost) the same line, and overlapping or touching along it.
    static func sharesLine(_ a: PictureLayout.Line, _ b: PictureLayout.Line) -> Bool {
        let tolerance = 2.0
        switch a.axis {
        case .vertical:
            guard abs(a.from.x - b.from.x) < tolerance else { return false }
            return min(a.from.y, a.to.y) <= max(b.from.y, b.to.y) + tolerance
                && min(b.from.y, b.to.y) <= max(a.from.y, a.to.y) + tolerance
        case .horizontal:
            guard abs(a.from.y - b.from.y) < tolerance else { return false }
            return min(a.from.x, a.to.x) <= max(b.from.x, b.to.x) + tolerance
                && min(b.from.x, b.to.x) <= max(a.from.x, a.to.x) + tolerance
        }
    }

    static func contains(_ rect: Rect, _ point: Point) -> Bool {
        point.x >= rect.minX - 0.001 && point.x <= rect.maxX + 0.001 && point.y >= rect.minY - 0.001 && point.y <= rect.maxY + 0.001
    }

    /// Whether the segment passes through the rectangle's interior (running along an edge does not count).
    static func crossesInterior(_ a: Point, _ b: Point, _ rect: Rect) -> Bool {
        guard rect.width > 1, rect.height > 1 else { return false }
        return PlaneGeometry.segment(a, b, intersects: PlaneGeometry.outset(rect, by: -0.5))
    }
}
