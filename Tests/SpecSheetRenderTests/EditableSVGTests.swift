import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SpecSheetDiff
import SpecSheetPNG
@testable import SpecSheetLayout
import SpecSheetModel
@testable import SpecSheetRender
import Testing
import TestSupport

/// The SVG export is editable in a design tool: text is `<text>`, and every part, marker, redline
/// and the legend is a `<g>` named by its id, nested as the parts nest. And it is the same picture
/// as the PNG: librsvg's raster of it differs from our PNG in at most 1 % of pixels (pixelmatch).
@Suite("Editable SVG")
struct EditableSVGTests {
    let renderer = RenderFixture.renderer

    /// A parsed SVG: each group's id with the ids of the groups around it, and each `<text>`'s string
    /// with the ids of the groups around it.
    final class LayerReader: NSObject, XMLParserDelegate {
        var groups: [String: [String]] = [:]
        var texts: [(text: String, groups: [String])] = []
        var pathCount = 0
        private var stack: [String] = []
        private var text: String?

        static func read(_ svg: [UInt8]) throws -> LayerReader {
            let parser = XMLParser(data: Data(svg))
            let reader = LayerReader()
            parser.delegate = reader
            try #require(parser.parse(), "the SVG is not well-formed: \(parser.parserError.map { "\($0)" } ?? "")")
            return reader
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            switch name {
            case "g":
                let id = attributes["id"] ?? ""
                groups[id] = stack
                stack.append(id)
            case "text": text = ""
            case "path": pathCount += 1
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if text != nil { text! += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "g" { stack.removeLast() }
            if name == "text", let text {
                texts.append((text, stack))
                self.text = nil
            }
        }

        /// The strings of the `<text>`s inside the group `id`.
        func texts(in id: String) -> [String] { texts.filter { $0.groups.contains(id) }.map(\.text) }
    }

    /// What a picture's SVG lacks of its layers, as sentences (empty when complete).
    static func missingLayers(of diagram: Diagram, in svg: LayerReader) -> [String] {
        var problems: [String] = []
        for part in diagram.scene.parts {
            let id = LayerName.part(part.id).rawValue
            guard let around = svg.groups[id] else {
                problems.append("no group \(id)")
                continue
            }
            if let parent = part.parentID, around.last != LayerName.part(parent).rawValue {
                problems.append("\(id) sits in \(around.last ?? "the root"), not in its parent's group")
            }
        }
        for marker in diagram.markers {
            let id = LayerName.marker(marker.number).rawValue
            if svg.groups[id] == nil { problems.append("no group \(id)") }
            if !svg.texts(in: id).contains(String(marker.number)) { problems.append("\(id) has no <text> \(marker.number)") }
        }
        if !diagram.legend.isEmpty {
            let names = svg.texts(in: LayerName.legend.rawValue).joined(separator: " ")
            for entry in diagram.legend where !names.contains(entry.name) {
                problems.append("the legend has no <text> \(entry.name)")
            }
        }
        var seen: [String: Int] = [:]
        for redline in diagram.redlines {
            let base = LayerName.redline(redline.dimensionID).rawValue
            seen[base, default: 0] += 1
            let id = seen[base]! == 1 ? base : "\(base)-\(seen[base]!)"
            if svg.groups[id] == nil { problems.append("no group \(id)") }
            if !svg.texts(in: id).contains(redline.label) { problems.append("\(id) has no <text> \"\(redline.label)\"") }
        }
        return problems
    }

    @Test("The sample sheet: named groups, <text> labels, the title's words as text, no glyph outlines")
    func sampleSheet() throws {
        let layout = DiagramLayout(measurer: AnnotationPixelTests.measurer)
        let scene = try RenderFixture.scene()
        let diagrams = try [("hand-placed", RenderFixture.annotated())]
            + PictureKind.allCases.map { ($0.rawValue, layout.diagram(for: scene, kind: $0)) }
        for (kind, diagram) in diagrams {
            let svg = try LayerReader.read(renderer.svg(diagram))
            #expect(Self.missingLayers(of: diagram, in: svg).isEmpty, "\(kind): \(Self.missingLayers(of: diagram, in: svg))")
            let partTexts = diagram.scene.parts.compactMap(\.content.text)
            #expect(!partTexts.isEmpty)
            for text in partTexts {
                let words = svg.texts.map(\.text).joined(separator: " ")
                #expect(text.split(separator: " ").allSatisfy { words.contains($0) }, "\(kind): \(text) is not <text>")
            }
            // Glyph outlines would be hundreds of paths; the mock's shapes need few.
            #expect(svg.pathCount < 40, "\(kind): \(svg.pathCount) paths")
        }
        #expect(diagrams.allSatisfy { !$0.1.scene.parts.isEmpty })
        #expect(!diagrams[0].1.redlines.isEmpty)
        #expect(!layout.diagram(for: scene, kind: .anatomy).markers.isEmpty)
    }

    @Test("Every catalog picture on its platform's default device has every layer, and librsvg draws it as our PNG (≤ 1 %)")
    func catalog() throws {
        _ = try RequiredTool.rsvgConvert.require()
        let layout = DiagramLayout(measurer: AnnotationPixelTests.measurer)
        var jobs: [(name: String, diagram: Diagram)] = []
        for request in CatalogPictures.requests {
            let name = "\(request.address) \(request.variant ?? "")/\(request.state ?? "") \(request.platform?.rawValue ?? "") \(request.theme)"
            let scene = try CatalogPictures.engine.scene(for: request)
            let anatomy = try CatalogPictures.engine.anatomyScene(for: request)
            jobs.append(("\(name) snapshot", layout.diagram(for: scene, kind: .snapshot)))
            jobs.append(("\(name) anatomy", layout.diagram(for: anatomy, kind: .anatomy)))
            jobs.append(("\(name) specs", layout.diagram(for: scene, kind: .specs)))
        }
        let renderer = self.renderer
        let results = try jobs.parallelMap { job in
            let svg = try renderer.svg(job.diagram)
            let missing = Self.missingLayers(of: job.diagram, in: try LayerReader.read(svg))
            return (job.name, missing, try Self.rsvgMismatch(svg: svg, png: renderer.png(job.diagram, scale: 1)))
        }
        #expect(results.count == jobs.count && jobs.count >= 300, "\(jobs.count) pictures")
        let missing = results.flatMap { name, problems, _ in problems.map { "\(name): \($0)" } }
        #expect(missing.isEmpty, "\(missing.count):\n\(missing.prefix(10).joined(separator: "\n"))")
        let worst = results.max { $0.2 < $1.2 }!
        let mean = results.map(\.2).reduce(0, +) / Double(results.count)
        print("editable SVG: \(results.count) pictures; librsvg vs PNG mean \(mean * 100) %, worst \(worst.2 * 100) % (\(worst.0))")
        #expect(worst.2 <= 0.01, "\(worst.0): \(worst.2 * 100) % of pixels differ")
    }

    /// The fraction of pixels pixelmatch (default threshold) counts as different between our PNG and
    /// librsvg's raster of our SVG at the PNG's size.
    static func rsvgMismatch(svg: [UInt8], png: [UInt8]) throws -> Double {
        let ours = try RasterImage(png: png)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specsheet-rsvg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.svg"), output = folder.appendingPathComponent("out.png")
        try Data(svg).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try RequiredTool.rsvgConvert.require())
        process.arguments = ["-w", String(ours.width), "-h", String(ours.height), "-o", output.path, input.path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let theirs = try RasterImage(png: Array(Data(contentsOf: output)))
        let a = try #require(RGBAImage(width: ours.width, height: ours.height, pixels: ours.rgba()))
        let b = try #require(RGBAImage(width: theirs.width, height: theirs.height, pixels: theirs.rgba()))
        return try ImageComparison().compare(a, b, drawDiff: false).mismatchRatio
    }
}
