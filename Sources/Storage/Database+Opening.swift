import CPageCipher
import CSQLite
import Glibc

extension Database {
    /// What the file at `path` is, from its first 24 bytes (no key needed, nothing written).
    public static func fileKind(at path: String) throws(DatabaseError) -> DatabaseFileKind {
        guard PosixFile.exists(path) else { return .missing }
        var error: Int32 = 0
        switch tpc_classify_file(path, &error) {
        case TPC_FILE_EMPTY: return .empty
        case TPC_FILE_PLAINTEXT: return .plaintext
        case TPC_FILE_ENCRYPTED: return .encrypted
        case TPC_FILE_OTHER: return .unrecognized
        default: throw PosixFile.error("cannot read the database file", errno: error)
        }
    }

    /// Refuses a file that this open can't use, before SQLite touches it. `checkKey`: for an
    /// encrypted file, also check the key against its first pages here; an open through the VFS
    /// passes false, because the VFS makes that check on the file it opens (``keyCheckFailure(_:)``).
    static func admit(_ kind: DatabaseFileKind, key: DatabaseKey?, path: String, checkKey: Bool = true) throws(DatabaseError) {
        switch (kind, key) {
        case (.missing, _):
            throw DatabaseError(kind: .cannotOpen, message: "the database file is missing")
        case (.empty, _):
            throw DatabaseError(kind: .emptyFile, message: "the database file is empty (0 bytes)")
        case (.unrecognized, _):
            throw DatabaseError(kind: .corrupt, message: "the file is not a database, or its first page is damaged")
        case (.plaintext, nil):
            return
        case (.plaintext, .some):
            throw DatabaseError(kind: .notEncrypted, message: "the database is not encrypted")
        case (.encrypted, nil):
            throw DatabaseError(kind: .keyRequired, message: "the database is encrypted")
        case (.encrypted, let key?):
            guard checkKey else { return }
            var error: Int32 = 0
            let check = key.withUnsafeBytes { bytes in
                tpc_check_key(path, bytes.bindMemory(to: UInt8.self).baseAddress, &error)
            }
            if let failure = keyCheckFailure(check, errno: error) { throw failure }
        }
    }

    /// The error for a key check that failed (nil for ``TPC_KEY_OK``).
    static func keyCheckFailure(_ check: tpc_key_check, errno error: Int32) -> DatabaseError? {
        switch check {
        case TPC_KEY_OK: return nil
        case TPC_KEY_REJECTED: return DatabaseError(kind: .wrongKey, message: "the key does not open this database (or the file's first 16 bytes, its id, are damaged)")
        case TPC_KEY_DAMAGED: return DatabaseError(kind: .corrupt, message: "the database's first page is damaged")
        default: return PosixFile.error("cannot read the database file", errno: error)
        }
    }

    /// True when the file and its folder can both be written (SQLite makes its log beside the file).
    static func isWritable(_ path: String) -> Bool {
        access(path, W_OK) == 0 && access(PosixFile.folder(of: path), W_OK) == 0
    }

    /// The checks made at every open, before anything is written: the schema must parse and its
    /// pages read back (with encryption, each page read is authenticated). Damage is
    /// ``DatabaseError/Kind/corrupt``. A full `PRAGMA quick_check` reads every page, which costs
    /// about a second per GB (docs/page-encryption.md, "Checks at open"), so it is not run here.
    static func checkAtOpen(_ connection: Connection) throws(DatabaseError) {
        do {
            _ = try connection.int("SELECT count(*) FROM sqlite_schema")
            _ = try connection.int("PRAGMA page_count")
        } catch where error.kind == .corrupt || (error.kind == .sqlite && error.resultCode == SQLITE_ERROR) {
            // A schema that does not parse (SQLITE_ERROR) is damage too; a full disk, a read-only
            // folder or an I/O error keeps its own name (a full disk is never called damage).
            throw DatabaseError(kind: .corrupt, message: "the database is damaged (\(error.message))")
        }
    }

    /// The files ``createFile(at:key:)`` builds a new database in beside `path` (`<path>.creating`
    /// and its companions). A process killed between putting the file in place and removing its
    /// name leaves `<path>.creating` behind (a second name of the new file): whoever wipes or
    /// recreates the data removes these too.
    public static func creationFiles(forDatabaseAt path: String) -> [String] {
        ["", "-wal", "-shm", "-journal"].map { path + ".creating" + $0 }
    }

    /// Creates a new database at `path` in one step: it is built beside it (`<path>.creating`, under
    /// an exclusive `flock`, so two first starts don't race), synced, then linked into place. A file
    /// at `path` is therefore never one this code left half made, and an empty one is reported.
    static func createFile(at path: String, key: DatabaseKey?) throws(DatabaseError) {
        let temporary = path + ".creating"
        let fd = open(temporary, O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw PosixFile.error("cannot create the database file", errno: errno) }
        defer { Glibc.close(fd) }
        guard flock(fd, LOCK_EX) == 0 else { throw PosixFile.error("cannot lock the new database file", errno: errno) }
        // Another process may have finished creating it while this one waited for the lock.
        if PosixFile.exists(path) { return }
        for suffix in ["-wal", "-shm", "-journal"] { try PosixFile.remove(temporary + suffix) }
        guard ftruncate(fd, 0) == 0 else { throw PosixFile.error("cannot create the database file", errno: errno) }
        let handle = try SQLiteOpener.open(temporary, key: key)
        let connection = Connection(handle: handle)
        do throws(DatabaseError) {
            if key != nil {
                // Room for each page's nonce and tag, set before the first page exists.
                var reserve = Int32(TPC_RESERVE_BYTES)
                let rc = sqlite3_file_control(handle, "main", SQLITE_FCNTL_RESERVE_BYTES, &reserve)
                guard rc == SQLITE_OK else { throw DatabaseError(resultCode: rc, handle: handle, sql: nil) }
                try connection.executeScript("PRAGMA page_size = 4096; PRAGMA journal_mode = OFF;")
            }
            // Writes page 1 (in WAL mode from the first byte) straight into the file.
            try connection.executeScript("PRAGMA journal_mode = WAL;")
            guard try connection.string("PRAGMA journal_mode") == "wal" else {
                throw DatabaseError(kind: .cannotOpen, message: "the new database can't use a write-ahead log")
            }
        } catch {
            connection.close()
            throw error
        }
        connection.close()
        guard fsync(fd) == 0 else { throw PosixFile.error("cannot sync the new database file", errno: errno) }
        if link(temporary, path) != 0 {
            let code = errno
            if code == EEXIST { try PosixFile.remove(temporary); return }
            // A file system without hard links: a rename, safe under the lock once `path` was
            // seen missing (every creator takes the lock first).
            guard code == EPERM || code == EOPNOTSUPP, rename(temporary, path) == 0 else {
                throw PosixFile.error("cannot put the new database file in place", errno: code)
            }
            try PosixFile.sync(PosixFile.folder(of: path))
            return
        }
        try PosixFile.remove(temporary)
        try PosixFile.sync(PosixFile.folder(of: path))
    }
}
