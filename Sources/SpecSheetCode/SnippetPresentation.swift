import SpecSheetModel

/// Which of a platform's presentation APIs a snippet uses for a configuration.
enum SnippetPresentation: Equatable {
    /// The design system's own API (`code:` in the spec).
    case systemAPI
    /// An action sheet the system draws (`confirmationDialog`, `UIAlertController`).
    case actionSheet
    /// A sheet attached to the bottom edge.
    case bottomSheet
    /// A centred sheet of a set size (a form sheet; a dialog on Android and the web).
    case formSheet
    case fullScreen
    case popover
    /// A panel laid out by hand: the platform has no API for it (side and top sheets; dialogs on iOS).
    case overlay

    /// What a standard (non-modal) side sheet asks of the page.
    static let besideThePage = "Without a scrim (a standard side sheet) the page is laid out beside the sheet, in the rest of the width."

    static func choose(_ c: SheetConfiguration, language: CodeLanguage) -> SnippetPresentation {
        if c.systemAPIs[language] != nil { return .systemAPI }
        let iOS = language.platform == .ios
        if iOS, c.kind == .actionSheet, c.style == .bottomSheet || c.style == .popover { return .actionSheet }
        switch c.style {
        case .bottomSheet: return .bottomSheet
        case .formSheet: return iOS && c.kind == .dialog ? .overlay : .formSheet
        case .fullScreen: return .fullScreen
        case .popover: return .popover
        case .sideSheet, .topSheet: return .overlay
        }
    }
}
