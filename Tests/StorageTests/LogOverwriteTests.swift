import Foundation
@testable import Storage
import TestSupport
import Testing

/// Issue 33: the VFS overwrites a log before its blocks are freed (docs/security.md, "Nothing
/// earlier survives"): new salts in its header first, then zeros over the frames, then over the
/// header. A kill at any point of that leaves a log that reads as empty (its frames were all in the
/// synced database already), never one called damaged, never a lost row.
@Suite struct LogOverwriteTests {
    /// SQLite's log checksum over the header's first 24 bytes (big-endian: magic 0x377f0683).
    static func checksum(_ header: [UInt8]) -> (UInt32, UInt32) {
        let bigEndian = header[3] & 1 == 1
        func word(_ at: Int) -> UInt32 {
            let bytes = header[at..<(at + 4)].map(UInt32.init)
            return bigEndian ? bytes[0] << 24 | bytes[1] << 16 | bytes[2] << 8 | bytes[3]
                             : bytes[3] << 24 | bytes[2] << 16 | bytes[1] << 8 | bytes[0]
        }
        var s1: UInt32 = 0, s2: UInt32 = 0
        for pair in stride(from: 0, to: 24, by: 8) {
            s1 = s1 &+ word(pair) &+ s2
            s2 = s2 &+ word(pair + 4) &+ s1
        }
        return (s1, s2)
    }

    static func put(_ value: UInt32, _ bytes: inout [UInt8], at: Int) {
        for index in 0..<4 { bytes[at + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
    }

    /// A database and a copy of its log as the last connection's close finds it: every frame
    /// checkpointed into the synced database, the log not yet overwritten.
    func databaseWithCheckpointedLog(in dir: TemporaryDirectory) throws -> (path: String, log: [UInt8]) {
        let live = dir.file("live.db")
        let writer = try Database(path: live, key: try testKey(5), migrations: secretSchema)
        for n in 0..<60 {
            try writer.write { c in try c.execute("INSERT INTO notes (body) VALUES (?)", [.text(marker(n))]) }
        }
        _ = try writer.withConnection { c in try c.executeScript("PRAGMA wal_checkpoint(FULL)") }
        let log = try #require(FileManager.default.contents(atPath: live + "-wal")).map { $0 }
        let copy = dir.file("threshold.db")
        try FileManager.default.copyItem(atPath: live, toPath: copy)
        writer.close()
        #expect(!FileManager.default.fileExists(atPath: live + "-wal"), "the last close removes the log")
        return (copy, log)
    }

    @Test(arguments: ["intact", "retired", "retired, half the frames zeros", "retired, every frame zeros", "all zeros"])
    func aKillAtEveryStepOfTheLogsOverwriteKeepsEveryRow(state: String) throws {
        let dir = TemporaryDirectory()
        let (path, original) = try databaseWithCheckpointedLog(in: dir)
        #expect(original.count > 32 + 4 * (24 + 4096))
        var log = original
        if state != "intact" {
            // New salts, as the VFS's retire_wal_header writes them: every frame is then stale.
            let salt1 = log[16..<20].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            Self.put(salt1 &+ 1, &log, at: 16)
            log[20] ^= 0x5a
            let sums = Self.checksum(log)
            Self.put(sums.0, &log, at: 24)
            Self.put(sums.1, &log, at: 28)
        }
        let frames = 32..<log.count
        if state.hasPrefix("retired, half") { for index in frames.suffix(log.count / 2) { log[index] = 0 } }
        if state.hasPrefix("retired, every") { for index in frames { log[index] = 0 } }
        if state == "all zeros" { log = [UInt8](repeating: 0, count: log.count) }
        #expect(FileManager.default.createFile(atPath: path + "-wal", contents: Data(log)))
        let db = try Database(path: path, key: try testKey(5), migrations: secretSchema)
        #expect(try db.read { try $0.int("SELECT count(*) FROM notes") } == 60, "\(state)")
        #expect(try db.read { try $0.string("PRAGMA integrity_check") } == "ok", "\(state)")
        try db.write { c in try c.execute("INSERT INTO notes (body) VALUES ('after')") }
        db.close()
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        let again = try Database(path: path, key: try testKey(5), migrations: secretSchema)
        #expect(try again.read { try $0.int("SELECT count(*) FROM notes") } == 61, "\(state)")
        again.close()
    }
}
