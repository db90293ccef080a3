import Foundation
import Testing
@testable import Storage
import TestSupport

@Suite struct EncryptionTests {
    @Test func roundTripAcrossReopenWithTheSameKey() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("threshold.db")
        do {
            let db = try Database(path: path, key: try testKey(1), migrations: secretSchema)
            #expect(db.isEncrypted)
            try db.write { c in
                for n in 0..<200 { try c.execute("INSERT INTO notes (body) VALUES (?)", [.text(marker(n))]) }
            }
            #expect(try allNotes(db).count == 200)
        }
        let db = try Database(path: path, key: try testKey(1), migrations: secretSchema)
        let notes = try allNotes(db)
        #expect(notes == (0..<200).map(marker))
        #expect(try Database.fileKind(at: path) == .encrypted)
    }

    @Test func noPlaintextInAnyFileWhileOpenAndAfterClose() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("threshold.db")
        let db = try Database(path: path, key: try testKey(2), migrations: secretSchema)
        try db.write { c in
            for n in 0..<50 { try c.execute("INSERT INTO notes (body) VALUES (?)", [.text(marker(n))]) }
        }
        #expect(filesHolding("MARKER-zq", in: dir.path) == [])
        try db.write { c in try c.execute("UPDATE notes SET body = body || '-updated'") }
        #expect(filesHolding("MARKER-zq", in: dir.path) == [])
        try db.checkpointAndTruncateLog()
        #expect(filesHolding("MARKER-zq", in: dir.path) == [])
        db.close()
        #expect(filesHolding("MARKER-zq", in: dir.path) == [])
        #expect(filesHolding("SQLite format 3", in: dir.path) == [])
    }
}
