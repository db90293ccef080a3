import Foundation
import Secrets
import Storage
import Testing
import TestSupport
@testable import ThresholdCore

@Suite struct LockSelfDestructTests {
    static let operators = [OperatorDefinition(id: "op-a", roles: ["storage"]), OperatorDefinition(id: "op-b", roles: ["proxy"])]
    static let steps: [(id: String, version: Int)] = [("welcome", 1), ("create-profile", 1), ("conditions", 2), ("notifications", 1)]
    static let day: Int64 = 86_400

    /// Seeds every kind of data with distinctive strings, including a hidden profile and files.
    static func seed(_ f: LockFixture) throws {
        try f.store.createProfile(name: "Quillon Varga", bio: "bio-marker-7f3a2c")
        _ = try f.store.receiveMessage(profile: ProfileRef("Quillon Varga"), contact: "Contact One",
                                       text: "message-marker-91bd0e")
        try f.store.createProfile(name: "Zephyrine Hollow", bio: "hidden-bio-5e5e5e")
        try f.store.hideProfile("Zephyrine Hollow", password: "hidden pw")
        for index in 0..<300 {
            _ = try f.store.receiveMessage(profile: ProfileRef("Quillon Varga"), contact: "Bulk \(index % 7)",
                                           text: "message-marker-91bd0e number \(index)")
        }
        let archives = f.directory.file("archives")
        try FileManager.default.createDirectory(atPath: archives + "/nested", withIntermediateDirectories: true)
        try Data("archive-marker-c0ffee".utf8).write(to: URL(fileURLWithPath: archives + "/nested/export.age"))
        try Data("archive-marker-c0ffee".utf8).write(to: URL(fileURLWithPath: f.directory.file("files")))
    }

    /// What onboarding writes: the profile, conditions 40 s later, notifications 25 s after.
    static func onboard(_ f: LockFixture, name: String) throws {
        try f.store.createProfile(name: name)
        f.clock.advance(by: 40)
        try f.store.acceptConditions(selected: ["op-a", "op-b"], of: operators, conditionsVersion: "2026-11")
        f.clock.advance(by: 25)
        try f.store.setNotificationMode(.periodic, deviceToken: nil, intervalMinutes: 10)
        try f.store.setWhatsNewSeenVersion("1.2")
        try f.store.completeOnboarding(steps: steps)
    }

    @Test func selfDestructLeavesNoByteOfEarlierDataAndAFreshBackdatedProfile() throws {
        let f = try LockFixture()
        try Self.seed(f)
        try f.store.setPasscode("main")
        try f.store.setSelfDestruct(passcode: "boom", displayName: "Decoy")
        try f.store.setWipeAfter(5)
        let oldFile = try f.keyFile()
        let oldInode = f.inode(f.databasePath)
        let oldLockInode = f.inode(f.keyPath + ".lock")
        // The database is page-encrypted and the hidden profile sealed: before the self-destruct only
        // the plain file the seed wrote carries a marker (the scan itself works on it).
        #expect(markersFound(under: f.directory.path) == ["archive-marker-c0ffee"])

        #expect(try f.store.unlock(passcode: "boom") == .dataReplaced)

        let listing = try f.store.listProfiles()
        #expect(listing.profiles.map(\.name) == ["Decoy"])
        #expect(listing.active?.name == "Decoy")
        let age = f.clock.now() - (listing.profiles.first?.createdAt ?? 0)
        #expect((2 * Self.day)...(3 * Self.day) ~= age)
        #expect(try f.store.setting("onboarding.complete") == "1")
        #expect(try f.store.lockStatus() == LockStatus(isOn: true, selfDestructOn: false, selfDestructName: nil,
                                                       wipeAfter: nil, failedAttempts: 0, level: .passcode))
        #expect(try f.store.listProfiles(revealing: "hidden pw").profiles.map(\.name) == ["Decoy"])
        #expect(try f.store.chatsOfActiveProfile().isEmpty)
        #expect(markersFound(under: f.directory.path) == [])
        let newFile = try f.keyFile()
        #expect(newFile.salt != oldFile.salt)
        #expect(newFile.installID != oldFile.installID)
        #expect(newFile.state == .ready)
        #expect(f.inode(f.databasePath) != oldInode)
        #expect(f.inode(f.keyPath + ".lock") != oldLockInode && f.inode(f.keyPath + ".lock") != 0)
        #expect(try f.store.integrityProblems().isEmpty)

        let reopened = try f.reopen()
        #expect(lockError { try reopened.unlock(passcode: "main") } == .wrongPasscode)
        #expect(try reopened.unlock(passcode: "boom") == .unlocked)
        #expect(try reopened.listProfiles().profiles.map(\.name) == ["Decoy"])
    }

    @Test func backdatingIsRandomWithinTwoToThreeDays() throws {
        let f = try LockFixture()
        var seen = Set<Int64>()
        for _ in 0..<50 {
            let age = f.clock.now() - (try f.store.backdatedCreationTime())
            #expect((2 * Self.day)...(3 * Self.day) ~= age)
            seen.insert(age)
        }
        #expect(seen.count > 40)
    }

    @Test(arguments: [KeyStep.newKeyPrepared, .oldKeyDestroyed, .newKeyInPlace, .oldFilesRemoved, .databaseCreated, .installFilled])
    func killedAtAnyStepTheNextStartFinishesTheNewInstall(step: KeyStep) throws {
        let f = try LockFixture()
        try Self.seed(f)
        try f.store.setPasscode("main")
        try f.store.setSelfDestruct(passcode: "boom", displayName: "Decoy")
        f.crashes.crash(at: step)
        #expect(throws: SimulatedCrash.self) { try f.store.unlock(passcode: "boom") }
        f.store.closeDatabase()

        let restarted = try f.reopen()
        // Locked (the new passcode protects the new install), and nothing old is left on disk.
        #expect(restarted.isUnlocked == false)
        #expect(try restarted.isLockOn())
        #expect(markersFound(under: f.directory.path) == [])
        #expect(lockError { try restarted.unlock(passcode: "main") } == .wrongPasscode)
        #expect(try restarted.unlock(passcode: "boom") == .unlocked)
        #expect(try restarted.listProfiles().profiles.map(\.name) == ["Decoy"])
        #expect(try restarted.setting("onboarding.complete") == "1")
        #expect(try f.keyFile().state == .ready)
        #expect(!FileManager.default.fileExists(atPath: f.keyPath + ".tmp"))
        #expect(try restarted.integrityProblems().isEmpty)
    }

    @Test(arguments: [KeyStep.newKeyPrepared, .oldKeyDestroyed, .newKeyInPlace, .oldFilesRemoved, .databaseCreated])
    func aWipeKilledAtAnyStepEndsEmptyAtTheNextStart(step: KeyStep) throws {
        let f = try LockFixture()
        try Self.seed(f)
        try f.store.setPasscode("main")
        try f.store.setWipeAfter(1)
        f.crashes.crash(at: step)
        #expect(throws: SimulatedCrash.self) { try f.store.unlock(passcode: "wrong") }
        f.store.closeDatabase()
        let restarted = try f.reopen()
        #expect(try restarted.isLockOn() == false)
        #expect(try restarted.listProfiles().profiles.isEmpty)
        #expect(markersFound(under: f.directory.path) == [])
    }

    /// The lock screen's language code (Features' LockScreenLanguage) told of the old install's
    /// setting: a self-destruct, a wipe, or either one finished after a kill, removes it with the rest.
    @Test(arguments: [KeyStep.newKeyInPlace, nil])
    func theLockScreensLanguageCodeGoesWithTheData(killedAt step: KeyStep?) throws {
        for wipe in [false, true] {
            let f = try LockFixture()
            try Self.seed(f)
            try f.store.setPasscode("main")
            if wipe { try f.store.setWipeAfter(1) } else { try f.store.setSelfDestruct(passcode: "boom", displayName: "Decoy") }
            let language = f.directory.file(ThresholdStore.languageFileName)
            try Data("de\n".utf8).write(to: URL(fileURLWithPath: language))
            try Data("de\n".utf8).write(to: URL(fileURLWithPath: language + ".tmp"))
            if let step { f.crashes.crash(at: step) }
            do {
                _ = try f.store.unlock(passcode: wipe ? "wrong" : "boom")
            } catch is SimulatedCrash {
                f.store.closeDatabase()
                _ = try f.reopen()
            } catch LockError.wrongPasscode where wipe {}
            #expect(!FileManager.default.fileExists(atPath: language), "wipe \(wipe), killed at \(String(describing: step))")
            #expect(!FileManager.default.fileExists(atPath: language + ".tmp"))
        }
    }

    @Test func junkBesideTheKeyFileIsNeverAWipe() throws {
        let f = try LockFixture()
        try f.store.createProfile(name: "Alice")
        for junk in ["threshold.key.tmp", "threshold.db.wipe"] {
            try Data("junk\nphase erase\n".utf8).write(to: URL(fileURLWithPath: f.directory.file(junk)))
        }
        let restarted = try f.reopen()
        #expect(try restarted.listProfiles().profiles.map(\.name) == ["Alice"])
        #expect(!FileManager.default.fileExists(atPath: f.keyPath + ".tmp"))
    }

    /// Every pragma, table, settings row and timestamp of a self-destructed install after 90 days
    /// of use, against a genuine install made 2-3 days ago through the same onboarding calls.
    @Test func aSelfDestructedInstallLooksLikeAGenuineOneMadeDaysAgo() throws {
        let now: Int64 = 1_800_000_000
        let genuine = try LockFixture(clockAt: now - 2 * Self.day - 43_210)
        try Self.onboard(genuine, name: "Decoy")
        genuine.clock.set(now)
        try genuine.store.setPasscode("boom pass")

        let used = try LockFixture(clockAt: now - 90 * Self.day)
        try Self.onboard(used, name: "First Name")
        used.clock.set(now - 60 * Self.day)
        try Self.seed(used)
        try used.store.setNotificationMode(.periodic, deviceToken: nil, intervalMinutes: 10)
        used.clock.set(now)
        try used.store.setPasscode("main pass")
        try used.store.setSelfDestruct(passcode: "boom pass", displayName: "Decoy")
        let oldSalt = try used.keyFile().salt
        let oldInode = used.inode(used.databasePath)
        #expect(try used.store.unlock(passcode: "boom pass") == .dataReplaced)

        let a = try Self.describe(genuine.store)
        let b = try Self.describe(used.store)
        #expect(a.pragmas == b.pragmas)
        #expect(a.schema == b.schema)
        #expect(a.counts == b.counts)
        #expect(a.rows == b.rows)
        #expect(a.relativeTimes == b.relativeTimes)
        #expect((2 * Self.day)...(3 * Self.day) ~= now - b.profileCreatedAt)
        let keyA = try genuine.keyFile(), keyB = try used.keyFile()
        #expect(keyA.encoded().count == keyB.encoded().count)
        #expect(keyA.level == keyB.level && keyA.state == keyB.state && keyA.wipeAfter == keyB.wipeAfter)
        #expect(keyB.salt != oldSalt)
        #expect(used.inode(used.databasePath) != oldInode)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: genuine.directory.path))
                == Set(try FileManager.default.contentsOfDirectory(atPath: used.directory.path)))
        #expect(markersFound(under: used.directory.path) == [])
    }

    struct Description: Equatable {
        var pragmas: [String: String] = [:]
        var schema: [String] = []
        var counts: [String: Int64] = [:]
        /// Every row of every table as text, with absolute times replaced by their offset from the
        /// profile's creation (compared in ``relativeTimes``).
        var rows: [String] = []
        var relativeTimes: [String] = []
        var profileCreatedAt: Int64 = 0
    }

    static func describe(_ store: ThresholdStore) throws -> Description {
        try store.database.read { db in
            var d = Description()
            for pragma in ["user_version", "schema_version", "application_id", "page_size", "page_count", "freelist_count",
                           "journal_mode", "auto_vacuum", "encoding", "foreign_keys", "secure_delete"] {
                d.pragmas[pragma] = try db.string("PRAGMA \(pragma)") ?? "-"
            }
            d.schema = try db.map("SELECT type || ' ' || name || ' ' || coalesce(sql, '') FROM sqlite_master ORDER BY name") {
                (row: borrowing Row) in row.string(0) ?? ""
            }
            d.profileCreatedAt = Int64(try db.int("SELECT created_at FROM profiles LIMIT 1") ?? 0)
            let created = d.profileCreatedAt
            let tables = try db.map("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") { (row: borrowing Row) in row.string(0) ?? "" }
            for table in tables {
                d.counts[table] = Int64(try db.int("SELECT count(*) FROM \"\(table)\"") ?? -1)
            }
            // The profile's id (a millisecond time, issue 33) and times are each install's own:
            // SelfDestructFingerprintTests compares their distributions.
            d.rows += try db.map("SELECT key || '=' || CASE key WHEN 'profiles.active' THEN 'id' ELSE value END FROM settings WHERE key <> 'notifications.nextCheckAt' ORDER BY key") {
                (row: borrowing Row) in row.string(0) ?? ""
            }
            d.rows += try db.map("SELECT step_id || ':' || seen_version FROM onboarding_progress ORDER BY step_id") { (row: borrowing Row) in row.string(0) ?? "" }
            d.rows += try db.map("SELECT operator_id || enabled || storage || proxy FROM operators ORDER BY operator_id") { (row: borrowing Row) in row.string(0) ?? "" }
            d.rows += try db.map("SELECT name || bio || muted || hidden || unread FROM profiles") { (row: borrowing Row) in row.string(0) ?? "" }
            d.rows += try db.map("SELECT id FROM schema_migrations ORDER BY id") { (row: borrowing Row) in row.string(0) ?? "" }
            d.relativeTimes += try db.map("SELECT operator_id || ' ' || conditions_version || ' ' || (accepted_at - ? BETWEEN 1 AND 600) FROM operator_acceptances ORDER BY operator_id",
                                          [.integer(created)]) { (row: borrowing Row) in row.string(0) ?? "" }
            d.relativeTimes += try db.map("SELECT 'next ' || (CAST(value AS INTEGER) - ? BETWEEN 601 AND 1200) FROM settings WHERE key = 'notifications.nextCheckAt'",
                                          [.integer(created)]) { (row: borrowing Row) in row.string(0) ?? "" }
            return d
        }
    }

    @Test func aPreviousReleaseInstallWithItsLockOnIsConvertedAtTheFirstRightPasscode() throws {
        let directory = TemporaryDirectory("lock-legacy")
        let path = directory.file("threshold.db")
        let salt = [UInt8](repeating: 0x5a, count: 16)
        func tag(_ passcode: String, _ purpose: String) throws -> String {
            let key = try Scrypt.derive(password: Array(passcode.utf8), salt: salt, parameters: .testing)
            return Hex.encode(try HMACSHA256.authenticate(Array(purpose.utf8), key: key))
        }
        do {
            let legacy = try Database(path: path, migrations: CoreSchema.migrations)
            try legacy.write { db in
                try db.execute("INSERT INTO profiles (name, bio, created_at) VALUES ('Alice', 'kept', 1)")
                let rows = ["lock.kdf": "\(Hex.encode(salt)):10:8:1", "lock.passcode": try tag("main", "threshold.lock.passcode"),
                            "lock.selfDestruct": try tag("boom", "threshold.lock.self-destruct"),
                            "lock.selfDestructName": "Decoy", "lock.wipeAfter": "5", "lock.failedAttempts": "1",
                            "profiles.active": "1"]
                for (key, value) in rows { try db.execute("INSERT INTO settings (key, value) VALUES (?, ?)", [.text(key), .text(value)]) }
            }
            legacy.close()
        }
        let keyring = MemoryKeyring(), crashes = CrashPlan(), clock = ManualClock()
        let store = try LockFixture.open(path, clock, keyring, crashes)
        #expect(try store.isLockOn())
        #expect(store.isUnlocked == false)
        #expect(lockError { try store.unlock(passcode: "wrong") } == .wrongPasscode)
        #expect(try store.unlock(passcode: "main") == .unlocked)
        #expect(try store.listProfiles().profiles.map(\.name) == ["Alice"])
        #expect(try store.lockStatus() == LockStatus(isOn: true, selfDestructOn: true, selfDestructName: "Decoy",
                                                     wipeAfter: 5, failedAttempts: 0, level: .passcode))
        let lockRows = try store.database.read { try $0.int("SELECT count(*) FROM settings WHERE key LIKE 'lock.%'") }
        #expect(lockRows == 0)
        // The previous release's self-destruct passcode still works.
        let restarted = try LockFixture.open(path, clock, keyring, crashes)
        #expect(try restarted.unlock(passcode: "boom") == .dataReplaced)
        #expect(try restarted.listProfiles().profiles.map(\.name) == ["Decoy"])
    }

    @Test func aPreviousReleaseInstallWithoutALockOpensAtTheKeyfileLevel() throws {
        let directory = TemporaryDirectory("lock-legacy")
        let path = directory.file("threshold.db")
        do {
            let legacy = try Database(path: path, migrations: CoreSchema.migrations)
            try legacy.write { try $0.execute("INSERT INTO profiles (name, bio, created_at) VALUES ('Alice', '', 1)") }
            legacy.close()
        }
        let store = try LockFixture.open(path, ManualClock(), MemoryKeyring(), CrashPlan())
        #expect(try store.protectionLevel() == .keyfile)
        #expect(try store.listProfiles().profiles.map(\.name) == ["Alice"])
        #expect(FileManager.default.fileExists(atPath: directory.file("threshold.key")))
    }
}
