import CSQLite
import Glibc

extension Database {
    /// Writes a copy of this database at `path`, every page encrypted under `newKey` (a full re-key,
    /// docs/page-encryption.md "Re-keying"), and checks it; the caller then swaps it in.
    ///
    /// The copy is SQLite's online backup (``backup(to:pagesPerStep:progress:)``'s loop) from this
    /// connection into a new file opened through the encrypting VFS under `newKey`: each page is
    /// decrypted under the old key as SQLite reads it and sealed under the new one as it is written,
    /// so no plaintext reaches the disk. First this connection takes the file for itself
    /// (``holdExclusively(_:)``: `busy` while another connection has it open), so no other
    /// connection commits during or after the copy: it is the database as it is, not an older
    /// snapshot, and it stays so until the caller closes this database and swaps the copy in.
    /// Before the copy's read transaction ends the copy is opened under
    /// `newKey` and checked (`PRAGMA integrity_check`, the same row count in every table, the same
    /// `user_version`), switched to WAL and synced. `path` must not exist (created 0600); on any
    /// failure it is removed. `progress` receives (pages copied, total pages) after each step.
    /// Without `waitingForOthers`, another open connection makes it `busy` at once instead of after
    /// the busy timeout (a running app retrying a re-key it owes must not stall for it).
    public func rekeyedCopy(to path: String, key newKey: DatabaseKey, pagesPerStep: Int32 = 256, waitingForOthers: Bool = true,
                            progress: ((_ copied: Int, _ total: Int) -> Void)? = nil) throws(DatabaseError) {
        let fd = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw PosixFile.error("cannot create the re-keyed copy", errno: errno) }
        Glibc.close(fd)
        do {
            try withConnection { (source: Connection) throws(DatabaseError) in
                if !waitingForOthers { sqlite3_busy_timeout(source.handle, 0) }
                defer { if !waitingForOthers { sqlite3_busy_timeout(source.handle, busyTimeoutMilliseconds) } }
                try Self.holdExclusively(source)
                try Self.copy(from: source, to: path, key: newKey, pagesPerStep: max(1, pagesPerStep),
                              progress: progress) { (held: Connection) throws(DatabaseError) in
                    let counts = try Self.rowCounts(held)
                    let version = try held.int("PRAGMA user_version") ?? 0
                    try Self.verify(path, key: newKey, counts: counts, version: version)
                    try PosixFile.sync(path)
                }
            }
        } catch {
            for suffix in ["", "-wal", "-shm", "-journal"] { try? PosixFile.remove(path + suffix) }
            throw error
        }
    }

    /// Makes `connection` the only one on its file until it closes: `locking_mode = EXCLUSIVE`, then
    /// a write transaction takes the exclusive lock on the database file and keeps it (SQLite's
    /// pager, WAL mode). Every other connection that has read the file holds a shared lock on it,
    /// so this waits out the busy timeout and fails with ``DatabaseError/Kind/busy`` while another
    /// one is open; once it holds, other processes get `busy` until the connection closes. On
    /// failure the connection is back in the normal locking mode.
    static func holdExclusively(_ connection: Connection) throws(DatabaseError) {
        do {
            try connection.executeScript("PRAGMA locking_mode = EXCLUSIVE; BEGIN IMMEDIATE; COMMIT;")
        } catch {
            if connection.isInTransaction { try? connection.executeScript("ROLLBACK") }
            try? connection.executeScript("PRAGMA locking_mode = NORMAL;")
            throw error
        }
    }
}
