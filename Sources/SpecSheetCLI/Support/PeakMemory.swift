import Foundation

/// The most resident memory a process has used so far, from `getrusage`.
enum PeakMemory {
    /// This process's peak, in bytes.
    static func ofThisProcess() -> Int {
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
