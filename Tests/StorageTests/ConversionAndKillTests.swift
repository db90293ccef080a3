import Foundation
import Testing
@testable import Storage
import TestSupport

/// Converting a previous release's plaintext file, SIGKILL of a writer and of a conversion, and the
/// faults reported at open.
@Suite struct ConversionAndKillTests {
    var helper: String { BinaryRunner.productsDirectory.appendingPathComponent("StorageTestHelper").path }

    /// A plaintext database of `rows` marker notes, as a previous release wrote it.
    func makePlaintext(_ path: String, rows: Int) throws {
        let db = try Database(path: path, migrations: secretSchema)
        try db.write { c in
            for n in 0..<rows {
                try c.execute("INSERT INTO notes (body) VALUES (?)", [.text(marker(n) + String(repeating: "p", count: 300))])
            }
        }
        db.close()
    }

    @Test func conversionKeepsEveryRowAndLeavesNoPlaintext() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("threshold.db")
        try makePlaintext(path, rows: 2000)
        #expect(try Database.fileKind(at: path) == .plaintext)
        let key = try testKey(5)
        #expect(throws: DatabaseError.self) { try Database(path: path, key: key, migrations: secretSchema) }
        #expect(try Database.encryptPlaintextFile(at: path, key: key) == .encrypted)
        #expect(try Database.fileKind(at: path) == .encrypted)
        #expect(filesHolding("MARKER-zq", in: dir.path) == [])
        #expect(filesHolding("SQLite format 3", in: dir.path) == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["threshold.db"])
        let db = try Database(path: path, key: key, migrations: secretSchema)
        let notes = try allNotes(db)
        #expect(notes.count == 2000)
        #expect(notes.enumerated().allSatisfy { $0.element.hasPrefix(marker($0.offset) + "ppp") })
        db.close()
        #expect(try Database.encryptPlaintextFile(at: path, key: key) == .alreadyEncrypted)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func aFileMadeByTheSQLiteShellInRollbackModeIsConverted() throws {
        guard SQLiteShell.isAvailable else {
            print("skipped: /usr/bin/sqlite3 is not installed")
            return
        }
        let dir = TemporaryDirectory()
        let path = dir.file("threshold.db")
        let sql = "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL); "
            + "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500) "
            + "INSERT INTO notes (body) SELECT 'MARKER-zq' || i || '-shell' FROM n;"
        _ = try SQLiteShell.query(path, sql)
        #expect(try SQLiteShell.query(path, "PRAGMA journal_mode") == "delete")
        let key = try testKey(12)
        #expect(try Database.encryptPlaintextFile(at: path, key: key) == .encrypted)
        #expect(filesHolding("MARKER-zq", in: dir.path) == [])
        let db = try Database(path: path, key: key, migrations: [])
        #expect(try db.read { c in try c.int("SELECT count(*) FROM notes") } == 500)
        #expect(try db.read { c in try c.string("PRAGMA journal_mode") } == "wal")
        db.close()
    }

    @Test func conversionStopsWhileAnotherConnectionHasTheFile() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("threshold.db")
        try makePlaintext(path, rows: 10)
        let other = try Database(path: path, migrations: secretSchema)
        try other.write { c in try c.execute("INSERT INTO notes (body) VALUES (?)", [.text(marker(99))]) }
        do {
            try Database.encryptPlaintextFile(at: path, key: try testKey(13))
            Issue.record("converted a file another connection was using")
        } catch let error as DatabaseError {
            #expect(error.kind == .busy)
        }
        #expect(try Database.fileKind(at: path) == .plaintext)
        #expect(try allNotes(other).count == 11)
        other.close()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["threshold.db"])
    }

    @Test func aKilledConversionLeavesTheOldFileOrTheFinishedOne() throws {
        let dir = TemporaryDirectory()
        let original = dir.file("original.db")
        try makePlaintext(original, rows: 10000)
        let key = try testKey(6)
        // How long one conversion takes here, so the kills spread over all of it and a bit after.
        let probe = dir.file("probe.db")
        try FileManager.default.copyItem(atPath: original, toPath: probe)
        let started = Date()
        try Database.encryptPlaintextFile(at: probe, key: key)
        let span = Date().timeIntervalSince(started) * 1.3 + 0.02
        try FileManager.default.removeItem(atPath: probe)
        var seen: Set<DatabaseFileKind> = []
        for _ in 0..<10 {
            let path = dir.file("threshold.db")
            for name in (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [] where name != "original.db" {
                try FileManager.default.removeItem(atPath: dir.file(name))
            }
            try FileManager.default.copyItem(atPath: original, toPath: path)
            let child = try Subprocess.spawn(helper, ["convert", path, "6"], captureOutput: true)
            try waitForLine("ready", from: child.stdout)
            usleep(UInt32(Double.random(in: 0..<span) * 1_000_000))
            kill(child.pid, SIGKILL)
            _ = Subprocess.wait(child.pid)
            close(child.stdout)
            close(child.stderr)
            close(child.stdin)
            let kind = try Database.fileKind(at: path)
            seen.insert(kind)
            #expect(kind == .plaintext || kind == .encrypted)
            if kind == .plaintext {
                let db = try Database(path: path, migrations: secretSchema)
                #expect(try allNotes(db).count == 10000)
                db.close()
                #expect(try Database.encryptPlaintextFile(at: path, key: key) == .encrypted)
            }
            let db = try Database(path: path, key: key, migrations: secretSchema)
            #expect(try allNotes(db).count == 10000)
            db.close()
            #expect(filesHolding("MARKER-zq", in: dir.path) == ["original.db"])
        }
        print("conversion kill trials ended with: \(seen.map(\.rawValue).sorted())")
    }

    @Test func noPlaintextAfterAWriterIsKilledMidTransaction() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("threshold.db")
        for round in 0..<4 {
            let child = try Subprocess.spawn(helper, ["write", path, "7"], captureOutput: true)
            try waitForLine("ready", from: child.stdout)
            try waitForLine("committed \(1 + round % 2)", from: child.stdout)
            usleep(UInt32(Int.random(in: 0..<30_000)))
            kill(child.pid, SIGKILL)
            _ = Subprocess.wait(child.pid)
            close(child.stdout)
            close(child.stderr)
            close(child.stdin)
            #expect(filesHolding("MARKER-zq", in: dir.path) == [], "round \(round)")
            let db = try Database(path: path, key: try testKey(7), migrations: secretSchema)
            let problems = try db.read { c in try c.map("PRAGMA integrity_check") { (r: borrowing Row) in r.string(0) ?? "" } }
            #expect(problems == ["ok"])
            #expect(try allNotes(db).count % 400 == 0)
            db.close()
        }
        #expect(filesHolding("MARKER-zq", in: dir.path) == [])
    }

    @Test func aDamagedCommittedFrameFoundInLogRecoveryIsNamedAndNothingIsWritten() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("threshold.db")
        let child = try Subprocess.spawn(helper, ["write", path, "11"], captureOutput: true)
        try waitForLine("ready", from: child.stdout)
        try waitForLine("committed 3", from: child.stdout)
        kill(child.pid, SIGKILL)
        _ = Subprocess.wait(child.pid)
        close(child.stdout)
        close(child.stderr)
        close(child.stdin)
        let log = path + "-wal"
        let frameSize = 24 + 4096
        let frames = (Int(PosixFile.size(log) ?? 0) - 32) / frameSize
        // Commit frames carry the database size (bytes 4-7 of their header, readable): 1st commit =
        // the schema, 2nd = the first 400 rows. Damage the page image of the frame after the 2nd.
        var commits: [Int] = []
        for frame in 0..<frames {
            let header = try bytes(of: log, at: 32 + frame * frameSize, count: 8)
            if header[4...7].contains(where: { $0 != 0 }) { commits.append(frame) }
        }
        #expect(commits.count >= 3)
        try flipBytes(in: log, at: 32 + (commits[1] + 1) * frameSize + 24 + 2000)
        // A commit follows the damaged frame: SQLite alone would end the log there and silently drop
        // the 3rd commit (issue 22). The open is refused, named, and no file changes.
        let before = [FileManager.default.contents(atPath: path), FileManager.default.contents(atPath: log)]
        var caught: DatabaseError?
        do { _ = try Database(path: path, key: try testKey(11), migrations: secretSchema) } catch let error as DatabaseError { caught = error }
        #expect(caught?.kind == .corrupt)
        #expect([FileManager.default.contents(atPath: path), FileManager.default.contents(atPath: log)] == before)
    }

    @Test func aLargeTransactionThatSpillsAndAnIndexBuildLeaveNoPlaintext() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("threshold.db")
        let db = try Database(path: path, key: try testKey(8), migrations: secretSchema)
        // Far more than the page cache (2 MB): pages spill to the log before the commit.
        try db.write { c in
            for n in 0..<20000 {
                try c.execute("INSERT INTO notes (body) VALUES (?)", [.text(marker(n) + String(repeating: "s", count: 200))])
            }
            #expect(filesHolding("MARKER-zq", in: dir.path) == [])
        }
        // A sort larger than the cache, and a temporary table.
        try db.write { c in
            try c.executeScript("CREATE INDEX notes_reversed ON notes(substr(body, 5), id)")
            try c.executeScript("CREATE TEMP TABLE scratch AS SELECT body FROM notes ORDER BY random()")
            #expect(try c.int("SELECT count(*) FROM scratch") == 20000)
        }
        let sorted = try db.read { c in try c.int("SELECT count(DISTINCT body) FROM (SELECT body FROM notes ORDER BY body DESC)") }
        #expect(sorted == 20000)
        #expect(filesHolding("MARKER-zq", in: dir.path) == [])
        try db.checkpointAndTruncateLog()
        #expect(filesHolding("MARKER-zq", in: dir.path) == [])
        db.close()
        #expect(filesHolding("MARKER-zq", in: dir.path) == [])
    }

    @Test func anEmptyFileIsNotAFreshInstall() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("threshold.db")
        FileManager.default.createFile(atPath: path, contents: Data())
        for key in [nil, try testKey(9)] {
            do {
                _ = try Database(path: path, key: key, migrations: secretSchema)
                Issue.record("an empty file was opened")
            } catch {
                #expect(error.kind == .emptyFile)
                #expect(error.code == "databaseEmpty")
            }
        }
        #expect(PosixFile.size(path) == 0)
        // A missing file is created in one step: no `.creating` file is left.
        let fresh = dir.file("fresh.db")
        try Database(path: fresh, key: try testKey(9), migrations: secretSchema).close()
        #expect(!FileManager.default.fileExists(atPath: fresh + ".creating"))
    }

    @Test func aDamagedPlaintextFileIsReportedAndNotWritten() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("threshold.db")
        try makePlaintext(path, rows: 300)
        // Damage the schema page's cell content area (page 1, near its end).
        try overwrite(path, at: 3000, with: [UInt8](repeating: 0xA5, count: 1096))
        let before = FileManager.default.contents(atPath: path)
        do {
            _ = try Database(path: path, migrations: secretSchema)
            Issue.record("a damaged file was opened")
        } catch {
            #expect(error.kind == .corrupt)
        }
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test func aReadOnlyOpenStillReads() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("threshold.db")
        let key = try testKey(10)
        let db = try Database(path: path, key: key, migrations: secretSchema)
        try db.write { c in try c.execute("INSERT INTO notes (body) VALUES (?)", [.text(marker(1))]) }
        db.close()
        let reader = try Database(path: path, key: key, migrations: secretSchema, busyTimeoutMilliseconds: 100,
                                  forceReadOnly: true)
        #expect(reader.isReadOnly)
        #expect(try allNotes(reader) == [marker(1)])
        do {
            try reader.write { c in try c.execute("INSERT INTO notes (body) VALUES ('x')") }
            Issue.record("a read-only database was written")
        } catch let error as DatabaseError {
            #expect(error.kind == .readOnly)
            #expect(error.code == "databaseReadOnly")
        }
        reader.close()
    }

    @Test func errorKindsHaveStableCodes() {
        let codes = [DatabaseError.Kind.sqlite, .schemaTooNew, .corrupt, .busy, .constraint, .cannotOpen, .diskFull,
                     .readOnly, .wrongKey, .keyRequired, .notEncrypted, .emptyFile]
            .map { DatabaseError(kind: $0, message: "").code }
        #expect(codes == ["databaseError", "incompatibleVersion", "databaseCorrupted", "databaseBusy", "constraintFailed",
                          "cannotOpenDatabase", "diskFull", "databaseReadOnly", "wrongDatabaseKey", "databaseKeyRequired",
                          "databaseNotEncrypted", "databaseEmpty"])
        #expect(DatabaseError.kind(primary: 13, extended: 13) == .diskFull)
        #expect(DatabaseError.kind(primary: 8, extended: 8) == .readOnly)
        #expect(DatabaseError.kind(primary: 10, extended: 10 | (32 << 8)) == .corrupt)
    }
}

/// Reads `fd` until a line equal to `line` arrives (the helper prints it when it gets there).
func waitForLine(_ line: String, from fd: Int32) throws {
    var pending: [UInt8] = []
    var byte: UInt8 = 0
    while true {
        let n = read(fd, &byte, 1)
        guard n == 1 else { throw POSIXError(.EPIPE) }
        if byte == UInt8(ascii: "\n") {
            if String(decoding: pending, as: UTF8.self) == line { return }
            pending.removeAll()
        } else {
            pending.append(byte)
        }
    }
}
