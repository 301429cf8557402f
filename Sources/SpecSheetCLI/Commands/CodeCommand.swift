import ArgumentParser
import SpecSheetModel

extension CodeLanguage: ExpressibleByArgument {}

/// `specsheet code <address> [selectors] [--lang swiftui|uikit|compose|css] [-o file]`.
struct CodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "code",
        abstract: "Write the code that presents one selection as its spec documents it.",
        discussion: """
            A snippet in the platform's own API, with the numbers of the selection measured on its \
            device: SwiftUI (.sheet with presentationDetents, presentationDragIndicator, \
            presentationCornerRadius, presentationBackground; confirmationDialog for action sheets), \
            UIKit (UISheetPresentationController, UIAlertController), Jetpack Compose (Material 3 \
            ModalBottomSheet, BottomSheetScaffold, Dialog) or CSS for a <dialog>. A spec whose source \
            documents its own API (`code:` in component.yaml) gets that API instead. The snippet \
            opens with a comment naming the selection, the device and the source of each number.

            Examples:
              specsheet code ebay-playbook/bottom-sheet --device iphone-15
              specsheet code ebay-playbook/bottom-sheet --lang compose --state long-content
              specsheet code apple-hig/action-sheet --lang uikit -o ActionSheet.swift
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var selectors: SelectorOptions

    @Option(name: .customLong("lang"),
            help: "swiftui or uikit (iOS), compose (Android), css (web); default: the platform's first.")
    var language: CodeLanguage?

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write to this file (default: standard output).", valueName: "file"))
    var output: String?

    func run() throws {
        try reportingErrors {
            let catalog = try CatalogSource.load(global.specs, for: [selectors.address])
            let measurer = try TextMeasurerFactory.pango()
            let text = try CodeAction.run(catalog: catalog, request: selectors.request, language: language, measurer: measurer)
            if let output {
                try AtomicFile.write(Array(text.utf8), to: output)
            } else {
                writeToStandardOutput(text)
            }
        }
    }
}
