import CPageCipher
import CSQLite
import Foundation
import Synchronization

/// One SQLite database file, opened once per process.
///
/// All access goes through ``read(_:)`` and ``write(_:)``, which serialise callers and run their
/// closure inside a transaction. The file is put in WAL mode with foreign keys and `secure_delete`
/// on, and a busy timeout so that two processes on one file wait for each other instead of failing.
/// With a ``DatabaseKey`` every page is encrypted on its way to the disk (docs/page-encryption.md).
///
/// As in GRDB: ``read(_:)`` is read-only (`PRAGMA query_only` for the transaction), and a call made
/// from inside another on the same database fails with ``DatabaseError/Kind/misuse`` instead of
/// deadlocking on the lock.
///
/// `@unchecked Sendable`: the connection is only touched while `lock` is held.
public final class Database: @unchecked Sendable {
    private let connection: Connection
    private let lock = NSLock()
    /// The thread holding `lock` (`pthread_self()`), 0 when none: a call from that thread is reentrant.
    private let owner = Atomic<UInt>(0)
    /// The path of the database file.
    public let path: String
    /// True when the file is opened read-only (its folder or the file can't be written).
    public let isReadOnly: Bool
    /// How long a statement waits for another connection's lock before it is `busy`.
    let busyTimeoutMilliseconds: Int32
    /// The key the file is encrypted with (nil: an unencrypted file). Kept for copies (``backup(to:pagesPerStep:progress:)``).
    let key: DatabaseKey?
    private var isClosed = false
    /// Set by ``refuseWrites()``: every transaction is read-only, writes included.
    private var refusesWrites = false

    /// True when the file's pages are encrypted.
    public var isEncrypted: Bool { key != nil }

    /// Opens the database at `path` and applies `migrations`; a missing file is created (mode 0600)
    /// in one step, so a file that exists is always one that was complete.
    ///
    /// - Parameters:
    ///   - key: the file's page key; nil for an unencrypted file (the previous releases' format).
    ///     An encrypted file without a key is ``DatabaseError/Kind/keyRequired``, a key that does not
    ///     open it ``DatabaseError/Kind/wrongKey``, an unencrypted file with a key
    ///     ``DatabaseError/Kind/notEncrypted`` (convert it with ``encryptPlaintextFile(at:key:)``).
    /// - Throws: ``DatabaseError/Kind/schemaTooNew`` for a file from a newer version (not modified),
    ///   ``DatabaseError/Kind/emptyFile`` for a 0-byte file, ``DatabaseError/Kind/corrupt`` when the
    ///   header, the schema or a page read at open is damaged (nothing is written to such a file).
    ///   When the folder or the file is read-only the database opens read-only (``isReadOnly``).
    public convenience init(path: String, key: DatabaseKey? = nil, migrations: [Migration],
                            busyTimeoutMilliseconds: Int32 = 5000) throws(DatabaseError) {
        try self.init(path: path, key: key, migrations: migrations, busyTimeoutMilliseconds: busyTimeoutMilliseconds,
                      forceReadOnly: false)
    }

    /// The initialiser, with `forceReadOnly` for tests (they run as root, which writes anywhere).
    init(path: String, key: DatabaseKey?, migrations: [Migration], busyTimeoutMilliseconds: Int32,
         forceReadOnly: Bool) throws(DatabaseError) {
        self.path = path
        self.key = key
        self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        var kind = try Self.fileKind(at: path)
        if kind == .missing {
            try Self.createFile(at: path, key: key)
            kind = try Self.fileKind(at: path)
        }
        // The key itself is checked by the VFS as SQLite opens the file (SQLiteOpener).
        try Self.admit(kind, key: key, path: path, checkKey: false)
        let readOnly = forceReadOnly || !Self.isWritable(path)
        isReadOnly = readOnly
        var mode = SQLiteOpener.Mode(readOnly: readOnly)
        // Without write access SQLite can't make the log's index (-shm); a file with no log left
        // beside it is complete, and is then read without locks.
        if readOnly && (PosixFile.size(path + "-wal") ?? 0) == 0 && !PosixFile.exists(path + "-shm") { mode.immutable = true }
        let handle = try SQLiteOpener.open(path, key: key, mode: mode)
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        connection = Connection(handle: handle)
        do throws(DatabaseError) {
            // Temporary tables, indices, statement journals and sorts stay in memory: the encrypting
            // VFS refuses every file but the database and its log.
            try connection.executeScript("PRAGMA temp_store = MEMORY;")
            try Self.checkAtOpen(connection)
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
            if readOnly {
                guard version == migrations.count else {
                    throw DatabaseError(kind: .readOnly, message: "the data needs an upgrade, and its folder can't be written")
                }
                try connection.executeScript("PRAGMA foreign_keys = ON; PRAGMA query_only = ON;")
                return
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
        try exclusively { try body(connection) }
    }

    private func transaction<T>(_ begin: String, _ body: (Connection) throws -> T) throws -> T {
        try exclusively {
            let readOnlyTransaction = begin == "BEGIN DEFERRED" && !isReadOnly && !refusesWrites
            try connection.executeScript(begin)
            do {
                // A read can't write, even by mistake: SQLite refuses any change while query_only is on.
                if readOnlyTransaction { try connection.executeScript("PRAGMA query_only = ON") }
                let result = try body(connection)
                if readOnlyTransaction { try connection.executeScript("PRAGMA query_only = OFF") }
                try connection.executeScript("COMMIT")
                return result
            } catch {
                if connection.isInTransaction { try? connection.executeScript("ROLLBACK") }
                if readOnlyTransaction { try? connection.executeScript("PRAGMA query_only = OFF") }
                throw error
            }
        }
    }

    /// Makes this connection refuse every change from now on (`PRAGMA query_only`), writes
    /// included: a reader opened beside the store's writer (the exporter's snapshot).
    public func refuseWrites() throws {
        try exclusively {
            try connection.executeScript("PRAGMA query_only = ON;")
            refusesWrites = true
        }
    }

    /// Runs `body` holding the connection's lock; a call from the thread that holds it already
    /// (a read or write inside another) fails instead of waiting for itself forever.
    private func exclusively<T>(_ body: () throws -> T) throws -> T {
        let me = UInt(pthread_self())
        if owner.load(ordering: .acquiring) == me {
            throw DatabaseError(kind: .misuse, message: "a read or write was started inside another one on the same database")
        }
        lock.lock()
        owner.store(me, ordering: .releasing)
        defer {
            owner.store(0, ordering: .releasing)
            lock.unlock()
        }
        guard !isClosed else { throw DatabaseError(kind: .cannotOpen, message: "the database is closed") }
        return try body()
    }

    /// Applies the missing migrations in order, each in a transaction of its own (as GRDB does):
    /// a failure keeps the ones before it, and `user_version` always counts those applied.
    private static func migrate(_ db: Connection, migrations: [Migration]) throws(DatabaseError) {
        try db.executeScript("CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY NOT NULL) WITHOUT ROWID")
        let known = Set(migrations.map(\.id))
        for (index, migration) in migrations.enumerated() {
            try db.executeScript("BEGIN IMMEDIATE")
            do throws(DatabaseError) {
                // Read inside the transaction: another process may have applied some meanwhile.
                let applied = Set(try db.map("SELECT id FROM schema_migrations") { (row: borrowing Row) in row.string("id") ?? "" })
                if !applied.isSubset(of: known) {
                    throw DatabaseError(kind: .schemaTooNew,
                                        message: "the data was written by a newer version of Threshold (unknown schema changes)")
                }
                if !applied.contains(migration.id) {
                    try migration.apply(db)
                    try db.execute("INSERT INTO schema_migrations (id) VALUES (?)", [.text(migration.id)])
                    try db.executeScript("PRAGMA user_version = \(index + 1)")
                }
                try db.executeScript("COMMIT")
            } catch {
                if db.isInTransaction { try? db.executeScript("ROLLBACK") }
                throw error
            }
        }
    }
}
