import Features
import Foundation
import Secrets
import Terminal
import Testing
import TestSupport
@testable import TerminalFace
import ThresholdCore

/// The re-key and the recovery key on a real (temporary) store, through the inline runner: keys
/// in, the store checked (issue 22, items 3 and 5, in the full screen).
@Suite struct RecoveryAppTests {
    static func lockedWithRecoveryKey(_ key: RecoveryKey, wipeAfter: Int? = nil) -> (ThresholdStore) throws -> Void {
        { store in
            try LockAppTests.lockedInstall(store)
            try store.setRecoveryKey(key)
            if let wipeAfter { try store.setWipeAfter(wipeAfter) }
        }
    }

    static func openAppLock(_ h: AppHarness) throws {
        try SettingsPagesTests.openSettingsEntry(h, .appLock)
    }

    @Test func theLockScreensRecoveryKeyOpensTheDataUnderANewPasscode() throws {
        let key = try RecoveryKey.generate()
        let h = try AppHarness(setUp: Self.lockedWithRecoveryKey(key))
        #expect(h.text.contains(RecoveryAppText.forgotPasscode), "\(h.text)")
        try h.press(Fixtures.tab, Fixtures.enter)
        #expect(h.text.contains(RecoveryAppText.recoverTitle), "\(h.text)")
        try h.type(key.text.lowercased())
        try h.press(Fixtures.enter, Fixtures.enter)
        try h.type("fresh-pass")
        try h.press(Fixtures.enter)
        try h.type("fresh-pass")
        try h.press(Fixtures.enter)
        #expect(h.state.alert?.message == RecoveryKeyText.recoveredInApp(level: .passcode), "\(h.text)")
        try h.press(Fixtures.enter)
        #expect(h.text.contains("Threshold · Chats") && h.text.contains("Bob"), "\(h.text)")
        // The new passcode opens the data; the old one no longer does; the self-destruct went with it.
        let store = try ThresholdStore(path: h.directory.file("threshold.db"), kdfParameters: .testing)
        #expect(throws: LockError.wrongPasscode) { _ = try store.unlock(passcode: "main") }
        #expect(try store.unlock(passcode: "fresh-pass") == .unlocked)
        #expect(try store.lockStatus().selfDestructOn == false)
    }

    /// Issue 36 item 1: a damaged `threshold.key` at the passcode level (wipe-after 1) opens on
    /// the recovery form that names the damage (no lock screen, no passcode asked, so no attempt
    /// counted and nothing wiped); the recovery key opens the data. Before, `threshold` ended with
    /// the error and the full screen never offered the key.
    @Test func aDamagedKeyFileOpensOnTheRecoveryFormThatNamesIt() throws {
        let directory = TemporaryDirectory("tui-damaged")
        let key = try RecoveryKey.generate()
        let setUp = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        try LockAppTests.lockedInstall(setUp)
        try setUp.setWipeAfter(1)
        try setUp.setRecoveryKey(key)
        setUp.closeDatabase()
        let damaged = try KeyFileDamage.flipSaltBit(in: directory.path)
        // As `threshold` opens it (AppLauncher): the usual open fails, the recovery open follows.
        var session: AppSession?
        do {
            session = try AppSession.open(dataDirectoryFlag: directory.path, environment: [:], brand: try Brand.builtIn(),
                                          deviceToken: FixedDeviceToken(nil), interactive: true, kdfParameters: .testing) { _ in }
        } catch where AppSession.offersRecovery(after: error) {
            session = try AppSession.openForRecovery(dataDirectoryFlag: directory.path, environment: [:], brand: try Brand.builtIn(),
                                                     deviceToken: FixedDeviceToken(nil), kdfParameters: .testing)
        }
        let h = try AppHarness(directory: directory, session: try #require(session))
        #expect(h.text.contains(RecoveryAppText.recoverTitle), "\(h.text)")
        #expect(Self.flat(h.text).contains(Self.flat(RecoveryAppText.keyFileDamagedExplanation).prefix(60)), "\(h.text)")
        #expect(!h.text.contains("Threshold is locked"), "\(h.text)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory.file("threshold.key"))) == damaged, "no attempt recorded")
        // Esc does not leave it: there is no lock screen behind.
        try h.press(Fixtures.escape)
        #expect(h.text.contains(RecoveryAppText.recoverTitle), "\(h.text)")
        try h.type(key.text)
        try h.press(Fixtures.tab, Fixtures.right, Fixtures.right, Fixtures.tab, Fixtures.enter)
        #expect(h.state.alert?.message == RecoveryKeyText.recoveredInApp(level: .keyfile), "\(h.text)")
        try h.press(Fixtures.enter)
        #expect(h.text.contains("Threshold · Chats") && h.text.contains("Bob"), "\(h.text)")
    }

    /// The screen's words without the line breaks and margins of its wrapping.
    static func flat(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "│" }).joined(separator: " ")
    }

    @Test func aWrongKeyCountsAsAnAttemptAndTheLastOneWipes() throws {
        let h = try AppHarness(setUp: Self.lockedWithRecoveryKey(try RecoveryKey.generate(), wipeAfter: 2))
        let other = try RecoveryKey.generate()
        try h.press(Fixtures.tab, Fixtures.enter)
        try h.type(other.text)
        try h.press(Fixtures.tab, Fixtures.right, Fixtures.tab, Fixtures.enter)
        #expect(h.text.contains(ErrorReport(LockError.wrongRecoveryKey).message), "\(h.text)")
        try h.type(other.text)
        try h.press(Fixtures.tab, Fixtures.right, Fixtures.tab, Fixtures.enter)
        guard case .onboarding = h.state.root else { Issue.record("expected onboarding: \(h.text)"); return }
        #expect(h.state.alert?.message == ErrorReport(LockError.wrongRecoveryKey).message)
        #expect(try h.store.listProfiles().profiles.isEmpty)
    }

    @Test func settingsRekeysWithProgressThenMakesARecoveryKeyTypedBack() throws {
        let h = try AppHarness { store in try store.createProfile(name: "Ann") }
        try Self.openAppLock(h)
        for _ in 0..<5 { try h.press(Fixtures.down) }
        #expect(h.text.contains(RecoveryAppText.rekeyTitle), "\(h.text)")
        try h.press(Fixtures.enter, Fixtures.right, Fixtures.enter)
        #expect(h.runner.log.contains(.lock(.rekey(newPasscode: nil))))
        #expect(h.state.alert?.message.hasPrefix(RekeyText.done) == true, "\(h.text)")
        // Make one: shown once in its groups, hidden, typed back, stored.
        try h.press(Fixtures.right, Fixtures.enter)
        guard case .lock(.recoveryKey(let screen)) = h.state.top else { Issue.record("no key: \(h.text)"); return }
        for group in screen.draft.groups { #expect(h.text.contains(group), "\(h.text)") }
        try h.press(Fixtures.enter)
        #expect(!h.text.contains(screen.draft.groups[0]), "\(h.text)")
        try h.type(screen.draft.text)
        try h.press(Fixtures.enter)
        #expect(h.state.alert?.message == RecoveryKeyText.madeInApp, "\(h.text)")
        #expect(try h.store.hasRecoveryKey())
        try h.press(Fixtures.enter)
        #expect(h.text.contains(RecoveryAppText.state(true)), "\(h.text)")
        // Remove it.
        try h.press(Fixtures.up, KeyEvent(.character("x")), Fixtures.right, Fixtures.enter)
        #expect(try !h.store.hasRecoveryKey())
        #expect(h.state.alert?.message == RecoveryKeyText.cleared)
    }
}
