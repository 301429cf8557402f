import Foundation

/// Runs the built `specsheet` executable, as a user or a CI script would.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CommandRunner {
    /// The `specsheet` binary next to the test bundle (`swift test` builds every product).
    static let executable: URL = {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("specsheet")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        return Fixture.packageRoot.appendingPathComponent(".build/debug/specsheet")
    }()

    /// Runs `specsheet` with `arguments` in `directory`; `environment` entries override the test's own.
    static func run(_ arguments: [String], in directory: URL = Fixture.packageRoot,
                    environment: [String: String] = [:]) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                             stderr: String(decoding: stderr, as: UTF8.self))
    }
}
