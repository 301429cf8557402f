import Foundation

/// How much more CPU time the same command takes at a larger input: judges complexity, not the
/// machine.
///
/// Each size runs `rounds` times and keeps its cheapest run, and what is timed is the `specsheet`
/// process's own CPU time (user and system, as the shell's `times` reports it for its child), so
/// tests running beside it, a busy machine or the sanitizers, which slow every size alike, judge no
/// test. Linear work gives about the size ratio; the old algorithms these tests guard against gave
/// its square or cube.
enum Growth {
    static func ratio(rounds: Int = 2, small: (arguments: [String], directory: URL),
                      large: (arguments: [String], directory: URL)) throws -> Double {
        func cheapest(_ run: (arguments: [String], directory: URL)) throws -> Double {
            try (0..<rounds).map { _ in try cpuSeconds(run.arguments, in: run.directory) }.min()!
        }
        let smallSeconds = try cheapest(small)
        // A process that did its work spent CPU time: zero means the measurement failed, not that
        // the work was free, and a ratio over it would pass whatever the growth.
        guard smallSeconds > 0.001 else { throw Unreadable(text: "no CPU time for \(small.arguments)") }
        return try cheapest(large) / smallSeconds
    }

    /// The CPU seconds `specsheet arguments` takes in `directory`, whatever its exit status.
    static func cpuSeconds(_ arguments: [String], in directory: URL) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\"$0\" \"$@\" >/dev/null 2>&1; times", CommandRunner.executable.path] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // `times` prints the shell's own user and system time, then its children's: "0m1.234s 0m0.050s".
        guard let children = text.split(separator: "\n").last else { throw Unreadable(text: text) }
        let seconds = children.split(separator: " ").map { field -> Double? in
            let parts = field.dropLast().split(separator: "m")
            guard parts.count == 2, let minutes = Double(parts[0]), let seconds = Double(parts[1]) else { return nil }
            return minutes * 60 + seconds
        }
        guard seconds.count == 2, let user = seconds[0], let system = seconds[1] else { throw Unreadable(text: text) }
        return user + system
    }

    struct Unreadable: Error, CustomStringConvertible {
        var text: String
        var description: String { "the shell's times printed: \(text)" }
    }
}
