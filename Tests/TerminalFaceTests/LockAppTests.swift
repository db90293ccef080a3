import Features
import Foundation
import Migration
import Terminal
import Testing
@testable import TerminalFace
import ThresholdCore

/// The app lock and migration screens on a real (temporary) store, through the inline runner.
@Suite struct LockAppTests {
    static func lockedInstall(_ store: ThresholdStore) throws {
        try store.createProfile(name: "Ann")
        try store.createProfile(name: "Bob")
        // Onboarded before the self-destruct passcode is set: it keeps the install choices of that moment.
        try store.completeOnboarding(steps: MessengerFlow.allSteps(of: Fixtures.chrome(dark: true).brand))
        try store.setWhatsNewSeenVersion("1.2")
        try store.setPasscode("main")
        try store.setSelfDestruct(passcode: "boom", displayName: "Decoy")
    }

    static func typeAndEnter(_ h: AppHarness, _ text: String) throws {
        try h.type(text)
        try h.press(Fixtures.enter)
    }

    @Test func startsOnTheLockScreenRefusesAWrongPasscodeAndOpensWithTheRightOne() throws {
        let h = try AppHarness(setUp: Self.lockedInstall)
        #expect(h.text.contains("Threshold is locked"))
        #expect(!h.text.contains("Bob"))
        try h.type("mainx")
        // Masked: the passcode never reaches the screen.
        #expect(!h.text.contains("mainx") && h.text.contains("•••••"))
        try h.press(Fixtures.enter)
        #expect(h.text.contains("Wrong passcode. Try again."))
        try Self.typeAndEnter(h, "main")
        #expect(h.text.contains("Threshold · Chats"), "\(h.text)")
        #expect(h.text.contains("Bob"))
    }

    @Test func theAttemptLimitNeverShowsTheAttemptsLeftAndWipesAtTheLimit() throws {
        let h = try AppHarness { store in
            try Self.lockedInstall(store)
            try store.setWipeAfter(2)
        }
        try Self.typeAndEnter(h, "nope")
        // Nobody at the lock screen is told how many tries remain.
        #expect(!h.text.contains("attempt"), "\(h.text)")
        try Self.typeAndEnter(h, "nope")
        guard case .onboarding = h.state.root else { Issue.record("expected onboarding: \(h.text)"); return }
        #expect(h.text.contains("The future of messaging") && h.text.contains("Step 1 of 4"), "\(h.text)")
        #expect(h.state.alert?.message == "Wrong passcode.")
        #expect(try h.store.listProfiles().profiles.isEmpty)
        #expect(try !h.store.isLockOn())
    }

    @Test func theSelfDestructPasscodeOpensAFreshLookingInstall() throws {
        let h = try AppHarness(setUp: Self.lockedInstall)
        try Self.typeAndEnter(h, "boom")
        #expect(h.text.contains("Threshold · Chats"))
        #expect(h.text.contains("Decoy"))
        #expect(!h.text.contains("Ann") && !h.text.contains("Bob"))
        #expect(h.state.alert == nil)
        // The same screen an ordinary unlock of that install shows: restart it and use the passcode,
        // which is now "boom".
        let ordinary = try AppHarness(setUp: { store in
            try store.createProfile(name: "Decoy")
            try store.setPasscode("boom")
        })
        try Self.typeAndEnter(ordinary, "boom")
        #expect(ordinary.lines == h.lines)
        #expect(try h.store.listProfiles().profiles.map(\.name) == ["Decoy"])
    }

    @Test func creatingAProfileAsksThePasscodeAgainOnceTheGrantEnded() throws {
        let h = try AppHarness(idleBetweenKeys: true, setUp: Self.lockedInstall)
        try Self.typeAndEnter(h, "main")
        try h.type("s")
        try h.press(Fixtures.down, Fixtures.enter)
        #expect(h.text.contains("Display name"))
        try h.type("Carol")
        try h.press(Fixtures.enter, Fixtures.enter)
        #expect(h.text.contains("Enter your passcode to create a profile."), "\(h.text)")
        #expect(try h.store.listProfiles().profiles.count == 2)
        try Self.typeAndEnter(h, "wrong")
        #expect(h.text.contains("Wrong passcode"))
        #expect(try h.store.listProfiles().profiles.count == 2)
        try Self.typeAndEnter(h, "main")
        // Created and active; the form closed, back to Settings where it was opened.
        #expect(h.state.top == .settings(selected: 1), "\(h.text)")
        #expect(try h.store.activeProfile()?.name == "Carol")
    }

    @Test func theSelfDestructPasscodeAtADeletePromptCarriesOnLikeTheDelete() throws {
        let h = try AppHarness(idleBetweenKeys: true, setUp: Self.lockedInstall)
        try Self.typeAndEnter(h, "main")
        try h.press(KeyEvent(.character("p")), Fixtures.enter)
        #expect(h.text.contains("Your chat profiles"), "\(h.text)")
        try h.press(Fixtures.enter)
        // Delete profile → local data only → final confirmation.
        #expect(h.state.top.map { if case .menu = $0 { true } else { false } } == true)
        while case .menu(let menu) = h.state.top, menu.items[menu.selected].title != "Delete profile" {
            try h.press(Fixtures.down)
        }
        // The first stage opens on Cancel: Down wraps to local data only.
        try h.press(Fixtures.enter, Fixtures.down, Fixtures.enter, Fixtures.right, Fixtures.enter)
        #expect(h.text.contains("Enter your passcode to delete the profile."), "\(h.text)")
        try Self.typeAndEnter(h, "boom")
        #expect(h.state.alert == nil, "\(h.text)")
        #expect(h.text.contains("Your chat profiles"))
        #expect(h.text.contains("Decoy") && !h.text.contains("Ann"))
    }

    @Test func withTheGrantAliveCreatingAsksNothingMore() throws {
        let h = try AppHarness(setUp: Self.lockedInstall)
        try Self.typeAndEnter(h, "main")
        try h.type("s")
        try h.press(Fixtures.down, Fixtures.enter)
        try h.type("Carol")
        try h.press(Fixtures.enter, Fixtures.enter)
        #expect(!h.text.contains("Enter your passcode"), "\(h.text)")
        #expect(try h.store.activeProfile()?.name == "Carol")
    }

    @Test func appLockSettingsSetAndClearThroughTheStore() throws {
        let h = try AppHarness { store in try store.createProfile(name: "Ann") }
        try h.type("s")
        try h.press(Fixtures.down, Fixtures.down, Fixtures.enter)
        #expect(h.text.contains("App lock"), "\(h.text)")
        try h.press(Fixtures.enter)
        try h.type("main")
        try h.press(Fixtures.enter)
        try h.type("main")
        try h.press(Fixtures.enter, Fixtures.right, Fixtures.enter)
        #expect(h.state.alert?.message.hasPrefix("Passcode set.") == true, "\(h.text)")
        #expect(try h.store.isLockOn())
        // The recovery-key offer (Not now focused), then what declining means.
        try h.press(Fixtures.enter)
        #expect(h.state.alert?.message == RecoveryKeyText.declinedInApp, "\(h.text)")
        try h.press(Fixtures.enter)
        // Self-destruct: the same passcode is refused with the ErrorReport's message.
        try h.press(Fixtures.down, Fixtures.enter)
        try h.press(KeyEvent(.character("u"), modifiers: .control))
        try h.type("Decoy")
        try h.press(Fixtures.enter)
        try h.type("main")
        try h.press(Fixtures.enter)
        try h.type("main")
        try h.press(Fixtures.enter, Fixtures.right, Fixtures.enter)
        #expect(h.state.alert?.message == LockError.samePasscode.message, "\(h.text)")
        try h.press(Fixtures.enter)
        try h.press(Fixtures.backTab, KeyEvent(.character("u"), modifiers: .control))
        try h.type("boom")
        try h.press(Fixtures.enter)
        try h.press(KeyEvent(.character("u"), modifiers: .control))
        try h.type("boom")
        try h.press(Fixtures.enter, Fixtures.right, Fixtures.enter)
        #expect(try h.store.lockStatus().selfDestructName == "Decoy")
        try h.press(Fixtures.enter)
        #expect(h.text.contains("Self-destruct passcode") && h.text.contains("On"))
        try h.press(Fixtures.up, KeyEvent(.character("x")), Fixtures.right, Fixtures.enter)
        #expect(try !h.store.isLockOn())
    }

    @Test func exportFromSettingsShowsAWorkingLinkAndFinalizeKeepsOrDeletes() throws {
        let h = try AppHarness(size: TerminalSize(width: 100, height: 50)) { store in
            try store.createProfile(name: "Ann")
        }
        try h.type("s")
        try h.press(Fixtures.down, Fixtures.down, Fixtures.down, Fixtures.enter)
        #expect(h.text.contains("Migrate to another device"))
        try h.press(Fixtures.enter)
        guard case .migrationExport(let screen) = h.state.top, case .exported(let exported) = screen.phase else {
            Issue.record("not exported: \(h.text)")
            return
        }
        let link = try MigrationLink(parsing: exported.link)
        #expect(link.size == exported.size)
        #expect(FileManager.default.fileExists(atPath: exported.archivePath))
        #expect(exported.archivePath.hasPrefix(h.directory.path + "/archives/"))
        #expect(h.text.contains("█"))
        #expect(h.runner.log.contains { if case .migrationExport(.export) = $0 { true } else { false } })
        try h.press(Fixtures.enter, Fixtures.right, Fixtures.enter)
        #expect(try h.store.setting(MigrationExport.finalizedKey) != nil)
        // Again, deleting local data.
        try h.press(Fixtures.enter)
        try h.press(Fixtures.enter, Fixtures.enter)
        guard case .migrationExport(let again) = h.state.top, case .exported(let second) = again.phase else {
            Issue.record("not exported: \(h.text)")
            return
        }
        try h.press(Fixtures.enter, Fixtures.left, Fixtures.enter, Fixtures.right, Fixtures.enter)
        #expect(h.text.contains("All local Threshold data on this device was deleted."), "\(h.text)")
        #expect(!FileManager.default.fileExists(atPath: h.directory.file("threshold.db")))
        #expect(!FileManager.default.fileExists(atPath: second.archivePath))
        try h.press(KeyEvent(.character("z")))
        #expect(h.state.shouldQuit)
    }
}
