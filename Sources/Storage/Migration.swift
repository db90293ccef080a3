/// One named, append-only schema change. Applied once, in order, inside a transaction.
public struct Migration: Sendable {
    /// A stable identifier, recorded in the database once applied. Never rename a shipped one.
    public let id: String
    /// The change itself.
    public let apply: @Sendable (Connection) throws(DatabaseError) -> Void

    /// Creates a migration.
    public init(_ id: String, apply: @escaping @Sendable (Connection) throws(DatabaseError) -> Void) {
        self.id = id
        self.apply = apply
    }

    /// A migration that runs a fixed SQL script.
    public init(_ id: String, sql: String) {
        self.init(id) { (db: Connection) throws(DatabaseError) in try db.executeScript(sql) }
    }
}
