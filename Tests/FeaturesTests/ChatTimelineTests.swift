import Features
import Foundation
import Testing
import ThresholdCore

/// The chat timeline every face draws: day headings, the unread divider before the first message
/// that was unread, and where the chat opens.
@Suite struct ChatTimelineTests {
    let utc = TimeZone(identifier: "UTC") ?? .current
    // 2026-03-04 12:00 UTC.
    let now = Date(timeIntervalSince1970: 1_772_625_600)

    func message(_ id: Int64, _ incoming: Bool, _ text: String, hoursAgo: Double) -> ChatMessage {
        ChatMessage(id: id, incoming: incoming, text: text, sentAt: Int64(now.timeIntervalSince1970 - hoursAgo * 3600))
    }

    func transcript(_ messages: [ChatMessage], markedRead: Int) -> ChatTranscript {
        ChatTranscript(contact: "Tom", messages: messages, markedRead: markedRead, snapshot: .empty)
    }

    @Test func dayHeadingsAndTheUnreadDividerBeforeTheFirstUnreadMessage() {
        let messages = [message(1, true, "old", hoursAgo: 72), message(2, false, "reply", hoursAgo: 71),
                        message(3, true, "yesterday", hoursAgo: 24), message(4, true, "first new", hoursAgo: 2),
                        message(5, false, "mine", hoursAgo: 1.5), message(6, true, "second new", hoursAgo: 1)]
        let timeline = Texts.with(Translator.english) { ChatTimeline(transcript(messages, markedRead: 2), now: now, timeZone: utc) }
        #expect(timeline.lines.count == 10)
        guard case .day = timeline.lines[0], case .day(let yesterday) = timeline.lines[3],
              case .day(let today) = timeline.lines[5], case .unreadDivider = timeline.lines[6],
              case .message(let first, let sender) = timeline.lines[7] else {
            Issue.record("unexpected lines \(timeline.lines)")
            return
        }
        #expect(yesterday == "Yesterday")
        #expect(today == "Today")
        #expect(first.text == "first new")
        #expect(sender == "Tom")
        #expect(timeline.openingLine == 6)
        guard case .message(let mine, let you) = timeline.lines[8] else { Issue.record("no own message"); return }
        #expect(mine.text == "mine" && you == "You")
        #expect(Texts.with(Translator.english) { timeline.time(of: first) } == "10:00\u{202F}AM" ||
                Texts.with(Translator.english) { timeline.time(of: first) } == "10:00 AM")
    }

    @Test func nothingUnreadOpensAtTheNewestMessage() {
        let messages = [message(1, true, "a", hoursAgo: 3), message(2, false, "b", hoursAgo: 2)]
        let timeline = ChatTimeline(transcript(messages, markedRead: 0), now: now, timeZone: utc)
        #expect(!timeline.lines.contains(.unreadDivider))
        #expect(timeline.openingLine == timeline.lines.count - 1)
    }

    @Test func aPreviewIsTheLastMessageOnOneLineWithItsSender() {
        let preview = ChatPreview(last: ChatMessage(id: 1, incoming: false, text: "two\nlines", sentAt: 0))
        #expect(Texts.with(Translator.english) { preview.text(contact: "Tom") } == "You: two lines")
        #expect(ChatPreview(last: nil).text(contact: "Tom") == nil)
    }

    /// Issue 35: a message and its time as a screen reader says them, with the language's
    /// separator (the desktop joined them with ", " in every language).
    @Test func aSpokenMessageAndItsTimeUseTheLanguagesSeparator() {
        func spoken(_ language: String) -> String {
            Texts.with(Translator(preferences: [language])) { ChatText.spoken(sender: "Tom", text: "hi", time: "9:29") }
        }
        #expect(spoken("en") == "Tom: hi, 9:29")
        #expect(spoken("ja").hasSuffix("hi\u{3001}9:29"))
        #expect(spoken("ar").contains("\u{60C} 9:29"))
        #expect(spoken("zh_CN").hasSuffix("\u{FF0C}9:29"))
    }
}
