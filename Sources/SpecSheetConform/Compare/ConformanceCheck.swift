import SpecSheetLayout
import SpecSheetModel

/// Compares what an implementation measured with the spec's geometry for the same selection:
/// the container's frame and corners, each measured part's frame and visibility, the scrim's
/// opacity, and every dimension of the selection whose parts were measured. Pure: the scene is
/// laid out, and the numbers measured, elsewhere.
public struct ConformanceCheck: Sendable {
    /// How far a measured number may be from the spec's, in the platform's unit.
    public var tolerance: Double

    public init(tolerance: Double = 0.5) {
        self.tolerance = tolerance
    }

    /// The report of `measured` against `scene`, laid out from `component`; `scope` resolves the
    /// tokens a deviation is traced to.
    public func run(_ measured: MeasuredGeometry, against scene: Scene, component: ComponentSpec,
                    scope: TokenScope) -> ConformanceReport {
        let unit = scene.screen.platform.unit
        let causes = DeviationCauses(scene: scene, component: component, scope: scope)
        var items: [ConformanceItem] = []
        var notChecked: [String] = []
        func compare(_ subject: String, _ value: Double, _ expected: Double, cause: String?, part: String?) {
            items.append(ConformanceItem(subject: subject, measured: value, expected: expected, unit: unit,
                                         cause: cause, passed: abs(value - expected) <= tolerance + 1e-9, part: part))
        }
        // Each edge of a part's padding that the spec states (its token or literal is the cause).
        func comparePadding(_ padding: MeasuredInsets, of placed: PlacedPart, label: String) {
            let edges: [(String, Double?, Double, KeyPath<EdgeMetrics, Metric?>)] = [
                ("top", padding.top, placed.padding.top, \.top), ("leading", padding.leading, placed.padding.leading, \.leading),
                ("bottom", padding.bottom, placed.padding.bottom, \.bottom),
                ("trailing", padding.trailing, placed.padding.trailing, \.trailing),
            ]
            for (edge, value, expected, path) in edges {
                guard let value, let cause = causes.padding(placed.id, path) else { continue }
                compare("\(label) \(edge) padding", value, expected, cause: cause, part: placed.id)
            }
        }
        let containerID = scene.container?.id

        // The container.
        if let container = scene.container {
            if let frame = measured.container?.frame {
                compare("container x", frame.x, container.frame.x, cause: causes.container(.x), part: containerID)
                compare("container y", frame.y, container.frame.y, cause: causes.container(.y), part: containerID)
                compare("container width", frame.width, container.frame.width, cause: causes.container(.width), part: containerID)
                compare("container height", frame.height, container.frame.height, cause: causes.container(.height), part: containerID)
            } else {
                notChecked.append("the container's frame")
            }
            if let edge = measured.container?.edge, scene.presentation.style == .sideSheet {
                let expected = scene.presentation.edge.rawValue
                items.append(ConformanceItem(subject: "container edge", measured: edge == expected ? 1 : 0, expected: 1,
                                             unit: nil, cause: nil, passed: edge == expected, part: containerID,
                                             message: edge == expected ? "attached to the \(edge) edge"
                                                 : "attached to the \(edge) edge; the spec attaches it to the \(expected) edge"))
            }
            if let padding = measured.container?.padding {
                comparePadding(padding, of: container, label: "container")
            }
            if let corners = measured.container?.corners {
                let spec = scene.presentation.corners
                for (name, value, expected) in [("top-leading", corners.topLeading, spec.topLeading),
                                                ("top-trailing", corners.topTrailing, spec.topTrailing),
                                                ("bottom-leading", corners.bottomLeading, spec.bottomLeading),
                                                ("bottom-trailing", corners.bottomTrailing, spec.bottomTrailing)] {
                    guard let value else { notChecked.append("the \(name) corner radius"); continue }
                    compare("container \(name) corner radius", value, expected, cause: causes.corner(), part: containerID)
                }
            } else {
                notChecked.append("the container's corner radii")
            }
        }

        // The parts.
        var frames: [String: Rect] = [:]
        if let containerID, let frame = measured.container?.frame { frames[containerID] = frame }
        let anatomyIDs = Set(component.anatomy.allParts.map(\.id))
        for part in measured.parts where anatomyIDs.contains(part.id) {
            frames[part.id] = part.frame
            guard part.id != containerID else {
                // The container listed among the parts (as `specsheet geometry` lists it): its padding.
                if measured.container?.padding == nil, let padding = part.padding, let container = scene.container {
                    comparePadding(padding, of: container, label: "container")
                }
                continue
            }
            guard let placed = scene.part(part.id) else {
                // Measured but hidden by the spec in this selection.
                items.append(ConformanceItem(subject: "part \(part.id)", measured: 1, expected: 0, unit: unit,
                                             cause: nil, passed: false, part: part.id,
                                             message: "\(name(part.id, component)) is shown; the spec hides it in this state"))
                continue
            }
            let label = name(part.id, component)
            // A part that keeps its spec distances to the container's edges moved or grew with
            // the container: its deviation is the container's, and says so.
            let follows = FollowsContainer(measured: part.frame, spec: placed.frame,
                                           measuredContainer: measured.container?.frame, specContainer: scene.container?.frame,
                                           tolerance: tolerance)
            func cause(_ own: String?, _ field: DeviationCauses.FrameField, _ holds: Bool) -> String? {
                guard holds, let container = causes.container(field) else { return own }
                return "follows from the container: \(container)"
            }
            // Kept at its leading (top) edge, it moved with the container's x (y); kept at the
            // trailing (bottom) edge, with where that edge is: the container's width (height).
            let xCause = follows.leading ? cause(nil, .x, true)
                : follows.trailing ? (cause(nil, .width, true) ?? cause(nil, .x, true)) : nil
            let yCause = follows.top ? cause(nil, .y, true)
                : follows.bottom ? (cause(nil, .height, true) ?? cause(nil, .y, true)) : nil
            compare("\(label) x", part.frame.x, placed.frame.x, cause: xCause, part: part.id)
            compare("\(label) y", part.frame.y, placed.frame.y, cause: yCause, part: part.id)
            compare("\(label) width", part.frame.width, placed.frame.width,
                    cause: cause(causes.part(part.id, .width), .width, follows.leading && follows.trailing), part: part.id)
            compare("\(label) height", part.frame.height, placed.frame.height,
                    cause: cause(causes.part(part.id, .height), .height, follows.top && follows.bottom), part: part.id)
            if let padding = part.padding { comparePadding(padding, of: placed, label: label) }
        }
        for id in measured.absentParts where id != containerID && anatomyIDs.contains(id) && scene.part(id) != nil {
            items.append(ConformanceItem(subject: "part \(id)", measured: 0, expected: 1, unit: unit, cause: nil, passed: false,
                                         part: id, message: "\(name(id, component)) is not shown; the spec shows it in this state"))
        }
        let measuredIDs = Set(measured.parts.map(\.id) + measured.absentParts)
        let unmeasured = scene.parts.filter { placed in
            guard case .anatomy = placed.kind else { return false }
            return placed.id != containerID && !measuredIDs.contains(placed.id)
        }.map(\.id)
        if !unmeasured.isEmpty { notChecked.append("parts not measured: " + unmeasured.joined(separator: ", ")) }

        // The scrim.
        if let opacity = measured.scrimOpacity {
            // A full-screen sheet hides its scrim, which an implementation still lays under it
            // (Bootstrap's backdrop): the modal's scrim is compared as the spec gives it.
            let expected = scene.presentation.modal ? scene.presentation.scrimOpacity : 0
            items.append(ConformanceItem(subject: "scrim opacity", measured: opacity, expected: expected, unit: nil,
                                         cause: causes.scrim(), passed: abs(opacity - expected) <= 0.01 + 1e-9))
        } else {
            notChecked.append("the scrim's opacity")
        }

        // The selection's dimensions, measured on the measured frames.
        for dimension in scene.dimensions {
            guard let spec = component.dimensions.first(where: { $0.id == dimension.id }) else { continue }
            guard let value = DimensionMeasurer.value(of: spec, frames: frames) else {
                notChecked.append("dimension \(dimension.name ?? dimension.id) (its parts were not measured)")
                continue
            }
            let cause = dimension.token.map { token in
                "\(token)" + (dimension.source.map { ", \($0)" } ?? "")
            }
            items.append(ConformanceItem(subject: dimension.name ?? dimension.id, measured: value, expected: dimension.value,
                                         unit: unit, cause: cause, passed: abs(value - dimension.value) <= tolerance + 1e-9,
                                         dimension: dimension.id))
        }
        return ConformanceReport(address: scene.address, variant: scene.variant, state: scene.state,
                                 device: scene.screen.id, screen: Size(width: scene.screen.width, height: scene.screen.height),
                                 unit: unit, tolerance: tolerance, items: items, notChecked: notChecked,
                                 origin: measured.origin)
    }

    private func name(_ id: String, _ component: ComponentSpec) -> String {
        component.anatomy.allParts.first { $0.id == id }.map { "\($0.name) (\(id))" } ?? id
    }
}

/// Which of its container's edges a measured part keeps the spec's distance to: a part that keeps
/// its distance to an edge that moved moved with it.
struct FollowsContainer {
    var leading = false, trailing = false, top = false, bottom = false

    init(measured: Rect, spec: Rect, measuredContainer: Rect?, specContainer: Rect?, tolerance: Double) {
        guard let measuredContainer, let specContainer else { return }
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance + 1e-9 }
        leading = close(measured.minX - measuredContainer.minX, spec.minX - specContainer.minX)
        trailing = close(measuredContainer.maxX - measured.maxX, specContainer.maxX - spec.maxX)
        top = close(measured.minY - measuredContainer.minY, spec.minY - specContainer.minY)
        bottom = close(measuredContainer.maxY - measured.maxY, specContainer.maxY - spec.maxY)
    }
}
