import Features
import Foundation
import GTKKit
import Testing
import TestSupport
@testable import DesktopFace

/// A message that another process records (`threshold dev receive`) shows in the open window, and
/// raises a notification by the rule: visible unmuted profiles only, never with notifications Off.
@MainActor
@Suite(.serialized, needsDisplay) struct LiveUpdateTests {
    func receive(_ harness: DesktopHarness, profile: String, contact: String, text: String) throws {
        let result = try BinaryRunner.run("threshold", ["--data-dir", harness.directory.path, "dev", "receive",
                                                        "--profile", profile, "--chat", contact, text])
        try #require(result.status == 0, "dev receive failed: \(result.stderr)")
    }

    @Test func aMessageFromAnotherProcessShowsAndNotifiesForAVisibleUnmutedProfile() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        try harness.seedWithCommandLine(["Ann", "Bob", "Cy"])
        try harness.run(["profiles", "mute", "Cy"])
        let app = harness.launch()
        let chats = try #require(harness.page(ChatListPage.self))
        #expect(chats.chatTitles.isEmpty)

        try receive(harness, profile: "Ann", contact: "Zed", text: "hello")
        harness.settle(until: { chats.chatTitles == ["Zed"] })
        #expect(chats.chatTitles == ["Zed"])
        #expect(chats.badge.text == "1")
        #expect(harness.sink.shown.map(\.title) == ["Ann"])
        #expect(harness.sink.shown.map(\.body) == ["1 new message"])

        // A muted profile: the count grows, no notification.
        let changes = app.externalChanges
        try receive(harness, profile: "Cy", contact: "Yan", text: "psst")
        harness.settle(until: { app.externalChanges > changes })
        #expect(app.snapshot.profileSummaries.first { $0.name == "Cy" }?.unread == 1)
        #expect(harness.sink.shown.count == 1)

        // Another visible unmuted one, while "Your chat profiles" is open: its row's badge.
        chats.profilesButton.activate()
        let profiles = try #require(harness.page(ProfilesPage.self))
        try receive(harness, profile: "Bob", contact: "Xi", text: "hey")
        harness.settle(until: { harness.sink.shown.count == 2 })
        #expect(harness.sink.shown.last?.title == "Bob")
        _ = profiles
    }

    @Test func withNotificationsOffTheWindowUpdatesWithoutNotifying() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        try harness.seedWithCommandLine(["Ann"], mode: "off")
        let app = harness.launch()
        let chats = try #require(harness.page(ChatListPage.self))
        try receive(harness, profile: "Ann", contact: "Zed", text: "hello")
        harness.settle(until: { chats.chatTitles == ["Zed"] })
        #expect(chats.chatTitles == ["Zed"])
        #expect(app.externalChanges >= 1)
        #expect(harness.sink.shown.isEmpty)
    }

    @Test func aHiddenProfileNeverNotifies() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        try harness.seedWithCommandLine(["Ann", "Bob"])
        try harness.run(["dev", "receive", "--profile", "Bob", "--chat", "Zed", "first"])
        try harness.run(["profiles", "hide", "Bob", "--password-stdin"], stdin: "open sesame\n")
        let app = harness.launch()
        _ = try #require(harness.page(ChatListPage.self))
        let changes = app.externalChanges
        try receive(harness, profile: "Ann", contact: "Yan", text: "to Ann")
        harness.settle(until: { app.externalChanges > changes })
        #expect(harness.sink.shown.map(\.title) == ["Ann"])
        #expect(!harness.sink.shown.contains { $0.title.contains("Bob") || $0.body.contains("Bob") })
    }
}

/// A second window on the same data says that the data is in use.
@MainActor
@Suite(.serialized, needsDisplay) struct SecondWindowTests {
    @Test func aSecondWindowOnTheSameDataSaysItIsInUse() throws {
        let first = try DesktopHarness()
        defer { first.close() }
        try first.seed(["Ann"])
        first.launch()
        _ = try #require(first.page(ChatListPage.self))

        let secondWindow = Window(title: "Threshold")
        defer { secondWindow.destroy() }
        let second = DesktopApp.launch(window: secondWindow, dataDirectoryFlag: first.directory.path, environment: [:],
                                       deviceToken: nil, notifier: RecordingNotificationSink())
        secondWindow.present()
        first.settle()
        #expect(second.route == .dataInUse)
        let page = try #require(second.unavailable)
        #expect(page.page.title == DesktopText.dataInUseTitle)
        #expect(page.page.pageDescription.contains("already running"))
        #expect(page.quit.label == DesktopText.quit)
    }
}

/// The lock screen at start: a wrong passcode is refused (and the field emptied), the right one opens.
@MainActor
@Suite(.serialized, needsDisplay) struct LockScreenTests {
    @Test func theLockScreenOpensWithThePasscodeOnly() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        try harness.seed(["Ann"])
        try harness.withStore { store in try store.setPasscode("2468 1357") }
        let app = harness.launch()
        let lock = try #require(harness.page(LockPage.self))
        #expect(app.route == .lock)
        #expect(lock.passcode.isSecret)
        #expect(lock.passcode.containsFocus)
        lock.passcode.text = "1111 1111"
        lock.unlock.activate()
        harness.settle(until: { lock.passcode.text.isEmpty })
        #expect(lock.passcode.text.isEmpty)
        harness.settle(until: { lock.error.isVisible })
        #expect(lock.error.text == DesktopText.wrongPasscode)
        lock.passcode.text = "2468 1357"
        // Enter in the field.
        lock.passcode.pressEnter()
        harness.settle(until: { lock.passcode.text.isEmpty })
        #expect(lock.passcode.text.isEmpty)
        let chats = try #require(harness.page(ChatListPage.self))
        #expect(chats.title.title == "Ann")
    }
}
