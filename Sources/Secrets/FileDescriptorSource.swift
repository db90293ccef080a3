import Glibc

/// A source reading from an open file descriptor (which it neither owns nor closes).
public struct FileDescriptorSource: ByteSource, Sendable {
    /// The descriptor read from.
    public let fileDescriptor: Int32

    /// Reads from `fileDescriptor`.
    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        while true {
            let n = Glibc.read(fileDescriptor, base, buffer.count)
            if n >= 0 { return n }
            if errno == EINTR { continue }
            throw ByteStreamError.readFailed(errno: errno)
        }
    }
}
