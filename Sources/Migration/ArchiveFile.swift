import Glibc
import Secrets

/// A sink that buffers writes into 1 MiB blocks for a file descriptor (which it does not own) and
/// counts everything written. Memory: one fixed buffer. With `writeBehind`, the kernel is asked to
/// start writing each 8 MiB to disk as soon as it is written (`sync_file_range`), so the caller's
/// final `fsync` has little left to do. `onFlush` receives the file's size after each write (the
/// export's ``FileHasher`` follows the file with it).
final class ArchiveFileSink: ByteSink {
    private let fileDescriptor: Int32
    private var buffer: [UInt8]
    private var buffered = 0
    private(set) var byteCount: UInt64 = 0
    private let onFlush: ((UInt64) -> Void)?
    private let writeBehind: Bool
    private var flushed: UInt64 = 0
    private var syncStarted: UInt64 = 0

    init(fileDescriptor: Int32, bufferSize: Int = 1 << 20, writeBehind: Bool = false,
         onFlush: ((UInt64) -> Void)? = nil) {
        self.fileDescriptor = fileDescriptor
        self.writeBehind = writeBehind
        buffer = [UInt8](repeating: 0, count: bufferSize)
        self.onFlush = onFlush
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
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
        onFlush?(flushed)
    }
}

/// A source over a file descriptor (which it does not own) that counts what it reads.
final class CountingFileSource: ByteSource {
    private var source: FileDescriptorSource
    private(set) var byteCount: UInt64 = 0

    init(fileDescriptor: Int32) {
        source = FileDescriptorSource(fileDescriptor: fileDescriptor)
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let n = try source.read(into: buffer)
        byteCount += UInt64(n)
        return n
    }

}
