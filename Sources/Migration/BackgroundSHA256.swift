import Foundation
import Glibc
import Secrets

/// The SHA-256 of a stream, computed on a thread of its own chunk by chunk while the caller works on
/// the same bytes: the import's consumer stage hands each chunk of a staged file to it, then seals
/// and writes that chunk meanwhile, so the per-entry digest the manifest is checked against costs the
/// other core's time instead of this stage's (docs/migration.md, "Import pipeline and guarantees").
///
/// ``update(_:)`` hands a chunk over (after the previous one is done); the bytes must stay unchanged
/// until ``waitForChunk()`` (or the next `update`, or ``finalize()``) returns. One stream at a time;
/// ``finalize()`` ends it and starts the next. The thread ends when the object is dropped.
///
/// `@unchecked Sendable`: `chunk`, `stopping` and `hash` are read and written only while holding
/// `condition`, or by the hashing thread while it owns a handed chunk (the caller then waits for
/// `chunk` to be nil before touching `hash`).
final class BackgroundSHA256: @unchecked Sendable {
    private let condition = NSCondition()
    private var chunk: UnsafeRawBufferPointer?
    private var stopping = false
    private var hash: SHA256?
    private var thread: pthread_t?

    init() throws(MigrationError) {
        do {
            hash = try SHA256()
        } catch {
            throw .io("cannot start hashing")
        }
        thread = try BufferPipe.startThread { [unowned(unsafe) self] in run() }
    }

    deinit {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
        if let thread { pthread_join(thread, nil) }
    }

    /// Hands `bytes` to the hashing thread, once it is done with the previous chunk.
    func update(_ bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        condition.lock()
        while chunk != nil { condition.wait() }
        chunk = bytes
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until the chunk handed last is hashed (its bytes may then change).
    func waitForChunk() {
        condition.lock()
        while chunk != nil { condition.wait() }
        condition.unlock()
    }

    /// The digest of every chunk handed since the last call; the next chunk starts a new stream.
    func finalize() throws(MigrationError) -> [UInt8] {
        waitForChunk()
        guard let finished = hash.take() else { throw .io("cannot hash the file") }
        do {
            hash = try SHA256()
        } catch {
            throw .io("cannot start hashing")
        }
        return finished.finalize()
    }

    private func run() {
        condition.lock()
        while true {
            while chunk == nil && !stopping { condition.wait() }
            // Once stopping, a chunk still handed over is not read: its bytes may be gone.
            guard !stopping, let bytes = chunk else { break }
            condition.unlock()
            hash?.update(bytes)
            condition.lock()
            chunk = nil
            condition.broadcast()
        }
        condition.unlock()
    }
}
