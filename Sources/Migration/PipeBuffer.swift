/// One fixed block of memory handed between the two stages of a ``BufferPipe``.
///
/// `@unchecked Sendable`: a buffer belongs to exactly one stage at a time. It only changes hands
/// through ``BufferPipe``'s lock (taken by both the giving and the receiving side), which orders every
/// access of the previous owner before every access of the next, so its memory is never shared.
final class PipeBuffer: @unchecked Sendable {
    /// The block's size in bytes.
    let capacity: Int
    private let base: UnsafeMutableRawPointer
    /// How many bytes at the start hold data.
    var count = 0
    /// A progress figure the producer attaches (e.g. plaintext bytes packed so far).
    var progress: UInt64 = 0

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(byteCount: capacity, alignment: 64)
    }

    deinit { base.deallocate() }

    /// The filled part.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }
    /// The part after the filled one.
    var space: UnsafeMutableRawBufferPointer { UnsafeMutableRawBufferPointer(start: base + count, count: capacity - count) }
}
