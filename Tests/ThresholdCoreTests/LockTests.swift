import Foundation
import Secrets
import Storage
import Testing
import TestSupport
@testable import ThresholdCore

/// Runs `body` and returns the LockError it throws, or nil.
func lockError(_ body: () throws -> Void) -> LockError? {
    do {
        try body()
        return nil
    } catch let error as LockError {
        return error
    } catch {
        return nil
    }
}

/// Strings seeded before a wipe that no file may hold afterwards.
let lockMarkers = ["Quillon Varga", "bio-marker-7f3a2c", "message-marker-91bd0e", "Zephyrine Hollow",
                   "hidden-bio-5e5e5e", "archive-marker-c0ffee"]

/// The markers found in any byte of any file under `folder`.
func markersFound(under folder: String, _ markers: [String] = lockMarkers) -> [String] {
    var found = Set<String>()
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let relative = enumerator?.nextObject() as? String {
        guard let data = FileManager.default.contents(atPath: folder + "/" + relative) else { continue }
        for marker in markers where data.range(of: Data(marker.utf8)) != nil { found.insert(marker) }
    }
    return found.sorted()
}

@Suite struct LockTests {
    @Test func offByDefaultAndEveryPasscodeUnlocks() throws {
        let f = try StoreFixture()
        #expect(try f.store.isLockOn() == false)
        #expect(try f.store.unlock(passcode: "anything") == .unlocked)
        #expect(try f.store.lockStatus() == LockStatus(isOn: false, selfDestructOn: false, selfDestructName: nil,
                                                       wipeAfter: nil, failedAttempts: 0))
    }

    @Test func setChangeAndClear() throws {
        let f = try StoreFixture()
        try f.store.setPasscode("1234 5678")
        #expect(try f.store.isLockOn())
        #expect(try f.store.unlock(passcode: "1234 5678") == .unlocked)
        #expect(lockError { try f.store.unlock(passcode: "1234") } == .wrongPasscode)
        #expect(lockError { try f.store.unlock(passcode: "") } == .locked)
        try f.store.setPasscode("second")
        #expect(lockError { try f.store.unlock(passcode: "1234 5678") } == .wrongPasscode)
        #expect(try f.store.unlock(passcode: "second") == .unlocked)
        try f.store.clearPasscode()
        #expect(try f.store.isLockOn() == false)
        #expect(try f.store.setting("lock.kdf") == nil)
    }

    @Test func passcodesFollowThePasswordRules() throws {
        let f = try StoreFixture()
        #expect(profileError { try f.store.setPasscode("") } == .emptyPassword)
        #expect(profileError { try f.store.setPasscode(" pad") } == .invalidPassword)
    }

    @Test func storedAsAnScryptTagWithItsParameters() throws {
        let f = try StoreFixture(kdf: .owaspMinimum)
        try f.store.setPasscode("correct horse")
        let kdf = try #require(try f.store.setting("lock.kdf"))
        let parsed = try #require(LockRecord.parseKDF(kdf))
        #expect(parsed.parameters == .owaspMinimum)
        #expect(parsed.parameters.meetsOWASPMinimum)
        #expect(parsed.salt.count == 16)
        let tag = try #require(try f.store.setting("lock.passcode"))
        #expect(tag.count == 64)
        // Nothing in the settings holds the passcode itself.
        let values = try f.store.database.read { db in
            try db.map("SELECT value FROM settings") { (row: borrowing Row) in row.string(0) ?? "" }
        }
        #expect(!values.contains { $0.contains("correct horse") || $0.contains(Hex.encode(Array("correct horse".utf8))) })
        #expect(try f.store.unlock(passcode: "correct horse") == .unlocked)
    }

    @Test func selfDestructNeedsALockAndADifferentPasscode() throws {
        let f = try StoreFixture()
        #expect(lockError { try f.store.setSelfDestruct(passcode: "boom", displayName: "Decoy") } == .lockOff)
        try f.store.setPasscode("main")
        #expect(lockError { try f.store.setSelfDestruct(passcode: "main", displayName: "Decoy") } == .samePasscode)
        #expect(profileError { try f.store.setSelfDestruct(passcode: "boom", displayName: " Decoy") }
                == .invalidDisplayName(validName: "Decoy"))
        try f.store.setSelfDestruct(passcode: "boom", displayName: "Decoy")
        #expect(lockError { try f.store.setPasscode("boom") } == .samePasscode)
        try f.store.setPasscode("main two")
        #expect(try f.store.lockStatus().selfDestructOn)
        try f.store.clearSelfDestruct()
        #expect(try f.store.lockStatus().selfDestructOn == false)
        // Cleared: the former self-destruct passcode is just wrong.
        #expect(lockError { try f.store.unlock(passcode: "boom") } == .wrongPasscode)
        #expect(try f.store.listProfiles().profiles.isEmpty)
    }

    /// Seeds every kind of data with distinctive strings, including a hidden profile and files.
    static func seed(_ f: StoreFixture) throws {
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

    @Test func selfDestructLeavesNoByteOfEarlierDataAndAFreshBackdatedProfile() throws {
        let f = try StoreFixture()
        try Self.seed(f)
        try f.store.setPasscode("main")
        try f.store.setSelfDestruct(passcode: "boom", displayName: "Decoy")
        try f.store.setWipeAfter(5)
        // The hidden profile is sealed (docs/hidden-profiles.md): its name and bio are in no file even before.
        #expect(markersFound(under: f.directory.path) == lockMarkers.filter { !["Zephyrine Hollow", "hidden-bio-5e5e5e"].contains($0) }.sorted())

        #expect(try f.store.unlock(passcode: "boom") == .dataReplaced)

        // The store stays usable and shows the fresh install.
        let listing = try f.store.listProfiles()
        #expect(listing.profiles.map(\.name) == ["Decoy"])
        #expect(listing.active?.name == "Decoy")
        let age = f.clock.now() - (listing.profiles.first?.createdAt ?? 0)
        #expect((2 * 86_400)...(3 * 86_400) ~= age)
        #expect(try f.store.setting("onboarding.complete") == "1")
        #expect(try f.store.lockStatus() == LockStatus(isOn: true, selfDestructOn: false, selfDestructName: nil,
                                                       wipeAfter: nil, failedAttempts: 0))
        #expect(try f.store.listProfiles(revealing: "hidden pw").profiles.map(\.name) == ["Decoy"])
        #expect(try f.store.chatsOfActiveProfile().isEmpty)
        // Scanned with the store still open (its WAL and SHM present) ...
        #expect(markersFound(under: f.directory.path) == [])
        #expect(!FileManager.default.fileExists(atPath: f.directory.file("threshold.db.wipe")))
        let integrity = try f.store.database.read { try $0.string("PRAGMA integrity_check") }
        #expect(integrity == "ok")

        // ... and after a restart: the old passcode no longer opens, the self-destruct one does.
        let reopened = try f.reopen()
        #expect(lockError { try reopened.unlock(passcode: "main") } == .wrongPasscode)
        #expect(try reopened.unlock(passcode: "boom") == .unlocked)
        #expect(markersFound(under: f.directory.path) == [])
    }

    @Test func backdatingIsRandomWithinTwoToThreeDays() throws {
        let f = try StoreFixture()
        var seen = Set<Int64>()
        for _ in 0..<50 {
            let age = f.clock.now() - (try f.store.backdatedCreationTime())
            #expect((2 * 86_400)...(3 * 86_400) ~= age)
            seen.insert(age)
        }
        #expect(seen.count > 40)
    }

    @Test func attemptCounterSurvivesARestartAndWipesAtTheLimit() throws {
        let f = try StoreFixture()
        try Self.seed(f)
        try f.store.setPasscode("main")
        try f.store.setWipeAfter(3)
        #expect(lockError { try f.store.unlock(passcode: "guess 1") } == .wrongPasscode)
        #expect(lockError { try f.store.unlock(passcode: "guess 2") } == .wrongPasscode)
        #expect(try f.store.lockStatus().failedAttempts == 2)

        let restarted = try f.reopen()
        #expect(try restarted.lockStatus().failedAttempts == 2)
        #expect(try restarted.listProfiles().profiles.count == 1)
        #expect(lockError { try restarted.unlock(passcode: "guess 3") } == .wrongPasscode)
        #expect(try restarted.isLockOn() == false)
        #expect(try restarted.listProfiles().profiles.isEmpty)
        #expect(markersFound(under: f.directory.path) == [])
    }

    @Test func aRightPasscodeResetsTheCount() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Alice")
        try f.store.setPasscode("main")
        try f.store.setWipeAfter(2)
        #expect(lockError { try f.store.unlock(passcode: "nope") } == .wrongPasscode)
        #expect(try f.store.unlock(passcode: "main") == .unlocked)
        #expect(lockError { try f.store.unlock(passcode: "nope") } == .wrongPasscode)
        #expect(try f.store.listProfiles().profiles.map(\.name) == ["Alice"])
        #expect(lockError { try f.store.setWipeAfter(0) } == .invalidAttemptLimit)
    }

    @Test func aPendingWipeIsFinishedByTheNextOpen() throws {
        let f = try StoreFixture()
        try Self.seed(f)
        try f.store.setPasscode("main")
        // As if killed right after the marker was written.
        let intent = WipeIntent(phase: .erase, profileName: "Decoy", createdAt: f.clock.now() - 200_000,
                                kdf: try f.store.setting("lock.kdf"), passcodeTag: try f.store.setting("lock.passcode"))
        try SecureErase.writeAtomically(intent.encoded(), to: f.directory.file("threshold.db.wipe"))
        let restarted = try f.reopen()
        #expect(try restarted.finishPendingWipe())
        #expect(try restarted.listProfiles().profiles.map(\.name) == ["Decoy"])
        #expect(try restarted.unlock(passcode: "main") == .unlocked)
        #expect(markersFound(under: f.directory.path) == [])
        #expect(try restarted.finishPendingWipe() == false)
    }

    @Test func aCompactPhaseMarkerNeverReplacesDataAgain() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Made After")
        let intent = WipeIntent(phase: .compact, profileName: "Decoy", createdAt: 0, kdf: nil, passcodeTag: nil)
        try SecureErase.writeAtomically(intent.encoded(), to: f.directory.file("threshold.db.wipe"))
        #expect(try f.reopen().finishPendingWipe())
        #expect(try f.reopen().listProfiles().profiles.map(\.name) == ["Made After"])
    }

    @Test func aTornTemporaryMarkerMeansNoWipeStarted() throws {
        let f = try StoreFixture()
        try f.store.createProfile(name: "Alice")
        try Data("threshold-wipe 1\nphase er".utf8).write(to: URL(fileURLWithPath: f.directory.file("threshold.db.wipe.tmp")))
        #expect(try f.reopen().finishPendingWipe() == false)
        #expect(try f.store.listProfiles().profiles.map(\.name) == ["Alice"])
        #expect(!FileManager.default.fileExists(atPath: f.directory.file("threshold.db.wipe.tmp")))
    }

    @Test func wipeIntentRoundTrips() {
        let intent = WipeIntent(phase: .compact, profileName: "Zoë \"x\"\nline", createdAt: 123,
                                kdf: "00ff:15:8:3", passcodeTag: "abcd")
        #expect(WipeIntent.decode(intent.encoded()) == intent)
        #expect(WipeIntent.decode("garbage") == nil)
        #expect(WipeIntent.decode(String(intent.encoded().prefix(20))) == nil)
    }
}
