import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SpecSheetLayout
import SpecSheetModel
@testable import SpecSheetRender
import Testing

@Suite("Renderer outputs")
struct RendererOutputTests {
    let renderer = RenderFixture.renderer

    /// Collects the text of `<title>` and `<desc>` and the root's attributes.
    final class SVGReader: NSObject, XMLParserDelegate {
        var rootAttributes: [String: String]?
        var texts: [String: String] = [:]
        private var current: String?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            if rootAttributes == nil { rootAttributes = attributes }
            current = (name == "title" || name == "desc") && texts[name] == nil ? name : nil
            if let current { texts[current] = "" }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let current { texts[current, default: ""] += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            current = nil
        }
    }

    @Test("SVG is well-formed XML sized in px, with a title and the anatomy in desc")
    func svgParses() throws {
        let diagram = try RenderFixture.snapshot()
        let svg = try renderer.svg(diagram)
        let parser = XMLParser(data: Data(svg))
        let reader = SVGReader()
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(reader.rootAttributes?["width"] == "393px")
        #expect(reader.rootAttributes?["height"] == "852px")
        let title = try #require(reader.texts["title"])
        // In the reader's words, never ids: system, component, variant and state names, the device's name.
        #expect(title.hasPrefix("Acme Filters: Modal, Default") && title.hasSuffix("— as people see it on iPhone 15 (portrait, light theme)"),
                "\(title)")
        #expect(!title.contains("acme/filters") && !title.contains("iphone-15"), "\(title)")
        let desc = try #require(reader.texts["desc"])
        #expect(desc.contains("1. Drag handle") && desc.contains("3. Close button") && desc.contains("5. Footer button"))
    }

    @Test("Title and desc are XML-escaped")
    func svgEscapes() throws {
        var diagram = try RenderFixture.snapshot()
        let index = try #require(diagram.scene.parts.firstIndex { $0.id == "close" })
        diagram.scene.parts[index].name = "Close <X> & \"dismiss\""
        let svg = try renderer.svg(diagram)
        let parser = XMLParser(data: Data(svg))
        let reader = SVGReader()
        parser.delegate = reader
        #expect(parser.parse())
        #expect(reader.texts["desc"]?.contains("3. Close <X> & \"dismiss\"") == true)
    }

    @Test("SVG ids do not depend on what was rendered before")
    func svgIDsStable() throws {
        let diagram = try RenderFixture.snapshot()
        let first = try renderer.svg(diagram)
        _ = try renderer.svg(RenderFixture.snapshot(variant: "popover"))
        _ = try renderer.rasterize(diagram, scale: 1)
        #expect(try renderer.svg(diagram) == first)
        #expect(String(decoding: first, as: UTF8.self).contains("<clipPath id=\"clip-1\">"))
    }

    @Test("PDF starts with %PDF, carries fixed dates, and two renders are byte-identical")
    func pdf() throws {
        let diagram = try RenderFixture.snapshot()
        let first = try renderer.pdf(diagram)
        #expect(first.starts(with: Array("%PDF-".utf8)))
        _ = try renderer.pdf(RenderFixture.snapshot(variant: "popover"))
        #expect(try renderer.pdf(diagram) == first)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("/CreationDate (20000101000000Z)"))
    }

    @Test("PNG decodes back to the rasterised pixels")
    func pngRoundTrip() throws {
        let diagram = try RenderFixture.snapshot()
        let image = try renderer.rasterize(diagram, scale: 1)
        let png = try renderer.png(diagram, scale: 1)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try RasterImage(png: png)
        #expect(decoded.rgba() == image.rgba())
    }

    @Test("Straight RGBA un-premultiplies")
    func straightRGBA() {
        // One pixel of 50 % red, premultiplied: 0x80800000.
        var word = UInt32(0x8080_0000).littleEndian
        let bytes = withUnsafeBytes(of: &word) { Array($0) }
        let image = RasterImage(width: 1, height: 1, stride: 4, bytes: bytes)
        #expect(image.rgba() == [255, 0, 0, 128])
    }

    @Test("Bad scales and empty canvases are refused")
    func refusals() throws {
        let diagram = try RenderFixture.snapshot()
        #expect(throws: RenderError.invalidScale(0)) { try renderer.rasterize(diagram, scale: 0) }
        var empty = diagram
        empty.canvasSize = Size(width: 0, height: 10)
        #expect(throws: RenderError.self) { try renderer.svg(empty) }
        #expect(throws: RenderError.self) { try renderer.rasterize(empty, scale: 1) }
    }
}
