import Foundation
import SpecSheetLayout
import SpecSheetModel
@testable import SpecSheetRender
import Testing
import TestSupport

/// librsvg's raster of our SVG must agree with our own PNG: the vector output is the same picture.
@Suite("SVG and PNG agree")
struct SVGRasterAgreementTests {

    /// Fraction of pixels whose channels differ by more than `tolerance` in any channel.
    static func mismatch(_ a: RasterImage, _ b: RasterImage, tolerance: Int = 32) -> Double {
        let x = a.rgba(), y = b.rgba()
        var differing = 0
        for pixel in stride(from: 0, to: x.count, by: 4) {
            for channel in 0..<4 where abs(Int(x[pixel + channel]) - Int(y[pixel + channel])) > tolerance {
                differing += 1
                break
            }
        }
        return Double(differing) / Double(a.width * a.height)
    }

    /// Differing pixels in red over a faded copy of `a`, for a person to look at.
    static func diffMask(_ a: RasterImage, _ b: RasterImage, tolerance: Int = 32) -> RasterImage {
        let x = a.rgba(), y = b.rgba()
        var bytes = [UInt8](repeating: 0, count: a.width * a.height * 4)
        for pixel in stride(from: 0, to: x.count, by: 4) {
            let differs = (0..<4).contains { abs(Int(x[pixel + $0]) - Int(y[pixel + $0])) > tolerance }
            let grey = UInt8(200 + Int(x[pixel]) / 5)
            // Little-endian premultiplied BGRA words.
            bytes[pixel] = differs ? 0 : grey
            bytes[pixel + 1] = differs ? 0 : grey
            bytes[pixel + 2] = differs ? 255 : grey
            bytes[pixel + 3] = 255
        }
        return RasterImage(width: a.width, height: a.height, stride: a.width * 4, bytes: bytes)
    }

    static func rasteriseWithLibrsvg(_ svg: [UInt8], zoom: Double) throws -> RasterImage {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specsheet-rsvg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.svg"), output = folder.appendingPathComponent("out.png")
        try Data(svg).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try RequiredTool.rsvgConvert.require())
        process.arguments = ["--zoom", String(zoom), "--format", "png", "-o", output.path, input.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try RasterImage(png: Array(Data(contentsOf: output)))
    }

    @Test("rsvg-convert's raster differs from our PNG in under 0.5 % of pixels",
          arguments: ["modal", "popover", "keyboard", "annotated"], [1.0, 2.0])
    func agreement(name: String, scale: Double) throws {
        let diagram = switch name {
        case "popover": try RenderFixture.snapshot(variant: "popover", theme: .dark)
        case "keyboard": try RenderFixture.snapshot(state: "keyboard")
        case "annotated": try RenderFixture.annotated()
        default: try RenderFixture.snapshot()
        }
        let renderer = RenderFixture.renderer
        let ours = try RasterImage(png: renderer.png(diagram, scale: scale))
        let theirs = try Self.rasteriseWithLibrsvg(renderer.svg(diagram), zoom: scale)
        try #require(theirs.width == ours.width && theirs.height == ours.height,
                     "rsvg \(theirs.width)×\(theirs.height) vs ours \(ours.width)×\(ours.height)")
        let fraction = Self.mismatch(ours, theirs)
        if let gallery = RenderGalleryTests.directory {
            let folder = URL(fileURLWithPath: gallery)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(PNGEncoding.encode(theirs)).write(to: folder.appendingPathComponent("\(name)@\(Int(scale))x-rsvg.png"))
            try Data(PNGEncoding.encode(Self.diffMask(ours, theirs)))
                .write(to: folder.appendingPathComponent("\(name)@\(Int(scale))x-diff.png"))
        }
        #expect(fraction < 0.005, "\(name) @\(scale)x: \(fraction * 100) % of pixels differ")
    }
}
