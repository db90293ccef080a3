/// A sink that collects bytes in memory, for tests and small outputs.
public struct ByteArraySink: ByteSink, Sendable {
    /// Everything written so far.
    public private(set) var bytes: [UInt8] = []

    /// Creates an empty sink.
    public init() {}

    public mutating func write(_ bytes: UnsafeRawBufferPointer) throws {
        self.bytes.append(contentsOf: bytes)
    }
}
