import CSQLite
import Glibc

/// An error from the SQLite layer.
///
/// The description names the SQLite result code, SQLite's message and the statement text; it never
/// includes bound values, which may be names, bios, messages or secrets.
public struct DatabaseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, in terms a caller can act on.
    public enum Kind: String, Sendable, Equatable {
        /// SQLite returned an error result code.
        case sqlite
        /// The file's schema was written by a newer version of the code; it was not modified.
        case schemaTooNew
        /// The file is not a database, or is damaged.
        case corrupt
        /// Another process holds the database for longer than the busy timeout.
        case busy
        /// A constraint (unique, foreign key, check) failed.
        case constraint
        /// The file could not be opened or created.
        case cannotOpen
        /// The disk (or the user's quota) is full; nothing was written.
        case diskFull
        /// The database or its folder can't be written (read-only medium, permissions); reading may still work.
        case readOnly
        /// The key does not open this encrypted database (its first pages do not authenticate).
        case wrongKey
        /// The database is encrypted and no key was given.
        case keyRequired
        /// A key was given but the file is an unencrypted database (see `Database.encryptPlaintextFile`).
        case notEncrypted
        /// The database file exists but is empty (0 bytes): data was lost, it is not a fresh install.
        case emptyFile
        /// The file system failed a read or write for a reason other than a full disk or missing
        /// permission (an I/O error of the device); the transaction was not saved.
        case ioError
        /// The API was misused: a ``Database/read(_:)`` or ``Database/write(_:)`` started from inside
        /// another one on the same database (it would deadlock), or a write inside a read. A bug in
        /// the calling code, reported instead of hanging.
        case misuse
    }

    /// The kind of failure.
    public let kind: Kind
    /// SQLite's primary result code, when SQLite reported the error.
    public let resultCode: Int32
    /// SQLite's extended result code, when SQLite reported the error.
    public let extendedCode: Int32
    /// SQLite's message (never includes bound values).
    public let message: String
    /// The statement that failed, as written in the code (placeholders, never values).
    public let sql: String?
    /// The system's error number when a system call outside SQLite failed (``PosixFile``), so a
    /// front end can word it in the user's language; ``message`` holds strerror's English for logs.
    public let errno: Int32?

    /// A stable code for logs and the command line.
    public var code: String {
        switch kind {
        case .sqlite: "databaseError"
        case .schemaTooNew: "incompatibleVersion"
        case .corrupt: "databaseCorrupted"
        case .busy: "databaseBusy"
        case .constraint: "constraintFailed"
        case .cannotOpen: "cannotOpenDatabase"
        case .diskFull: "diskFull"
        case .readOnly: "databaseReadOnly"
        case .wrongKey: "wrongDatabaseKey"
        case .keyRequired: "databaseKeyRequired"
        case .notEncrypted: "databaseNotEncrypted"
        case .emptyFile: "databaseEmpty"
        case .ioError: "ioError"
        case .misuse: "databaseError"
        }
    }

    /// What happened, in words for the user (no SQLite jargon, no bound values).
    public var userMessage: String {
        switch kind {
        case .sqlite: "Database error: \(message)."
        case .schemaTooNew: "This data was written by a newer version of Threshold. Update Threshold; the data was not changed."
        case .corrupt: "The database file is damaged or not a Threshold database. It was not changed."
        case .busy: "The data is in use by another Threshold process. Try again when it is done."
        case .constraint: "Database error: \(message)."
        case .cannotOpen: "The database can't be opened: \(message)."
        case .diskFull: "The disk is full. Free some space and try again; what was being saved was not saved."
        case .readOnly: "The data folder can't be written (read-only or no permission). Only reading works."
        case .wrongKey: "The database key does not open this database. It was not changed."
        case .keyRequired: "The database is encrypted and no key was given."
        case .notEncrypted: "The database is not encrypted yet; it must be converted first."
        case .emptyFile: "The database file is empty (0 bytes): the data is lost or was replaced. It was not treated as a new install."
        case .ioError: "The disk reported an error while reading or writing the data (\(message)). What was being saved was not saved; the data already stored was not changed."
        case .misuse: "Database error: \(message)."
        }
    }

    /// Creates an error of a kind not reported by SQLite itself.
    public init(kind: Kind, message: String, sql: String? = nil, errno: Int32? = nil) {
        self.kind = kind
        self.resultCode = 0
        self.extendedCode = 0
        self.message = message
        self.sql = sql
        self.errno = errno
    }

    init(resultCode: Int32, handle: OpaquePointer?, sql: String?) {
        let extended = handle.map { sqlite3_extended_errcode($0) } ?? resultCode
        let primary = resultCode & 0xff
        self.resultCode = primary
        self.extendedCode = extended
        if let handle, let cMessage = sqlite3_errmsg(handle) {
            self.message = String(cString: cMessage)
        } else if let cMessage = sqlite3_errstr(resultCode) {
            self.message = String(cString: cMessage)
        } else {
            self.message = "SQLite error \(resultCode)"
        }
        self.sql = sql
        self.errno = nil
        // SQLite reports a full disk while extending the log's index, or a read-only file while
        // syncing, as an I/O error: the system's own reason names it (only for the codes where
        // SQLite records that reason; for others errno may be stale).
        let systemErrno = handle.map { sqlite3_system_errno($0) } ?? 0
        self.kind = Self.kind(primary: primary, extended: extended, systemErrno: systemErrno)
    }

    /// The kind for an SQLite result code. A page that fails authentication in the encrypting VFS
    /// comes back as `SQLITE_IOERR_DATA` (as in SQLite's checksum VFS): that is damage, not an I/O error.
    static func kind(primary: Int32, extended: Int32, systemErrno: Int32 = 0) -> Kind {
        switch primary {
        case SQLITE_CONSTRAINT: return .constraint
        case SQLITE_BUSY, SQLITE_LOCKED: return .busy
        case SQLITE_CORRUPT, SQLITE_NOTADB: return .corrupt
        case SQLITE_FULL: return .diskFull
        case SQLITE_READONLY, SQLITE_PERM: return .readOnly
        case SQLITE_IOERR where extended == sqliteIOErrData: return .corrupt
        case SQLITE_CANTOPEN, SQLITE_IOERR:
            if systemErrnoCodes.contains(extended) || primary == SQLITE_CANTOPEN {
                switch systemErrno {
                case ENOSPC, EDQUOT: return .diskFull
                case EROFS, EACCES, EPERM: return .readOnly
                default: break
                }
            }
            return primary == SQLITE_CANTOPEN ? .cannotOpen : .ioError
        default: return .sqlite
        }
    }

    /// The extended I/O error codes for which SQLite's unix layer records the system's errno
    /// (writes, syncs, truncation, the log index's file): a full disk or a read-only file shows there.
    static let systemErrnoCodes: Set<Int32> = [
        SQLITE_IOERR | (3 << 8),   // IOERR_WRITE
        SQLITE_IOERR | (4 << 8),   // IOERR_FSYNC
        SQLITE_IOERR | (5 << 8),   // IOERR_DIR_FSYNC
        SQLITE_IOERR | (6 << 8),   // IOERR_TRUNCATE
        SQLITE_IOERR | (18 << 8),  // IOERR_SHMOPEN
        SQLITE_IOERR | (19 << 8),  // IOERR_SHMSIZE
        SQLITE_IOERR | (21 << 8),  // IOERR_SHMMAP
    ]
    /// `SQLITE_IOERR_DATA`, which Swift does not import (a macro built from two others).
    static let sqliteIOErrData: Int32 = SQLITE_IOERR | (32 << 8)

    public var description: String {
        var text = "SQLite error \(extendedCode): \(message)"
        if let sql { text += " (while running: \(sql))" }
        return text
    }
}
