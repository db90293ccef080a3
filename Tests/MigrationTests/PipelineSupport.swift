import Foundation
import Migration
import Secrets
import Storage
import TestSupport

/// A small schema standing in for the app's: settings rows and blobs.
let schemaV1: [Migration] = [
    Migration("t1-base", sql: """
        CREATE TABLE settings (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL, data BLOB);
        """),
]
/// The same schema one step later.
let schemaV2: [Migration] = schemaV1 + [
    Migration("t2-flags", sql: "ALTER TABLE items ADD COLUMN flag INTEGER NOT NULL DEFAULT 7;"),
]

/// Paths of the real tools, or nil when missing.
func tool(_ name: String) -> String? {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// A source data directory with a database (settings rows, some blobs) and a files/ folder.
func makeSourceDirectory(in root: TemporaryDirectory, migrations: [Migration] = schemaV1, items: Int = 50,
                         key: DatabaseKey? = nil) throws -> (String, Database) {
    let path = root.file("source")
    try FileManager.default.createDirectory(atPath: path + "/files/nested", withIntermediateDirectories: true)
    try Data("avatar bytes".utf8).write(to: URL(fileURLWithPath: path + "/files/avatar.png"))
    try Data(testBytes(count: 70_000, seed: 3)).write(to: URL(fileURLWithPath: path + "/files/nested/voice.ogg"))
    let database = try Database(path: path + "/threshold.db", key: key, migrations: migrations)
    try database.write { db in
        try db.execute("INSERT INTO settings (key, value) VALUES ('onboarding.done', '1'), ('notifications.mode', 'periodic'), ('whatsNew.version', '3')")
        for index in 0..<items {
            try db.execute("INSERT INTO items (name, data) VALUES (?, ?)",
                           [.text("item \(index) ✓"), .blob(testBytes(count: 1000 + index * 37, seed: UInt64(index)))])
        }
    }
    return (path, database)
}

/// Every row of every table, as text, in a stable order.
func dump(_ databasePath: String, migrations: [Migration], key: DatabaseKey? = nil) throws -> [String] {
    let database = try Database(path: databasePath, key: key, migrations: migrations)
    defer { database.close() }
    return try database.read { db in
        let tables = try db.map("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name") { (row: borrowing Row) in row.string(0) ?? "" }
        var lines: [String] = []
        for table in tables {
            let sql = try db.string("SELECT sql FROM sqlite_schema WHERE name = ?", [.text(table)]) ?? ""
            lines.append("schema " + sql)
            try db.forEach("SELECT * FROM \"\(table)\" ORDER BY 1") { (row: borrowing Row) in
                var cells: [String] = []
                for column in 0..<Int32(row.count) {
                    cells.append(row.isNull(column) ? "NULL" : (row.blob(column).map { Hex.encode($0) } ?? ""))
                }
                lines.append(table + ": " + cells.joined(separator: "|"))
            }
        }
        return lines
    }
}

/// Every file under `path` (recursively) with its bytes and mode, keyed by relative path;
/// folders are listed with their mode. Used to prove a failed import changed nothing.
func snapshotTree(_ path: String) throws -> [String: String] {
    var out: [String: String] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: path) else { return out }
    while let relative = enumerator.nextObject() as? String {
        let full = path + "/" + relative
        let attributes = try FileManager.default.attributesOfItem(atPath: full)
        let mode = (attributes[.posixPermissions] as? Int).map { String($0, radix: 8) } ?? "?"
        if attributes[.type] as? FileAttributeType == .typeDirectory {
            out[relative] = "dir \(mode)"
        } else {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: full)))
            out[relative] = "file \(mode) " + Hex.encode(SHA256.hash(bytes))
        }
    }
    return out
}

/// Exports `database` from `source` into `archive` and returns the result.
func exportArchive(_ database: Database, from source: String, to archive: String) throws -> MigrationExportResult {
    try MigrationExporter(dataDirectory: source, appVersion: "9.9.9").export(database: database, to: archive)
}

func mutate(_ path: String, _ body: (inout [UInt8]) -> Void) throws {
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    body(&bytes)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
}

func linkFor(archive path: String, key: AgeIdentity) throws -> MigrationLink {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    return try MigrationLink(archive: .file(path: path), key: key, sha256: SHA256.hash(bytes), size: UInt64(bytes.count))
}
