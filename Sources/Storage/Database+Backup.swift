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
    /// failure it is removed). An encrypted database's copy is encrypted with the same key (under a
    /// new database id); read it with ``withFileSnapshot(ofFileAt:key:_:)``. `progress` receives
    /// (pages copied, total pages) after each step.
    public func backup(to path: String, pagesPerStep: Int32 = 1024,
                       progress: ((_ copied: Int, _ total: Int) -> Void)? = nil) throws(DatabaseError) {
        let fd = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw DatabaseError(kind: .cannotOpen, message: "cannot create the backup file (errno \(errno))") }
        Glibc.close(fd)
        do {
            try withConnection { (source: Connection) throws(DatabaseError) in
                try Self.copy(from: source, to: path, key: key, pagesPerStep: max(1, pagesPerStep), progress: progress)
            }
        } catch {
            unlink(path)
            throw error
        }
    }

    /// Runs `body` with read access to this database's own file while that file is, provably, a
    /// consistent snapshot of the database, or returns nil (and does not run `body`) when that cannot be
    /// established; the caller then falls back to ``backup(to:pagesPerStep:progress:)``.
    ///
    /// Why the file is a snapshot (WAL mode only; SQLite's `wal.c`):
    /// 1. `PRAGMA wal_checkpoint(TRUNCATE)` copies every frame of the log into the file and truncates
    ///    the log to zero bytes (refused, hence nil, when a reader or writer keeps it busy).
    /// 2. A read transaction is started (`BEGIN` plus a read). If the log is still empty once it holds,
    ///    the reader took read slot 0 ("everything is in the database file"): a reader that needs log
    ///    frames uses a slot >= 1, and while such a slot is held the log can be neither restarted nor
    ///    truncated (both need every slot >= 1 exclusively), so its file would still be non-empty.
    /// 3. A checkpoint must lock read slot 0 exclusively before it copies any frame into the database
    ///    file, and in WAL mode nothing else writes that file (leaving WAL mode needs an exclusive
    ///    lock, which the read transaction's shared lock refuses). So the file's first
    ///    `page_count x page_size` bytes stay exactly this transaction's snapshot until it ends;
    ///    writers meanwhile append to the log, as during an online backup.
    /// The file is read through SQLite's own handle (`SQLITE_FCNTL_FILE_POINTER`, `xRead`): opening and
    /// closing another descriptor on the file would drop this process's POSIX locks on it.
    ///
    /// `body` may hand the ``DatabaseFileSnapshot`` to another thread; it must not outlive `body`. The
    /// database's lock is held during `body`, so `body` must not use this `Database`.
    public func withFileSnapshot<T>(_ body: (DatabaseFileSnapshot) throws -> T) throws -> T? {
        try withConnection { (connection: Connection) throws -> T? in
            let handle = connection.handle
            guard !connection.isInTransaction, try connection.string("PRAGMA journal_mode") == "wal",
                  let name = sqlite3_db_filename(handle, "main"), name.pointee != 0,
                  let walName = sqlite3_filename_wal(name)
            else { return nil }
            let walPath = String(cString: walName)
            let busy = try connection.int("PRAGMA wal_checkpoint(TRUNCATE)") ?? 1
            guard busy == 0 else { return nil }
            try connection.executeScript("BEGIN DEFERRED; SELECT count(*) FROM sqlite_schema;")
            defer { if connection.isInTransaction { try? connection.executeScript("COMMIT") } }
            var info = stat()
            if stat(walPath, &info) == 0 {
                guard info.st_size == 0 else { return nil }
            } else if errno != ENOENT {
                return nil
            }
            guard let pageCount = try connection.int("PRAGMA page_count"),
                  let pageSize = try connection.int("PRAGMA page_size"), pageCount >= 0, pageSize > 0,
                  let userVersion = try connection.int("PRAGMA user_version")
            else { return nil }
            var file: UnsafeMutablePointer<sqlite3_file>?
            guard sqlite3_file_control(handle, "main", SQLITE_FCNTL_FILE_POINTER, &file) == SQLITE_OK,
                  let file, let methods = file.pointee.pMethods, methods.pointee.xRead != nil
            else { return nil }
            return try body(DatabaseFileSnapshot(file: file, byteCount: UInt64(pageCount) * UInt64(pageSize),
                                                 userVersion: userVersion))
        }
    }

    /// Runs `body` with a ``DatabaseFileSnapshot`` of the database file at `path`, which no other
    /// connection may be writing (a scratch copy made by ``backup(to:pagesPerStep:progress:)``):
    /// its pages read back as SQLite sees them, decrypted with `key` when the file is encrypted.
    public static func withFileSnapshot<T>(ofFileAt path: String, key: DatabaseKey?,
                                           _ body: (DatabaseFileSnapshot) throws -> T) throws -> T {
        try admit(try fileKind(at: path), key: key, path: path)
        let connection = Connection(handle: try SQLiteOpener.open(path, key: key, mode: .init(readOnly: true)))
        defer { connection.close() }
        try connection.executeScript("BEGIN DEFERRED; SELECT count(*) FROM sqlite_schema;")
        defer { if connection.isInTransaction { try? connection.executeScript("COMMIT") } }
        guard let pageCount = try connection.int("PRAGMA page_count"), let pageSize = try connection.int("PRAGMA page_size"),
              let userVersion = try connection.int("PRAGMA user_version"), pageCount >= 0, pageSize > 0
        else { throw DatabaseError(kind: .corrupt, message: "the copy's size can't be read") }
        var file: UnsafeMutablePointer<sqlite3_file>?
        guard sqlite3_file_control(connection.handle, "main", SQLITE_FCNTL_FILE_POINTER, &file) == SQLITE_OK,
              let file, let methods = file.pointee.pMethods, methods.pointee.xRead != nil
        else { throw DatabaseError(kind: .cannotOpen, message: "the copy can't be read") }
        return try body(DatabaseFileSnapshot(file: file, byteCount: UInt64(pageCount) * UInt64(pageSize),
                                             userVersion: userVersion))
    }

    /// ``withFileSnapshot(ofFileAt:key:_:)`` on a copy made by ``backup(to:pagesPerStep:progress:)``
    /// of this database, with this database's key.
    public func withFileSnapshotOfCopy<T>(at path: String, _ body: (DatabaseFileSnapshot) throws -> T) throws -> T {
        try Self.withFileSnapshot(ofFileAt: path, key: key, body)
    }

    /// Runs `withConnection` with a typed error (its body only throws `DatabaseError`).
    func withConnection(_ body: (Connection) throws(DatabaseError) -> Void) throws(DatabaseError) {
        do {
            try withConnection { (connection: Connection) throws -> Void in try body(connection) }
        } catch let error as DatabaseError {
            throw error
        } catch {
            throw DatabaseError(kind: .sqlite, message: "backup failed")
        }
    }

    /// `begin`: the source's transaction (a read, or `BEGIN IMMEDIATE` to keep writers out);
    /// `whileHeld` runs once the copy is complete and closed, before that transaction ends.
    static func copy(from source: Connection, to path: String, key: DatabaseKey?, pagesPerStep: Int32,
                     progress: ((Int, Int) -> Void)?, begin: String = "BEGIN DEFERRED",
                     whileHeld: ((Connection) throws(DatabaseError) -> Void)? = nil) throws(DatabaseError) {
        // The backup gives the copy the source's page size and reserve (room for nonces and tags).
        var destination: OpaquePointer? = try SQLiteOpener.open(path, key: key)
        defer { if let destination { sqlite3_close_v2(destination) } }
        // A scratch copy: no journal, no fsync per step; the caller syncs the finished file if it must.
        sqlite3_exec(destination, "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;", nil, nil, nil)
        // Hold one read transaction on the source for the whole copy: one snapshot, no restarts.
        try source.executeScript(begin + "; SELECT count(*) FROM sqlite_schema;")
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
        guard let whileHeld else { return }
        sqlite3_close_v2(destination)
        destination = nil
        try whileHeld(source)
    }

    /// Opens the database file at `path` on its own and returns what `PRAGMA integrity_check` reports:
    /// an empty array when the file is sound, else up to `maximumProblems` problem lines. The file is
    /// not migrated; a file that is not a database throws ``DatabaseError/Kind/corrupt``. An encrypted
    /// file needs its `key` (each page is authenticated as it is read: damage is a problem or
    /// ``DatabaseError/Kind/corrupt``).
    public static func integrityProblems(ofFileAt path: String, key: DatabaseKey? = nil,
                                         maximumProblems: Int = 10) throws(DatabaseError) -> [String] {
        try admit(try fileKind(at: path), key: key, path: path)
        let connection = Connection(handle: try SQLiteOpener.open(path, key: key))
        defer { connection.close() }
        return try check(connection, maximumProblems: maximumProblems)
    }

    /// `PRAGMA integrity_check` of an encrypted file that `file`'s writer is still writing (the
    /// import's staged database): the same answer as ``integrityProblems(ofFileAt:key:maximumProblems:)``
    /// once the file is complete, found while it is written (each page is read once stored, and
    /// authenticated as always). Opened read-only and immutable: nothing is written beside it. When the
    /// writer gives up, the pages it never stored can't be read: an error or problem lines, never "sound".
    public static func integrityProblems(ofGrowingFile file: GrowingDatabaseFile, key: DatabaseKey,
                                         maximumProblems: Int = 10) throws(DatabaseError) -> [String] {
        // The header decides how the file is opened: wait for it, as the VFS waits for each page.
        guard file.wait(forBytes: 100) else {
            throw DatabaseError(kind: .cannotOpen, message: "the database file was not completed")
        }
        try admit(try fileKind(at: file.path), key: key, path: file.path)
        let connection = Connection(handle: try SQLiteOpener.open(
            file.path, key: key, mode: SQLiteOpener.Mode(readOnly: true, immutable: true, growth: file.token)))
        defer { connection.close() }
        return try check(connection, maximumProblems: maximumProblems)
    }

    private static func check(_ connection: Connection, maximumProblems: Int) throws(DatabaseError) -> [String] {
        try connection.executeScript("PRAGMA temp_store = MEMORY;")
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

/// Read access to a database file that is a consistent snapshot (see ``Database/withFileSnapshot(_:)``).
///
/// `@unchecked Sendable`: it only wraps SQLite's file handle, which ``read(into:at:)`` uses with
/// positioned reads (`pread`); it is used by one thread at a time while the snapshot's transaction
/// holds, and the connection is not used meanwhile (the database's lock is held).
public struct DatabaseFileSnapshot: @unchecked Sendable {
    private let file: UnsafeMutablePointer<sqlite3_file>
    /// The snapshot's size: page count x page size.
    public let byteCount: UInt64
    /// `PRAGMA user_version` of the snapshot.
    public let userVersion: Int

    init(file: UnsafeMutablePointer<sqlite3_file>, byteCount: UInt64, userVersion: Int) {
        self.file = file
        self.byteCount = byteCount
        self.userVersion = userVersion
    }

    /// Fills `buffer` (at most 1 GiB) with the snapshot's bytes from `offset`; the range must lie
    /// within ``byteCount``.
    public func read(into buffer: UnsafeMutableRawBufferPointer, at offset: UInt64) throws(DatabaseError) {
        guard buffer.count > 0 else { return }
        guard buffer.count <= 1 << 30, offset + UInt64(buffer.count) <= byteCount,
              let read = file.pointee.pMethods?.pointee.xRead
        else { throw DatabaseError(kind: .sqlite, message: "read outside the database snapshot") }
        let rc = read(file, buffer.baseAddress, Int32(buffer.count), sqlite3_int64(offset))
        guard rc == SQLITE_OK else {
            // A page that fails authentication (SQLITE_IOERR_DATA) is damage.
            throw DatabaseError(kind: DatabaseError.kind(primary: rc & 0xff, extended: rc),
                                message: "cannot read the database file (SQLite error \(rc))")
        }
    }
}
