import Glibc
import Storage
import Synchronization

/// `PRAGMA integrity_check` of the import's staged database on a thread of its own, started as soon
/// as the database's first bytes are staged: each page is read (through the page VFS, authenticated)
/// once the unpacking stage has written it, so the check runs alongside the unpacking instead of after
/// it (docs/migration.md, "Import pipeline and guarantees"). The answer is the one a check of the
/// finished file gives.
///
/// Dropping it without asking for the answer stops the check at its next page read (complete file or
/// not) and waits for the thread: no thread outlives it, and a failed import does not wait for a
/// check it will not use.
///
/// `@unchecked Sendable`: `thread` is touched only by the owning thread; the outcome lives in a box
/// written by the checking thread alone and read only after `pthread_join`.
final class StreamingIntegrityCheck: @unchecked Sendable {
    private let file: GrowingDatabaseFile
    private let box = OutcomeBox()
    private var thread: pthread_t?

    /// Starts checking `file` (encrypted under `key`) while its writer writes it.
    init(file: GrowingDatabaseFile, key: DatabaseKey) throws(MigrationError) {
        self.file = file
        let box = self.box
        thread = try BufferPipe.startThread {
            do throws(DatabaseError) {
                box.outcome = .success(try Database.integrityProblems(ofGrowingFile: file, key: key))
            } catch {
                box.outcome = .failure(error)
            }
            box.markDone()
        }
    }

    deinit {
        // Nobody will ask for the answer (the import failed after, or while, the database was
        // staged): the check stops at its next page read.
        file.cancelReaders()
        join()
    }

    /// Waits for the check (call once the writer has finished the file) and returns its problem
    /// lines, empty when the database is sound. While it waits, `progress` is called on this
    /// thread about ten times a second with the bytes the check has read so far (issue 31: the
    /// import showed "Verifying… (0%)" for the whole check).
    func problems(progress: ((UInt64) -> Void)? = nil) throws(DatabaseError) -> [String] {
        if let progress {
            while !box.isDone {
                progress(file.readBytes)
                usleep(100_000)
            }
        }
        join()
        return try box.outcome.get()
    }

    private func join() {
        guard let running = thread else { return }
        pthread_join(running, nil)
        thread = nil
    }

    /// `@unchecked Sendable`: written by the checking thread before it ends, read after the join.
    private final class OutcomeBox: @unchecked Sendable {
        var outcome: Result<[String], DatabaseError> = .failure(DatabaseError(kind: .cannotOpen, message: "the check did not run"))
        /// Set by the checking thread once `outcome` is written.
        private let done = Atomic<Bool>(false)

        func markDone() { done.store(true, ordering: .releasing) }
        var isDone: Bool { done.load(ordering: .acquiring) }
    }
}
