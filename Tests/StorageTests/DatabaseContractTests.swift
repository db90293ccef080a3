import Foundation
import Testing
@testable import Storage
import TestSupport

/// GRDB's contract for the one connection: a read can't write, a call inside another fails instead
/// of deadlocking, each migration is a transaction of its own, and columns are read by name.
@Suite struct DatabaseContractTests {
    @Test func aReadCannotWriteAndTheNextWriteStillCan() throws {
        let dir = TemporaryDirectory()
        let db = try Database(path: dir.path + "/t.db", migrations: [v1])
        do {
            try db.read { c in _ = try c.execute("INSERT INTO items (name) VALUES (?)", ["a"]) }
            Issue.record("a write inside read succeeded")
        } catch let error as DatabaseError {
            #expect(error.kind == .sqlite || error.kind == .readOnly)
        }
        #expect(try db.read { try $0.int("SELECT count(*) FROM items") } == 0)
        try db.write { c in _ = try c.execute("INSERT INTO items (name) VALUES (?)", ["b"]) }
        #expect(try db.read { try $0.int("SELECT count(*) FROM items") } == 1)
        #expect(try db.read { try $0.int("PRAGMA query_only") } == 1)
        #expect(try db.write { try $0.int("PRAGMA query_only") } == 0)
    }

    @Test func aCallInsideAnotherFailsInsteadOfDeadlocking() throws {
        let dir = TemporaryDirectory()
        let db = try Database(path: dir.path + "/t.db", migrations: [v1])
        for nested in 0..<3 {
            do {
                try db.read { _ in
                    switch nested {
                    case 0: try db.read { _ in }
                    case 1: try db.write { _ in }
                    default: try db.withConnection { _ in }
                    }
                }
                Issue.record("a nested call succeeded")
            } catch let error as DatabaseError {
                #expect(error.kind == .misuse)
                #expect(error.code == "databaseError")
            }
        }
        // The connection is usable afterwards, and from other threads at the same time.
        try db.write { c in _ = try c.execute("INSERT INTO items (name) VALUES (?)", ["after"]) }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            #expect((try? db.read { try $0.int("SELECT count(*) FROM items") }) == 1)
        }
    }

    @Test func eachMigrationIsATransactionOfItsOwn() throws {
        let dir = TemporaryDirectory()
        let path = dir.path + "/t.db"
        let broken = Migration("v2-broken") { (c: Connection) throws(DatabaseError) in
            try c.executeScript("CREATE TABLE half (x INTEGER)")
            try c.executeScript("THIS IS NOT SQL")
        }
        #expect(throws: DatabaseError.self) { _ = try Database(path: path, migrations: [v1, broken]) }
        // v1 stayed applied; nothing of the broken one did.
        let db = try Database(path: path, migrations: [v1])
        let state = try db.read { c in
            (try c.int("PRAGMA user_version"),
             try c.map("SELECT id FROM schema_migrations") { (row: borrowing Row) in row.string("id") ?? "" },
             try c.int("SELECT count(*) FROM sqlite_schema WHERE name = 'half'"))
        }
        #expect(state.0 == 1)
        #expect(state.1 == ["v1"])
        #expect(state.2 == 0)
        // The fixed list then applies on top of it.
        let upgraded = try Database(path: path, migrations: [v1, v2])
        #expect(try upgraded.read { try $0.int("PRAGMA user_version") } == 2)
    }

    @Test func columnsAreReadByName() throws {
        let dir = TemporaryDirectory()
        let db = try Database(path: dir.path + "/t.db", migrations: [v1, v2])
        try db.write { c in _ = try c.execute("INSERT INTO items (name, data, score) VALUES (?, ?, ?)", ["zoë", .blob([7]), 1.5]) }
        let row = try db.read { c in
            try c.first("SELECT score, data, name AS label, NULL AS empty_column FROM items") { (r: borrowing Row) in
                (r.string("label"), r.blob("data"), r.double("score"), r.isNull("empty_column"), r.index(of: "label"))
            }
        }
        #expect(row?.0 == "zoë")
        #expect(row?.1 == [7])
        #expect(row?.2 == 1.5)
        #expect(row?.3 == true)
        #expect(row?.4 == 2)
    }
}
