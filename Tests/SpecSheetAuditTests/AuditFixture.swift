import Foundation
import SpecSheetAudit
import SpecSheetLayout
import SpecSheetModel
import SpecSheetSpecs

/// A one-component catalog written to a temporary folder (the real catalog's platforms.yaml and
/// devices.yaml, a system `acme` and its component `sheet`), loaded, laid out and audited.
struct AuditFixture {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    let directory: URL

    /// Writes the catalog; `component` is the whole component.yaml, `tokens` extra system tokens.
    init(component: String, systemTokens: String = "") throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-\(UUID().uuidString)")
        let system = directory.appendingPathComponent("acme/sheet")
        try FileManager.default.createDirectory(at: system, withIntermediateDirectories: true)
        for file in ["platforms.yaml", "devices.yaml"] {
            try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent("Specs/\(file)"),
                                             to: directory.appendingPathComponent(file))
        }
        try """
            name: Acme
            sources:
              acme-sheet: { title: Acme sheet }
            tokens:
              color.surface: { light: "#FFFFFF", dark: "#000000" }
              color.scrim: "#000000"
            \(systemTokens)
            """.write(to: directory.appendingPathComponent("acme/system.yaml"), atomically: true, encoding: .utf8)
        try component.write(to: system.appendingPathComponent("component.yaml"), atomically: true, encoding: .utf8)
    }

    var componentPath: String { directory.appendingPathComponent("acme/sheet/component.yaml").path }

    func load() throws -> Catalog {
        try CatalogLoader().load(directory: directory.path)
    }

    /// The findings of every selection of `platform` (its devices, both orientations and themes).
    func findings(on platform: Platform, themes: [Theme] = [.light]) throws -> [AccessibilityFinding] {
        try results(on: platform, themes: themes).filter { $0.severity != .passed }
    }

    /// Every check on `platform`'s selections, the met ones included (``AccessibilityAudit/results(in:component:)``).
    func results(on platform: Platform, themes: [Theme] = [.light]) throws -> [AccessibilityFinding] {
        let catalog = try load()
        let engine = LayoutEngine(catalog: catalog, measurer: FakeTextMeasurer())
        return try CatalogEnumerator(catalog: catalog).selections(themes: themes)
            .filter { $0.screen.platform == platform }
            .flatMap { AccessibilityAudit.results(in: try engine.scene(for: $0), component: $0.component) }
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A sheet with a title and a close button: the colours, type style and close size as given.
    static func sheet(textColor: String = "\"#111111\"", textStyle: String = "{ family: Inter, size: 16, weight: 400 }",
                      close: String = "44", closeExtra: String = "", background: String = "color.surface",
                      presentation: String = "", acknowledgements: String = "") -> String {
        """
        name: Sheet
        kind: bottom-sheet
        document: acme-sheet
        platforms: [ios, android, web]
        tokens:
          color.text: \(textColor)
          color.icon: "#111111"
          color.background: { ref: \(background) }
          type.body: \(textStyle)
          size.close: \(close)
        anatomy:
          id: container
          name: Container
          fill: color.surface
          padding: 16
          gap: 8
          children:
            - { id: title, name: Title, kind: text, text: Title, textStyle: type.body, textColor: color.text }
            - { id: close, name: Close, kind: icon-button, icon: close, width: size.close, height: size.close, textColor: color.icon\(closeExtra) }
        presentation:
          style: bottom-sheet
          background: color.background
          detent: { name: fit, height: fit }
          detents: [{ name: fit, height: fit }]
        \(presentation)
        variants: [{ id: default, name: Default }]
        states: [{ id: default, name: Default }]
        \(acknowledgements)
        """
    }
}

/// A predictable measurer: every character is half the font size wide, a line 1.25 × the size tall.
struct FakeTextMeasurer: TextMeasuring {
    func measure(_ text: String, style: TypeStyle, maxWidth: Double?) -> TextMetrics {
        let lineHeight = style.lineHeight ?? style.size * 1.25
        return TextMetrics(width: Double(text.count) * style.size / 2, height: lineHeight, baseline: lineHeight * 0.8,
                           lineCount: 1)
    }
}
