import Foundation
import Glibc
import Secrets

/// Computes the SHA-256 of a file's first `size` bytes on a thread of its own, reading it through
/// its own descriptor (which it owns and closes): the import's archive, hashed while the other
/// stages decrypt and unpack it and while the integrity check runs, so the digest costs a third
/// thread's time instead of one stage's (docs/migration.md, "Import pipeline and guarantees").
///
/// Memory: one 1 MiB read buffer; the bytes come from the page cache the decrypting stage fills.
///
/// `@unchecked Sendable`: the count and the result are written by the hashing thread only, and read
/// by others only after `pthread_join` (which orders the memory accesses).
final class FileHasher: @unchecked Sendable {
    private let fileDescriptor: Int32
    private let limit: UInt64
    private var thread: pthread_t?
    private var outcome: Result<[UInt8], MigrationError> = .failure(.io("the archive was not hashed"))
    private var hashed: UInt64 = 0

    /// Starts hashing the first `size` bytes of `fileDescriptor` (a readable descriptor this object
    /// takes over). The thread keeps the hasher alive until it has read them (or failed); a hasher
    /// dropped without ``digest()`` is released on the hashing thread itself when it finishes,
    /// which then detaches itself (a thread can't join itself).
    init(fileDescriptor: Int32, size: UInt64) throws(MigrationError) {
        self.fileDescriptor = fileDescriptor
        limit = size
        do {
            thread = try BufferPipe.startThread { [self] in run() }
        } catch {
            close(fileDescriptor)
            throw error
        }
    }

    deinit {
        if let running = thread, pthread_equal(running, pthread_self()) != 0 {
            // The last reference was the thread's own: nobody asked for the digest.
            pthread_detach(running)
            thread = nil
            close(fileDescriptor)
            return
        }
        _ = join()
    }

    /// Waits for the thread and returns the digest of the file's first `size` bytes, and how many
    /// bytes were hashed; throws when the file could not be read that far.
    func digest() throws(MigrationError) -> (digest: [UInt8], byteCount: UInt64) {
        let result = join()
        return (try result.get(), hashed)
    }

    private func join() -> Result<[UInt8], MigrationError> {
        guard let running = thread else { return outcome }
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
        while hashed < limit {
            let want = Int(min(UInt64(chunk), limit - hashed))
            let n = pread(fileDescriptor, buffer.baseAddress, want, off_t(hashed))
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw .io("cannot read the archive to hash it (\(n < 0 ? FileOps.errorText(errno) : "it is shorter than expected"))") }
            hash.update(UnsafeRawBufferPointer(rebasing: buffer[..<n]))
            hashed += UInt64(n)
        }
        return hash.finalize()
    }
}
