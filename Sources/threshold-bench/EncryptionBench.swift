import Foundation
import Migration
import Storage

// Page encryption (docs/page-encryption.md): the same work on an unencrypted and an encrypted
// database, in one run, as ratios. Storage-level, so it measures the VFS itself, not the CLI.

/// A schema shaped like the app's list path: profiles, their chats, and messages.
let encryptionBenchSchema = [
    Migration("bench-1", sql: """
        CREATE TABLE profiles (id INTEGER PRIMARY KEY, name TEXT NOT NULL, hidden INTEGER NOT NULL DEFAULT 0);
        CREATE TABLE chats (id INTEGER PRIMARY KEY, profile_id INTEGER NOT NULL REFERENCES profiles(id), title TEXT NOT NULL,
                            unread INTEGER NOT NULL DEFAULT 0);
        CREATE INDEX chats_profile ON chats(profile_id);
        CREATE TABLE messages (id INTEGER PRIMARY KEY, chat_id INTEGER NOT NULL, sent_at INTEGER NOT NULL, body TEXT NOT NULL);
        CREATE INDEX messages_chat ON messages(chat_id, sent_at);
        """),
]

/// The list query: every visible profile with its unread total.
let profileListQuery = """
    SELECT p.id, p.name, coalesce(sum(c.unread), 0) FROM profiles p LEFT JOIN chats c ON c.profile_id = p.id
    WHERE p.hidden = 0 GROUP BY p.id ORDER BY p.id
    """

func benchEncryption() throws {
    let folder = temporaryFolder("encryption")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let key = try DatabaseKey.generate()
    let plainPath = folder + "/plain.db", encryptedPath = folder + "/encrypted.db"
    let messages = 1_000_000
    print("encryption: 100 profiles, 10,000 chats, then 1,000,000 messages in 100 transactions, each database...")

    func populate(_ db: Database) throws {
        try db.write { c in
            for p in 0..<100 { try c.execute("INSERT INTO profiles (id, name, hidden) VALUES (?, ?, ?)", [.int(p), .text("Profile \(p)"), .bool(p % 10 == 9)]) }
            for chat in 0..<10_000 {
                try c.execute("INSERT INTO chats (id, profile_id, title, unread) VALUES (?, ?, ?, ?)",
                              [.int(chat), .int(chat % 100), .text("Chat \(chat)"), .int(chat % 7)])
            }
        }
    }
    func insertBatch(_ db: Database, _ batch: Int) throws {
        try db.write { c in
            for n in 0..<(messages / 100) {
                let id = batch * (messages / 100) + n
                try c.execute("INSERT INTO messages (chat_id, sent_at, body) VALUES (?, ?, ?)",
                              [.int(id % 10_000), .int(1_800_000_000 + id), .text("message \(id) hello there")])
            }
        }
    }
    let plain = try Database(path: plainPath, migrations: encryptionBenchSchema)
    let encrypted = try Database(path: encryptedPath, key: key, migrations: encryptionBenchSchema)
    try populate(plain)
    try populate(encrypted)
    // Batch by batch, alternately, so drift on the shared machine hits both alike.
    var insertPlain = 0.0, insertEncrypted = 0.0
    for batch in 0..<100 {
        insertPlain += try time { try insertBatch(plain, batch) }
        insertEncrypted += try time { try insertBatch(encrypted, batch) }
    }
    try plain.checkpointAndTruncateLog()
    try encrypted.checkpointAndTruncateLog()
    plain.close()
    encrypted.close()
    report("insert 1M rows enc vs plain", baseline: insertPlain, measured: insertEncrypted, target: 1.5)
    let sizes = [plainPath, encryptedPath].map { ((try? FileManager.default.attributesOfItem(atPath: $0))?[.size] as? Int) ?? 0 }
    print(String(format: "  files: %.1f MB plain, %.1f MB encrypted", Double(sizes[0]) / 1e6, Double(sizes[1]) / 1e6))

    func openAndList(_ path: String, _ key: DatabaseKey?) throws {
        let db = try Database(path: path, key: key, migrations: encryptionBenchSchema)
        let rows = try db.read { c in try c.map(profileListQuery) { (r: borrowing Row) in r.int(2) } }
        guard rows.count == 90 else { throw DatabaseError(kind: .sqlite, message: "unexpected list") }
        db.close()
    }
    let (listPlain, listEncrypted) = try interleaved(rounds: 31, { try openAndList(plainPath, nil) },
                                                     { try openAndList(encryptedPath, key) })
    report("open + list enc vs plain", baseline: listPlain, measured: listEncrypted, target: 1.15)

    func readAll(_ path: String, _ key: DatabaseKey?) throws {
        let db = try Database(path: path, key: key, migrations: encryptionBenchSchema)
        let total = try db.read { c in try c.int("SELECT sum(length(body)) FROM messages") } ?? 0
        guard total > 0 else { throw DatabaseError(kind: .sqlite, message: "no messages") }
        db.close()
    }
    let (readPlain, readEncrypted) = try interleaved(rounds: 5, { try readAll(plainPath, nil) },
                                                     { try readAll(encryptedPath, key) })
    report("read 1M rows enc vs plain", baseline: readPlain, measured: readEncrypted, target: 1.5)

    func quickCheck(_ path: String, _ key: DatabaseKey?) throws {
        let db = try Database(path: path, key: key, migrations: encryptionBenchSchema)
        let result = try db.read { c in try c.string("PRAGMA quick_check") }
        guard result == "ok" else { throw DatabaseError(kind: .corrupt, message: "quick_check failed") }
        db.close()
    }
    let (checkPlain, checkEncrypted) = try interleaved(rounds: 3, { try quickCheck(plainPath, nil) },
                                                       { try quickCheck(encryptedPath, key) })
    print(String(format: "  PRAGMA quick_check: %.0f ms plain, %.0f ms encrypted (%.2f s and %.2f s per GB)",
                 checkPlain * 1000, checkEncrypted * 1000, checkPlain / (Double(sizes[0]) / 1e9),
                 checkEncrypted / (Double(sizes[1]) / 1e9)))
    try measureEncryptedMigrationMemory(database: encryptedPath, key: key, folder: folder + "/migration")
}

/// Peak RSS of an export of the encrypted database and an import of its archive under a new key,
/// in a child process (this one holds two large page caches). The key goes through a pipe, never argv.
func measureEncryptedMigrationMemory(database: String, key: DatabaseKey, folder: String) throws {
    let outcome = try key.withUnsafeBytes { bytes in
        try runChild(productsDirectory + "/threshold-bench", ["encrypted-migration-child", database, folder], input: .bytes(bytes))
    }
    guard outcome.status == 0 else { throw DatabaseError(kind: .sqlite, message: "the migration child failed") }
    let usage = outcome.usage
    print(String(format: "  encrypted export + import (child process): peak RSS %.1f MiB (target < 64 MiB)",
                 Double(usage.ru_maxrss) / 1024))
}

/// The child of ``measureEncryptedMigrationMemory``: reads the 32-byte key from stdin, exports the
/// database's folder, imports the archive into a new folder under a fresh key.
func encryptedMigrationChild(_ arguments: [String]) throws {
    guard arguments.count == 3 else { throw DatabaseError(kind: .sqlite, message: "usage") }
    var raw = [UInt8](repeating: 0, count: DatabaseKey.byteCount)
    var got = 0
    while got < raw.count {
        let n = raw.withUnsafeMutableBytes { buffer in buffer.baseAddress.map { read(0, $0 + got, buffer.count - got) } ?? -1 }
        guard n > 0 else { throw DatabaseError(kind: .sqlite, message: "no key") }
        got += n
    }
    let key = try raw.withUnsafeBytes { bytes throws(DatabaseError) in try DatabaseKey(copying: bytes) }
    for index in raw.indices { raw[index] = 0 }
    let source = arguments[2] + "/source", target = arguments[2] + "/target"
    for folder in [source, target] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
    try FileManager.default.moveItem(atPath: arguments[1], toPath: source + "/threshold.db")
    defer { try? FileManager.default.moveItem(atPath: source + "/threshold.db", toPath: arguments[1]) }
    let database = try Database(path: source + "/threshold.db", key: key, migrations: encryptionBenchSchema)
    let archive = arguments[2] + "/encrypted.age"
    let result = try MigrationExporter(dataDirectory: source, appVersion: "bench").export(database: database, to: archive)
    database.close()
    _ = try MigrationImporter(dataDirectory: target, migrations: encryptionBenchSchema, destinationKey: try DatabaseKey.generate())
        .importArchive(from: result.link, replace: false, destinationHasData: { _ in false })
}
