import Foundation
import Testing
@testable import Storage
import TestSupport

/// A full disk is named `diskFull` whatever the free space, reads included, and never damage;
/// nothing stored is lost (issue 22). Runs on a small tmpfs this test mounts (root only).
@Suite(.serialized) struct DiskFullTests {
    enum Outcome: Equatable { case done, failed(DatabaseError.Kind) }

    static func attempt(_ body: () throws -> Void) -> Outcome {
        do {
            try body()
            return .done
        } catch let error as DatabaseError {
            return .failed(error.kind)
        } catch {
            return .failed(.sqlite)
        }
    }

    @Test(arguments: [0, 4, 16, 64])
    func aFullDiskIsNamedAndLosesNothing(freeKiB: Int) throws {
        guard let disk = SmallDisk.mount(kibibytes: 1024) else {
            print("skipped: \(SmallDisk.skipReason)")
            return
        }
        let path = disk.file("threshold.db")
        let db = try Database(path: path, key: try testKey(3), migrations: secretSchema)
        try db.write { c in
            for n in 0..<50 { try c.execute("INSERT INTO notes (body) VALUES (?)", [.text(marker(n))]) }
        }
        db.close()
        disk.fill(leaving: freeKiB)

        var outcomes: [String: Outcome] = [:]
        var written = 0
        outcomes["read"] = Self.attempt {
            let session = try Database(path: path, key: try testKey(3), migrations: secretSchema)
            defer { session.close() }
            #expect(try allNotes(session).count == 50)
        }
        outcomes["write"] = Self.attempt {
            let session = try Database(path: path, key: try testKey(3), migrations: secretSchema)
            defer { session.close() }
            for _ in 0..<40 {
                try session.write { c in try c.execute("INSERT INTO blobs (data) VALUES (?)", [.blob(testBytes(count: 8000))]) }
                written += 1
            }
        }
        for (operation, outcome) in outcomes {
            #expect(outcome == .done || outcome == .failed(.diskFull), "\(operation) with \(freeKiB) KiB free: \(outcome)")
        }
        #expect(outcomes["write"] == .failed(.diskFull), "40 x 8 KB can't fit in \(freeKiB) KiB")

        // Space again: every row stored before, and every write that said it was done, is there.
        print("a full disk with \(freeKiB) KiB free: read \(outcomes["read"].map { "\($0)" } ?? "-"), write \(outcomes["write"].map { "\($0)" } ?? "-") after \(written) rows")
        disk.empty()
        let after = try Database(path: path, key: try testKey(3), migrations: secretSchema)
        defer { after.close() }
        #expect(try allNotes(after).count == 50)
        #expect(try after.read { c in try c.int("SELECT count(*) FROM blobs") } == written)
        #expect(try after.read { c in try c.map("PRAGMA integrity_check") { (r: borrowing Row) in r.string(0) ?? "" } } == ["ok"])
    }
}
