import Features
import Foundation
import GTKKit
import Testing
import TestSupport
import ThresholdCore
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

    /// A long chat opens with a page of its newest messages and rows for a window of their lines
    /// (GTK 4.8 made a row for up to 200 items of the model: the whole chat's lines before), and
    /// reads the older pages from the store as it is scrolled back, until the first message.
    @Test func aLongChatOpensWithAPageAndReadsOlderOnesAsItIsScrolledBack() throws {
        let harness = try DesktopHarness(width: 1280, height: 800)
        defer { harness.close() }
        try harness.withStore { store in
            _ = try store.seed(SeedPlan(profiles: 1, chats: 1, messages: 700, unreadEvery: 1_000))
            let brand = try AppSession.loadBrand(flag: nil)
            try store.completeOnboarding(steps: MessengerFlow.allSteps(of: brand))
            try store.setWhatsNewSeenVersion(brand.whatsNew.first?.version.description ?? "")
        }
        let app = harness.launch()
        let contact = try #require(app.snapshot.chats.first?.contact)
        app.showChat(contact)
        let chat = try #require(harness.page(ChatPage.self))
        harness.settle(until: { chat.root.isMapped && !chat.list.madeRows.isEmpty })
        harness.settle()
        #expect(chat.messages.count == DesktopApp.chatPageMessages)
        #expect(chat.messageTexts.last == "Seeded message 700")
        #expect(chat.list.count < 60, "the list model holds \(chat.list.count) lines")
        #expect(chat.list.madeRows.count < 60, "\(chat.list.madeRows.count) rows made")
        #expect(chat.window.contains(chat.timeline.openingLine))

        for _ in 0..<400 where chat.window.lowerBound > 0 || chat.mayHaveOlder {
            chat.list.scroll(by: -5_000)
            GTK.iterate(until: { false }, seconds: 0.03)
        }
        #expect(chat.messageTexts.count == 700)
        #expect(chat.messageTexts.first == "Seeded message 1")
        #expect(chat.messageTexts.elementsEqual((1...700).map { "Seeded message \($0)" }))
        #expect(chat.window == 0..<chat.timeline.lines.count)
        #expect(chat.list.count == chat.timeline.lines.count)
        // At the top, the first row shows the first line (its day's heading), bound again after
        // each older page; the rows below stayed where they were as pages were added above them.
        chat.list.scroll(by: -5_000)
        let firstShown = { chat.list.madeRows.contains { $0.text.text == "Seeded message 1" && $0.root.isMapped } }
        harness.settle(until: firstShown)
        #expect(chat.list.madeRows.contains { $0.day.isVisible && $0.root.isMapped })
        #expect(chat.list.madeRows.contains { $0.text.text == "Seeded message 1" && $0.root.isMapped })
        // Recycled rows bound again and again (a bind changes only what differs): each shown
        // message on its side, in its colours (the seed alternates incoming and outgoing).
        let shownMessages = chat.list.madeRows.filter { $0.root.isMapped && $0.bubble.isVisible }
        #expect(shownMessages.count > 5)
        for row in shownMessages {
            let number = Int(row.text.text.split(separator: " ").last ?? "") ?? 0
            let incoming = (number - 1) % 2 == 0
            #expect(row.bubble.hasStyleClass("outgoing") == !incoming, "\(row.text.text)")
            #expect(!row.day.isVisible && !row.divider.isVisible)
        }
    }

    /// A chat with more unread messages than a page opens with all of them and a few before, at the
    /// divider before the first of them (its window of lines holds that line).
    @Test func aChatWithManyUnreadOpensAtTheFirstOfThem() throws {
        let harness = try DesktopHarness(width: 1280, height: 800)
        defer { harness.close() }
        try harness.withStore { store in
            _ = try store.seed(SeedPlan(profiles: 1, chats: 1, messages: 300, unreadEvery: 1_000))
            let brand = try AppSession.loadBrand(flag: nil)
            try store.completeOnboarding(steps: MessengerFlow.allSteps(of: brand))
            try store.setWhatsNewSeenVersion(brand.whatsNew.first?.version.description ?? "")
            let chat = try #require(try store.chatsOfActiveProfile().first)
            try store.readChat(chat.contact)
            let profile = try #require(try store.listProfiles().profiles.first)
            for index in 0..<100 {
                try store.receiveMessage(profile: ProfileRef(profile.name), contact: chat.contact, text: "new \(index)")
            }
        }
        let app = harness.launch()
        let contact = try #require(app.snapshot.chats.first?.contact)
        app.showChat(contact)
        let chat = try #require(harness.page(ChatPage.self))
        harness.settle(until: { chat.root.isMapped && !chat.list.madeRows.isEmpty })
        // The divider's row is shown, and it stays shown once the list has settled: opening adds
        // no page above it (each moved the view by GTK's misestimate of the new rows: the chat
        // showed a screen below the divider, with 200 older messages read, 320 instead of 120).
        harness.settle(until: { chat.list.madeRows.contains { $0.divider.isVisible && $0.root.isMapped } })
        GTK.iterate(until: { false }, seconds: 0.5)
        harness.settle()
        #expect(chat.messages.count == 120)
        #expect(chat.list.madeRows.contains { $0.divider.isVisible && $0.root.isMapped })
        let divider = try #require(chat.timeline.lines.firstIndex(of: .unreadDivider))
        #expect(chat.timeline.openingLine == divider)
        #expect(chat.window.contains(divider))
        let after = chat.timeline.lines[(divider + 1)...].compactMap { line -> String? in
            if case .message(let message, _) = line { message.text } else { nil }
        }
        #expect(after.count == 100 && after.allSatisfy { $0.hasPrefix("new ") })
    }

    /// A short message is left unwrapped (GTK 4.8 lays a wrapped label out again at every width it
    /// measures it for: most of a fast scroll's time, docs/performance.md), a long one still wraps
    /// within the pane, and a recycled row shows each in turn.
    @Test func shortMessagesAreNotWrappedLongOnesWrap() throws {
        let harness = try DesktopHarness(width: 800, height: 600)
        defer { harness.close() }
        try harness.seedWithCommandLine(["Ann"])
        let long = String(repeating: "a long message that goes on ", count: 12)
        try harness.run(["dev", "receive", "--profile", "Ann", "--chat", "Tom", "short"])
        try harness.run(["dev", "receive", "--profile", "Ann", "--chat", "Tom", long])
        let app = harness.launch()
        app.showChat("Tom")
        harness.settle(until: { harness.page(ChatPage.self) != nil })
        let chat = try #require(harness.page(ChatPage.self))
        let shown = { (text: String) in chat.list.madeRows.first { $0.text.text == text && $0.root.isMapped } }
        harness.settle(until: { shown("short") != nil && shown(long) != nil })
        harness.settle()
        let short = try #require(shown("short")), wrapped = try #require(shown(long))
        // Laid out (a loaded machine can take more than one settle to allocate the rows).
        GTK.iterate(until: { short.text.allocatedSize.height > 0 && wrapped.text.allocatedSize.height > 0
                        && chat.list.allocatedSize.width > 0 }, seconds: 10)
        #expect(!short.text.wraps)
        #expect(wrapped.text.wraps)
        // Several lines, inside the list's width.
        #expect(wrapped.text.allocatedSize.height > 2 * short.text.allocatedSize.height)
        #expect(wrapped.bubble.allocatedSize.width <= chat.list.allocatedSize.width)
        // The same row bound to the other text takes its wrapping.
        wrapped.bind(.message(ChatMessage(id: 1, incoming: true, text: "short", sentAt: 0), sender: "Tom"), time: "0:00")
        #expect(!wrapped.text.wraps)
        wrapped.bind(.message(ChatMessage(id: 2, incoming: true, text: long, sentAt: 0), sender: "Tom"), time: "0:00")
        #expect(wrapped.text.wraps)
    }

    /// Quitting while the store queue works: `threshold-desktop` calls `stopForExit()` and then
    /// `exit`, whose handlers freed OpenSSL's locks (now kept: `CryptoLibrary.keepStateAtExit()`);
    /// a store job still running then (the live check every 250 ms, a chat's read) crashed in its
    /// next digest with signal 11 (a core of the bench's chat child, 2026-12-07). `stopForExit()`
    /// leaves no store work running.
    @Test func noStoreWorkRunsOnceTheAppIsStopped() throws {
        let harness = try DesktopHarness()
        defer { harness.close() }
        try harness.seedWithCommandLine(["Ann"])
        let app = harness.launch()
        let running = SharedFlag()
        app.onStore({ _ in
            running.set(true)
            usleep(300_000)
            running.set(false)
        }) { _ in }
        // The job has started on the store queue.
        let until = Date().addingTimeInterval(5)
        while !running.isSet, Date() < until { usleep(1_000) }
        app.stopForExit()
        #expect(!running.isSet, "a store job still runs after stopForExit(): exit would race it")
        harness.settle(until: { !app.isBusy })
    }
}
