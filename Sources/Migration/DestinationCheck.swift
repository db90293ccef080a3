import Foundation
import Storage

/// Whether an import's destination holds anything a fresh install does not (PRODUCT.md 6,
/// docs/reliability.md "Import into a device with data").
///
/// A fresh install's database has rows only in the migrations' own bookkeeping
/// (`schema_migrations`); this code's migrations insert nothing else. So a destination holds data
/// as soon as any other table has a row: a visible or a hidden profile, a chat, a setting, an
/// outbox job, a lock, operator choices, onboarding progress. Asking a question that every kind of
/// data answers the same way, and refusing with one message whatever the reason, is what keeps a
/// refusal from telling anyone that hidden profiles exist.
enum DestinationCheck {
    /// Tables that exist in every fresh install with rows of their own.
    static let bookkeepingTables: Set<String> = ["schema_migrations"]

    /// True when any table other than SQLite's own and ``bookkeepingTables`` has a row.
    static func holdsData(_ db: Connection) throws(DatabaseError) -> Bool {
        let tables = try db.map("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'") {
            (row: borrowing Row) in row.string("name") ?? ""
        }
        for table in tables where !bookkeepingTables.contains(table) {
            let quoted = "\"" + table.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            if try db.int("SELECT 1 FROM \(quoted) LIMIT 1") != nil { return true }
        }
        return false
    }
}
