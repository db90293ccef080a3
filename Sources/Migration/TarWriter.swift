import Secrets

/// Writes a POSIX ustar archive to a sink as a stream: a header for a file of known size, its bytes
/// in any number of pieces, then padding; directories; and the end-of-archive blocks.
///
/// Memory stays constant: nothing is buffered beyond one header. Between ``beginFile(path:size:mode:modificationTime:)``
/// and ``endFile()`` the writer is itself a ``ByteSink`` for the file's bytes, so content can be streamed
/// into it from anywhere (a database backup, a file). Chain it onto an ``AgeEncryptor`` for an encrypted archive.
///
/// Errors are ``TarError`` or whatever the sink throws. A class so the stream position is never duplicated.
public final class TarWriter<Sink: ByteSink>: ByteSink {
    private var sink: Sink
    private var open: (declared: UInt64, written: UInt64)?
    private var finished = false
    private var paths = Set<String>()

    /// Starts an archive written to `sink`.
    public init(sink: Sink) {
        self.sink = sink
    }

    /// Adds a directory entry.
    public func addDirectory(path: String, mode: UInt32 = 0o755, modificationTime: Int64 = 0) throws {
        try checkReady(path)
        let header = try TarHeader.encode(path: path + "/", type: TarHeader.directoryType, size: 0, mode: mode,
                                          modificationTime: modificationTime)
        try sink.write(header)
    }

    /// Writes the header of a file of exactly `size` bytes; feed them with ``write(_:)`` then call ``endFile()``.
    public func beginFile(path: String, size: UInt64, mode: UInt32 = 0o644, modificationTime: Int64 = 0) throws {
        try checkReady(path)
        let header = try TarHeader.encode(path: path, type: TarHeader.fileType, size: size, mode: mode,
                                          modificationTime: modificationTime)
        try sink.write(header)
        open = (size, 0)
    }

    /// Appends bytes to the open file; refuses more than its declared size.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard var current = open else { throw TarError.misuse("bytes written with no file open") }
        let total = current.written + UInt64(bytes.count)
        guard total <= current.declared else { throw TarError.sizeMismatch(declared: current.declared, written: total) }
        try sink.write(bytes)
        current.written = total
        open = current
    }

    /// Appends bytes from an array (a class needs no `var` to call this).
    public func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }

    /// Closes the open file: checks its size and pads it to a whole block.
    public func endFile() throws {
        guard let current = open else { throw TarError.misuse("endFile with no file open") }
        guard current.written == current.declared else {
            throw TarError.sizeMismatch(declared: current.declared, written: current.written)
        }
        let padding = TarHeader.padding(for: current.declared)
        if padding > 0 { try sink.write([UInt8](repeating: 0, count: padding)) }
        open = nil
    }

    /// Adds a whole small file in one call.
    public func addFile(path: String, contents: [UInt8], mode: UInt32 = 0o644, modificationTime: Int64 = 0) throws {
        try beginFile(path: path, size: UInt64(contents.count), mode: mode, modificationTime: modificationTime)
        try contents.withUnsafeBytes { try write($0) }
        try endFile()
    }

    /// Writes the two zero blocks that end an archive and returns the sink.
    @discardableResult
    public func finish() throws -> Sink {
        guard open == nil else { throw TarError.misuse("finish with a file still open") }
        guard !finished else { throw TarError.misuse("finish called twice") }
        try sink.write([UInt8](repeating: 0, count: 2 * TarHeader.blockSize))
        finished = true
        return sink
    }

    private func checkReady(_ path: String) throws {
        guard !finished else { throw TarError.misuse("entry added after finish") }
        guard open == nil else { throw TarError.misuse("a new entry while a file is open") }
        guard ArchivePath.isSafe(path) else { throw TarError.unsafePath(path) }
        guard paths.insert(path).inserted else { throw TarError.misuse("duplicate path \(shorten(path))") }
    }
}

extension TarWriter where Sink: FillableByteSink {
    /// Lets `body` write up to `maximum` bytes of the open file straight into the sink's buffer (no
    /// copy); returns how many it wrote. The declared size is enforced as by ``write(_:)``.
    func fill(maximum: Int, _ body: (UnsafeMutableRawBufferPointer) throws -> Int) throws -> Int {
        guard var current = open else { throw TarError.misuse("bytes written with no file open") }
        let room = min(UInt64(maximum), current.declared - current.written)
        guard room > 0 else { throw TarError.sizeMismatch(declared: current.declared, written: current.written + 1) }
        let n = try sink.fill(maximum: Int(room), body)
        current.written += UInt64(n)
        open = current
        return n
    }
}
