import ArgumentParser
import Foundation

/// `specsheet init <system>/<component> [--from <system>/<component>]`.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a component spec (and its design system) that lints clean.",
        discussion: """
            Writes <specs>/<system>/<component>/component.yaml and guide.md, commented, with \
            placeholder numbers marked `tag: ours`, and <system>/system.yaml when the system is new. \
            With --from, copies an existing component (and its system's system.yaml when the new \
            component starts a new system) so only what differs needs changing. Never overwrites \
            a file; prints the paths it wrote.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The new component, as <system>/<component>.", valueName: "address"))
    var address: String

    @Option(help: ArgumentHelp("An existing component to start from.", valueName: "system/component"))
    var from: String?

    func run() throws {
        try reportingErrors {
            let root = URL(fileURLWithPath: global.specs)
            let catalog = try? CatalogSource.load(global.specs)
            let files = try InitAction.files(for: address, from: from, catalog: catalog) { path in
                try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            }
            for file in files {
                let url = root.appendingPathComponent(file.path)
                do {
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                            withIntermediateDirectories: true)
                    try Data(file.contents.utf8).write(to: url, options: .withoutOverwriting)
                } catch {
                    throw CLIError("cannot write \(url.path): \(error.localizedDescription)")
                }
                writeToStandardOutput("wrote \(url.path)\n")
            }
            writeToStandardOutput("next: specsheet lint --specs \(global.specs) --only \(address)\n")
        }
    }
}
