/// A source that reads from bytes in memory, for tests and small inputs.
public struct ByteArraySource: ByteSource, Sendable {
    private let bytes: [UInt8]
    private var offset = 0
    /// When set, no single read returns more than this many bytes (to exercise streaming code paths).
    private let maximumReadSize: Int

    /// Reads `bytes`, at most `maximumReadSize` at a time.
    public init(_ bytes: [UInt8], maximumReadSize: Int = .max) {
        self.bytes = bytes
        self.maximumReadSize = max(1, maximumReadSize)
    }

    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let n = min(buffer.count, bytes.count - offset, maximumReadSize)
        guard n > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            UnsafeMutableRawBufferPointer(rebasing: buffer[..<n])
                .copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<(offset + n)]))
        }
        offset += n
        return n
    }
}
