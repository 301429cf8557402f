import Foundation

/// The most resident memory this process has used so far.
enum PeakMemory {
    /// In bytes. On Linux from `VmHWM` in `/proc/self/status`, which starts afresh at `exec`;
    /// `getrusage`'s `ru_maxrss` would carry over the peak of the process that spawned this one.
    static func ofThisProcess() -> Int {
        #if os(Linux)
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
           let kibibytes = Int(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "") {
            return kibibytes * 1024
        }
        #endif
        var usage = rusage()
        #if os(Linux)
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        return Int(usage.ru_maxrss) * 1024  // KiB on Linux
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)  // bytes on macOS
        #endif
    }
}
