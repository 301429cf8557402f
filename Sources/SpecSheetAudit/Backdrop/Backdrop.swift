import SpecSheetLayout
import SpecSheetModel

/// What lies behind a spot of a scene: the fills painted before it (earlier in ``Scene/parts``,
/// back to front) whose frames hold the whole spot — the scrim, the sheet's surface, the stacks
/// and buttons around it — over the page.
///
/// The page itself is not in the spec. Where every fill above it lets it show through (a
/// translucent surface, a transparent container), the backdrop is worked out over a white page
/// and over a black one, and a check takes the worse of the two.
public struct Backdrop: Sendable, Hashable {
    /// The page colours the backdrop is worked out over when the page shows through.
    public static let pages: [RGBA] = [RGBA(red: 1, green: 1, blue: 1), RGBA(red: 0, green: 0, blue: 0)]

    /// The opaque colour behind the spot, one per page it was worked out over (one when an
    /// opaque fill hides the page).
    public var colors: [RGBA]
    /// Whether the page shows through (``colors`` then has one colour per page of ``pages``).
    public var showsPage: Bool

    /// The backdrop under `spot`, made of the fills of `scene.parts[..<index]` (and, with
    /// `includingOwnFill`, of the part at `index` itself, as a label sits on its button's fill).
    /// Returns the part whose fill the spec leaves unspecified when one is in the way.
    static func under(_ spot: Rect, in scene: Scene, index: Int, includingOwnFill: Bool) -> Result<Backdrop, UnspecifiedFill> {
        let end = includingOwnFill ? index + 1 : index
        // Topmost first: stop at the first opaque fill.
        var layers: [RGBA] = []
        for part in scene.parts[..<end].reversed() where part.frame.contains(spot) {
            switch PaintedFill.of(part, in: scene) {
            case .none:
                continue
            case .unspecified:
                return .failure(UnspecifiedFill(part: part.id))
            case .color(let color):
                layers.append(color)
                if color.isOpaque {
                    return .success(Backdrop(colors: [Self.composite(layers, over: nil)], showsPage: false))
                }
            }
        }
        return .success(Backdrop(colors: Self.pages.map { Self.composite(layers, over: $0) }, showsPage: true))
    }

    /// `layers` (topmost first) painted bottom up over `page` (the bottom layer must then be opaque).
    private static func composite(_ layers: [RGBA], over page: RGBA?) -> RGBA {
        var result = page ?? layers.last!
        for layer in (page == nil ? layers.dropLast() : layers[...]).reversed() {
            result = layer.composited(over: result)
        }
        return result
    }

    /// The lowest contrast of `foreground` against this backdrop, the backdrop colour it is against
    /// and, where the page shows through, which page that is (`white` or `black`).
    func worstContrast(of foreground: RGBA) -> (ratio: ContrastRatio, backdrop: RGBA, page: String?) {
        let names = showsPage ? ["white", "black"] : [nil]
        return zip(colors, names).map { color, page in (ContrastRatio(foreground: foreground, over: color), color, page) }
            .min { $0.0 < $1.0 }!
    }
}

/// A fill under a spot that the spec gives no colour for: the contrast there cannot be judged.
struct UnspecifiedFill: Error, Hashable {
    var part: String
}
