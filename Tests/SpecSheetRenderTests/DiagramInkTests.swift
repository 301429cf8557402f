@testable import SpecSheetLayout
import SpecSheetModel
@testable import SpecSheetRender
import Testing

/// Issue #26, diagram ink: what a careful reader found on the catalog's pictures, as properties of
/// every catalog picture — gaps drawn clear of other parts, moved lines tied back to their edges,
/// the dimmed page's words kept clear, targets pointed at where they are, arrows that show.
@Suite("Diagram ink")
struct DiagramInkTests {
    static let measurer = try! PangoTextMeasurer(environment: RenderFixture.fonts)
    static let layout = DiagramLayout(measurer: measurer)

    /// Light-theme catalog scenes (ink does not depend on the theme).
    static let scenes: [Scene] = CatalogPictures.requests.filter { $0.theme == .light }.compactMap {
        try? CatalogPictures.engine.scene(for: $0)
    }

    /// A gap is drawn where no other part's ink lies across it (the sheet's top margin beside the
    /// grabber, not through it), wherever the band its two parts share leaves such a place.
    @Test func gapsAreDrawnClearOfOtherParts() throws {
        #expect(Self.scenes.count > 60)
        var crossings: [String] = []
        for scene in Self.scenes {
            for dimension in scene.dimensions where dimension.from != dimension.to {
                let line = Rect(x: min(dimension.start.x, dimension.end.x), y: min(dimension.start.y, dimension.end.y),
                                width: abs(dimension.end.x - dimension.start.x), height: abs(dimension.end.y - dimension.start.y))
                guard line.width + line.height > 1 else { continue }
                for part in scene.parts where part.id != dimension.from && part.id != dimension.to {
                    guard let ink = part.coverFrame, !ink.contains(line) else { continue }
                    let inner = PlaneGeometry.outset(ink, by: -0.5)
                    if inner.width > 0, inner.height > 0, PlaneGeometry.segment(dimension.start, dimension.end, intersects: inner) {
                        crossings.append("\(scene.address) \(scene.variant)/\(scene.state) \(scene.screen.id): "
                                         + "\(dimension.id) crosses \(part.id)")
                    }
                }
            }
        }
        #expect(crossings.isEmpty, "\(Set(crossings).sorted().prefix(20))")
    }

    /// The eBay bottom sheet's 8 pt top margin no longer runs down the grabber.
    @Test func theTopMarginStepsAroundTheGrabber() throws {
        let scene = try CatalogPictures.engine.scene(for: SelectionRequest(address: "ebay-playbook/bottom-sheet", device: "iphone-15"))
        let handle = try #require(scene.part("handle")).frame
        let margins = scene.dimensions.filter { $0.from != $0.to && $0.axis == .vertical && $0.value == 8 }
        try #require(!margins.isEmpty)
        for margin in margins {
            #expect(margin.start.x < handle.minX - DimensionMeasurer.clearance + 0.001
                    || margin.start.x > handle.maxX + DimensionMeasurer.clearance - 0.001, "\(margin.id) at x \(margin.start.x)")
        }
    }

    /// A line moved into a lane of its own is tied back to each edge it measures by an extension
    /// line that starts on the part and ends on the line's end.
    @Test func movedLinesHaveExtensionLinesToTheirEdges() throws {
        var moved = 0
        for scene in Self.scenes.prefix(200) {
            let diagram = Self.layout.diagram(for: scene, kind: .specs)
            let origin = diagram.screenOrigin
            for redline in diagram.redlines {
                let dimension = try #require(scene.dimensions.first { $0.id == redline.dimensionID })
                let measured = [dimension.start, dimension.end].map { Point(x: $0.x + origin.x, y: $0.y + origin.y) }
                let frames = [dimension.from, dimension.to].map { scene.part($0)!.frame.offsetBy(dx: origin.x, dy: origin.y) }
                for (index, end) in [redline.start, redline.end].enumerated() {
                    let frame = frames[index]
                    let onEdge = end.x >= frame.minX - 0.01 && end.x <= frame.maxX + 0.01
                        && end.y >= frame.minY - 0.01 && end.y <= frame.maxY + 0.01
                    guard !onEdge else { continue }
                    moved += 1
                    let tie = try #require(redline.extensions.first { $0.last == end },
                                           "\(scene.address) \(redline.dimensionID): no extension to \(end) (measured \(measured[index]))")
                    let start = tie[0]
                    #expect(start.x >= frame.minX - 0.01 && start.x <= frame.maxX + 0.01
                            && start.y >= frame.minY - 0.01 && start.y <= frame.maxY + 0.01,
                            "\(scene.address) \(redline.dimensionID): extension starts off the part at \(start)")
                }
            }
        }
        #expect(moved > 0)
    }

    /// The dimmed page's words are words too: no label covers them, and the ones the sheet hides
    /// are not obstacles.
    @Test func theDimmedPagesWordsAreKeptClear() throws {
        let scene = try CatalogPictures.engine.scene(for: SelectionRequest(address: "ebay-playbook/bottom-sheet", device: "iphone-15"))
        let backdrop = Backdrop(of: scene)
        #expect(backdrop.kind == .list)
        let words = backdrop.words(in: scene, measurer: Self.measurer)
        let runs = TextRuns.frames(in: scene, measurer: Self.measurer)
        let sheet = try #require(scene.container).frame
        // The bar's title and the rows above the sheet are there; none lies inside the sheet.
        #expect(words.count >= 5)
        #expect(words.allSatisfy { runs.contains($0) })
        #expect(words.allSatisfy { !sheet.contains($0) && (PlaneGeometry.intersection($0, sheet)?.height ?? 0) < 0.001 })
        // A row the sheet's top edge cuts keeps only the strip above it.
        let cut = Backdrop.uncovered(Rect(x: 10, y: 100, width: 50, height: 20), by: Rect(x: 0, y: 110, width: 300, height: 200))
        #expect(cut == Rect(x: 10, y: 100, width: 50, height: 10))
        #expect(Backdrop.uncovered(Rect(x: 10, y: 120, width: 50, height: 20), by: Rect(x: 0, y: 110, width: 300, height: 200)) == nil)
        // No catalog specs picture puts a label on them.
        for scene in Self.scenes.prefix(150) {
            let diagram = Self.layout.diagram(for: scene, kind: .specs)
            let covered = PictureAudit.findings(in: PictureLayout(diagram)).filter { $0.rule == .labelCoversText }
            #expect(covered.isEmpty, "\(scene.address) \(scene.variant)/\(scene.state): \(covered)")
        }
    }

    /// In a targets picture each marker's leader ends on the area it numbers (a list's first row,
    /// not the middle of the list).
    @Test func targetMarkersPointAtTheOutlinedAreas() throws {
        var lists = 0
        for scene in Self.scenes.prefix(150) {
            let diagram = Self.layout.diagram(for: scene, kind: .targets)
            let origin = diagram.screenOrigin
            for mark in diagram.targets {
                let marker = try #require(diagram.markers.first { $0.partID == mark.partID })
                let area = PlaneGeometry.outset(mark.frame.offsetBy(dx: origin.x, dy: origin.y), by: AnatomyMarker.textReach)
                #expect(area.contains(Rect(x: marker.target.x, y: marker.target.y, width: 0, height: 0)),
                        "\(scene.address) \(mark.partID): leader ends at \(marker.target), area \(area)")
                if case .anatomy(.list) = scene.part(mark.partID)?.kind { lists += 1 }
            }
            // The picture still draws the scene as laid out (the list whole, not its first row).
            #expect(diagram.scene.parts.map(\.frame) == scene.parts.map(\.frame))
        }
        #expect(lists > 0)
    }

    /// A popover's arrow shows on a page of nearly its own colour: a keyline runs along its sides.
    @Test func popoverArrowsHaveAKeyline() throws {
        let scene = try CatalogPictures.engine.scene(for: SelectionRequest(address: "sap-fiori/sheet", variant: "popover", device: "ipad-10"))
        let arrow = try #require(scene.arrow)
        let diagram = Self.layout.diagram(for: scene, kind: .snapshot)
        let probe = PixelProbe(image: try RenderFixture.renderer.rasterize(diagram, scale: 2), scale: 2)
        let origin = diagram.screenOrigin
        // Halfway up the arrow's leading side, just outside it, and well off it on the page.
        let side = Point(x: (arrow.baseStart.x + arrow.tip.x) / 2 + origin.x, y: (arrow.baseStart.y + arrow.tip.y) / 2 + origin.y)
        let edge = probe(Point(x: side.x - 0.3, y: side.y))
        let page = probe(Point(x: side.x - 6, y: side.y))
        func lightness(_ pixel: RasterImage.Pixel) -> Int { Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) }
        #expect(lightness(edge) + 30 < lightness(page), "edge \(edge), page \(page)")
    }
}
