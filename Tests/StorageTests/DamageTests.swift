import Foundation
import Testing
@testable import Storage
import TestSupport

/// Damage is named and never written over (issue 22, PRODUCT.md 11): a damaged log is
/// `databaseCorrupted` and nothing is written, while a torn last frame still recovers silently; the
/// first page that fails its check makes the session refuse writes; heavy damage is not a wrong key.
@Suite struct DamageTests {
    static let pageSize = 4096
    static let frameSize = 24 + pageSize

    /// A database whose last three transactions (one row each) are only in its log, copied as a
    /// killed process would leave it (no log index): returns the copy's path.
    func databaseWithCommittedLog(in dir: TemporaryDirectory) throws -> String {
        let live = dir.file("live.db")
        let writer = try Database(path: live, key: try testKey(3), migrations: secretSchema)
        defer { writer.close() }
        try writer.write { c in
            for n in 0..<40 { try c.execute("INSERT INTO notes (body) VALUES (?)", [.text(marker(n))]) }
        }
        _ = try writer.withConnection { c in try c.executeScript("PRAGMA wal_checkpoint(TRUNCATE)") }
        for n in 40..<43 {
            try writer.write { c in try c.execute("INSERT INTO notes (body) VALUES (?)", [.text(marker(n))]) }
        }
        let copy = dir.file("threshold.db")
        for suffix in ["", "-wal"] {
            try FileManager.default.copyItem(atPath: live + suffix, toPath: copy + suffix)
        }
        return copy
    }

    /// The database's files, by name.
    func snapshot(_ path: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for suffix in ["", "-wal"] { files[suffix] = FileManager.default.contents(atPath: path + suffix) }
        return files
    }

    /// Opens `path`, reads every row and then tries a write; returns the first error.
    func openReadAndWrite(_ path: String) -> DatabaseError? {
        do {
            let db = try Database(path: path, key: try testKey(3), migrations: secretSchema)
            defer { db.close() }
            _ = try allNotes(db)
            try db.write { c in try c.execute("INSERT INTO notes (body) VALUES ('after')") }
            return nil
        } catch let error as DatabaseError {
            return error
        } catch {
            return DatabaseError(kind: .sqlite, message: "\(error)")
        }
    }

    func frameCount(_ path: String) -> Int { (Int(PosixFile.size(path + "-wal") ?? 0) - 32) / Self.frameSize }

    @Test func theCopyRecoversAllThreeCommittedTransactions() throws {
        let dir = TemporaryDirectory()
        let path = try databaseWithCommittedLog(in: dir)
        #expect(frameCount(path) >= 3)
        let db = try Database(path: path, key: try testKey(3), migrations: secretSchema)
        defer { db.close() }
        #expect(try allNotes(db).count == 43)
    }

    /// The case: 32 zero bytes over the log's header.
    @Test func aZeroedLogHeaderIsNamedAndNothingIsWritten() throws {
        let dir = TemporaryDirectory()
        let path = try databaseWithCommittedLog(in: dir)
        try overwrite(path + "-wal", at: 0, with: [UInt8](repeating: 0, count: 32))
        let before = snapshot(path)
        #expect(openReadAndWrite(path)?.kind == .corrupt)
        #expect(snapshot(path) == before)
    }

    /// Damage to each part of a committed frame that is not the last one: the page, its number, its
    /// salts, its checksum; and a flipped byte in the header's salt and checksum.
    @Test(arguments: [("page body", 24 + 500), ("page number", 3), ("salt", 9), ("checksum", 17), ("page tag", 24 + 4095)])
    func damageToACommittedFrameIsNamedAndNothingIsWritten(part: String, within: Int) throws {
        let dir = TemporaryDirectory()
        let path = try databaseWithCommittedLog(in: dir)
        let frames = frameCount(path)
        try flipBytes(in: path + "-wal", at: 32 + (frames / 2 - 1) * Self.frameSize + within)
        let before = snapshot(path)
        #expect(openReadAndWrite(path)?.kind == .corrupt, "\(part)")
        #expect(snapshot(path) == before, "\(part)")
    }

    @Test(arguments: [("magic", 1), ("salt", 17), ("checksum", 25)])
    func damageToTheLogHeaderIsNamed(part: String, offset: Int) throws {
        let dir = TemporaryDirectory()
        let path = try databaseWithCommittedLog(in: dir)
        try flipBytes(in: path + "-wal", at: offset)
        let before = snapshot(path)
        #expect(openReadAndWrite(path)?.kind == .corrupt, "\(part)")
        #expect(snapshot(path) == before, "\(part)")
    }

    /// A torn last frame (a write cut short by a kill or a power cut) is the end of the log, as
    /// SQLite intends: the transactions before it are there, nothing is reported.
    @Test(arguments: [1, 100, 2000, 4000])
    func aTornLastFrameRecoversSilently(cut: Int) throws {
        let dir = TemporaryDirectory()
        let path = try databaseWithCommittedLog(in: dir)
        let size = Int(PosixFile.size(path + "-wal") ?? 0)
        #expect(truncate(path + "-wal", off_t(size - cut)) == 0)
        let db = try Database(path: path, key: try testKey(3), migrations: secretSchema)
        defer { db.close() }
        #expect(try allNotes(db).count == 42)
    }

    /// Damage to the last frame of the log alone can't be told from a torn write: it ends the log.
    @Test func aDamagedLastFrameEndsTheLogAsATornOneWould() throws {
        let dir = TemporaryDirectory()
        let path = try databaseWithCommittedLog(in: dir)
        try flipBytes(in: path + "-wal", at: 32 + (frameCount(path) - 1) * Self.frameSize + 24 + 100)
        let db = try Database(path: path, key: try testKey(3), migrations: secretSchema)
        defer { db.close() }
        #expect(try allNotes(db).count == 42)
    }

    /// A page read that fails its check makes every later write of the session fail, named, and
    /// the file keeps its bytes; a new session (a new open) reads what is intact again.
    @Test func theFirstDamagedPageMakesTheSessionRefuseWrites() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("threshold.db")
        let db = try Database(path: path, key: try testKey(3), migrations: secretSchema)
        try db.write { c in
            for n in 0..<200 { try c.execute("INSERT INTO notes (body) VALUES (?)", [.text(marker(n) + String(repeating: "x", count: 300))]) }
            try c.execute("INSERT INTO blobs (data) VALUES (?)", [.blob(testBytes(count: 20000))])
        }
        _ = try db.withConnection { c in try c.executeScript("PRAGMA wal_checkpoint(TRUNCATE)") }
        db.close()
        // Damage the last page (part of the blob's overflow chain), then open a new session.
        let pages = Int(PosixFile.size(path) ?? 0) / Self.pageSize
        try flipBytes(in: path, at: (pages - 1) * Self.pageSize + 200)
        let session = try Database(path: path, key: try testKey(3), migrations: secretSchema)
        defer { session.close() }
        // A write that reads only intact pages succeeds before the damage is seen.
        try session.write { c in try c.execute("INSERT INTO notes (body) VALUES ('before')") }
        #expect(throws: DatabaseError.self) {
            _ = try session.read { c in try c.map("SELECT data FROM blobs") { (r: borrowing Row) in r.blob(0) } }
        }
        let before = snapshot(path)
        var caught: DatabaseError?
        do {
            try session.write { c in try c.execute("INSERT INTO notes (body) VALUES ('after')") }
        } catch let error as DatabaseError { caught = error }
        #expect(caught?.kind == .corrupt)
        #expect(snapshot(path) == before, "nothing written after the damage was seen")
        // Reads of intact pages still work.
        #expect(try allNotes(session).contains("before"))
    }

    /// Many flipped bytes over the whole file (page 1's id spared) are damage, not a wrong key;
    /// the wrong key itself is still `wrongKey`.
    @Test func heavyDamageIsNotAWrongKey() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("threshold.db")
        let db = try Database(path: path, key: try testKey(3), migrations: secretSchema)
        try db.write { c in
            for n in 0..<1500 { try c.execute("INSERT INTO notes (body) VALUES (?)", [.text(marker(n) + String(repeating: "x", count: 300))]) }
        }
        db.close()
        let size = Int(PosixFile.size(path) ?? 0)
        #expect(size > 100 * Self.pageSize)
        // 1,000 flips, about 5 bytes per page on every page but the last eight: pages 1 and 2 are
        // hit, so the key check must look further to find a page that proves the key.
        var generator = SplitMix(seed: 22)
        for _ in 0..<1000 {
            let offset = 16 + Int(generator.next() % UInt64(size - 8 * Self.pageSize - 16))
            try flipBytes(in: path, at: offset)
        }
        try flipBytes(in: path, at: 100)
        try flipBytes(in: path, at: Self.pageSize + 100)
        let before = FileManager.default.contents(atPath: path)
        var caught: DatabaseError?
        do { _ = try Database(path: path, key: try testKey(3), migrations: secretSchema) } catch let error as DatabaseError { caught = error }
        #expect(caught?.kind == .corrupt)
        #expect(FileManager.default.contents(atPath: path) == before)
        var wrong: DatabaseError?
        do { _ = try Database(path: path, key: try testKey(4), migrations: secretSchema) } catch let error as DatabaseError { wrong = error }
        #expect(wrong?.kind == .wrongKey)
    }

    @Test func ioErrorsAreNamedByTheirSystemReason() {
        let write = Int32(10 | (3 << 8)), shmSize = Int32(10 | (19 << 8)), data = Int32(10 | (32 << 8))
        #expect(DatabaseError.kind(primary: 10, extended: shmSize, systemErrno: ENOSPC) == .diskFull)
        #expect(DatabaseError.kind(primary: 10, extended: write, systemErrno: EDQUOT) == .diskFull)
        #expect(DatabaseError.kind(primary: 10, extended: write, systemErrno: EROFS) == .readOnly)
        #expect(DatabaseError.kind(primary: 10, extended: write, systemErrno: EIO) == .ioError)
        #expect(DatabaseError.kind(primary: 10, extended: data, systemErrno: ENOSPC) == .corrupt, "a failed page check is damage")
        // A read error's errno is not recorded by SQLite's unix layer: never taken as a full disk.
        #expect(DatabaseError.kind(primary: 10, extended: Int32(10 | (1 << 8)), systemErrno: ENOSPC) == .ioError)
        #expect(DatabaseError.kind(primary: 13, extended: 13, systemErrno: 0) == .diskFull)
    }
}

/// A small deterministic generator for test offsets.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The full damage check reads every page, reports progress and names the damaged ones.
@Suite struct PageCheckTests {
    @Test func everyPageIsCheckedAndADamagedOneIsNamed() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("threshold.db")
        let db = try Database(path: path, key: try testKey(3), migrations: secretSchema)
        try db.write { c in
            for n in 0..<300 { try c.execute("INSERT INTO notes (body) VALUES (?)", [.text(marker(n) + String(repeating: "x", count: 300))]) }
        }
        _ = try db.withConnection { c in try c.executeScript("PRAGMA wal_checkpoint(TRUNCATE)") }
        var seen: [(Int, Int)] = []
        let clean = try db.checkEveryPage { seen.append(($0, $1)) }
        let pages = Int(PosixFile.size(path) ?? 0) / 4096
        #expect(clean == Database.PageCheck(pageCount: pages, damagedCount: 0, damagedPages: []))
        #expect(seen.count == pages && seen.last?.0 == pages && seen.allSatisfy { $0.1 == pages })

        try flipBytes(in: path, at: 4 * 4096 + 700)
        try flipBytes(in: path, at: 9 * 4096 + 10)
        let damaged = try db.checkEveryPage()
        #expect(damaged.damagedCount == 2 && damaged.damagedPages == [5, 10])
        // The session open on the file refuses writes from then on.
        var caught: DatabaseError?
        do { try db.write { c in try c.execute("INSERT INTO notes (body) VALUES ('after')") } } catch let error as DatabaseError { caught = error }
        #expect(caught?.kind == .corrupt)
        db.close()
    }
}
