/// Somewhere bytes go, piece by piece: a file, a socket, an encryptor, a hash.
///
/// Streaming writers (``AgeEncryptor``, the migration tar writer) write into a sink and never hold a
/// whole file in memory.
public protocol ByteSink {
    /// Takes all of `bytes` (the buffer is only valid during the call) or throws.
    mutating func write(_ bytes: UnsafeRawBufferPointer) throws
}

extension ByteSink {
    /// Takes all of `bytes`.
    public mutating func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }
}
