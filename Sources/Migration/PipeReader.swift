import Secrets

/// A byte source that can lend its bytes in place instead of copying them out.
protocol BorrowingByteSource: ByteSource, AnyObject {
    /// Up to `maximum` bytes, valid until the next call; empty at the end.
    func borrow(maximum: Int) throws -> UnsafeRawBufferPointer
}

/// The consumer's end of a ``BufferPipe`` as a source: the buffers' bytes in order, each buffer
/// recycled once fully read. `onBuffer` sees each buffer as it arrives (for progress).
final class PipeReader: BorrowingByteSource {
    private let pipe: BufferPipe
    private var current: PipeBuffer?
    private var offset = 0
    private let onBuffer: ((PipeBuffer) -> Void)?
    private let onIdle: (() -> Void)?

    /// `onBuffer` sees each buffer as it arrives; `onIdle` runs each second nothing arrives
    /// (``BufferPipe/receive(idleSeconds:onIdle:)``).
    init(pipe: BufferPipe, onBuffer: ((PipeBuffer) -> Void)? = nil, onIdle: (() -> Void)? = nil) {
        self.pipe = pipe
        self.onBuffer = onBuffer
        self.onIdle = onIdle
    }

    func borrow(maximum: Int) throws -> UnsafeRawBufferPointer {
        guard maximum > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        while current == nil || offset == current?.count {
            if let buffer = current {
                current = nil
                pipe.recycle(buffer)
            }
            guard let next = try pipe.receive(onIdle: onIdle) else { return UnsafeRawBufferPointer(start: nil, count: 0) }
            onBuffer?(next)
            current = next
            offset = 0
        }
        guard let buffer = current else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        let n = min(maximum, buffer.count - offset)
        let view = UnsafeRawBufferPointer(rebasing: buffer.bytes[offset..<(offset + n)])
        offset += n
        return view
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let view = try borrow(maximum: buffer.count)
        if view.count > 0 { UnsafeMutableRawBufferPointer(rebasing: buffer[..<view.count]).copyMemory(from: view) }
        return view.count
    }

    /// Reads and discards everything left, up to the producer's end.
    func drain() throws {
        while try borrow(maximum: Int.max).count > 0 {}
    }
}
