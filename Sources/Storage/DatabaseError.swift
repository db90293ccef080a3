import CSQLite

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

    /// A stable code for logs and the command line.
    public var code: String {
        switch kind {
        case .sqlite: "databaseError"
        case .schemaTooNew: "incompatibleVersion"
        case .corrupt: "databaseCorrupted"
        case .busy: "databaseBusy"
        case .constraint: "constraintFailed"
        case .cannotOpen: "cannotOpenDatabase"
        }
    }

    /// Creates an error of a kind not reported by SQLite itself.
    public init(kind: Kind, message: String, sql: String? = nil) {
        self.kind = kind
        self.resultCode = 0
        self.extendedCode = 0
        self.message = message
        self.sql = sql
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
        switch primary {
        case SQLITE_CONSTRAINT: self.kind = .constraint
        case SQLITE_BUSY, SQLITE_LOCKED: self.kind = .busy
        case SQLITE_CORRUPT, SQLITE_NOTADB: self.kind = .corrupt
        case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_READONLY: self.kind = .cannotOpen
        default: self.kind = .sqlite
        }
    }

    public var description: String {
        var text = "SQLite error \(extendedCode): \(message)"
        if let sql { text += " (while running: \(sql))" }
        return text
    }
}
