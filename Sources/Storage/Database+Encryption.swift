import CPageCipher
import CSQLite
import Foundation
import Glibc

extension Database {
    /// Converts the unencrypted database at `path` (a previous release's file) into an encrypted
    /// one under `key`, atomically. Call it before opening the file, with no other connection on it.
    ///
    /// The encrypted copy is written beside it (`<path>.encrypting`) by SQLite's `VACUUM INTO`
    /// through the encrypting VFS (with the reserve for nonces and tags requested on the source, as
    /// SQLite's checksum VFS documents), checked (`PRAGMA integrity_check`, the same row count in
    /// every table), synced, and renamed over the original; then the old log and index files are
    /// removed and the old file's and log's blocks overwritten with zeros through descriptors held
    /// open across the rename (best effort: journaling, copy-on-write and flash file systems may
    /// keep old blocks). A SIGKILL at any moment leaves either the old plaintext file (and maybe a
    /// leftover `.encrypting` copy, which is ciphertext and is removed by the next run) or the
    /// finished encrypted file; ``fileKind(at:)`` tells which.
    @discardableResult
    public static func encryptPlaintextFile(at path: String, key: DatabaseKey) throws(DatabaseError) -> PlaintextConversion {
        let temporary = path + ".encrypting"
        let kind = try fileKind(at: path)
        if kind == .encrypted {
            try admit(kind, key: key, path: path)
            try PosixFile.remove(temporary)
            return .alreadyEncrypted
        }
        guard kind == .plaintext else { try admit(kind, key: key, path: path); return .alreadyEncrypted }
        for suffix in ["", "-wal", "-shm", "-journal"] { try PosixFile.remove(temporary + suffix) }
        do {
            try convert(path, into: temporary, key: key)
        } catch {
            for suffix in ["", "-wal", "-shm", "-journal"] { try? PosixFile.remove(temporary + suffix) }
            throw error
        }
        return .encrypted
    }

    private static func convert(_ path: String, into temporary: String, key: DatabaseKey) throws(DatabaseError) {
        // Held across the rename, to overwrite the old plaintext once nothing else uses it.
        let oldFile = open(path, O_RDWR | O_CLOEXEC)
        guard oldFile >= 0 else { throw PosixFile.error("cannot open the database file", errno: errno) }
        defer { Glibc.close(oldFile) }
        let source = Connection(handle: try SQLiteOpener.open(path, key: nil, mode: .init(uriFilenames: true)))
        var sourceOpen = true
        defer { if sourceOpen { source.close() } }
        let oldLog = open(path + "-wal", O_RDWR | O_CLOEXEC)
        defer { if oldLog >= 0 { Glibc.close(oldLog) } }
        try source.executeScript("PRAGMA temp_store = MEMORY;")
        try checkAtOpen(source)
        try vacuum(source, into: temporary, key: key)
        // The last connection to close folds the log into the file and deletes it; a log still
        // there means another connection has the file open, and the conversion stops.
        source.close()
        sourceOpen = false
        if let size = PosixFile.size(path + "-wal"), size > 0 {
            throw DatabaseError(kind: .busy, message: "another process is using the database")
        }
        guard rename(temporary, path) == 0 else { throw PosixFile.error("cannot replace the database file", errno: errno) }
        try PosixFile.sync(PosixFile.folder(of: path))
        for suffix in ["-wal", "-shm", "-journal"] { try PosixFile.remove(path + suffix) }
        try PosixFile.sync(PosixFile.folder(of: path))
        overwriteWithZeros(oldFile)
        if oldLog >= 0 { overwriteWithZeros(oldLog) }
    }

    /// Writes `source` (with a reserve of 28 bytes requested) as a new encrypted file at `path`
    /// (created 0600 here, empty) with `VACUUM INTO` through the VFS, checks it against the source,
    /// switches it to WAL and syncs it.
    static func vacuum(_ source: Connection, into path: String, key: DatabaseKey) throws(DatabaseError) {
        let made = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        if made >= 0 { Glibc.close(made) } else if errno != EEXIST || PosixFile.size(path) != 0 {
            throw PosixFile.error("cannot create the encrypted copy", errno: errno)
        }
        var reserve = Int32(TPC_RESERVE_BYTES)
        let rc = sqlite3_file_control(source.handle, "main", SQLITE_FCNTL_RESERVE_BYTES, &reserve)
        guard rc == SQLITE_OK else { throw DatabaseError(resultCode: rc, handle: source.handle, sql: nil) }
        let counts = try rowCounts(source)
        let version = try source.int("PRAGMA user_version") ?? 0
        guard tpc_register() == SQLITE_OK else { throw DatabaseError(kind: .cannotOpen, message: "the encrypting VFS can't be registered") }
        let token = key.withUnsafeBytes { bytes in tpc_key_offer(bytes.bindMemory(to: UInt8.self).baseAddress) }
        guard token != 0 else { throw DatabaseError(kind: .cannotOpen, message: "too many databases opening at once") }
        defer { tpc_key_withdraw(token) }
        let target = SQLiteOpener.uri(for: path, parameters: [("vfs", String(cString: tpc_vfs_name)),
                                                              (String(cString: tpc_key_parameter), String(token))])
        try source.execute("VACUUM INTO ?", [.text(target)])
        try verify(path, key: key, counts: counts, version: version)
        try PosixFile.sync(path)
    }

    /// Turns a spool file (plaintext page images without reserved bytes, each sealed by
    /// ``PageSealer/sealSpool(pageNumber:page:into:)`` under `spoolKey`) into a new encrypted
    /// database at `path` under `key`, through `VACUUM INTO`: the plaintext exists only in SQLite's
    /// page cache. The spool is left for the caller to remove.
    public static func encryptSpool(at spool: String, spoolKey: DatabaseKey, pageSize: Int, into path: String,
                                    key: DatabaseKey) throws(DatabaseError) {
        guard tpc_register() == SQLITE_OK else { throw DatabaseError(kind: .cannotOpen, message: "the encrypting VFS can't be registered") }
        let token = spoolKey.withUnsafeBytes { bytes in tpc_key_offer(bytes.bindMemory(to: UInt8.self).baseAddress) }
        guard token != 0 else { throw DatabaseError(kind: .cannotOpen, message: "too many databases opening at once") }
        defer { tpc_key_withdraw(token) }
        var raw: OpaquePointer?
        let uri = SQLiteOpener.uri(for: spool, parameters: [(String(cString: tpc_key_parameter), String(token)),
                                                            ("tpc-spool", String(pageSize)), ("immutable", "1")])
        let rc = sqlite3_open_v2(uri, &raw, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI, tpc_vfs_name)
        guard rc == SQLITE_OK, let handle = raw else {
            let error = DatabaseError(resultCode: rc, handle: raw, sql: nil)
            if let raw { sqlite3_close_v2(raw) }
            throw error
        }
        sqlite3_extended_result_codes(handle, 1)
        let source = Connection(handle: handle)
        defer { source.close() }
        try source.executeScript("PRAGMA temp_store = MEMORY;")
        try checkAtOpen(source)
        do {
            try vacuum(source, into: path, key: key)
        } catch {
            for suffix in ["", "-wal", "-shm", "-journal"] { try? PosixFile.remove(path + suffix) }
            throw error
        }
    }

    /// Opens the converted copy with the key and checks it against the source.
    static func verify(_ path: String, key: DatabaseKey, counts: [String: Int], version: Int) throws(DatabaseError) {
        let copy = Connection(handle: try SQLiteOpener.open(path, key: key))
        defer { copy.close() }
        try copy.executeScript("PRAGMA temp_store = MEMORY;")
        let problems = try copy.map("PRAGMA integrity_check(1)") { (row: borrowing Row) in row.string(0) ?? "" }
        guard problems == ["ok"], try rowCounts(copy) == counts, try copy.int("PRAGMA user_version") == version,
              try fileKind(at: path) == .encrypted
        else { throw DatabaseError(kind: .corrupt, message: "the encrypted copy does not match the database") }
        // VACUUM INTO leaves a rollback-journal file; switching to WAL rewrites page 1, which would
        // put its old image in a journal (refused by the VFS): the switch goes through mode OFF,
        // while the copy is still a scratch file nobody else uses.
        try copy.executeScript("PRAGMA journal_mode = OFF; PRAGMA journal_mode = WAL;")
        guard try copy.string("PRAGMA journal_mode") == "wal" else {
            throw DatabaseError(kind: .cannotOpen, message: "the encrypted copy can't use a write-ahead log")
        }
    }

    static func rowCounts(_ connection: Connection) throws(DatabaseError) -> [String: Int] {
        let tables = try connection.map("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'") {
            (row: borrowing Row) in row.string(0) ?? ""
        }
        var counts: [String: Int] = [:]
        for table in tables {
            let quoted = "\"" + table.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            counts[table] = try connection.int("SELECT count(*) FROM \(quoted)") ?? 0
        }
        return counts
    }

    /// Overwrites a file (already unlinked or replaced) with zeros and syncs it; failures are ignored.
    private static func overwriteWithZeros(_ fd: Int32) {
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size > 0 else { return }
        let zeros = [UInt8](repeating: 0, count: 1 << 20)
        var offset: off_t = 0
        while offset < info.st_size {
            let n = zeros.withUnsafeBytes { pwrite(fd, $0.baseAddress, min(zeros.count, Int(info.st_size - offset)), offset) }
            if n <= 0 { return }
            offset += off_t(n)
        }
        _ = fdatasync(fd)
    }
}
