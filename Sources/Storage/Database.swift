import CSQLite
import Foundation

/// One SQLite database file, opened once per process.
///
/// All access goes through ``read(_:)`` and ``write(_:)``, which serialise callers and run their
/// closure inside a transaction. The file is put in WAL mode with foreign keys and `secure_delete`
/// on, and a busy timeout so that two processes on one file wait for each other instead of failing.
///
/// `@unchecked Sendable`: the connection is only touched while `lock` is held.
public final class Database: @unchecked Sendable {
    private let connection: Connection
    private let lock = NSLock()
    /// The path of the database file.
    public let path: String
    private var isClosed = false

    /// Opens (creating when needed, with mode 0600) the database at `path` and applies `migrations`.
    ///
    /// A file whose schema comes from a newer version of the code (more migrations than `migrations`,
    /// or one this code does not know) is refused with ``DatabaseError/Kind/schemaTooNew`` and not modified.
    public init(path: String, migrations: [Migration], busyTimeoutMilliseconds: Int32 = 5000) throws(DatabaseError) {
        self.path = path
        if !FileManager.default.fileExists(atPath: path) {
            // Create the file ourselves so it is 0600 from the first byte; SQLite gives -wal and -shm the same mode.
            let fd = open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600)
            if fd < 0 { throw DatabaseError(kind: .cannotOpen, message: "cannot create the database file") }
            Glibc.close(fd)
        }
        var raw: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let rc = sqlite3_open_v2(path, &raw, flags, nil)
        guard rc == SQLITE_OK, let handle = raw else {
            let error = DatabaseError(resultCode: rc, handle: raw, sql: nil)
            if let raw { sqlite3_close_v2(raw) }
            throw error
        }
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        connection = Connection(handle: handle)
        do throws(DatabaseError) {
            // Read the version before anything writes to the file, so a newer file is left untouched.
            let version = try connection.int("PRAGMA user_version") ?? 0
            if version > migrations.count {
                throw DatabaseError(kind: .schemaTooNew,
                                    message: "the data was written by a newer version of Threshold (schema \(version), this version knows \(migrations.count))")
            }
            if version == migrations.count, let last = migrations.last,
               try connection.int("SELECT 1 FROM schema_migrations WHERE id = ?", [.text(last.id)]) == nil {
                throw DatabaseError(kind: .schemaTooNew,
                                    message: "the data was written by another version of Threshold (unknown schema changes)")
            }
            try connection.executeScript("PRAGMA foreign_keys = ON; PRAGMA secure_delete = ON;")
            if try connection.string("PRAGMA journal_mode") != "wal" {
                try connection.executeScript("PRAGMA journal_mode = WAL;")
            }
            try connection.executeScript("PRAGMA synchronous = NORMAL;")
            if version < migrations.count {
                try Self.migrate(connection, migrations: migrations)
            }
        } catch {
            connection.close()
            throw error
        }
    }

    deinit { close() }

    /// Closes the connection. Later calls fail.
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        guard !isClosed else { return }
        isClosed = true
        connection.close()
    }

    /// Runs `body` in a deferred (read) transaction, so it sees one consistent snapshot.
    @discardableResult
    public func read<T>(_ body: (Connection) throws -> T) throws -> T {
        try transaction("BEGIN DEFERRED", body)
    }

    /// Runs `body` in an immediate (write) transaction: committed when it returns, rolled back when it throws.
    @discardableResult
    public func write<T>(_ body: (Connection) throws -> T) throws -> T {
        try transaction("BEGIN IMMEDIATE", body)
    }

    /// Runs `body` outside any transaction (for VACUUM, checkpoints and backups).
    public func withConnection<T>(_ body: (Connection) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        guard !isClosed else { throw DatabaseError(kind: .cannotOpen, message: "the database is closed") }
        return try body(connection)
    }

    private func transaction<T>(_ begin: String, _ body: (Connection) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        guard !isClosed else { throw DatabaseError(kind: .cannotOpen, message: "the database is closed") }
        try connection.executeScript(begin)
        do {
            let result = try body(connection)
            try connection.executeScript("COMMIT")
            return result
        } catch {
            if connection.isInTransaction { try? connection.executeScript("ROLLBACK") }
            throw error
        }
    }

    private static func migrate(_ db: Connection, migrations: [Migration]) throws(DatabaseError) {
        try db.executeScript("BEGIN IMMEDIATE")
        do throws(DatabaseError) {
            try db.executeScript("CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY NOT NULL) WITHOUT ROWID")
            let applied = Set(try db.map("SELECT id FROM schema_migrations") { (row: borrowing Row) in row.string(0) ?? "" })
            let known = Set(migrations.map(\.id))
            if !applied.isSubset(of: known) {
                throw DatabaseError(kind: .schemaTooNew,
                                    message: "the data was written by a newer version of Threshold (unknown schema changes)")
            }
            for migration in migrations where !applied.contains(migration.id) {
                try migration.apply(db)
                try db.execute("INSERT INTO schema_migrations (id) VALUES (?)", [.text(migration.id)])
            }
            try db.executeScript("PRAGMA user_version = \(migrations.count)")
            try db.executeScript("COMMIT")
        } catch {
            if db.isInTransaction { try? db.executeScript("ROLLBACK") }
            throw error
        }
    }
}
