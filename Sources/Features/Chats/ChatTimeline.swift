import Foundation
import ThresholdCore

/// An opened chat as lines to show: a day heading before each day's first message, the unread
/// divider before the first message that was unread when it was opened, and the messages with
/// their times. The same for every face that draws a chat as a timeline (the desktop's chat pane).
public struct ChatTimeline: Equatable, Sendable {
    /// One line of the timeline.
    public enum Line: Equatable, Sendable {
        /// "Today", "Yesterday" or a date.
        case day(String)
        /// "Unread messages".
        case unreadDivider
        /// A message and its sender's name (its time: ``time(of:)``, formatted when it is shown).
        case message(ChatMessage, sender: String)
    }

    /// The lines, oldest first.
    public var lines: [Line]
    /// The index in ``lines`` to open at: the unread divider, or the last line when nothing was unread.
    public var openingLine: Int
    /// The time zone the days and times are in.
    public var timeZone: TimeZone

    /// The timeline of `transcript` in `timeZone`, with "today" taken from `now`.
    ///
    /// The store marks a chat read as a whole, so the unread ones were its newest
    /// `transcript.markedRead` incoming messages: the divider goes before the first of them.
    public init(_ transcript: ChatTranscript, now: Date = Date(), timeZone: TimeZone = .current) {
        var firstUnread: Int?
        if transcript.markedRead > 0 {
            var seen = 0
            for index in transcript.messages.indices.reversed() where transcript.messages[index].incoming {
                seen += 1
                firstUnread = index
                if seen == transcript.markedRead { break }
            }
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let you = ChatText.you
        var lines: [Line] = []
        lines.reserveCapacity(transcript.messages.count + 8)
        var opening: Int?
        // The day by arithmetic on the zone's offset (a calendar per message costs ~100 ms for
        // 10,000 messages); the offset is asked again only when the day may have changed.
        var lastDay: Int64?
        var dayEnd: Int64 = .min
        var offset: Int64 = 0
        for (index, message) in transcript.messages.enumerated() {
            if message.sentAt >= dayEnd || message.sentAt < dayEnd - 86_400 {
                let date = Date(timeIntervalSince1970: TimeInterval(message.sentAt))
                offset = Int64(timeZone.secondsFromGMT(for: date))
                let local = message.sentAt + offset
                let day = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
                dayEnd = (day + 1) * 86_400 - offset
                if day != lastDay {
                    lines.append(.day(ChatTime.day(date, now: now, calendar: calendar)))
                    lastDay = day
                }
            }
            if index == firstUnread {
                opening = lines.count
                lines.append(.unreadDivider)
            }
            lines.append(.message(message, sender: message.incoming ? transcript.contact : you))
        }
        self.lines = lines
        self.timeZone = timeZone
        openingLine = opening ?? max(0, lines.count - 1)
    }

    /// The time of day of `message` ("14:05").
    public func time(of message: ChatMessage) -> String {
        ChatTime.time(Date(timeIntervalSince1970: TimeInterval(message.sentAt)), timeZone: timeZone)
    }
}

/// Times of messages the language's way. A small formatter of the chat's own until Features has
/// one locale formatter for every face (issue 35): the language's locale from ``Texts``.
public enum ChatTime {
    /// The time of day: "14:05", "2:05 PM".
    public static func time(_ date: Date, timeZone: TimeZone = .current) -> String {
        date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: Texts.current.locale, timeZone: timeZone))
    }

    /// A day heading: "Today", "Yesterday", else the date ("Mar 4, 2026").
    public static func day(_ date: Date, now: Date = Date(), calendar: Calendar) -> String {
        if calendar.isDate(date, inSameDayAs: now) { return ChatText.today }
        if let yesterday = calendar.date(byAdding: .day, value: -1, to: now), calendar.isDate(date, inSameDayAs: yesterday) {
            return ChatText.yesterday
        }
        return date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: Texts.current.locale,
                                               timeZone: calendar.timeZone))
    }

    /// A chat list's time of the last message: the time today, else the day.
    public static func listTime(_ date: Date, now: Date = Date(), timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.isDate(date, inSameDayAs: now) ? time(date, timeZone: timeZone) : day(date, now: now, calendar: calendar)
    }
}

extension ChatText {
    /// The day heading of today's messages.
    public static var today: String { tr("Today", context: "day heading") }
    /// The day heading of yesterday's messages.
    public static var yesterday: String { tr("Yesterday", context: "day heading") }
    /// The line before the first message that was unread.
    public static var unreadDivider: String { tr("Unread messages") }
}
