import Glibc

/// A sink writing to an open file descriptor (which it neither owns nor closes).
public struct FileDescriptorSink: ByteSink, Sendable {
    /// The descriptor written to.
    public let fileDescriptor: Int32

    /// Writes to `fileDescriptor`.
    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    public mutating func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard let base = bytes.baseAddress else { return }
        var done = 0
        while done < bytes.count {
            let n = Glibc.write(fileDescriptor, base + done, bytes.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                throw ByteStreamError.writeFailed(errno: errno)
            }
            done += n
        }
    }
}
