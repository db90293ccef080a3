import Storage

/// One table of a ``DatabaseDump``: its columns and every row, as the database key reads them.
public struct DumpedTable: Sendable, Equatable {
    /// The table's name.
    public var name: String
    /// The column names, in table order.
    public var columns: [String]
    /// Every row, in row order; each value typed as SQLite stored it.
    public var rows: [[DatabaseValue]]

    /// Creates a dumped table.
    public init(name: String, columns: [String], rows: [[DatabaseValue]]) {
        self.name = name
        self.columns = columns
        self.rows = rows
    }
}
