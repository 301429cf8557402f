import SpecSheetLayout
import SpecSheetModel

/// Names what the spec derives a number from, so that a deviation says which token or rule to
/// look at: "size.offcanvas-width", "follows from the width: size.offcanvas-width", "the
/// resting detent 'fit'".
struct DeviationCauses {
    let scene: Scene
    let component: ComponentSpec
    let scope: TokenScope

    enum FrameField { case x, y, width, height }

    private var specified: PresentationProperties { scene.presentation.specified }

    /// A token's name and value (`size.offcanvas-width = 400 px`), or a literal's value.
    private func describe(_ metric: Metric?) -> String? {
        switch metric {
        case .token(let name)?: name
        case .literal(let value, _)?: "\(value.compactDescription) \(scene.screen.platform.unit) written in the spec"
        case nil: nil
        }
    }

    func container(_ field: FrameField) -> String? {
        let style = scene.presentation.style
        let margin = specified.margin
        switch field {
        case .width:
            if style == .fullScreen { return "the screen's width" }
            return describe(specified.width?.value) ?? describe(specified.maxWidth?.metric)
                ?? (specified.width?.mode == .fill || specified.width == nil ? "the screen's width less the margins" : nil)
        case .height:
            switch style {
            case .bottomSheet, .topSheet: return "the resting detent '\(scene.detentName)'"
            case .formSheet:
                if let preferred = specified.preferredHeight { return heightWords(preferred, "preferredHeight") }
                return "its content's height" + (specified.maxHeight.map { ", at most " + heightWords($0, "maxHeight") } ?? "")
            case .popover: return "its content's height"
            case .sideSheet: return "the screen's height less the margins"
            case .fullScreen: return "the screen's height"
            }
        case .x:
            switch style {
            case .sideSheet:
                return scene.presentation.edge == .leading ? describe(margin?.leading).map { "the leading margin: \($0)" }
                    : container(.width).map { "follows from the width: \($0)" }
            case .fullScreen: return nil
            default: return container(.width).map { "centred: follows from the width, \($0)" }
            }
        case .y:
            switch style {
            case .bottomSheet: return "follows from the height: \(container(.height) ?? "")"
            case .formSheet:
                return scene.presentation.verticalAlignment == .top ? describe(margin?.top).map { "the top margin: \($0)" }
                    : container(.height).map { "centred: follows from the height, \($0)" }
            case .sideSheet: return describe(margin?.top).map { "the top margin: \($0)" }
            default: return nil
            }
        }
    }

    private func heightWords(_ height: HeightValue, _ key: String) -> String {
        switch height {
        case .fit: "\(key): its content"
        case .full: "\(key): full"
        case .fraction(let share): "\(key): \((share * 100).compactDescription) % of the screen"
        case .length(let metric): "\(key): " + (describe(metric) ?? "")
        }
    }

    func corner() -> String? {
        let corners = specified.corners
        return [corners?.topLeading, corners?.topTrailing, corners?.bottomLeading, corners?.bottomTrailing]
            .compactMap { describe($0) }.first
    }

    func part(_ id: String, _ field: FrameField) -> String? {
        guard let part = component.anatomy.allParts.first(where: { $0.id == id }) else { return nil }
        let sizing = field == .width ? part.properties.width : part.properties.height
        return describe(sizing?.value)
    }

    /// The padding the spec states for edge `edge` of part `id`: its token or literal; nil when the
    /// spec states none (the layout's default for the part's kind is not a spec number).
    func padding(_ id: String, _ edge: KeyPath<EdgeMetrics, Metric?>) -> String? {
        guard let part = component.anatomy.allParts.first(where: { $0.id == id }) else { return nil }
        return describe(part.properties.padding?[keyPath: edge])
    }

    func scrim() -> String? {
        describe(specified.scrimOpacity) ?? "the platform's scrim opacity"
    }
}
