import CSQLite

/// An open SQLite connection, handed to the closures of ``Database/read(_:)`` and
/// ``Database/write(_:)``. It must not escape them: the database serialises all access to it.
public final class Connection {
    let handle: OpaquePointer
    private var cache: [String: OpaquePointer] = [:]

    init(handle: OpaquePointer) {
        self.handle = handle
    }

    func close() {
        for statement in cache.values { sqlite3_finalize(statement) }
        cache.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements without arguments (schema changes, pragmas).
    public func executeScript(_ sql: String) throws(DatabaseError) {
        let rc = sqlite3_exec(handle, sql, nil, nil, nil)
        guard rc == SQLITE_OK else { throw DatabaseError(resultCode: rc, handle: handle, sql: sql) }
    }

    /// Runs one statement with arguments and returns the number of rows it changed.
    @discardableResult
    public func execute(_ sql: String, _ arguments: [DatabaseValue] = []) throws(DatabaseError) -> Int {
        let statement = try prepared(sql, arguments)
        defer { sqlite3_reset(statement) }
        var rc = sqlite3_step(statement)
        while rc == SQLITE_ROW { rc = sqlite3_step(statement) }
        guard rc == SQLITE_DONE else { throw DatabaseError(resultCode: rc, handle: handle, sql: sql) }
        return Int(sqlite3_changes64(handle))
    }

    /// Runs a query and calls `body` for each row.
    public func forEach(_ sql: String, _ arguments: [DatabaseValue] = [],
                        _ body: (borrowing Row) throws(DatabaseError) -> Void) throws(DatabaseError) {
        let statement = try prepared(sql, arguments)
        defer { sqlite3_reset(statement) }
        while true {
            let rc = sqlite3_step(statement)
            if rc == SQLITE_DONE { return }
            guard rc == SQLITE_ROW else { throw DatabaseError(resultCode: rc, handle: handle, sql: sql) }
            try body(Row(statement: statement))
        }
    }

    /// Runs a query and maps each row.
    public func map<T>(_ sql: String, _ arguments: [DatabaseValue] = [],
                       _ transform: (borrowing Row) throws(DatabaseError) -> T) throws(DatabaseError) -> [T] {
        var out: [T] = []
        try forEach(sql, arguments) { (row: borrowing Row) throws(DatabaseError) in out.append(try transform(row)) }
        return out
    }

    /// Maps the first row of a query, or returns nil when there is none.
    public func first<T>(_ sql: String, _ arguments: [DatabaseValue] = [],
                         _ transform: (borrowing Row) throws(DatabaseError) -> T) throws(DatabaseError) -> T? {
        let statement = try prepared(sql, arguments)
        defer { sqlite3_reset(statement) }
        let rc = sqlite3_step(statement)
        if rc == SQLITE_DONE { return nil }
        guard rc == SQLITE_ROW else { throw DatabaseError(resultCode: rc, handle: handle, sql: sql) }
        return try transform(Row(statement: statement))
    }

    /// The first column of the first row as an integer, or nil when there is no row or it is NULL.
    public func int(_ sql: String, _ arguments: [DatabaseValue] = []) throws(DatabaseError) -> Int? {
        try first(sql, arguments) { (row: borrowing Row) in row.isNull(0) ? nil : row.int(0) } ?? nil
    }

    /// The first column of the first row as text, or nil.
    public func string(_ sql: String, _ arguments: [DatabaseValue] = []) throws(DatabaseError) -> String? {
        try first(sql, arguments) { (row: borrowing Row) in row.string(0) } ?? nil
    }

    /// The row id of the last insert on this connection.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// True while a transaction is open.
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    // Statements are cached by their text: the same few statements run for every row and keystroke.
    private func prepared(_ sql: String, _ arguments: [DatabaseValue]) throws(DatabaseError) -> OpaquePointer {
        let statement: OpaquePointer
        if let cached = cache[sql] {
            statement = cached
            sqlite3_clear_bindings(statement)
        } else {
            var raw: OpaquePointer?
            let rc = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &raw, nil)
            guard rc == SQLITE_OK, let made = raw else {
                throw DatabaseError(resultCode: rc, handle: handle, sql: sql)
            }
            cache[sql] = made
            statement = made
        }
        let expected = Int(sqlite3_bind_parameter_count(statement))
        guard expected == arguments.count else {
            throw DatabaseError(kind: .sqlite,
                                message: "statement takes \(expected) arguments, \(arguments.count) given", sql: sql)
        }
        for (offset, value) in arguments.enumerated() {
            let index = Int32(offset + 1)
            let rc: Int32
            switch value {
            case .null: rc = sqlite3_bind_null(statement, index)
            case .integer(let v): rc = sqlite3_bind_int64(statement, index, v)
            case .real(let v): rc = sqlite3_bind_double(statement, index, v)
            case .text(let v): rc = sqlite3_bind_text(statement, index, v, -1, SQLITE_TRANSIENT)
            case .blob(let v):
                rc = v.withUnsafeBytes { bytes in
                    sqlite3_bind_blob64(statement, index, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1),
                                        sqlite3_uint64(bytes.count), SQLITE_TRANSIENT)
                }
            }
            guard rc == SQLITE_OK else { throw DatabaseError(resultCode: rc, handle: handle, sql: sql) }
        }
        return statement
    }
}

/// SQLite's "copy the value now" destructor, which Swift does not import.
let SQLITE_TRANSIENT = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
