/// Every row of every table of the database, as whoever holds the database key (the app passcode,
/// an unlocked device, an exported archive) reads it: the passcode holder's view of PRODUCT.md 3.3.
public struct DatabaseDump: Sendable, Equatable {
    /// Every table, by name (SQLite's own `sqlite_sequence` included when it exists).
    public var tables: [DumpedTable]
    /// `PRAGMA page_count`: the size of the file in pages.
    public var pageCount: Int
    /// `PRAGMA freelist_count`: pages that held deleted data (zeroed by `secure_delete`).
    public var freelistCount: Int

    /// Creates a dump.
    public init(tables: [DumpedTable], pageCount: Int, freelistCount: Int) {
        self.tables = tables
        self.pageCount = pageCount
        self.freelistCount = freelistCount
    }

    /// The table called `name`, if it exists.
    public func table(_ name: String) -> DumpedTable? { tables.first { $0.name == name } }
}
