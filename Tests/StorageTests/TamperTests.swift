import Foundation
import Testing
@testable import Storage
import TestSupport

/// Damage, moved pages and foreign pages are detected, never returned as data.
@Suite struct TamperTests {
    static let pageSize = 4096

    /// An encrypted file of several pages with everything checkpointed into it, closed.
    func makeDatabase(in dir: TemporaryDirectory, name: String = "threshold.db", key seed: UInt8 = 3) throws -> String {
        let path = dir.file(name)
        let db = try Database(path: path, key: try testKey(seed), migrations: secretSchema)
        try db.write { c in
            for n in 0..<60 { try c.execute("INSERT INTO notes (body) VALUES (?)", [.text(marker(n) + String(repeating: "y", count: 200))]) }
            try c.execute("INSERT INTO blobs (data) VALUES (?)", [.blob(testBytes(count: 9000))])
        }
        db.close()
        return path
    }

    /// Opens the file and reads every page; returns the error, or nil when everything read back.
    func readEverything(_ path: String, key seed: UInt8 = 3) -> DatabaseError? {
        do {
            let db = try Database(path: path, key: try testKey(seed), migrations: secretSchema)
            defer { db.close() }
            let problems = try db.read { c in try c.map("PRAGMA integrity_check") { (r: borrowing Row) in r.string(0) ?? "" } }
            guard problems == ["ok"] else { return DatabaseError(kind: .corrupt, message: problems.joined()) }
            let notes = try allNotes(db)
            guard notes.count == 60, notes.allSatisfy({ $0.hasPrefix("MARKER-zq") }) else {
                return DatabaseError(kind: .corrupt, message: "rows changed")
            }
            return nil
        } catch let error as DatabaseError {
            return error
        } catch {
            return DatabaseError(kind: .sqlite, message: "\(error)")
        }
    }

    @Test func aFlippedByteInAnyRegionOfAnyPageIsDetected() throws {
        let dir = TemporaryDirectory()
        let path = try makeDatabase(in: dir)
        #expect(readEverything(path) == nil)
        let pages = Int(PosixFile.size(path) ?? 0) / Self.pageSize
        #expect(pages >= 5)
        let size = Self.pageSize
        // Page 1's readable prefix (id, SQLite's bytes 16-23), the body, the nonce and the tag.
        let regions = [0, 15, 16, 18, 21, 24, 100, size / 2, size - 29, size - 28, size - 17, size - 16, size - 1]
        for page in 0..<pages {
            for within in regions where page == 0 || within >= 24 || within == 0 {
                let offset = page * size + within
                try flipBytes(in: path, at: offset)
                let error = readEverything(path)
                // Every page's associated data holds the id in page 1's first 16 bytes: damage
                // there makes every page fail, which can't be told apart from a wrong key.
                let expected: DatabaseError.Kind = page == 0 && within < 16 ? .wrongKey : .corrupt
                #expect(error?.kind == expected, "page \(page + 1), byte \(within): \(String(describing: error))")
                try flipBytes(in: path, at: offset)
            }
        }
        #expect(readEverything(path) == nil)
    }

    @Test func aLogFrameRenamedToTheLockBytePageIsRefusedNotReadAsZeros() throws {
        // The lock-byte page (offset 1 GiB) is stored as zeros in the main file and exempt from
        // authentication there; SQLite never logs it. A WAL frame whose (plaintext) page number is
        // rewritten to name it must fail like any page that does not authenticate.
        let dir = TemporaryDirectory()
        let path = dir.file("threshold.db")
        let writer = try Database(path: path, key: try testKey(3), migrations: secretSchema)
        defer { writer.close() }
        try writer.write { c in try c.execute("INSERT INTO blobs (data) VALUES (?)", [.blob(testBytes(count: 12000))]) }
        let wal = path + "-wal"
        let frame = 24 + Self.pageSize
        let frames = (Int(PosixFile.size(wal) ?? 0) - 32) / frame
        #expect(frames > 3)
        var highest = (page: UInt32(0), index: -1)
        for index in 0..<frames {
            let header = try bytes(of: wal, at: 32 + index * frame, count: 4)
            let page = header.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            if page >= highest.page { highest = (page, index) }
        }
        let lockBytePage = UInt32((1 << 30) / Self.pageSize + 1)
        try overwrite(wal, at: 32 + highest.index * frame,
                      with: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: lockBytePage >> $0) })
        let reader = try Database(path: path, key: try testKey(3), migrations: secretSchema)
        defer { reader.close() }
        #expect(throws: DatabaseError.self) {
            _ = try reader.read { c in try c.map("SELECT data FROM blobs") { (r: borrowing Row) in r.blob(0) } }
        }
    }

    @Test func aPageCopiedOverAnotherPageNumberIsDetected() throws {
        let dir = TemporaryDirectory()
        let path = try makeDatabase(in: dir)
        let size = Self.pageSize
        let third = try bytes(of: path, at: 2 * size, count: size)
        try overwrite(path, at: 3 * size, with: third)
        #expect(readEverything(path)?.kind == .corrupt)
    }

    @Test func aPageFromAnotherDatabaseWithTheSameKeyIsDetected() throws {
        let dir = TemporaryDirectory()
        let first = try makeDatabase(in: dir, name: "a.db")
        let second = try makeDatabase(in: dir, name: "b.db")
        let size = Self.pageSize
        // Same schema, same rows, same key: only the per-database id tells the pages apart.
        let foreign = try bytes(of: second, at: 2 * size, count: size)
        try overwrite(first, at: 2 * size, with: foreign)
        #expect(readEverything(first)?.kind == .corrupt)
        #expect(readEverything(second) == nil)
    }

    @Test func aDamagedLogFrameIsDetectedWhileTheLogIsInUse() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("threshold.db")
        let writer = try Database(path: path, key: try testKey(3), migrations: secretSchema)
        try writer.write { c in
            for n in 0..<20 { try c.execute("INSERT INTO notes (body) VALUES (?)", [.text(marker(n))]) }
        }
        let log = path + "-wal"
        let logSize = Int(PosixFile.size(log) ?? 0)
        #expect(logSize > 32 + 24 + Self.pageSize)
        // The last frame's page image, in its body.
        let lastFrame = 32 + ((logSize - 32) / (24 + Self.pageSize) - 1) * (24 + Self.pageSize)
        try flipBytes(in: log, at: lastFrame + 24 + 700)
        let reader = try? Database(path: path, key: try testKey(3), migrations: secretSchema)
        var failure: DatabaseError?
        do {
            _ = try reader?.read { c in try c.map("PRAGMA integrity_check") { (r: borrowing Row) in r.string(0) ?? "" } }
            _ = try reader.map(allNotes)
        } catch let error as DatabaseError {
            failure = error
        }
        #expect(reader == nil || failure?.kind == .corrupt)
        reader?.close()
        writer.close()
    }

    @Test func aWrongKeyIsAClearErrorAndChangesNothing() throws {
        let dir = TemporaryDirectory()
        let path = try makeDatabase(in: dir)
        let before = FileManager.default.contents(atPath: path)
        #expect(throws: DatabaseError.self) { try Database(path: path, key: try testKey(99), migrations: secretSchema) }
        let wrong = try testKey(99)
        do {
            _ = try Database(path: path, key: wrong, migrations: secretSchema)
        } catch {
            #expect(error.kind == .wrongKey)
            #expect(error.code == "wrongDatabaseKey")
        }
        do {
            _ = try Database(path: path, migrations: secretSchema)
        } catch {
            #expect(error.kind == .keyRequired)
        }
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func theSQLiteShellCannotReadTheFile() throws {
        guard SQLiteShell.isAvailable else {
            print("skipped: /usr/bin/sqlite3 is not installed")
            return
        }
        let dir = TemporaryDirectory()
        let path = try makeDatabase(in: dir)
        let output = try SQLiteShell.query(path, "SELECT body FROM notes")
        #expect(output.contains("not a database"))
        #expect(!output.contains("MARKER"))
        #expect(try bytes(of: path, at: 0, count: 15) != Array("SQLite format 3".utf8))
    }

    @Test func fileKindsAreToldApartWithoutAKey() throws {
        let dir = TemporaryDirectory()
        let encrypted = try makeDatabase(in: dir)
        let plain = dir.file("plain.db")
        try Database(path: plain, migrations: secretSchema).close()
        let garbage = dir.file("garbage.db")
        FileManager.default.createFile(atPath: garbage, contents: Data(testBytes(count: 8192)))
        let empty = dir.file("empty.db")
        FileManager.default.createFile(atPath: empty, contents: Data())
        #expect(try Database.fileKind(at: encrypted) == .encrypted)
        #expect(try Database.fileKind(at: plain) == .plaintext)
        #expect(try Database.fileKind(at: garbage) == .unrecognized)
        #expect(try Database.fileKind(at: empty) == .empty)
        #expect(try Database.fileKind(at: dir.file("none.db")) == .missing)
    }
}
