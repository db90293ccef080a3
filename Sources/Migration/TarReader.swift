import Secrets

/// Reads a ustar archive from a source as a stream: ``next()`` yields each entry's header and
/// ``read(into:)`` its bytes, piece by piece, so entries of any size pass through constant memory.
///
/// Only regular files and directories with safe relative paths are accepted (see ``ArchivePath``);
/// anything else is a ``TarError``, raised before any byte of that entry is handed out. Unread bytes
/// of an entry are skipped by the next call to ``next()``. Errors are ``TarError`` or the source's.
public final class TarReader<Source: ByteSource>: ByteSource {
    private var source: Source
    private var remaining: UInt64 = 0
    private var padding = 0
    private var ended = false
    private var scratch = [UInt8](repeating: 0, count: 64 * 1024)

    /// Reads an archive from `source`.
    public init(source: Source) {
        self.source = source
    }

    /// The next entry, or nil at the end-of-archive marker.
    public func next() throws -> TarEntry? {
        guard !ended else { return nil }
        // Two skips: a hostile base-256 size near 2^64 would overflow the sum.
        try skip(remaining)
        try skip(UInt64(padding))
        remaining = 0
        padding = 0
        var block = [UInt8](repeating: 0, count: TarHeader.blockSize)
        let n = try block.withUnsafeMutableBytes { try source.readFully(into: $0) }
        guard n == TarHeader.blockSize else { throw TarError.truncated }
        if block.allSatisfy({ $0 == 0 }) {
            ended = true
            return nil
        }
        let entry = try TarHeader.decode(block)
        remaining = entry.size
        padding = TarHeader.padding(for: entry.size)
        return entry
    }

    /// Reads the current entry's bytes; 0 at the end of the entry.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard remaining > 0, buffer.count > 0 else { return 0 }
        let want = Int(min(UInt64(buffer.count), remaining))
        let n = try source.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<want]))
        guard n > 0 else { throw TarError.truncated }
        remaining -= UInt64(n)
        return n
    }

    private func skip(_ count: UInt64) throws {
        var left = count
        while left > 0 {
            let want = Int(min(UInt64(scratch.count), left))
            let n = try scratch.withUnsafeMutableBytes { try source.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[..<want])) }
            guard n > 0 else { throw TarError.truncated }
            left -= UInt64(n)
        }
    }
}

extension TarReader where Source: BorrowingByteSource {
    /// Lends up to `maximum` bytes of the current entry in place (valid until the next call on this
    /// reader); empty at the end of the entry.
    func borrow(maximum: Int) throws -> UnsafeRawBufferPointer {
        guard remaining > 0, maximum > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        let view = try source.borrow(maximum: Int(min(UInt64(maximum), remaining)))
        guard view.count > 0 else { throw TarError.truncated }
        remaining -= UInt64(view.count)
        return view
    }
}
