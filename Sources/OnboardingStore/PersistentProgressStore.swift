#if canImport(Glibc)
import Glibc
#endif
import Onboarding
import Storage

/// A `ProgressStore` (module `Onboarding`) in its own small SQLite file, for any app that embeds the onboarding
/// engine: no part of the messenger's database.
///
/// Guarantees, for the engine's kill-and-resume promise:
/// - every write is one SQLite transaction in WAL mode with `synchronous = FULL`, so a process
///   killed at any instant (SIGKILL included) leaves either the write or nothing, and a committed
///   write survives a power cut;
/// - ``markSeen(stepID:version:)`` keeps the larger version in a single statement (never lowered);
/// - ``seenVersions()`` is one read of one table (the cheap `needsOnboarding` check);
/// - the folder is created 0700 (each missing component), the file 0600 from its first byte
///   (SQLite gives `-wal` and `-shm` the same mode).
///
/// Alongside progress it keeps a few app values (``value(forKey:)``), e.g. the answer a step
/// collected, so an app that needs nothing else has one file.
///
/// Safe to use from any thread: every call is serialised by the underlying `Database`.
public final class PersistentProgressStore: ProgressStore, Sendable {
    /// The file name used by ``init(directory:fileName:)`` unless told otherwise.
    public static let defaultFileName = "onboarding.db"

    /// The database file.
    public let path: String
    private let database: Database

    /// Opens (creating when needed) `fileName` inside `directory`, creating the folder with mode
    /// 0700 when missing.
    ///
    /// - Throws: ``OnboardingStoreError``: the folder can't be made, the file is from a newer
    ///   release, damaged or busy.
    public convenience init(directory: String, fileName: String = PersistentProgressStore.defaultFileName) throws(OnboardingStoreError) {
        try Self.createDirectory(directory)
        try self.init(path: directory + "/" + fileName)
    }

    /// Opens (creating when needed, 0600) the store file at `path`; its folder must exist.
    ///
    /// - Throws: ``OnboardingStoreError``.
    public init(path: String) throws(OnboardingStoreError) {
        self.path = path
        do {
            database = try Database(path: path, migrations: Self.migrations)
            try database.withConnection { try $0.executeScript("PRAGMA synchronous = FULL") }
        } catch {
            throw Self.mapped(error, path: path)
        }
    }

    /// Closes the file; later calls fail with ``OnboardingStoreError/failed(path:message:)``.
    public func close() { database.close() }

    // MARK: - ProgressStore

    /// All stored `stepID -> seen version` pairs (one read).
    public func seenVersions() throws(OnboardingStoreError) -> [String: Int] {
        try run {
            try database.read { db in
                var versions: [String: Int] = [:]
                try db.forEach("SELECT step_id, seen_version FROM step_progress") { (row: borrowing Row) in
                    versions[row.string("step_id") ?? ""] = row.int("seen_version")
                }
                return versions
            }
        }
    }

    /// Records `version` for `stepID`, keeping the larger of the stored and the new version.
    /// Versions below 1 mean "never seen" and are ignored.
    public func markSeen(stepID: String, version: Int) throws(OnboardingStoreError) {
        guard version >= 1 else { return }
        try run {
            try database.write { db in
                try db.execute("""
                    INSERT INTO step_progress (step_id, seen_version) VALUES (?, ?)
                    ON CONFLICT (step_id) DO UPDATE SET seen_version = max(seen_version, excluded.seen_version)
                    """, [.text(stepID), .int(version)])
            }
        }
    }

    /// Whether the completion of the latest run has been recorded.
    public func isFlowComplete() throws(OnboardingStoreError) -> Bool {
        try run { try database.read { db in try db.int("SELECT complete FROM flow_state WHERE id = 1") == 1 } }
    }

    /// Sets or clears the completion marker.
    public func setFlowComplete(_ complete: Bool) throws(OnboardingStoreError) {
        try run {
            try database.write { db in
                try db.execute("UPDATE flow_state SET complete = ? WHERE id = 1", [.bool(complete)])
            }
        }
    }

    /// Forgets all progress and the completion marker in one transaction (app values stay).
    public func reset() throws(OnboardingStoreError) {
        try run {
            try database.write { db in
                try db.execute("DELETE FROM step_progress")
                try db.execute("UPDATE flow_state SET complete = 0 WHERE id = 1")
            }
        }
    }

    // MARK: - App values

    /// The app value stored under `key`, if any.
    public func value(forKey key: String) throws(OnboardingStoreError) -> String? {
        try run { try database.read { db in try db.string("SELECT value FROM app_values WHERE key = ?", [.text(key)]) } }
    }

    /// Stores `value` under `key` (or removes the key when `value` is nil), in one transaction.
    public func setValue(_ value: String?, forKey key: String) throws(OnboardingStoreError) {
        try run {
            try database.write { db in
                if let value {
                    try db.execute("""
                        INSERT INTO app_values (key, value) VALUES (?, ?)
                        ON CONFLICT (key) DO UPDATE SET value = excluded.value
                        """, [.text(key), .text(value)])
                } else {
                    try db.execute("DELETE FROM app_values WHERE key = ?", [.text(key)])
                }
            }
        }
    }

    // MARK: - Internals

    /// Append-only, like every schema in the package (Storage applies them in order).
    static let migrations: [Migration] = [
        Migration("onboarding-store-1", sql: """
            CREATE TABLE step_progress (
                step_id TEXT PRIMARY KEY NOT NULL,
                seen_version INTEGER NOT NULL CHECK (seen_version >= 1)
            ) WITHOUT ROWID;
            CREATE TABLE flow_state (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                complete INTEGER NOT NULL DEFAULT 0
            );
            INSERT INTO flow_state (id, complete) VALUES (1, 0);
            CREATE TABLE app_values (
                key TEXT PRIMARY KEY NOT NULL,
                value TEXT NOT NULL
            ) WITHOUT ROWID;
            """),
    ]

    @discardableResult
    private func run<T>(_ body: () throws -> T) throws(OnboardingStoreError) -> T {
        do {
            return try body()
        } catch {
            throw Self.mapped(error, path: path)
        }
    }

    private static func mapped(_ error: any Error, path: String) -> OnboardingStoreError {
        guard let error = error as? DatabaseError else { return .failed(path: path, message: String(describing: error)) }
        switch error.kind {
        case .schemaTooNew: return .newerFormat(path: path)
        // The progress file is never encrypted, so a key error means the file is not ours.
        case .corrupt, .emptyFile, .wrongKey, .keyRequired, .notEncrypted: return .corrupted(path: path)
        case .busy: return .busy(path: path)
        case .cannotOpen, .readOnly:
            return .directoryUnavailable(path: path, reason: error.message)
        case .sqlite, .constraint, .diskFull, .ioError, .misuse: return .failed(path: path, message: error.userMessage)
        }
    }

    /// `mkdir -p` by hand: every folder made is 0700, and a failure names the system's reason.
    static func createDirectory(_ path: String) throws(OnboardingStoreError) {
        guard !path.isEmpty else { throw .directoryUnavailable(path: path, reason: "empty path") }
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                throw .directoryUnavailable(path: path, reason: String(cString: strerror(errno)))
            }
        }
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw .directoryUnavailable(path: path, reason: "not a folder")
        }
    }
}
