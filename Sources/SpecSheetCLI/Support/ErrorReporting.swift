import ArgumentParser
import Foundation

/// Runs a command body; a failure is printed to stderr as `specsheet: <line>` per problem and
/// becomes the matching exit status instead of a stack of ArgumentParser text.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let exit as ExitCode {
        throw exit
    } catch {
        let failure = CLIError.wrap(error)
        for line in failure.lines { writeToStandardError("specsheet: \(line)\n") }
        throw ExitCode(failure.exitCode)
    }
}

/// Writes to stderr without buffering.
public func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

/// Writes to stdout exactly (no added newline).
func writeToStandardOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}
