import Storage

/// The store's narrow file-level surface: what callers outside ThresholdCore legitimately need of
/// the database file, without the store's writer ever leaving the store (docs/architecture.md).
extension ThresholdStore {
    /// Opens a second connection of its own on the database file, read-only (`PRAGMA query_only`),
    /// for whole-file readers such as the migration exporter: it may freeze the file with a read
    /// transaction or copy it with the online backup API, but it cannot change a row. The caller
    /// owns the connection; it closes when released (or on ``Storage/Database/close()``).
    ///
    /// An encrypted file is opened with the key this store opened it with. A store around a
    /// database opened elsewhere (``init(database:clock:random:kdfParameters:)``) holds no key: its
    /// file opens only when it is not encrypted.
    /// - Throws: ``LockError/locked`` while the passcode has not been given (or, for a store
    ///   without a key file, when its database is encrypted); database errors.
    public func openReadOnlyDatabase() throws -> Database {
        let writer = try database
        var key: DatabaseKey?
        if writer.isEncrypted {
            guard let unlocked = currentKeys else { throw LockError.locked }
            key = try Self.storageKey(unlocked.databaseKey)
        }
        let reader = try Database(path: databasePath, key: key, migrations: CoreSchema.migrations)
        do {
            try reader.refuseWrites()
        } catch {
            reader.close()
            throw error
        }
        return reader
    }

    /// Checkpoints the write-ahead log into the database file and truncates it, so the file alone
    /// holds all committed data (before measuring or copying the file).
    /// - Throws: ``LockError/locked``; ``Storage/DatabaseError/Kind/busy`` when another connection
    ///   keeps the log from being fully checkpointed.
    public func checkpointAndTruncateLog() throws {
        try database.checkpointAndTruncateLog()
    }

    /// SQLite's `PRAGMA integrity_check` on the open database: empty when the file is sound,
    /// otherwise at most `maximumProblems` descriptions of what is damaged.
    /// - Throws: ``LockError/locked``; database errors.
    public func integrityProblems(maximumProblems: Int = 10) throws -> [String] {
        let rows = try database.withConnection { connection in
            try connection.map("PRAGMA integrity_check(\(max(1, maximumProblems)))") { (row: borrowing Row) in
                row.string(0) ?? ""
            }
        }
        return rows == ["ok"] ? [] : rows
    }
}

extension ThresholdStore {
    /// The full damage check of the database file, for `threshold check` and Settings › Check
    /// data: every page read and authenticated (``Storage/Database/checkEveryPage(progress:)``,
    /// nothing written), `progress(done, total)` after each page; a damaged page also makes this
    /// session refuse writes. Follow it with ``integrityProblems(maximumProblems:)`` for the structure.
    /// - Throws: ``LockError/locked``; database errors.
    public func checkEveryPage(progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> Database.PageCheck {
        try database.checkEveryPage(progress: progress)
    }
}
