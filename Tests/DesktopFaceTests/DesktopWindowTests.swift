import Features
import Foundation
import GTKKit
import Testing
import TestSupport
import ThresholdCore
@testable import DesktopFace

/// The desktop-class window (issue 32): two panes at desktop width, one with Back at a phone's,
/// nothing widening the window, the chat list's last messages, a chat opened at its first unread
/// message, and every command a window action with its shortcut.
@MainActor
@Suite(.serialized, needsDisplay) struct DesktopWindowTests {
    /// Ann with a chat with Tom: one message of Ann's read, then two of Tom's unread.
    func seedChat(_ harness: DesktopHarness, longNames: Bool = false) throws {
        let name = longNames ? "Annabelle Marguerite Kowalczyk-Featherstonehaugh" : "Ann"
        try harness.seedWithCommandLine([name])
        if longNames {
            try harness.run(["profiles", "update", name, "--bio", String(repeating: "長い自己紹介の文章です。", count: 4)])
        }
        try harness.run(["dev", "receive", "--profile", name, "--chat", "Tom", "read already"])
        try harness.run(["chats", "read", "Tom"])
        try harness.run(["dev", "receive", "--profile", name, "--chat", "Tom", "first unread"])
        try harness.run(["dev", "receive", "--profile", name, "--chat", "Tom", "second unread"])
    }

    @Test func twoPanesAtDesktopWidthWithTheChatBesideTheList() throws {
        let harness = try DesktopHarness(width: 1280, height: 800)
        defer { harness.close() }
        try seedChat(harness)
        let app = harness.launch()
        let list = try #require(harness.page(ChatListPage.self))
        harness.settle(until: { !app.home.isFolded })
        #expect(!app.home.isFolded)
        #expect(app.home.placeholder.isMapped)
        // The list row: the last message and its time, not "2 unread messages".
        let row = try #require(list.row(of: "Tom"))
        #expect(row.subtitle == "Tom: second unread")
        row.activate()
        let chat = try #require(harness.page(ChatPage.self))
        harness.settle(until: { chat.root.isMapped })
        #expect(list.root.isMapped)
        #expect(chat.root.isMapped)
        #expect(!chat.backButton.isVisible)
        #expect(chat.messageTexts == ["read already", "first unread", "second unread"])
        // The divider before the first of the two unread messages, where the chat opens.
        let divider = try #require(chat.timeline.lines.firstIndex(of: .unreadDivider))
        #expect(chat.timeline.openingLine == divider)
        guard case .message(let next, _) = chat.timeline.lines[divider + 1] else {
            Issue.record("no message after the divider")
            return
        }
        #expect(next.text == "first unread")
        #expect(app.snapshot.totalUnread == 0)
    }

    @Test func onePaneWithBackAtPhoneWidthAndNothingWidensTheWindow() throws {
        let harness = try DesktopHarness(width: 360, height: 700)
        defer { harness.close() }
        try seedChat(harness, longNames: true)
        let app = harness.launch()
        let list = try #require(harness.page(ChatListPage.self))
        harness.settle(until: { app.home.isFolded })
        #expect(app.home.isFolded)
        #expect(harness.window.allocatedSize.width <= 360, "the chat list widened the window")
        list.profilesButton.activate()
        let profiles = try #require(harness.page(ProfilesPage.self))
        harness.settle(until: { !profiles.list.madeRows.isEmpty })
        harness.settle()
        #expect(harness.window.allocatedSize.width <= 360, "the profiles widened the window")
        app.actions.activate("back")
        let back = try #require(harness.page(ChatListPage.self))
        try #require(back.row(of: "Tom")).activate()
        let chat = try #require(harness.page(ChatPage.self))
        harness.settle(until: { chat.root.isMapped && !back.root.isMapped })
        #expect(chat.backButton.isVisible)
        #expect(!back.root.isMapped)
        #expect(harness.window.allocatedSize.width <= 360)
    }

    @Test func everyCommandIsAWindowActionWithItsShortcut() throws {
        let harness = try DesktopHarness(width: 1280, height: 800)
        defer { harness.close() }
        try seedChat(harness)
        let app = harness.launch()
        #expect(app.actions.names == ["about", "back", "close", "preferences", "search", "shortcuts"])
        #expect(app.actions.accelerators["search"] == ["<Control>f"])
        #expect(app.actions.accelerators["back"] == ["Escape", "<Alt>Left"])
        #expect(app.actions.accelerators["preferences"] == ["<Control>comma"])
        #expect(app.actions.accelerators["shortcuts"] == ["<Control>question"])
        #expect(app.actions.accelerators["close"] == ["<Control>w"])
        let list = try #require(harness.page(ChatListPage.self))
        #expect(list.menu.labels == ["Preferences", "Keyboard Shortcuts", "About Threshold"])

        // A chat, then Esc: the list, the focus on the row the chat was opened from.
        try #require(list.row(of: "Tom")).activate()
        _ = try #require(harness.page(ChatPage.self))
        app.actions.activate("back")
        harness.settle(until: { app.route == .chatList })
        #expect(app.route == .chatList)
        harness.settle(until: { list.row(of: "Tom")?.hasFocus == true })
        #expect(list.row(of: "Tom")?.hasFocus == true)

        // Ctrl+F: "Your chat profiles" with the search field focused; Esc back.
        app.actions.activate("search")
        let profiles = try #require(harness.page(ProfilesPage.self))
        harness.settle(until: { profiles.search.containsFocus })
        #expect(profiles.search.containsFocus)
        app.actions.activate("back")
        #expect(harness.page(ChatListPage.self) != nil)
        harness.settle(until: { list.profilesButton.hasFocus })
        #expect(list.profilesButton.hasFocus)

        // Ctrl+,: Preferences; Ctrl+?: the shortcuts window; About: the one version.
        app.actions.activate("preferences")
        #expect(harness.page(SettingsPage.self) != nil)
        app.actions.activate("back")
        #expect(harness.page(ChatListPage.self) != nil)
        app.actions.activate("shortcuts")
        let shortcuts = try #require(app.shortcutsWindow)
        harness.settle(until: { shortcuts.isShown })
        #expect(shortcuts.isShown)
        shortcuts.close()
        app.actions.activate("about")
        let about = try #require(app.aboutWindow)
        harness.settle(until: { about.isShown })
        #expect(about.version == AppVersion.current)
        about.close()
        harness.settle()
    }

    @Test func theShortcutsWindowListsEveryCommand() {
        let text = ShortcutsWindow.builderText([("General", [("Close & quit", "<Control>w")])])
        #expect(text.contains("Close &amp; quit"))
        #expect(text.contains("&lt;Control&gt;w"))
    }
}
