import Foundation
import SpecSheetLayout
import SpecSheetModel

/// Writes a ``DisplayList`` as an SVG document a design tool can edit: text stays `<text>` in its
/// font family, size, weight and colour; every layer is a `<g>` whose id the tool shows as the
/// layer's name; rectangles and circles stay `<rect>` and `<circle>`. Transforms are applied to the
/// coordinates (no nested transforms to untangle); clips become `<clipPath>`s in `<defs>`.
///
/// Deterministic: ids are numbered in order, numbers written with at most three decimals.
struct SVGWriter {
    /// The Pango context text lines are broken with (from the font map the PNG uses).
    let textContext: OpaquePointer
    let metadata: DiagramMetadata

    struct State {
        var scale = 1.0
        var x = 0.0, y = 0.0
        var clipID: String?

        func point(_ p: Point) -> Point { Point(x: x + p.x * scale, y: y + p.y * scale) }
        func rect(_ r: Rect) -> Rect {
            Rect(x: x + r.x * scale, y: y + r.y * scale, width: r.width * scale, height: r.height * scale)
        }
    }

    func write(_ list: DisplayList) -> [UInt8] {
        var body = "", defs = ""
        var state = State(), saved: [State] = []
        var depth = 1, clips = 0
        var usedIDs: [String: Int] = [:]

        func line(_ text: String) {
            body += String(repeating: " ", count: depth) + text + "\n"
        }
        func clipAttribute(_ state: State) -> String {
            state.clipID.map { " clip-path=\"url(#\($0))\"" } ?? ""
        }
        func clip(_ path: DrawingPath) {
            clips += 1
            let id = "clip-\(clips)"
            let parent = state.clipID.map { " clip-path=\"url(#\($0))\"" } ?? ""
            defs += "  <clipPath id=\"\(id)\"\(parent)>\(Self.shape(path, state: state, paint: ""))</clipPath>\n"
            state.clipID = id
        }

        for operation in list.operations {
            switch operation {
            case .save: saved.append(state)
            case .restore: state = saved.popLast() ?? State()
            case .scale(let factor): state.scale *= factor
            case .translate(let x, let y):
                state.x += x * state.scale
                state.y += y * state.scale
            case .clip(let path):
                clip(path)
            case .beginClippedGroup(let path):
                // Written as `save` and `clip`: viewers composite and anti-alias on their own.
                saved.append(state)
                clip(path)
            case .endClippedGroup: state = saved.popLast() ?? State()
            case .fill(let path, let color):
                guard !path.isEmpty else { continue }
                line(Self.shape(path, state: state, paint: Self.fill(color) + clipAttribute(state)))
            case .stroke(let path, let color, let width, let round):
                guard !path.isEmpty else { continue }
                let joins = round ? " stroke-linecap=\"round\" stroke-linejoin=\"round\"" : " stroke-miterlimit=\"10\""
                let paint = "fill=\"none\" stroke=\"\(Self.hex(color))\"\(Self.opacity(color, "stroke-opacity"))"
                    + " stroke-width=\"\(Self.number(width * state.scale))\"\(joins)"
                line(Self.shape(path, state: state, paint: paint + clipAttribute(state)))
            case .paint(let color):
                let page = Rect(x: 0, y: 0, width: list.size.width, height: list.size.height)
                line(Self.shape(DrawingPath(elements: [.rect(page)]), state: State(), paint: Self.fill(color) + clipAttribute(state)))
            case .text(let run):
                let element = text(run, state: state)
                if !element.isEmpty { line(element) }
            case .image(let screenshot, let rect):
                let frame = state.rect(rect)
                line("<image x=\"\(Self.number(frame.x))\" y=\"\(Self.number(frame.y))\" width=\"\(Self.number(frame.width))\" "
                     + "height=\"\(Self.number(frame.height))\" preserveAspectRatio=\"none\" "
                     + "href=\"data:image/png;base64,\(Data(screenshot.png).base64EncodedString())\"\(clipAttribute(state))/>")
            case .beginLayer(let name):
                let count = usedIDs[name.rawValue, default: 0] + 1
                usedIDs[name.rawValue] = count
                let id = count == 1 ? name.rawValue : "\(name.rawValue)-\(count)"
                line("<g id=\"\(id)\">")
                depth += 1
            case .endLayer:
                depth = max(1, depth - 1)
                line("</g>")
            }
        }

        let width = Self.number(list.size.width), height = Self.number(list.size.height)
        var document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        document += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)px\" height=\"\(height)px\" "
            + "viewBox=\"0 0 \(width) \(height)\">\n"
        document += "<title>\(metadata.title.xmlEscaped)</title>\n<desc>\(metadata.description.xmlEscaped)</desc>\n"
        if !defs.isEmpty { document += "<defs>\n\(defs)</defs>\n" }
        document += body + "</svg>\n"
        return Array(document.utf8)
    }

    // MARK: Text

    /// A `<text>` element of `run`'s lines: one `<tspan>` per line when it wraps onto several.
    private func text(_ run: TextRun, state: State) -> String {
        let layout = TextRunLayout(run, context: textContext)
        defer { layout.release() }
        let lines = layout.lines.filter { !$0.text.isEmpty }
        guard !lines.isEmpty else { return "" }
        let anchor: String
        func anchorX(_ line: TextRunLayout.Line) -> Double {
            switch run.alignment {
            case .leading: line.x
            case .center: line.x + line.width / 2
            case .trailing: line.x + line.width
            }
        }
        switch run.alignment {
        case .leading: anchor = ""
        case .center: anchor = " text-anchor=\"middle\""
        case .trailing: anchor = " text-anchor=\"end\""
        }
        let style = run.style
        var element = "<text font-family=\"\(Self.fontFamilies(style.family))\" font-size=\"\(Self.number(style.size * state.scale))\""
            + " font-weight=\"\(style.weight)\"\(anchor) \(Self.fill(run.color))"
            + (state.clipID.map { " clip-path=\"url(#\($0))\"" } ?? "") + " xml:space=\"preserve\""
        if lines.count == 1, let only = lines.first {
            let at = state.point(Point(x: anchorX(only), y: only.baseline))
            element += " x=\"\(Self.number(at.x))\" y=\"\(Self.number(at.y))\">\(only.text.xmlEscaped)</text>"
        } else {
            element += ">"
            for line in lines {
                let at = state.point(Point(x: anchorX(line), y: line.baseline))
                element += "<tspan x=\"\(Self.number(at.x))\" y=\"\(Self.number(at.y))\">\(line.text.xmlEscaped)</tspan>"
            }
            element += "</text>"
        }
        return element
    }

    /// The family a spec names, then the fallbacks the renderer itself uses.
    static func fontFamilies(_ family: String) -> String {
        let name = family.replacingOccurrences(of: "'", with: "").xmlEscaped
        return "\(family.contains(" ") || family.contains(",") ? "'\(name)'" : name), 'DejaVu Sans', sans-serif"
    }

    // MARK: Shapes

    /// An element drawing `path` with the `paint` attributes: `<rect>` or `<circle>` when the
    /// path is just one, `<path>` otherwise.
    static func shape(_ path: DrawingPath, state: State, paint: String) -> String {
        let attributes = paint.isEmpty ? "" : " " + paint
        // Bleeds are for rasters: the editable shape keeps its frame.
        let path = DrawingPath(elements: path.elements.filter { if case .bleed = $0 { false } else { true } })
        if path.elements.count == 1 {
            switch path.elements[0] {
            case .rect(let rect):
                let r = state.rect(rect)
                return "<rect x=\"\(number(r.x))\" y=\"\(number(r.y))\" width=\"\(number(r.width))\" "
                    + "height=\"\(number(r.height))\"\(attributes)/>"
            case .roundedRect(let rect, let radii) where radii.isUniform:
                let r = state.rect(rect)
                let radius = number(radii.topLeft * state.scale)
                return "<rect x=\"\(number(r.x))\" y=\"\(number(r.y))\" width=\"\(number(r.width))\" "
                    + "height=\"\(number(r.height))\" rx=\"\(radius)\" ry=\"\(radius)\"\(attributes)/>"
            case .circle(let center, let radius):
                let c = state.point(center)
                return "<circle cx=\"\(number(c.x))\" cy=\"\(number(c.y))\" r=\"\(number(radius * state.scale))\"\(attributes)/>"
            default:
                break
            }
        }
        return "<path d=\"\(pathData(path, state: state))\"\(attributes)/>"
    }

    /// SVG path data tracing `path` as Cairo does (the same arcs, the same sub-paths).
    static func pathData(_ path: DrawingPath, state: State) -> String {
        var data: [String] = []
        func point(_ p: Point) -> String {
            let q = state.point(p)
            return "\(number(q.x)) \(number(q.y))"
        }
        func arc(_ radius: Double, to end: Point, large: Bool = false) {
            let r = number(radius * state.scale)
            data.append("A\(r) \(r) 0 \(large ? 1 : 0) 1 \(point(end))")
        }
        for element in path.elements {
            switch element {
            case .move(let p): data.append("M\(point(p))")
            case .line(let p): data.append("L\(point(p))")
            case .rect(let rect):
                data.append("M\(point(Point(x: rect.minX, y: rect.minY)))")
                data.append("L\(point(Point(x: rect.maxX, y: rect.minY)))")
                data.append("L\(point(Point(x: rect.maxX, y: rect.maxY)))")
                data.append("L\(point(Point(x: rect.minX, y: rect.maxY)))")
                data.append("Z")
            case .roundedRect(let rect, let r):
                // Clockwise from the top edge's end, as Cairo's four quarter arcs.
                data.append("M\(point(Point(x: rect.maxX - r.topRight, y: rect.minY)))")
                if r.topRight > 0 { arc(r.topRight, to: Point(x: rect.maxX, y: rect.minY + r.topRight)) }
                data.append("L\(point(Point(x: rect.maxX, y: rect.maxY - r.bottomRight)))")
                if r.bottomRight > 0 { arc(r.bottomRight, to: Point(x: rect.maxX - r.bottomRight, y: rect.maxY)) }
                data.append("L\(point(Point(x: rect.minX + r.bottomLeft, y: rect.maxY)))")
                if r.bottomLeft > 0 { arc(r.bottomLeft, to: Point(x: rect.minX, y: rect.maxY - r.bottomLeft)) }
                data.append("L\(point(Point(x: rect.minX, y: rect.minY + r.topLeft)))")
                if r.topLeft > 0 { arc(r.topLeft, to: Point(x: rect.minX + r.topLeft, y: rect.minY)) }
                data.append("Z")
            case .circle(let center, let radius):
                guard radius > 0 else { continue }
                data.append("M\(point(Point(x: center.x + radius, y: center.y)))")
                arc(radius, to: Point(x: center.x - radius, y: center.y))
                arc(radius, to: Point(x: center.x + radius, y: center.y))
                data.append("Z")
            case .bleed:
                continue
            case .polyline(let points, let closed):
                guard let first = points.first else { continue }
                data.append("M\(point(first))")
                for p in points.dropFirst() { data.append("L\(point(p))") }
                if closed { data.append("Z") }
            }
        }
        return data.joined(separator: " ")
    }

    // MARK: Values

    static func fill(_ color: RGBA) -> String {
        "fill=\"\(hex(color))\"\(opacity(color, "fill-opacity"))"
    }

    static func hex(_ color: RGBA) -> String {
        func byte(_ value: Double) -> String {
            let clamped = Int((min(max(value, 0), 1) * 255).rounded())
            let digits = String(clamped, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }

    static func opacity(_ color: RGBA, _ attribute: String) -> String {
        color.alpha >= 1 ? "" : " \(attribute)=\"\(number(max(0, color.alpha), decimals: 4))\""
    }

    /// `value` with at most `decimals` decimals and no trailing zeros ("12", "0.5", "-3.125").
    static func number(_ value: Double, decimals: Int = 3) -> String {
        guard value.isFinite else { return "0" }
        var factor = 1.0
        for _ in 0..<decimals { factor *= 10 }
        let scaled = (value * factor).rounded()
        if scaled == 0 { return "0" }
        let negative = scaled < 0
        let magnitude = Int64(abs(scaled))
        let whole = magnitude / Int64(factor), fraction = magnitude % Int64(factor)
        var text = String(whole)
        if fraction > 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: decimals - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return negative ? "-" + text : text
    }
}
