#if canImport(Glibc)
import Glibc
#endif

extension Array where Element == UInt8 {
    /// `count` bytes for the caller to fill in whole before reading any (a decoded picture, an
    /// inflated stream): nothing is zeroed first.
    ///
    /// On Linux a large buffer is advised as transparent huge pages before its first byte is
    /// written, so filling it takes one page fault for each 2 MB instead of one for each 4 KB. A
    /// fresh 12 MB picture is then written about four times faster, which is most of what a
    /// short-lived `specsheet diff` spends outside its own work. Where the kernel does not take the
    /// advice nothing changes.
    public static func uninitializedPixels(count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
            initialized = count
        }
    }
}

/// Transparent huge pages for large, freshly allocated buffers.
enum HugePages {
    /// The huge page size on x86-64 and arm64 Linux.
    static let size = 2 << 20
    /// Buffers smaller than this are left alone: too few whole huge pages fit in them.
    static let threshold = 4 << 20

    /// Advises the whole huge pages inside `buffer` (the unaligned ends stay small pages).
    static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
        guard buffer.count >= threshold, let base = buffer.baseAddress else { return }
        let start = (UInt(bitPattern: base) + UInt(size - 1)) & ~UInt(size - 1)
        let end = (UInt(bitPattern: base) + UInt(buffer.count)) & ~UInt(size - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, Int(end - start), MADV_HUGEPAGE)
        #endif
    }
}
