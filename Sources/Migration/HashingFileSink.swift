import Glibc
import Secrets

/// A sink that buffers writes into 1 MiB blocks for a file descriptor (which it does not own) and
/// hashes and counts everything written. Memory: one fixed buffer. With `writeBehind`, the kernel is
/// asked to start writing each 8 MiB to disk as soon as it is written (`sync_file_range`), so the
/// caller's final `fsync` has little left to do.
final class HashingFileSink: ByteSink {
    private let fileDescriptor: Int32
    private var buffer: [UInt8]
    private var buffered = 0
    private var hash: SHA256
    private(set) var byteCount: UInt64 = 0
    private let onWrite: ((UInt64) -> Void)?
    private let writeBehind: Bool
    private var flushed: UInt64 = 0
    private var syncStarted: UInt64 = 0

    init(fileDescriptor: Int32, bufferSize: Int = 1 << 20, writeBehind: Bool = false,
         onWrite: ((UInt64) -> Void)? = nil) throws {
        self.fileDescriptor = fileDescriptor
        self.writeBehind = writeBehind
        buffer = [UInt8](repeating: 0, count: bufferSize)
        hash = try SHA256()
        self.onWrite = onWrite
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        hash.update(bytes)
        byteCount += UInt64(bytes.count)
        var offset = 0
        while offset < bytes.count {
            if buffered == buffer.count { try flush() }
            let n = min(buffer.count - buffered, bytes.count - offset)
            let start = buffered
            buffer.withUnsafeMutableBytes { dest in
                UnsafeMutableRawBufferPointer(rebasing: dest[start..<(start + n)])
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + n)]))
            }
            buffered += n
            offset += n
        }
    }

    func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }

    /// Writes out what is buffered.
    func flush() throws {
        guard buffered > 0 else { return }
        var sink = FileDescriptorSink(fileDescriptor: fileDescriptor)
        let count = buffered
        try buffer.withUnsafeBytes { try sink.write(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        buffered = 0
        flushed += UInt64(count)
        if writeBehind && flushed - syncStarted >= 8 << 20 {
            // Only starts the writeback (no waiting); the fsync before use still makes it durable.
            FileOps.startWriteback(fileDescriptor, offset: syncStarted, count: flushed - syncStarted)
            syncStarted = flushed
        }
        onWrite?(byteCount)
    }

    /// Flushes and returns the SHA-256 of everything written.
    func finish() throws -> [UInt8] {
        try flush()
        var done = try SHA256()
        swap(&done, &hash)
        return done.finalize()
    }
}

/// A source over a file descriptor (which it does not own) that hashes and counts what it reads.
/// With `dropBehind`, pages already read are dropped from the page cache every 16 MiB (the file is
/// read once, and the memory is better reused for what is being written).
final class HashingFileSource: ByteSource {
    private var source: FileDescriptorSource
    private var hash: SHA256
    private(set) var byteCount: UInt64 = 0
    private let onRead: ((UInt64) -> Void)?
    private var lastReported: UInt64 = 0
    private let dropBehind: Bool
    private var dropped: UInt64 = 0

    init(fileDescriptor: Int32, dropBehind: Bool = false, onRead: ((UInt64) -> Void)? = nil) throws {
        source = FileDescriptorSource(fileDescriptor: fileDescriptor)
        self.dropBehind = dropBehind
        hash = try SHA256()
        self.onRead = onRead
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let n = try source.read(into: buffer)
        hash.update(UnsafeRawBufferPointer(rebasing: buffer[..<n]))
        byteCount += UInt64(n)
        if dropBehind && (byteCount - dropped >= 16 << 20 || n == 0) {
            _ = posix_fadvise(source.fileDescriptor, off_t(dropped), off_t(byteCount - dropped), POSIX_FADV_DONTNEED)
            dropped = byteCount
        }
        if byteCount - lastReported >= 1 << 20 || n == 0 {
            lastReported = byteCount
            onRead?(byteCount)
        }
        return n
    }

    /// Reads and hashes whatever is left, then returns the digest of the whole file.
    func drainAndDigest() throws -> [UInt8] {
        var scratch = [UInt8](repeating: 0, count: 1 << 20)
        while try scratch.withUnsafeMutableBytes({ try read(into: $0) }) > 0 {}
        var done = try SHA256()
        swap(&done, &hash)
        return done.finalize()
    }
}
