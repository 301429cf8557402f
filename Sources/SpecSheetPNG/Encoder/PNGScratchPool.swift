import Synchronization

/// Working memory for ``PNGEncoder``, kept between calls. A @3x phone picture needs about 9 MB of
/// filtered rows; freshly allocated each time, the kernel zero-fills and maps every page again
/// (glibc hands blocks that large straight back), which cost about 5 ms per picture — a sixth
/// of the encode. The pool keeps up to `maximumKept` blocks of at most `maximumKeptBytes`
/// each; concurrent encodes each get their own block. Blocks hold no state that matters: every
/// byte the encoder reads from one it has written in the same call.
final class PNGScratchBuffer: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        pointer = UnsafeMutableRawPointer.allocate(byteCount: max(capacity, 1), alignment: 64)
    }

    deinit { pointer.deallocate() }
}

enum PNGScratchPool {
    static let maximumKept = 2
    static let maximumKeptBytes = 64 << 20

    private static let kept = Mutex<[PNGScratchBuffer]>([])

    /// A block of at least `byteCount` bytes, uninitialised as far as the caller knows.
    static func take(byteCount: Int) -> PNGScratchBuffer {
        let reused = kept.withLock { buffers -> PNGScratchBuffer? in
            guard let index = buffers.firstIndex(where: { $0.capacity >= byteCount }) else { return nil }
            return buffers.remove(at: index)
        }
        return reused ?? PNGScratchBuffer(capacity: byteCount)
    }

    /// Hands a block back; the smallest block is dropped when the pool is full.
    static func give(_ buffer: PNGScratchBuffer) {
        guard buffer.capacity <= maximumKeptBytes else { return }
        kept.withLock { buffers in
            buffers.append(buffer)
            if buffers.count > maximumKept, let smallest = buffers.indices.min(by: { buffers[$0].capacity < buffers[$1].capacity }) {
                buffers.remove(at: smallest)
            }
        }
    }
}
