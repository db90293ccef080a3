import Foundation
import Glibc
import Secrets

/// Computes the SHA-256 of a file on a thread of its own, reading it through its own descriptor
/// (which it owns and closes), up to a limit that may grow while it runs: a whole archive being
/// imported (the limit is its size from the start), or an archive being exported (the writer
/// publishes each write). The pipeline stages then do no hashing of their own, so the digest costs
/// a third thread's time instead of one stage's (docs/migration.md, "Pipelines").
///
/// Memory: one 1 MiB read buffer. The file's bytes are read from the page cache where they were just
/// read or written; with `dropBehind`, pages it has read are dropped from the cache every 16 MiB.
///
/// `@unchecked Sendable`: the mutable state (`limit`, `ended`, `cancelled`) is only touched under
/// `condition`; the hash, buffer and result belong to the thread until ``digest()`` joins it.
final class FileHasher: @unchecked Sendable {
    private let fileDescriptor: Int32
    private let dropBehind: Bool
    private let condition = NSCondition()
    private var limit: UInt64 = 0
    private var ended = false
    private var cancelled = false
    private var thread: pthread_t?
    private var outcome: Result<[UInt8], MigrationError> = .failure(.io("the archive was not hashed"))
    private var hashed: UInt64 = 0

    /// Starts hashing `fileDescriptor` (a readable descriptor this object takes over). With `size`,
    /// the file is complete and all of it is hashed; without it, call ``advance(to:)`` as bytes are
    /// written and ``end(at:)`` once the file is whole.
    init(fileDescriptor: Int32, size: UInt64? = nil, dropBehind: Bool = false) throws(MigrationError) {
        self.fileDescriptor = fileDescriptor
        self.dropBehind = dropBehind
        if let size {
            limit = size
            ended = true
        }
        do {
            thread = try BufferPipe.startThread { [self] in run() }
        } catch {
            close(fileDescriptor)
            throw error
        }
    }

    deinit {
        if thread != nil { _ = digestOrCancel(cancel: true) }
    }

    /// Makes the file's first `size` bytes available for hashing (they are written).
    func advance(to size: UInt64) {
        condition.lock()
        if size > limit { limit = size }
        condition.signal()
        condition.unlock()
    }

    /// Says the file is complete at `size` bytes.
    func end(at size: UInt64) {
        condition.lock()
        limit = size
        ended = true
        condition.signal()
        condition.unlock()
    }

    /// Waits for the thread and returns the digest of the file's first `limit` bytes, and how many
    /// bytes were hashed; throws when the file could not be read to its end.
    func digest() throws(MigrationError) -> (digest: [UInt8], byteCount: UInt64) {
        let result = digestOrCancel(cancel: false)
        return (try result.get(), hashed)
    }

    /// Stops the thread without waiting for a digest (a failed export).
    func cancel() {
        _ = digestOrCancel(cancel: true)
    }

    private func digestOrCancel(cancel: Bool) -> Result<[UInt8], MigrationError> {
        guard let running = thread else { return outcome }
        if cancel {
            condition.lock()
            cancelled = true
            condition.signal()
            condition.unlock()
        }
        pthread_join(running, nil)
        thread = nil
        close(fileDescriptor)
        return outcome
    }

    private func run() {
        do {
            outcome = .success(try hashAll())
        } catch {
            outcome = .failure(error)
        }
    }

    private func hashAll() throws(MigrationError) -> [UInt8] {
        var hash: SHA256
        do {
            hash = try SHA256()
        } catch {
            throw .io("cannot start hashing")
        }
        let chunk = 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 64)
        defer { buffer.deallocate() }
        var dropped: UInt64 = 0
        while true {
            condition.lock()
            while hashed >= limit && !ended && !cancelled { condition.wait() }
            let available = limit
            let stopped = cancelled
            let complete = ended && hashed >= limit
            condition.unlock()
            if stopped { throw .io("hashing stopped") }
            if complete { break }
            let want = Int(min(UInt64(chunk), available - hashed))
            let n = pread(fileDescriptor, buffer.baseAddress, want, off_t(hashed))
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw .io("cannot read the archive to hash it (\(n < 0 ? FileOps.errorText(errno) : "it is shorter than expected"))") }
            hash.update(UnsafeRawBufferPointer(rebasing: buffer[..<n]))
            hashed += UInt64(n)
            if dropBehind && hashed - dropped >= 16 << 20 {
                _ = posix_fadvise(fileDescriptor, off_t(dropped), off_t(hashed - dropped), POSIX_FADV_DONTNEED)
                dropped = hashed
            }
        }
        return hash.finalize()
    }
}
