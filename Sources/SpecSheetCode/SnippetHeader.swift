import SpecSheetModel

/// The opening comment of every snippet: what it documents (address, variant, state, device,
/// platform), in which unit, and where each of its numbers comes from.
enum SnippetHeader {
    static func lines(for configuration: SheetConfiguration, language: CodeLanguage) -> [String] {
        let c = configuration
        let device = c.device
        var lines = [
            "\(c.address): \(c.componentName), variant '\(c.variant.id)' (\(c.variant.name)), state '\(c.state.id)' (\(c.state.name))",
            "On \(device.name) (\(device.id)): \(platformName(device.platform)), \(Literal.number(device.width)) × "
                + "\(Literal.number(device.height)) \(device.unit), \(device.orientation.rawValue), "
                + "\(device.sizeClass.rawValue) width. \(languageName(language)).",
            "Written by `specsheet code` from the spec; lengths in \(device.unit), measured on this device where the spec gives a rule.",
            "Sources: " + c.sourceIDs.enumerated().map { index, id in index == 0 ? "\(id) (the documented guideline)" : id }
                .joined(separator: ", "),
        ]
        if !c.citations.isEmpty {
            lines.append("Numbers:")
            lines += c.citations.map { "  " + $0.line }
        }
        if let api = c.systemAPIs[language], let source = api.source {
            lines.append("Presented with the design system's own API, as \(source) shows it.")
            if let note = api.note { lines.append(note) }
        }
        return lines
    }

    static func platformName(_ platform: Platform) -> String {
        switch platform {
        case .ios: "iOS"
        case .android: "Android"
        case .web: "the web"
        }
    }

    static func languageName(_ language: CodeLanguage) -> String {
        switch language {
        case .swiftui: "SwiftUI"
        case .uikit: "UIKit"
        case .compose: "Jetpack Compose (Material 3)"
        case .css: "CSS for a <dialog>"
        }
    }
}
