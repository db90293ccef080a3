import Features
import Foundation
import GTKKit
import Testing
import TestSupport
@testable import DesktopFace

/// A new message in the active profile notifies per chat (an id per chat, so the chat's next
/// notification replaces it) and a click on it opens that chat; another profile's opens after
/// switching to it; a hidden profile's target opens nothing.
@MainActor
@Suite(.serialized, needsDisplay) struct NotificationClickTests {
    func receive(_ harness: DesktopHarness, profile: String, contact: String, text: String) throws {
        try harness.run(["dev", "receive", "--profile", profile, "--chat", contact, text])
    }

    @Test func aChatsNotificationOpensThatChat() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        try harness.seedWithCommandLine(["Ann", "Bob"])
        let app = harness.launch()
        let chats = try #require(harness.page(ChatListPage.self))
        try receive(harness, profile: "Ann", contact: "Zed", text: "hello")
        harness.settle(until: { harness.sink.alerts.count == 1 })
        try receive(harness, profile: "Ann", contact: "Zed", text: "again")
        harness.settle(until: { harness.sink.alerts.count == 2 })
        try receive(harness, profile: "Ann", contact: "Yan", text: "hi")
        harness.settle(until: { harness.sink.alerts.count == 3 })
        let alerts = harness.sink.alerts
        #expect(alerts.map(\.id) == ["chat-Ann/Zed", "chat-Ann/Zed", "chat-Ann/Yan"])
        #expect(alerts.map(\.chat?.contact) == ["Zed", "Zed", "Yan"])
        #expect(alerts.map(\.title) == ["Ann", "Ann", "Ann"])
        _ = chats

        app.openChat(fromNotification: ["Ann", "Zed"])
        harness.settle()
        #expect(app.route == .chat)
        #expect(try app.session?.openChat("Zed").messages.map(\.text) == ["hello", "again"])

        // Another visible profile's chat: switched to, then opened.
        try receive(harness, profile: "Bob", contact: "Xi", text: "hey")
        app.showChatList()
        harness.settle(until: { app.snapshot.profileSummaries.first { $0.name == "Bob" }?.unread == 1 })
        app.openChat(fromNotification: ["Bob", "Xi"])
        harness.settle()
        #expect(app.snapshot.active?.name == "Bob")
        #expect(app.route == .chat)

        // Nothing opens for a name that is no visible profile.
        app.showChatList()
        app.openChat(fromNotification: ["Nobody", "Xi"])
        harness.settle()
        #expect(app.route == .chatList)
    }
    /// A notification names the brand's app as its sender (the white-label kit): the example
    /// brand's "Aurora Chat", the built-in brand's "Threshold" (it was always "Threshold").
    @Test func theNotificationsSenderIsTheBrandsName() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let aurora = root.appendingPathComponent("Examples/aurora-brand.json").path
        let branded = try DesktopHarness()
        defer { branded.close() }
        try branded.seed(["Ann"])
        branded.launch(environment: ["THRESHOLD_BRAND": aurora])
        #expect(branded.window.title == "Aurora Chat")
        #expect(branded.sink.senderName == "Aurora Chat")

        let builtIn = try DesktopHarness()
        defer { builtIn.close() }
        try builtIn.seed(["Ann"])
        builtIn.launch()
        #expect(builtIn.sink.senderName == (try AppSession.loadBrand(flag: nil)).appName)
    }
}
