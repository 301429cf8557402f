import SpecSheetLayout
import SpecSheetModel

/// Writes the snippet of a configuration in a language (`specsheet code`).
public enum CodeSnippet {
    /// The snippet for `configuration` in `language`; the configuration must be measured on the
    /// language's platform.
    public static func write(_ configuration: SheetConfiguration, in language: CodeLanguage) throws(CodeError) -> String {
        guard configuration.device.platform == language.platform else {
            throw .platformMismatch(language: language, platform: configuration.device.platform)
        }
        return switch language {
        case .swiftui: SwiftUISnippet.write(configuration)
        case .uikit: UIKitSnippet.write(configuration)
        case .compose: ComposeSnippet.write(configuration)
        case .css: CSSSnippet.write(configuration)
        }
    }

    /// The device the snippet also asks for a form sheet on, in regular width, where the page
    /// draws the variant so there (SAP's modal sheet on iPad); nil when it presents on its own
    /// device only. Pages name it beside the selection, so a sample never does more than it says.
    public static func regularWidthFormSheetDevice(_ configuration: SheetConfiguration, in language: CodeLanguage) -> String? {
        // Only where iOS's form sheet, modal over a dimmed page, is what the page draws there.
        configuration.regularWidthFormSheet(for: language).flatMap { $0.drawnModal ? $0.device : nil }
    }

    /// The regular-width device the snippet's call covers the screen of as well, where the page
    /// draws the selection full screen there too (SAP's full-screen modal on iPad); nil otherwise.
    public static func regularWidthFullScreenDevice(_ configuration: SheetConfiguration, in language: CodeLanguage) -> String? {
        guard language == .swiftui || language == .uikit, SnippetPresentation.choose(configuration, language: language) == .fullScreen,
              let other = configuration.otherSizeClass, other.sizeClass == .regular, other.style == .fullScreen else { return nil }
        return other.device
    }

    /// The compact-width device the snippet's form-sheet call presents on as well, where the page
    /// draws there the full-height sheet iOS adapts a form sheet to (SAP's form sheet on iPhone).
    public static func compactWidthAdaptedDevice(_ configuration: SheetConfiguration, in language: CodeLanguage) -> String? {
        guard language == .swiftui || language == .uikit else { return nil }
        return configuration.compactWidthAdaptation(for: SnippetPresentation.choose(configuration, language: language))?.device
    }

    /// Where the snippet's one call also gives another presentation the page draws, what that is,
    /// in words that follow "as when": "the system itself shows an action sheet as a popover in
    /// regular width", "a sheet's code also asks for the form sheet drawn in regular width"; nil
    /// where it gives only its own. The Code section's introduction names only such cases.
    public static func alsoPresents(_ configuration: SheetConfiguration, in language: CodeLanguage) -> String? {
        let presentation = SnippetPresentation.choose(configuration, language: language)
        if presentation == .actionSheet, configuration.style != .popover, language.platform == .ios {
            return "the system itself shows an action sheet as a popover in regular width"
        }
        if configuration.regularWidthFormSheet(for: language)?.drawnModal == true {
            return "a sheet's code also asks for the form sheet drawn in regular width"
        }
        if compactWidthAdaptedDevice(configuration, in: language) != nil {
            return "a form sheet's code also gives, in compact width, the full-height sheet from the bottom drawn there"
        }
        return nil
    }

    /// Whether the snippet's comments say where its call gives something other than the page's
    /// drawing: on the other size class's device, a way to close iOS keeps or adds that the page
    /// leaves out, or a page iOS dims where the page leaves it in reach. The Code section's
    /// introduction says such comments exist only where one does.
    public static func saysWhatItsCallGivesInstead(_ configuration: SheetConfiguration, in language: CodeLanguage) -> Bool {
        guard configuration.systemAPIs[language] == nil, language == .swiftui || language == .uikit else { return false }
        let presentation = SnippetPresentation.choose(configuration, language: language)
        if configuration.otherSizeClassNote(in: language) != nil || configuration.regularWidthPhoneNote(in: language) != nil { return true }
        // As the snippets write them: a sheet closed by its buttons alone notes only the page iOS dims.
        if !configuration.dismissal.contains(.swipeDown), !configuration.dismissal.contains(.scrimTap), presentation != .popover {
            return SwiftUISnippet.nonModalRegularNote(configuration, presentation, closesOnTap: false) != nil
        }
        return SwiftUISnippet.systemClosingNote(configuration, presentation, switchName: "") != nil
    }

    /// The snippet of `scene`, laid out from `component` in `catalog`, in `language`.
    public static func write(scene: Scene, component: ComponentSpec, catalog: Catalog,
                             in language: CodeLanguage) throws(CodeError) -> String {
        try write(SheetConfiguration(scene: scene, component: component, catalog: catalog), in: language)
    }
}

/// Why no snippet could be written; one line each.
public enum CodeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A language asked for a selection on another platform.
    case platformMismatch(language: CodeLanguage, platform: Platform)

    public var description: String {
        switch self {
        case .platformMismatch(let language, let platform):
            "--lang \(language.rawValue) writes for \(language.platform.rawValue), but the selection is on \(platform.rawValue); "
                + "languages for \(platform.rawValue): " + CodeLanguage.languages(for: platform).map(\.rawValue).joined(separator: ", ")
        }
    }
}
