import Foundation
import Features
import Testing
import TestSupport
@testable import PlainFace
import ThresholdCore

/// The lock in plain mode asks the passcode again before sensitive operations (PRODUCT.md 7).
@Suite struct PlainLockTests {
    let directory = TemporaryDirectory("plain-lock-tests")

    func lockedStore() throws -> ThresholdStore {
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        try store.createProfile(name: "Ann")
        try store.completeOnboarding(steps: MessengerFlow.allSteps(of: PlainFixtures.brand))
        try store.setWhatsNewSeenVersion("1.2")
        try store.setPasscode("code")
        return store
    }

    /// Runs plain mode; `idleBetweenLines` makes every reading of the clock come after the lock
    /// delay, so each sensitive operation finds the grant ended (as after an idle user).
    func run(_ lines: [String], on store: ThresholdStore, idleBetweenLines: Bool = true) -> String {
        let io = ScriptedPlainIO(lines)
        let clock = SteppingClock(step: idleBetweenLines ? Authorization.defaultLockDelay + 1 : 0.1)
        PlainApp(store: store, brand: PlainFixtures.brand, io: io, now: { clock.now() }).run()
        return io.output
    }

    /// With the passcode off, App lock shows the protection level and lets the user pick where the
    /// database key is kept (the command line's `lock level`).
    @Test func withThePasscodeOffTheLevelIsShownAndChosen() throws {
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        try store.createProfile(name: "Ann")
        try store.completeOnboarding(steps: MessengerFlow.allSteps(of: PlainFixtures.brand))
        try store.setWhatsNewSeenVersion("1.2")
        // Settings (4) -> App lock (4) -> the level (2) -> desktop keyring (1) -> back, back, quit.
        let out = run(["4", "4", "2", "1", "0", "0", "0"], on: store)
        #expect(out.contains("Protection: key file"))
        #expect(out.contains("2) Where the database key is kept (without a passcode)"))
        #expect(out.contains("1) desktop keyring") && out.contains("2) key file"))
        // Without a Secret Service here the keyring refuses, said as an error; with one, it is used.
        let level = try store.lockStatus().level
        #expect(level == .keyring ? out.contains("now kept by the desktop keyring") : out.contains("Error: "))
    }

    @Test func anAliveGrantDoesNotAskAgain() throws {
        let store = try lockedStore()
        // Menu 3 = Create profile: name, bio; the grant from start-up is alive, no passcode asked.
        let out = run(["3", "Bob", "", "0"], on: store, idleBetweenLines: false)
        #expect(!out.contains("Passcode:"))
        #expect(try store.listProfiles().profiles.map(\.name) == ["Ann", "Bob"])
    }

    @Test func theActiveProfileCanNotBeHiddenInAnyFace() throws {
        let store = try lockedStore()
        let session = AppSession(store: store, brand: PlainFixtures.brand,
                                 deviceToken: FixedDeviceToken(nil), now: { 0 })
        try session.createProfile(name: "Bob", bio: "")
        #expect(throws: ProfileError.cantHideActiveProfile) { try session.hideProfile("Bob", password: "pw") }
        try session.hideProfile("Ann", password: "pw")
    }

    @Test func createAsksThePasscodeAgainAndAWrongOneCreatesNothing() throws {
        let store = try lockedStore()
        // Menu 3 = Create profile: name, bio, then the passcode.
        let wrong = run(["3", "Bob", "", "nope", "0"], on: store)
        #expect(wrong.contains("Error: "))
        #expect(try store.listProfiles().profiles.map(\.name) == ["Ann"])
        let right = run(["3", "Bob", "", "code", "0"], on: store)
        #expect(right.contains("Created profile \"Bob\"; it is now active."))
        #expect(try store.listProfiles().profiles.map(\.name) == ["Ann", "Bob"])
    }

    @Test func revealAsksThePasscodeOncePerVisit() throws {
        let store = try lockedStore()
        try store.createProfile(name: "Secret")
        try store.activateProfile(ProfileRef("Ann"))
        try store.hideProfile("Secret", password: "pw")
        // Menu 2 = Your chat profiles: the password as the search, the passcode, back, back, quit.
        let out = run(["2", "pw", "code", "0", "", "0", "0"], on: store)
        #expect(out.contains("Secret (muted, hidden)"))
        let refused = run(["2", "pw", "nope", "", "0", "0"], on: store)
        #expect(!refused.contains("Secret (muted, hidden)"))
        // The passcode is asked explicitly, after the search; a refused one is said as such, never
        // as "No matching profiles." (the hidden profiles were not looked for).
        #expect(refused.contains("Passcode:") && refused.contains("Wrong passcode."), "\(refused)")
        #expect(!refused.contains(ProfilesText.noMatch), "\(refused)")
    }

    @Test func theSelfDestructPasscodeAtAnOperationLooksLikeAnOrdinaryUnlock() throws {
        let store = try lockedStore()
        try store.setSelfDestruct(passcode: "boom", displayName: "Decoy")
        let out = run(["3", "Bob", "", "boom", "0"], on: store)
        #expect(!out.contains("Error"))
        #expect(out.contains("Created profile \"Bob\"; it is now active."))
        #expect(try store.listProfiles().profiles.map(\.name) == ["Decoy", "Bob"])
    }
}

/// The full re-key in plain mode's lock settings (PRODUCT.md 7).
@Suite struct PlainRekeyTests {
    let directory = TemporaryDirectory("plain-rekey-tests")

    @Test func theLockSettingsReencryptAllDataUnderANewKey() throws {
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        try store.createProfile(name: "Ann")
        try store.completeOnboarding(steps: MessengerFlow.allSteps(of: PlainFixtures.brand))
        try store.setWhatsNewSeenVersion("1.2")
        try store.setPasscode("code")
        let before = try store.databaseKey().withTemporaryArray { $0 }
        // Settings -> App lock (passcode) -> 5) Re-encrypt all data -> back, back, quit.
        let io = ScriptedPlainIO(["4", "4", "code", "5", "0", "0", "0"])
        PlainApp(store: store, brand: PlainFixtures.brand, io: io, now: { 0 }).run()
        #expect(io.output.contains(RekeyText.menuEntry), "\(io.output)")
        #expect(io.output.contains(RekeyText.done), "\(io.output)")
        #expect(io.output.contains("Re-encrypting: "), "progress is shown")
        #expect(try store.databaseKey().withTemporaryArray { $0 } != before)
        #expect(try store.listProfiles().profiles.map(\.name) == ["Ann"])
        let reopened = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        try reopened.unlock(passcode: "code")
        #expect(try reopened.listProfiles().profiles.map(\.name) == ["Ann"])
    }
}

/// The recovery key in plain mode's lock settings.
@Suite struct PlainRecoveryKeyTests {
    let directory = TemporaryDirectory("plain-recovery-tests")

    @Test func theLockSettingsMakeARecoveryKeyThatOpensTheData() throws {
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        try store.createProfile(name: "Ann")
        try store.completeOnboarding(steps: MessengerFlow.allSteps(of: PlainFixtures.brand))
        try store.setWhatsNewSeenVersion("1.2")
        try store.setPasscode("code")
        // Settings -> App lock (passcode) -> 6) Make a new recovery key -> back, back, quit.
        let io = ScriptedPlainIO(["4", "4", "code", "6", "0", "0", "0"])
        PlainApp(store: store, brand: PlainFixtures.brand, io: io, now: { 0 }).run()
        #expect(io.output.contains(RecoveryKeyText.madeInApp), "\(io.output)")
        let line = try #require(io.output.components(separatedBy: "\n").first { $0.hasPrefix("    ") && $0.split(separator: "-").count == 8 })
        let key = try RecoveryKey.parse(line)
        let locked = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        try locked.recover(with: key, level: .keyfile, newPasscode: nil)
        #expect(try locked.listProfiles().profiles.map(\.name) == ["Ann"])
    }
}

extension PlainLockTests {
    /// Issue 36 item 1 in plain mode: a damaged `threshold.key` at the passcode level (wipe-after 1)
    /// is named at start, no passcode is asked (no attempt counted, nothing wiped), and the recovery
    /// key is asked for instead; it opens the data. Before, plain mode ended with the error.
    @Test func aDamagedKeyFileIsNamedAndTheRecoveryKeyAskedAtStart() throws {
        let store = try lockedStore()
        try store.setWipeAfter(1)
        let key = try RecoveryKey.generate()
        try store.setRecoveryKey(key)
        store.closeDatabase()
        let damaged = try KeyFileDamage.flipSaltBit(in: directory.path)
        // As `threshold --plain` opens it (AppLauncher): the usual open fails, the recovery open follows.
        var opened: AppSession?
        do {
            opened = try AppSession.open(dataDirectoryFlag: directory.path, environment: [:], brand: PlainFixtures.brand,
                                         deviceToken: FixedDeviceToken(nil), interactive: true, kdfParameters: .testing) { _ in
                Issue.record("a passcode was asked of a damaged key file")
            }
        } catch where AppSession.offersRecovery(after: error) {
            opened = try AppSession.openForRecovery(dataDirectoryFlag: directory.path, environment: [:], brand: PlainFixtures.brand,
                                                    deviceToken: FixedDeviceToken(nil), kdfParameters: .testing)
        }
        let session = try #require(opened)
        // A malformed key first (refused, asked again), then the key, the key-file level, quit.
        let io = ScriptedPlainIO(["not a key", key.text, "3", "0"])
        PlainApp(session: session, io: io).run()
        #expect(io.output.contains(RecoveryAppText.keyFileDamagedExplanation), "\(io.output)")
        #expect(io.output.contains(ErrorReport(LockError.malformedRecoveryKey).message), "\(io.output)")
        #expect(!io.output.contains(PromptText.passcode), "\(io.output)")
        #expect(io.output.contains(RecoveryKeyText.recoveredInApp(level: .keyfile)), "\(io.output)")
        #expect(io.output.contains("Chats of Ann"), "\(io.output)")
        #expect(try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing).listProfiles().profiles.map(\.name) == ["Ann"])
        _ = damaged
    }
}
