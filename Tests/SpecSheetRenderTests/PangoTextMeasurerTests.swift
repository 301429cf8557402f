import Foundation
import SpecSheetLayout
import SpecSheetModel
import SpecSheetRender
import Testing

@Suite("Pango text measurement")
struct PangoTextMeasurerTests {
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try PangoTextMeasurer()
    }

    private func fileNames(_ text: String, _ style: TypeStyle) -> [String] {
        measurer.fontFiles(for: text, style: style).map { ($0 as NSString).lastPathComponent }
    }

    @Test("Inter resolves to its own files, weight by weight")
    func interResolves() {
        #expect(fileNames("Filters", TypeStyle(family: "Inter", size: 17)) == ["Inter-Regular.otf"])
        #expect(fileNames("Filters", TypeStyle(family: "Inter", size: 17, weight: 600)) == ["Inter-SemiBold.otf"])
        #expect(fileNames("Filters", TypeStyle(family: "Inter", size: 17, weight: 700)) == ["Inter-Bold.otf"])
    }

    @Test("Roboto resolves to its own files, weight by weight")
    func robotoResolves() {
        #expect(fileNames("Filters", TypeStyle(family: "Roboto", size: 16)) == ["Roboto-Regular.ttf"])
        #expect(fileNames("Filters", TypeStyle(family: "Roboto", size: 16, weight: 500)) == ["Roboto-Medium.ttf"])
    }

    @Test("Families not loaded fall back to DejaVu Sans, even ones installed on the system")
    func fallback() {
        #expect(fileNames("Filters", TypeStyle(family: "No Such Family", size: 16)) == ["DejaVuSans.ttf"])
        #expect(fileNames("Filters", TypeStyle(family: "DejaVu Serif", size: 16)) == ["DejaVuSans.ttf"])
    }

    @Test("Measuring twice, or with a second measurer, gives identical metrics")
    func deterministic() throws {
        let style = TypeStyle(family: "Inter", size: 17, weight: 600, lineHeight: 22)
        let text = "Sort and filter the results"
        let first = measurer.measure(text, style: style, maxWidth: 120)
        #expect(measurer.measure(text, style: style, maxWidth: 120) == first)
        #expect(try PangoTextMeasurer().measure(text, style: style, maxWidth: 120) == first)
    }

    @Test("Concurrent calls give the serial results")
    func concurrent() async {
        let styles = [100, 400, 500, 700, 900].map { TypeStyle(family: "Inter", size: 15, weight: $0) }
        let shared = measurer
        let serial = styles.map { shared.measure("Apply filters", style: $0, maxWidth: 70) }
        await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    styles.map { shared.measure("Apply filters", style: $0, maxWidth: 70) } == serial
                }
            }
            for await same in group { #expect(same) }
        }
    }

    @Test("Longer text is wider")
    func widerText() {
        let style = TypeStyle(family: "Inter", size: 17)
        let short = measurer.measure("Filters", style: style, maxWidth: nil)
        let long = measurer.measure("Filters and sorting", style: style, maxWidth: nil)
        #expect(long.width > short.width)
        #expect(long.height == short.height)
    }

    @Test("Wrapping at a small width gives more lines and more height, within the width")
    func wrapping() {
        let style = TypeStyle(family: "Inter", size: 17)
        let text = "Filters and sorting options"
        let oneLine = measurer.measure(text, style: style, maxWidth: nil)
        let wrapped = measurer.measure(text, style: style, maxWidth: 80)
        #expect(oneLine.lineCount == 1)
        #expect(wrapped.lineCount > 1)
        #expect(wrapped.height > oneLine.height)
        #expect(wrapped.width <= 80)
        #expect(wrapped.baseline == oneLine.baseline)
    }

    @Test("A width exactly the text's width does not wrap it")
    func exactWidth() {
        let style = TypeStyle(family: "Inter", size: 17)
        let oneLine = measurer.measure("Filters and sorting", style: style, maxWidth: nil)
        #expect(measurer.measure("Filters and sorting", style: style, maxWidth: oneLine.width) == oneLine)
    }

    @Test("Bold is wider than regular")
    func bold() {
        let regular = measurer.measure("Filters", style: TypeStyle(family: "Inter", size: 17), maxWidth: nil)
        let bold = measurer.measure(
            "Filters", style: TypeStyle(family: "Inter", size: 17, weight: 700), maxWidth: nil)
        #expect(bold.width > regular.width)
    }

    @Test("Inter 17 \"Filters\" has a plausible size")
    func plausibleSize() {
        let metrics = measurer.measure("Filters", style: TypeStyle(family: "Inter", size: 17), maxWidth: nil)
        #expect(metrics.width > 40 && metrics.width < 70)
        #expect(metrics.height > 17 && metrics.height < 26)
        #expect(metrics.baseline > 12 && metrics.baseline < metrics.height)
        #expect(metrics.lineCount == 1)
    }

    @Test("A line height sets each line's height and centres the text in it")
    func lineHeight() {
        let natural = measurer.measure("Filters", style: TypeStyle(family: "Inter", size: 17), maxWidth: nil)
        let style = TypeStyle(family: "Inter", size: 17, lineHeight: 22)
        let one = measurer.measure("Filters", style: style, maxWidth: nil)
        let two = measurer.measure("Filters\nSort", style: style, maxWidth: nil)
        #expect(one.height == 22)
        #expect(two.height == 44)
        #expect(abs(one.baseline - (natural.baseline + (22 - natural.height) / 2)) < 1.0 / 512)
    }
}

@Suite("Font environment")
struct FontEnvironmentTests {
    @Test("The project's fonts are all found")
    func projectFonts() throws {
        let environment = try FontEnvironment()
        let families = Set(environment.fontFiles.map(\.family))
        #expect(families == ["Inter", "Roboto", "DejaVu Sans"])
        #expect(environment.fontFilePaths.allSatisfy { FileManager.default.fileExists(atPath: $0) })
    }

    @Test("A missing font file is a typed error naming the package to install")
    func missingFile() {
        let source = FontSource(
            family: "Inter", package: "fonts-inter", directories: ["/nonexistent/fonts"],
            fileNames: ["Inter-Regular.otf"])
        #expect(throws: FontEnvironmentError.missingFontFile(
            fileName: "Inter-Regular.otf", family: "Inter", package: "fonts-inter",
            searched: ["/nonexistent/fonts"])
        ) {
            try FontEnvironment(sources: [source])
        }
        do {
            _ = try FontEnvironment(sources: [source])
        } catch {
            #expect(error.description.contains("fonts-inter"))
        }
    }
}
