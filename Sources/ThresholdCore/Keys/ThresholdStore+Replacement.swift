import Storage

/// Replacing the database file under an open store (a migration import), and what the app's live
/// screen polls: both without handing the writer out.
extension ThresholdStore {
    /// Closes the database, runs `body` with Storage's copy of the database key (so `body` can write
    /// a replacement file encrypted under it, e.g. a migration import), then opens whatever file is
    /// then in place with the same keys: the session stays unlocked, whatever the level. `body`'s
    /// error is rethrown after the reopen.
    /// - Throws: ``LockError/locked`` before the lock is passed; the reopen's error.
    package func replacingDatabase<T>(_ body: (DatabaseKey) throws -> T) throws -> T {
        guard let keys = currentKeys else { throw LockError.locked }
        let key = try Self.storageKey(keys.databaseKey)
        closeDatabase()
        let result = Result { try body(key) }
        try open(with: keys, removingLockRows: true)
        return try result.get()
    }

    /// SQLite's `PRAGMA data_version` and the opening it was read on: it changes when another
    /// connection commits to the file, or when the store opened its database again, so a running
    /// app can notice other processes' writes with one cheap read.
    public func dataVersion() throws -> DataVersion {
        let (database, opening) = try databaseAndOpening
        let count = try database.withConnection { try $0.int("PRAGMA data_version") } ?? 0
        return DataVersion(opening: opening, count: count)
    }
}
