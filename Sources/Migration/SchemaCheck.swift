import Glibc
import Storage

/// The import's schema rule: a staged database must have exactly the schema this code's
/// migrations produce for its version (PRODUCT.md 6, docs/reliability.md "Hostile archives").
///
/// `sqlite_schema` (type, name, table, SQL text) is compared with a fresh database built from the
/// same migrations, so an archive cannot bring an extra trigger (one that silently undoes
/// `lock set` or `profiles hide`), view, table or index, nor change one. The tables SQLite itself
/// adds as data is used (`sqlite_sequence`, `sqlite_stat1`, `sqlite_stat4`) are accepted with
/// their standard definitions only. A file that is not a Threshold database at all is refused the
/// same way: every failure here is ``MigrationError/archiveCorrupted(_:)``.
enum SchemaCheck {
    /// One row of `sqlite_schema`.
    struct Object: Hashable, Comparable {
        var type: String
        var name: String
        var table: String
        var sql: String?

        static func < (a: Object, b: Object) -> Bool {
            (a.type, a.name, a.table, a.sql ?? "") < (b.type, b.name, b.table, b.sql ?? "")
        }
    }

    /// Tables SQLite creates by itself as a database is used, with the only definitions it writes.
    static let internalTables: Set<Object> = [
        Object(type: "table", name: "sqlite_sequence", table: "sqlite_sequence", sql: "CREATE TABLE sqlite_sequence(name,seq)"),
        Object(type: "table", name: "sqlite_stat1", table: "sqlite_stat1", sql: "CREATE TABLE sqlite_stat1(tbl,idx,stat)"),
        Object(type: "table", name: "sqlite_stat4", table: "sqlite_stat4",
               sql: "CREATE TABLE sqlite_stat4(tbl,idx,neq,nlt,ndlt,sample)"),
    ]

    /// Every object of the database, sorted.
    static func objects(in db: Connection) throws(DatabaseError) -> [Object] {
        try db.map("SELECT type, name, tbl_name, sql FROM sqlite_schema") { (row: borrowing Row) in
            Object(type: row.string("type") ?? "", name: row.string("name") ?? "", table: row.string("tbl_name") ?? "", sql: row.string("sql"))
        }.sorted()
    }

    /// The schema `migrations` produce, read from a fresh database built at `scratchPath` (removed after).
    static func expectedObjects(migrations: [Migration], scratchPath: String) throws(MigrationError) -> [Object] {
        defer { for suffix in [""] + DataLayout.databaseCompanions { unlink(scratchPath + suffix) } }
        do {
            let fresh = try Database(path: scratchPath, migrations: migrations)
            defer { fresh.close() }
            return try fresh.read { db in try objects(in: db) }
        } catch {
            throw .io("cannot build the expected schema (\(String(describing: error)))")
        }
    }

    /// Compares the schema and the applied migrations of `db` with what `migrations` produce.
    static func verify(_ db: Connection, expected: [Object], migrations: [Migration]) throws(MigrationError) {
        let actual: [Object]
        let applied: [String]
        do {
            actual = try objects(in: db)
            applied = try db.map("SELECT id FROM schema_migrations ORDER BY id") { (row: borrowing Row) in row.string("id") ?? "" }
        } catch {
            throw .archiveCorrupted("its database is not a Threshold database.")
        }
        let wanted = Set(expected)
        let extra = actual.filter { !wanted.contains($0) && !internalTables.contains($0) }
        let missing = expected.filter { !Set(actual).contains($0) }
        if let object = extra.first {
            let what = missing.contains(where: { $0.type == object.type && $0.name == object.name }) ? "a changed" : "an extra"
            throw .archiveCorrupted("its database has \(what) \(object.type) \(shorten(object.name)) that this version does not make.")
        }
        if let object = missing.first {
            throw .archiveCorrupted("its database lacks the \(object.type) \(shorten(object.name)).")
        }
        guard applied == migrations.map(\.id).sorted() else {
            throw .archiveCorrupted("its database records schema changes this version does not know.")
        }
    }
}
