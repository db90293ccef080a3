import CSQLite
#if canImport(Glibc)
import Glibc
#endif

/// The current row of a stepping statement. Valid only inside the closure that received it.
public struct Row: ~Copyable {
    let statement: OpaquePointer

    /// The number of columns.
    public var count: Int { Int(sqlite3_column_count(statement)) }

    /// True when column `index` is NULL.
    public func isNull(_ index: Int32) -> Bool { sqlite3_column_type(statement, index) == SQLITE_NULL }

    /// Column `index` as an integer (NULL reads as 0).
    public func int64(_ index: Int32) -> Int64 { sqlite3_column_int64(statement, index) }

    /// Column `index` as an `Int` (NULL reads as 0).
    public func int(_ index: Int32) -> Int { Int(sqlite3_column_int64(statement, index)) }

    /// Column `index` as a Boolean (non-zero is true).
    public func bool(_ index: Int32) -> Bool { sqlite3_column_int64(statement, index) != 0 }

    /// Column `index` as a Double.
    public func double(_ index: Int32) -> Double { sqlite3_column_double(statement, index) }

    /// Column `index` as text; nil when NULL.
    public func string(_ index: Int32) -> String? {
        guard let text = sqlite3_column_text(statement, index) else { return nil }
        let length = Int(sqlite3_column_bytes(statement, index))
        return String(decoding: UnsafeBufferPointer(start: text, count: length), as: UTF8.self)
    }

    /// Column `index` as bytes; nil when NULL.
    public func blob(_ index: Int32) -> [UInt8]? {
        if isNull(index) { return nil }
        let length = Int(sqlite3_column_bytes(statement, index))
        guard length > 0, let raw = sqlite3_column_blob(statement, index) else { return [] }
        return Array(UnsafeRawBufferPointer(start: raw, count: length))
    }

    /// The index of the result column called `name` (the column's name in the SELECT, or its `AS`
    /// alias). A name the statement doesn't return is a bug in the query's code, so it stops the
    /// program with the name rather than read another column.
    public func index(of name: String) -> Int32 {
        for index in 0..<Int32(count) {
            if let column = sqlite3_column_name(statement, index), strcmp(column, name) == 0 { return index }
        }
        preconditionFailure("no column \"\(name)\" in the result")
    }

    /// True when the column called `name` is NULL.
    public func isNull(_ name: String) -> Bool { isNull(index(of: name)) }

    /// The column called `name` as an integer (NULL reads as 0).
    public func int64(_ name: String) -> Int64 { int64(index(of: name)) }

    /// The column called `name` as an `Int` (NULL reads as 0).
    public func int(_ name: String) -> Int { int(index(of: name)) }

    /// The column called `name` as a Boolean (non-zero is true).
    public func bool(_ name: String) -> Bool { bool(index(of: name)) }

    /// The column called `name` as a Double.
    public func double(_ name: String) -> Double { double(index(of: name)) }

    /// The column called `name` as text; nil when NULL.
    public func string(_ name: String) -> String? { string(index(of: name)) }

    /// The column called `name` as bytes; nil when NULL.
    public func blob(_ name: String) -> [UInt8]? { blob(index(of: name)) }
}
