import Features
import Foundation
import GTKKit
import Testing
import TestSupport
@testable import DesktopFace

/// A chat row opens the chat: its messages as Features' transcript gives them, marked read, and
/// names with markup characters shown as typed (rows are plain text).
@MainActor
@Suite(.serialized, needsDisplay) struct ChatPageTests {
    @Test func aChatRowOpensItsMessagesAndMarksThemRead() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        try harness.seedWithCommandLine(["Ann"])
        try harness.run(["dev", "receive", "--profile", "Ann", "--chat", "Tom & <b>Jerry</b>", "hello <i>there</i>"])
        try harness.run(["dev", "receive", "--profile", "Ann", "--chat", "Tom & <b>Jerry</b>", "second"])
        let app = harness.launch()
        let chats = try #require(harness.page(ChatListPage.self))
        #expect(chats.chatTitles == ["Tom & <b>Jerry</b>"])
        #expect(app.snapshot.totalUnread == 2)
        let row = try #require(chats.chats.allRows.first as? ActionRow)
        row.activate()
        harness.settle(until: { harness.page(ChatPage.self) != nil })
        let chat = try #require(harness.page(ChatPage.self))
        #expect(app.route == .chat)
        #expect(chat.title.title == "Chat with Tom & <b>Jerry</b>")
        #expect(chat.messageTexts == ["hello <i>there</i>", "second"])
        #expect(app.snapshot.totalUnread == 0)
        chat.backButton.activate()
        harness.settle(until: { harness.page(ChatListPage.self) != nil })
        #expect(app.route == .chatList)
    }
}
