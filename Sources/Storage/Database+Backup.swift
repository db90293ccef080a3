import CSQLite
import Glibc

extension Database {
    /// Copies a consistent snapshot of this database into a new file at `path` with SQLite's online
    /// backup API (`sqlite3_backup_init/step/finish`), `pagesPerStep` pages at a time.
    ///
    /// The copy is made inside one read transaction on this connection, so it is a single snapshot
    /// even while other processes write (they are not blocked in WAL mode, and the backup never
    /// restarts). Memory stays at SQLite's page cache whatever the size. The destination is created
    /// with mode 0600 and must not exist; it is written without a journal (it is a scratch copy: on
    /// failure it is removed). `progress` receives (pages copied, total pages) after each step.
    public func backup(to path: String, pagesPerStep: Int32 = 1024,
                       progress: ((_ copied: Int, _ total: Int) -> Void)? = nil) throws(DatabaseError) {
        let fd = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw DatabaseError(kind: .cannotOpen, message: "cannot create the backup file (errno \(errno))") }
        Glibc.close(fd)
        do {
            try withConnection { (source: Connection) throws(DatabaseError) in
                try Self.copy(from: source, to: path, pagesPerStep: max(1, pagesPerStep), progress: progress)
            }
        } catch {
            unlink(path)
            throw error
        }
    }

    /// Runs `withConnection` with a typed error (its body only throws `DatabaseError`).
    private func withConnection(_ body: (Connection) throws(DatabaseError) -> Void) throws(DatabaseError) {
        do {
            try withConnection { (connection: Connection) throws -> Void in try body(connection) }
        } catch let error as DatabaseError {
            throw error
        } catch {
            throw DatabaseError(kind: .sqlite, message: "backup failed")
        }
    }

    private static func copy(from source: Connection, to path: String, pagesPerStep: Int32,
                             progress: ((Int, Int) -> Void)?) throws(DatabaseError) {
        var raw: OpaquePointer?
        let rc = sqlite3_open_v2(path, &raw, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil)
        guard rc == SQLITE_OK, let destination = raw else {
            let error = DatabaseError(resultCode: rc, handle: raw, sql: nil)
            if let raw { sqlite3_close_v2(raw) }
            throw error
        }
        defer { sqlite3_close_v2(destination) }
        // A scratch copy: no journal, no fsync per step; the caller syncs the finished file if it must.
        sqlite3_exec(destination, "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;", nil, nil, nil)
        // Hold one read transaction on the source for the whole copy: one snapshot, no restarts.
        try source.executeScript("BEGIN DEFERRED; SELECT count(*) FROM sqlite_schema;")
        defer { if source.isInTransaction { try? source.executeScript("COMMIT") } }
        guard let backup = sqlite3_backup_init(destination, "main", source.handle, "main") else {
            throw DatabaseError(resultCode: sqlite3_errcode(destination), handle: destination, sql: nil)
        }
        var result: Int32 = SQLITE_OK
        var busyRetries = 0
        while true {
            result = sqlite3_backup_step(backup, pagesPerStep)
            if (result == SQLITE_BUSY || result == SQLITE_LOCKED) && busyRetries < 500 {
                busyRetries += 1
                sqlite3_sleep(10)
                continue
            }
            let total = Int(sqlite3_backup_pagecount(backup))
            progress?(total - Int(sqlite3_backup_remaining(backup)), total)
            if result != SQLITE_OK { break }
        }
        let finish = sqlite3_backup_finish(backup)
        guard result == SQLITE_DONE else { throw DatabaseError(resultCode: result, handle: destination, sql: nil) }
        guard finish == SQLITE_OK else { throw DatabaseError(resultCode: finish, handle: destination, sql: nil) }
    }

    /// Opens the database file at `path` on its own and returns what `PRAGMA integrity_check` reports:
    /// an empty array when the file is sound, else up to `maximumProblems` problem lines. The file is
    /// not migrated; a file that is not a database throws ``DatabaseError/Kind/corrupt``.
    public static func integrityProblems(ofFileAt path: String, maximumProblems: Int = 10) throws(DatabaseError) -> [String] {
        var raw: OpaquePointer?
        let rc = sqlite3_open_v2(path, &raw, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil)
        guard rc == SQLITE_OK, let handle = raw else {
            let error = DatabaseError(resultCode: rc, handle: raw, sql: nil)
            if let raw { sqlite3_close_v2(raw) }
            throw error
        }
        let connection = Connection(handle: handle)
        defer { connection.close() }
        sqlite3_extended_result_codes(handle, 1)
        let rows = try connection.map("PRAGMA integrity_check(\(max(1, maximumProblems)))") { (row: borrowing Row) in
            row.string(0) ?? ""
        }
        return rows == ["ok"] ? [] : rows
    }

    /// Checkpoints the write-ahead log into the database file and truncates it to zero bytes, so the
    /// file alone holds all committed data. Throws ``DatabaseError/Kind/busy`` when another connection
    /// keeps the log from being fully checkpointed.
    public func checkpointAndTruncateLog() throws(DatabaseError) {
        try withConnection { (connection: Connection) throws(DatabaseError) in
            let busy = try connection.int("PRAGMA wal_checkpoint(TRUNCATE)") ?? 0
            if busy != 0 {
                throw DatabaseError(kind: .busy, message: "another process is using the database")
            }
        }
    }
}
