import ArgumentParser
import Foundation

extension SpecSheetCommand {
    /// Parses and runs a command line. Help and version go to stdout as usual; a usage error is
    /// one line on stderr with exit status 2 (and a hint to `--help`), like every other bad input.
    public static func run(arguments: [String]) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Self.exit()
        } catch let error as ExitCode {
            Self.exit(withError: error)
        } catch {
            let code = exitCode(for: error)
            guard code == .validationFailure else { Self.exit(withError: error) }
            let message = Self.message(for: error).split(separator: "\n").first.map(String.init) ?? "bad arguments"
            writeToStandardError("specsheet: \(message) (see `specsheet --help`)\n")
            Self.exit(withError: ExitCode(2))
        }
    }
}
