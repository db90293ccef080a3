import Secrets

/// A byte sink with a buffer the caller can fill in place (a `read(2)` straight into it), so bulk
/// data is not copied on its way in.
protocol FillableByteSink: ByteSink, AnyObject {
    /// Lets `body` write up to `maximum` bytes (at least 1) in place; returns how many it wrote.
    func fill(maximum: Int, _ body: (UnsafeMutableRawBufferPointer) throws -> Int) throws -> Int
}

/// The producer's end of a ``BufferPipe`` as a sink: bytes are packed into whole buffers, each sent
/// when full (and the last by ``flush()``), tagged with ``progress``.
final class PipeWriter: FillableByteSink {
    private let pipe: BufferPipe
    private var current: PipeBuffer?
    /// Attached to every buffer sent.
    var progress: UInt64 = 0

    init(pipe: BufferPipe) {
        self.pipe = pipe
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            let buffer = try writable()
            let n = min(buffer.capacity - buffer.count, bytes.count - offset)
            buffer.space.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + n)]))
            buffer.count += n
            offset += n
        }
    }

    func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }

    func fill(maximum: Int, _ body: (UnsafeMutableRawBufferPointer) throws -> Int) throws -> Int {
        let buffer = try writable()
        let room = min(maximum, buffer.capacity - buffer.count)
        let n = try body(UnsafeMutableRawBufferPointer(rebasing: buffer.space[..<room]))
        precondition(n >= 0 && n <= room, "fill wrote outside its room")
        buffer.count += n
        return n
    }

    /// Sends the partly filled buffer, if any.
    func flush() throws {
        guard let buffer = current, buffer.count > 0 else { return }
        current = nil
        buffer.progress = progress
        try pipe.send(buffer)
    }

    /// A buffer with room: the current one, or a fresh one after sending a full one.
    private func writable() throws -> PipeBuffer {
        if let buffer = current, buffer.count < buffer.capacity { return buffer }
        try flush()
        let buffer = try pipe.takeFree()
        current = buffer
        return buffer
    }
}
