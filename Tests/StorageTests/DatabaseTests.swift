import Foundation
import Testing
@testable import Storage
import TestSupport

let v1 = Migration("v1", sql: "CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, data BLOB)")
let v2 = Migration("v2", sql: "ALTER TABLE items ADD COLUMN score REAL NOT NULL DEFAULT 0")

@Suite struct DatabaseTests {
    @Test func opensWithWALForeignKeysSecureDeleteAndMode0600() throws {
        let dir = TemporaryDirectory()
        let db = try Database(path: dir.path + "/t.db", migrations: [v1])
        let modes = try db.read { c in
            (try c.string("PRAGMA journal_mode"), try c.int("PRAGMA foreign_keys"), try c.int("PRAGMA secure_delete"))
        }
        #expect(modes.0 == "wal")
        #expect(modes.1 == 1)
        #expect(modes.2 == 1)
        let attributes = try FileManager.default.attributesOfItem(atPath: dir.path + "/t.db")
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func typedBindingsRoundTrip() throws {
        let dir = TemporaryDirectory()
        let db = try Database(path: dir.path + "/t.db", migrations: [v1, v2])
        try db.write { c in
            try c.execute("INSERT INTO items (name, data, score) VALUES (?, ?, ?)", ["zoë 🎉", .blob([0, 1, 255]), 2.5])
            try c.execute("INSERT INTO items (name, data) VALUES (?, ?)", ["empty", .blob([])])
        }
        let rows = try db.read { c in
            try c.map("SELECT name, data, score FROM items ORDER BY id") { (r: borrowing Row) in
                (r.string(0), r.blob(1), r.double(2))
            }
        }
        #expect(rows.count == 2)
        #expect(rows[0].0 == "zoë 🎉")
        #expect(rows[0].1 == [0, 1, 255])
        #expect(rows[0].2 == 2.5)
        #expect(rows[1].1 == [])
    }

    @Test func writeRollsBackWhenTheClosureThrows() throws {
        struct Boom: Error {}
        let dir = TemporaryDirectory()
        let db = try Database(path: dir.path + "/t.db", migrations: [v1])
        #expect(throws: Boom.self) {
            try db.write { c in
                try c.execute("INSERT INTO items (name) VALUES (?)", ["a"])
                throw Boom()
            }
        }
        #expect(try db.read { try $0.int("SELECT count(*) FROM items") } == 0)
    }

    @Test func constraintErrorsAreTypedAndNeverShowBoundValues() throws {
        let dir = TemporaryDirectory()
        let db = try Database(path: dir.path + "/t.db", migrations: [v1])
        try db.write { try $0.execute("INSERT INTO items (name) VALUES (?)", ["secret-name"]) }
        do {
            try db.write { try $0.execute("INSERT INTO items (name) VALUES (?)", ["secret-name"]) }
            Issue.record("expected a constraint error")
        } catch let error as DatabaseError {
            #expect(error.kind == .constraint)
            #expect(!error.description.contains("secret-name"))
            #expect(error.description.contains("INSERT INTO items"))
        }
    }

    @Test func migrationsAreRecordedAndAppliedOnceInOrder() throws {
        let dir = TemporaryDirectory()
        let path = dir.path + "/t.db"
        do { _ = try Database(path: path, migrations: [v1]) }
        let db = try Database(path: path, migrations: [v1, v2])
        let ids = try db.read { c in try c.map("SELECT id FROM schema_migrations ORDER BY id") { (r: borrowing Row) in r.string(0) ?? "" } }
        #expect(ids == ["v1", "v2"])
        #expect(try db.read { try $0.int("PRAGMA user_version") } == 2)
        try db.write { try $0.execute("INSERT INTO items (name, score) VALUES (?, ?)", ["x", 1.0]) }
    }

    @Test func aNewerSchemaIsRefusedAndLeftUntouched() throws {
        let dir = TemporaryDirectory()
        let path = dir.path + "/t.db"
        do { _ = try Database(path: path, migrations: [v1, v2]).close() }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        do {
            _ = try Database(path: path, migrations: [v1])
            Issue.record("expected schemaTooNew")
        } catch let error as DatabaseError {
            #expect(error.kind == .schemaTooNew)
            #expect(error.code == "incompatibleVersion")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func anUnknownAppliedMigrationIsRefused() throws {
        let dir = TemporaryDirectory()
        let path = dir.path + "/t.db"
        do { _ = try Database(path: path, migrations: [v1, Migration("other", sql: "SELECT 1")]) }
        #expect(throws: DatabaseError.self) { _ = try Database(path: path, migrations: [v1, v2]) }
    }

    @Test func aFileThatIsNotADatabaseIsReportedCorrupt() throws {
        let dir = TemporaryDirectory()
        let path = dir.path + "/t.db"
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        do {
            _ = try Database(path: path, migrations: [v1])
            Issue.record("expected an error")
        } catch let error as DatabaseError {
            #expect(error.kind == .corrupt)
        }
    }

    @Test func twoConnectionsOnOneFileSeeEachOthersCommits() throws {
        let dir = TemporaryDirectory()
        let path = dir.path + "/t.db"
        let a = try Database(path: path, migrations: [v1])
        let b = try Database(path: path, migrations: [v1])
        try a.write { try $0.execute("INSERT INTO items (name) VALUES (?)", ["from a"]) }
        #expect(try b.read { try $0.string("SELECT name FROM items") } == "from a")
    }

    @Test func argumentCountMismatchIsAnError() throws {
        let dir = TemporaryDirectory()
        let db = try Database(path: dir.path + "/t.db", migrations: [v1])
        #expect(throws: DatabaseError.self) { try db.write { try $0.execute("INSERT INTO items (name) VALUES (?)", []) } }
    }
}
