import SpecSheetLayout
import SpecSheetModel

/// What a part paints over its frame, as far as the spec says: the renderer draws the same fills,
/// and falls back to its own mock palette where the spec is silent, which the audit does not judge.
public enum PaintedFill: Sendable, Hashable {
    /// Nothing: what is behind shows through.
    case none
    /// A colour from the spec (possibly translucent).
    case color(RGBA)
    /// The part paints something the spec gives no colour for (a primary button without `fill`).
    case unspecified

    /// The fill `part` paints in `scene`, as ``ScenePainter`` and ``PartPainter`` paint it.
    static func of(_ part: PlacedPart, in scene: Scene) -> PaintedFill {
        let theme = scene.theme
        func known(_ color: ThemedColor?) -> PaintedFill { color.map { .color($0.color(for: theme)) } ?? .none }
        switch part.kind {
        case .scrim:
            let color = (part.content.fill ?? scene.presentation.scrimColor).color(for: theme)
            return .color(RGBA(red: color.red, green: color.green, blue: color.blue,
                               alpha: color.alpha * scene.presentation.scrimOpacity))
        case .keyboard, .anchor, .arrow:
            return .none
        case .anatomy(let kind):
            if part.parentID == nil {
                // A sheet's surface: the presentation's background, else the container's fill.
                return (scene.presentation.background ?? part.content.fill).map { .color($0.color(for: theme)) } ?? .unspecified
            }
            switch kind {
            case .stack, .text, .list, .iconButton, .handle:
                return known(part.content.fill)
            case .button:
                if let fill = part.content.fill { return .color(fill.color(for: theme)) }
                // Primary and secondary buttons are filled (the accent, or its tint) whatever the spec says.
                return part.content.emphasis == .primary || part.content.emphasis == .secondary ? .unspecified : .none
            case .field, .box:
                return part.content.fill.map { .color($0.color(for: theme)) } ?? .unspecified
            case .divider, .spacer:
                return .none
            }
        }
    }
}
