@testable import SpecSheetLayout
import SpecSheetModel
@testable import SpecSheetRender
import Testing

/// The placed annotations are what gets drawn: each label's frame holds label ink, and a part
/// smaller than its label keeps its own pixels (nothing laid over it but the lines that measure it).
@Suite("Annotation pixels")
struct AnnotationPixelTests {
    let renderer = RenderFixture.renderer
    static let measurer = try! PangoTextMeasurer(environment: RenderFixture.fonts)

    /// The sample sheet with redlines on its smallest parts: the handle's width and height, the
    /// close button's size and the gap above the handle.
    func diagrams(_ kind: PictureKind) throws -> (snapshot: Diagram, picture: Diagram) {
        var snapshot = try RenderFixture.snapshot()
        let handle = try #require(snapshot.scene.part("handle")).frame
        let close = try #require(snapshot.scene.part("close")).frame
        let container = try #require(snapshot.scene.part("container")).frame
        func dimension(_ id: String, _ axis: Axis, _ start: Point, _ end: Point) -> PlacedDimension {
            var dimension = PlacedDimension(id: id, name: nil, from: "a", to: "b", axis: axis,
                                            value: axis == .horizontal ? end.x - start.x : end.y - start.y, token: "size.\(id)",
                                            tokenValue: nil, source: nil, tag: nil, start: start, end: end)
            // A name from the source makes each label wider than the parts it measures.
            dimension.sourceName = "SheetDefaults.\(id)"
            return dimension
        }
        snapshot.scene.dimensions = [
            dimension("handle-width", .horizontal, Point(x: handle.minX, y: handle.midY), Point(x: handle.maxX, y: handle.midY)),
            dimension("handle-height", .vertical, Point(x: handle.midX, y: handle.minY), Point(x: handle.midX, y: handle.maxY)),
            dimension("handle-top", .vertical, Point(x: handle.midX, y: container.minY), Point(x: handle.midX, y: handle.minY)),
            dimension("close-size", .horizontal, Point(x: close.minX, y: close.maxY), Point(x: close.maxX, y: close.maxY)),
        ]
        return (snapshot, DiagramLayout(measurer: Self.measurer).diagram(for: snapshot.scene, kind: kind))
    }

    @Test("Every redline label's frame holds label ink", arguments: [1.0, 2.0])
    func redlineLabelsAreDrawnInTheirFrames(scale: Double) throws {
        let (_, specs) = try diagrams(.specs)
        #expect(!specs.redlines.isEmpty)
        let problems = try Self.labelsWithoutInk(specs, renderer: renderer, scale: scale)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("A part smaller than a label keeps its pixels in the annotated pictures", arguments: [PictureKind.anatomy, .specs])
    func smallPartsAreNotCovered(kind: PictureKind) throws {
        let (snapshot, picture) = try diagrams(kind)
        let (problems, checked) = try Self.coveredSmallParts(snapshot: snapshot, picture: picture, renderer: renderer)
        #expect(problems.isEmpty, "\(problems)")
        #expect(checked > 20, "too few pixels of small parts checked: \(checked)")
    }

    /// Both promises on every picture of the real catalog: each component, platform, variant, state
    /// and theme on the platform's default device (the anatomy in its complete state, as the site shows it).
    @Test("Catalog pictures: labels drawn in their frames, small parts uncovered", arguments: [PictureKind.anatomy, .specs])
    func catalogPicturesKeepTheirPixelPromises(kind: PictureKind) throws {
        let layout = DiagramLayout(measurer: Self.measurer)
        var problems: [String] = [], pictures = 0, checked = 0, labels = 0
        for request in CatalogPictures.requests {
            let name = "\(request.address) \(request.variant ?? "")/\(request.state ?? "") on \(request.platform?.rawValue ?? "") \(request.theme)"
            let scene = kind == .anatomy ? try CatalogPictures.engine.anatomyScene(for: request)
                : try CatalogPictures.engine.scene(for: request)
            let picture = layout.diagram(for: scene, kind: kind)
            let snapshot = layout.diagram(for: scene, kind: .snapshot)
            problems += try Self.labelsWithoutInk(picture, renderer: renderer, scale: 1).map { "\(name): \($0)" }
            let covered = try Self.coveredSmallParts(snapshot: snapshot, picture: picture, renderer: renderer)
            problems += covered.problems.map { "\(name): \($0)" }
            checked += covered.checked
            labels += picture.redlines.count + picture.markers.count
            pictures += 1
        }
        #expect(pictures >= 100 && labels > pictures * 3, "\(pictures) pictures, \(labels) labels")
        #expect(checked > 1000, "too few pixels of small parts checked: \(checked)")
        #expect(problems.isEmpty, "\(problems.count):\n\(problems.prefix(10).joined(separator: "\n"))")
    }

    /// The redline labels and anatomy markers whose frame holds too little annotation ink.
    static func labelsWithoutInk(_ picture: Diagram, renderer: Renderer, scale: Double) throws -> [String] {
        let probe = PixelProbe(image: try renderer.rasterize(picture, scale: scale), scale: scale)
        let palette = MockPalette.of(picture.scene.theme, platform: picture.scene.screen.platform)
        let framed = picture.redlines.map { ($0.dimensionID, $0.labelFrame, palette.redline) }
            + picture.markers.map { ("marker \($0.number)", $0.circleFrame, palette.marker) }
        return framed.compactMap { name, frame, ink in
            var inked = 0
            for y in stride(from: frame.minY + 0.25, to: frame.maxY, by: 0.5 / scale) {
                for x in stride(from: frame.minX + 0.25, to: frame.maxX, by: 0.5 / scale)
                where probe(Point(x: x, y: y)).matches(ink, tolerance: 60) { inked += 1 }
            }
            return inked >= 20 ? nil : "\(name): \(inked) inked samples in \(frame)"
        }
    }

    /// The parts smaller than the smallest label whose mean colour, clear of the lines drawn on
    /// purpose, changed between the snapshot and the annotated picture; and how many pixels were compared.
    static func coveredSmallParts(snapshot: Diagram, picture: Diagram, renderer: Renderer) throws -> (problems: [String], checked: Int) {
        let before = PixelProbe(image: try renderer.rasterize(snapshot, scale: 1), scale: 1)
        let after = PixelProbe(image: try renderer.rasterize(picture, scale: 1), scale: 1)
        let origin = picture.screenOrigin
        let labels = picture.redlines.map(\.labelFrame) + picture.markers.map(\.circleFrame)
        let smallest = labels.map { $0.width * $0.height }.min() ?? 24 * 24
        // Lines drawn on purpose: redlines with their ticks, label leaders and marker leaders with their end dots.
        var strokes = picture.redlines.flatMap { line -> [(Point, Point)] in
            [(line.start, line.end)] + zip(line.labelLeader, line.labelLeader.dropFirst()).map { ($0, $1) }
        }
        strokes += picture.markers.flatMap { zip($0.leader, $0.leader.dropFirst()).map { ($0, $1) } }
        let ends = picture.redlines.flatMap { [$0.start, $0.end] + $0.labelLeader.suffix(1) } + picture.markers.map(\.target)
        // Per part, the mean colour of its pixels clear of those lines: the screen sits at a fractional
        // offset on the picture, so single anti-aliased pixels may differ, a label laid over would not.
        var checked = 0, problems: [String] = []
        let screen = Rect(x: 0, y: 0, width: snapshot.scene.screen.width, height: snapshot.scene.screen.height)
        for part in snapshot.scene.parts where part.isAnatomy && part.frame.width * part.frame.height < smallest {
            guard let shown = PlaneGeometry.intersection(part.frame.insetBy(1), screen), shown.width > 0, shown.height > 0
            else { continue }
            var sums = (before: [0, 0, 0], after: [0, 0, 0]), count = 0
            for y in stride(from: shown.minY + 0.5, to: shown.maxY, by: 1) {
                for x in stride(from: shown.minX + 0.5, to: shown.maxX, by: 1) {
                    let moved = Point(x: x + origin.x, y: y + origin.y)
                    if strokes.contains(where: { PlaneGeometry.distance(from: moved, toSegment: $0.0, $0.1) < 2 })
                        || ends.contains(where: { abs($0.x - moved.x) < 6 && abs($0.y - moved.y) < 6 }) { continue }
                    let a = before(Point(x: x, y: y)), b = after(moved)
                    sums.before[0] += Int(a.red); sums.before[1] += Int(a.green); sums.before[2] += Int(a.blue)
                    sums.after[0] += Int(b.red); sums.after[1] += Int(b.green); sums.after[2] += Int(b.blue)
                    count += 1
                }
            }
            guard count > 0 else { continue }
            checked += count
            for channel in 0..<3 where abs(sums.before[channel] - sums.after[channel]) / count > 4 {
                problems.append("\(part.id) changed under the \(picture.kind.rawValue) annotations (channel \(channel))")
                break
            }
        }
        return (problems, checked)
    }
}
