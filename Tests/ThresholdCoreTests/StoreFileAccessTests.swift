import Foundation
import Storage
import Testing
import ThresholdCore

/// The store's narrow file-level surface (ThresholdStore+FileAccess.swift), through public API only:
/// the writer stays inside the store.
@Suite struct StoreFileAccessTests {
    @Test func aReadOnlyDatabaseSeesCommittedRowsAndCannotWrite() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Alice")
        let reader = try f.store.openReadOnlyDatabase()
        defer { reader.close() }
        #expect(reader.isEncrypted)
        #expect(try reader.read { try $0.int("SELECT count(*) FROM profiles") } == 1)
        #expect(throws: DatabaseError.self) {
            try reader.write { try $0.execute("INSERT INTO profiles (name, bio, created_at) VALUES ('Eve', '', 0)") }
        }
        // A change through the store after the reader opened is seen by its next transaction.
        try f.store.createProfile(name: "Bob")
        #expect(try reader.read { try $0.int("SELECT count(*) FROM profiles") } == 2)
        #expect(try f.store.listProfiles().profiles.map(\.name).sorted() == ["Alice", "Bob"])
    }

    @Test func theFileSurfaceIsLockedUntilThePasscode() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.setPasscode("main pass")
        let restarted = try f.reopen()
        #expect(lockError { _ = try restarted.openReadOnlyDatabase() } == .locked)
        #expect(lockError { try restarted.checkpointAndTruncateLog() } == .locked)
        #expect(lockError { _ = try restarted.integrityProblems() } == .locked)
        _ = try restarted.unlock(passcode: "main pass")
        let reader = try restarted.openReadOnlyDatabase()
        defer { reader.close() }
        #expect(try reader.read { try $0.int("SELECT count(*) FROM profiles") } == 1)
    }

    @Test func checkpointEmptiesTheLogAndTheFileIsSound() throws {
        let f = try StoreFixture()
        try f.store.seed(SeedPlan(profiles: 2, chats: 4, messages: 40))
        try f.store.checkpointAndTruncateLog()
        let log = try FileManager.default.attributesOfItem(atPath: f.directory.file("threshold.db") + "-wal")
        #expect((log[.size] as? Int) == 0)
        #expect(try f.store.integrityProblems().isEmpty)
    }
}
