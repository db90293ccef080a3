import Glibc
import Secrets

/// A sink that buffers writes into 1 MiB blocks for a file descriptor (which it does not own),
/// counts and hashes (SHA-256) everything written. Memory: one fixed, page-aligned buffer.
///
/// With `direct`, whole blocks are written with `O_DIRECT` (set on the descriptor with `fcntl`):
/// the disk reads them straight from the buffer, so the kernel neither copies them into the page
/// cache nor has to write them back at the final `fsync`. The last, partial block is written
/// through the page cache (`O_DIRECT` cleared first). A file system that refuses `O_DIRECT` (e.g.
/// tmpfs) gets ordinary writes, with writeback started every 8 MiB (`sync_file_range`) so the
/// caller's final `fsync` has little left to do.
final class ArchiveFileSink: ByteSink {
    private let fileDescriptor: Int32
    private let buffer: UnsafeMutableRawBufferPointer
    private var buffered = 0
    private var hash: SHA256
    private(set) var byteCount: UInt64 = 0
    private var direct: Bool
    private var flushed: UInt64 = 0
    private var syncStarted: UInt64 = 0

    /// `O_DIRECT` (not imported from Glibc): the values of Linux's asm/fcntl.h per architecture.
    private static var directFlag: Int32? {
        #if os(Linux) && arch(x86_64)
        return 0o40000
        #elseif os(Linux) && arch(arm64)
        return 0o200000
        #else
        return nil
        #endif
    }

    /// Alignment and size granularity `O_DIRECT` needs here (the page size covers every block size).
    private static let directAlignment = 4096

    init(fileDescriptor: Int32, bufferSize: Int = 1 << 20, direct: Bool = false) throws {
        self.fileDescriptor = fileDescriptor
        buffer = .allocate(byteCount: bufferSize, alignment: Self.directAlignment)
        hash = try SHA256()
        self.direct = false
        if direct, bufferSize % Self.directAlignment == 0, let flag = Self.directFlag {
            let flags = fcntl(fileDescriptor, F_GETFL)
            self.direct = flags >= 0 && fcntl(fileDescriptor, F_SETFL, flags | flag) == 0
        }
    }

    deinit { buffer.deallocate() }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        hash.update(bytes)
        byteCount += UInt64(bytes.count)
        var offset = 0
        while offset < bytes.count {
            if buffered == buffer.count { try flush() }
            let n = min(buffer.count - buffered, bytes.count - offset)
            UnsafeMutableRawBufferPointer(rebasing: buffer[buffered..<(buffered + n)])
                .copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + n)]))
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
        let count = buffered
        if direct && count % Self.directAlignment != 0 { stopDirect() }
        var offset = 0
        while offset < count {
            let n = Glibc.write(fileDescriptor, buffer.baseAddress.map { $0 + offset }, count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                // A device that turns down this write's alignment after all: write it the ordinary way.
                if direct && errno == EINVAL { stopDirect(); continue }
                throw MigrationError.io(.system(operation: "cannot write the archive", errno: errno))
            }
            guard n > 0 else { throw MigrationError.io("cannot write the archive (no progress)") }
            offset += n
            if direct && offset < count && offset % Self.directAlignment != 0 { stopDirect() }
        }
        buffered = 0
        flushed += UInt64(count)
        if !direct && flushed - syncStarted >= 8 << 20 {
            // Only starts the writeback (no waiting); the fsync before use still makes it durable.
            FileOps.startWriteback(fileDescriptor, offset: syncStarted, count: flushed - syncStarted)
            syncStarted = flushed
        }
    }

    /// Flushes and returns the SHA-256 of everything written.
    func finish() throws -> [UInt8] {
        try flush()
        var done = try SHA256()
        swap(&done, &hash)
        return done.finalize()
    }

    /// Whether whole blocks are still written with `O_DIRECT`.
    var writesDirectly: Bool { direct }

    private func stopDirect() {
        guard let flag = Self.directFlag else { return }
        let flags = fcntl(fileDescriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(fileDescriptor, F_SETFL, flags & ~flag) }
        direct = false
        syncStarted = flushed
    }
}

/// A source over a file descriptor (which it does not own, read sequentially from where it stands)
/// that counts and hashes (SHA-256) what it reads: the import's archive, so that the digest compared
/// with the link's covers exactly the bytes the decryptor was given, not a second read of the file
/// that someone could change in between.
///
/// The hash runs on a ``BackgroundSHA256`` thread: what is read is also copied into one of two
/// 1 MiB blocks, and a full block is hashed there while the reader goes on filling the other (a
/// copy costs a tenth of hashing the same bytes).
final class CountingFileSource: ByteSource {
    private var source: FileDescriptorSource
    /// The bytes handed out by ``read(into:)``.
    private(set) var byteCount: UInt64 = 0
    private let hasher: BackgroundSHA256
    private static let blockSize = 1 << 20
    private let blocks: UnsafeMutableRawBufferPointer   // two blocks of `blockSize`
    private var current = 0                             // the block being filled
    private var filled = 0

    init(fileDescriptor: Int32) throws(MigrationError) {
        source = FileDescriptorSource(fileDescriptor: fileDescriptor)
        hasher = try BackgroundSHA256()
        blocks = UnsafeMutableRawBufferPointer.allocate(byteCount: 2 * Self.blockSize, alignment: 64)
    }

    deinit {
        hasher.waitForChunk()
        blocks.deallocate()
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let n = try source.read(into: buffer)
        keep(UnsafeRawBufferPointer(rebasing: buffer[..<n]))
        byteCount += UInt64(n)
        return n
    }

    /// Copies `bytes` into the blocks, handing each full one to the hasher.
    private func keep(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count {
            let take = min(Self.blockSize - filled, bytes.count - offset)
            let block = current * Self.blockSize
            UnsafeMutableRawBufferPointer(rebasing: blocks[(block + filled)..<(block + filled + take)])
                .copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + take)]))
            filled += take
            offset += take
            if filled == Self.blockSize { handOver() }
        }
    }

    /// Hands the block being filled to the hasher and switches to the other one, which `update`
    /// has waited to be hashed (it was handed over before this one), so it can be refilled.
    private func handOver() {
        guard filled > 0 else { return }
        let block = current * Self.blockSize
        hasher.update(UnsafeRawBufferPointer(rebasing: blocks[block..<(block + filled)]))
        current = 1 - current
        filled = 0
    }

    /// Reads and hashes what is left of the file's first `size` bytes (what the reader did not take:
    /// after a failure, so that a damaged file is told apart from a wrong key), then returns the
    /// digest and how many bytes it covers; nil when the file can't be read that far. Ends the hash.
    func finishDigest(upTo size: UInt64) -> (digest: [UInt8], byteCount: UInt64)? {
        var total = byteCount
        let chunk = 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 64)
        defer { buffer.deallocate() }
        while total < size {
            let want = Int(min(UInt64(chunk), size - total))
            guard let n = try? source.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<want])), n > 0 else {
                hasher.waitForChunk()
                return nil
            }
            keep(UnsafeRawBufferPointer(rebasing: buffer[..<n]))
            total += UInt64(n)
        }
        handOver()
        guard let digest = try? hasher.finalize() else { return nil }
        return (digest, total)
    }
}

/// Where the export's encryptor writes the archive: a file (``ArchiveFileSink``) or a direct
/// transfer's connection (``NetworkArchiveSink``). It counts and hashes every byte it takes.
protocol ArchiveOutput: ByteSink, AnyObject {
    /// The archive bytes taken so far.
    var byteCount: UInt64 { get }
    /// Writes out what is buffered and returns the SHA-256 of the whole archive.
    func finish() throws -> [UInt8]
}

extension ArchiveFileSink: ArchiveOutput {}
