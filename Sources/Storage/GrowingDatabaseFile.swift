import CPageCipher

/// An encrypted database file this process is still writing front to back (the import's staged
/// database), which another thread may already check: ``Database/integrityProblems(ofGrowingFile:key:maximumProblems:)``
/// opens it read-only with its final size, and each page read waits until the writer has stored
/// that page (docs/page-encryption.md, "Growing files"). So the check runs while the file is written
/// instead of after it.
///
/// The writer calls ``advance(storedBytes:)`` after each write, then ``finish(completed:)``; a file
/// dropped without `finish` counts as abandoned: the readers' pending and later reads fail instead of
/// waiting forever.
///
/// `@unchecked Sendable`: it holds only the VFS's token, and every call on it is synchronised by the
/// VFS's own lock.
public final class GrowingDatabaseFile: @unchecked Sendable {
    /// The path being written.
    public let path: String
    /// The size the file will have once complete.
    public let finalSize: UInt64
    let token: UInt64

    /// Starts tracking `path`, which will hold `finalSize` bytes.
    public init(path: String, finalSize: UInt64) throws(DatabaseError) {
        guard finalSize <= UInt64(Int64.max) else { throw DatabaseError(kind: .cannotOpen, message: "the file is too large") }
        let token = tpc_growth_begin(Int64(finalSize))
        guard token != 0 else { throw DatabaseError(kind: .cannotOpen, message: "out of memory") }
        self.path = path
        self.finalSize = finalSize
        self.token = token
    }

    deinit {
        tpc_growth_release(token)
    }

    /// The first `storedBytes` bytes of the file are written (readers may read them).
    public func advance(storedBytes: UInt64) {
        tpc_growth_advance(token, Int64(min(storedBytes, finalSize)))
    }

    /// The writer is done: `completed` when the whole file is stored, false when it gave up (the
    /// readers' reads then fail).
    public func finish(completed: Bool) {
        tpc_growth_end(token, completed ? 1 : 0)
    }

    /// Makes every later read by the file's readers fail, complete or not: a check nobody waits for
    /// any more stops at its next page instead of reading the rest.
    public func cancelReaders() {
        tpc_growth_cancel(token)
    }

    /// How many bytes the file's readers have read from it so far: the import's integrity check
    /// shows its progress by it (a page can be read more than once: not capped here).
    public var readBytes: UInt64 { UInt64(max(0, tpc_growth_read_bytes(token))) }

    /// Waits until the first `bytes` bytes are stored; false when the writer gave up first.
    func wait(forBytes bytes: UInt64) -> Bool {
        tpc_growth_wait(token, Int64(min(bytes, finalSize))) == 1
    }
}
