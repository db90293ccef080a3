import Features
import Foundation
import GTKKit

/// An opened chat, the right pane of the home window: its messages as bubbles with their times,
/// a heading before each day and the unread divider before the first message that was unread,
/// opened there (or at the newest message). Read-only: sending is the host messenger's.
///
/// A long chat costs what a short one does (docs/performance.md): the chat opens with its newest
/// page of messages (more when more are unread), older pages are read from the store as the list
/// is scrolled back to them, and the list model holds only a window of the timeline's lines around
/// where the chat opened, grown by a page at an end as it is scrolled there. The rows are recycled
/// (`ListView`); GTK 4.8's list view makes a row for up to 200 items of its model at once, so a
/// model of every line made 200 bubbles before the first frame.
@MainActor
final class ChatPage: DesktopPage {
    let page = ToolbarPage()
    let title: WindowTitle
    let backButton = Button(icon: "go-previous-symbolic", accessibleLabel: DesktopText.back)
    let list: ListView<ChatLineRow>
    let empty = StatusPage(title: ChatText.noMessages, description: nil, icon: "mail-unread-symbolic")
    /// The timeline of the messages read so far.
    private(set) var timeline: ChatTimeline
    /// The contact.
    let contact: String
    /// The timeline's lines the list model holds: `window.lowerBound` is the model's first item.
    private(set) var window: Range<Int> = 0..<0
    /// Whether the store may hold messages older than the ones read (the last read was a full page).
    private(set) var mayHaveOlder: Bool
    /// How many lines the model takes at first around the opening line: a little more than a
    /// window's height of bubbles (the list grows at once when they do not fill it).
    static let firstLines = 16
    /// Of the first window, how many lines come before the opening line (the rest after it).
    static let linesBeforeOpening = 3
    /// How many lines the model adds at an end when the list is scrolled near it: GTK makes a row
    /// for each at once, so a small page spreads that work over the frames of a fast scroll.
    static let pageLines = 12
    /// How many older messages one read from the store brings.
    static let olderPage = 200

    private var transcript: ChatTranscript
    private let now: Date
    private let loadOlder: @MainActor (ChatMessage, Int) -> [ChatMessage]
    /// Whether the list grows at its ends: only once it was painted at the opening line (before,
    /// its top is near the start whatever line it will open at).
    private var growing = false
    /// The scroll position last seen since the chat opened, and whether it ever moved up since.
    private var lastPosition: Double?
    private var scrolledUp = false

    var root: Widget { page }
    var initialFocus: Widget? { list }

    /// The page of `transcript`; `loadOlder(message, limit)` reads up to `limit` messages from before
    /// `message` (none: the chat has no more). `complete` says the transcript holds the whole chat.
    init(_ transcript: ChatTranscript, complete: Bool = true, now: Date = Date(),
         loadOlder: @escaping @MainActor (ChatMessage, Int) -> [ChatMessage] = { _, _ in [] },
         onBack: @escaping @MainActor () -> Void) {
        contact = transcript.contact
        self.transcript = transcript
        self.now = now
        self.loadOlder = loadOlder
        mayHaveOlder = !complete
        timeline = ChatTimeline(transcript, now: now)
        title = WindowTitle(title: ChatText.title(transcript.contact))
        // The list is made before the page is: its rows reach the page through `source` (weakly),
        // set below once the page is whole; a row bound before then shows nothing.
        let source = LineSource()
        list = ListView<ChatLineRow>(makeRow: ChatLineRow.init) { row, position in
            guard let (shown, time) = source.page?.line(at: position) else { return }
            row.bind(shown, time: time)
        }
        list.removeStyleClass("navigation-sidebar")
        list.addStyleClass("chat-timeline")
        list.setAccessibleLabel(ChatText.title(transcript.contact))
        page.header.setTitleWidget(title)
        page.header.packStart(backButton)
        backButton.onClicked(onBack)
        let content = Box(.vertical, spacing: 0)
        list.scrolling.setExpand(vertical: true)
        content.append(list.scrolling)
        content.append(empty)
        page.setContent(content)
        let count = timeline.lines.count
        let start = max(0, min(timeline.openingLine - Self.linesBeforeOpening, count - Self.firstLines))
        window = start..<min(count, start + Self.firstLines)
        source.page = self
        list.setItems(keys: window.map(String.init))
        // First: the near-start check below sees whether this move went up.
        list.onScrolledNearStart(margin: .greatestFiniteMagnitude) { [weak self] in self?.notePosition() }
        list.onScrolledNearStart(margin: 400) { [weak self] in if self?.growing == true { self?.showEarlier() } }
        list.onScrolledNearEnd(margin: 400) { [weak self] in if self?.growing == true { self?.showLater() } }
        list.isVisible = !transcript.messages.isEmpty
        list.scrolling.isVisible = !transcript.messages.isEmpty
        empty.isVisible = transcript.messages.isEmpty
        empty.setExpand(vertical: true)
        // Once laid out: the first unread message (its divider), else the newest; then the list
        // grows where it is scrolled (also at once, where its lines do not fill it).
        MainThread.post { [weak self] in
            guard let self else { return }
            self.scrollToOpening()
            self.list.afterNextPaint { [weak self] in
                guard let self else { return }
                self.growing = true
                self.lastPosition = self.list.scrollPosition.value
                self.list.checkScrollPosition()
            }
        }
    }

    /// What the model's item at `position` shows: its line and, for a message, its time of day.
    private func line(at position: Int) -> (ChatTimeline.Line, String)? {
        let index = window.lowerBound + position
        guard timeline.lines.indices.contains(index) else { return nil }
        let shown = timeline.lines[index]
        if case .message(let message, _) = shown { return (shown, time(of: message)) }
        return (shown, "")
    }

    /// The page a chat list's rows are bound from, held weakly (the list is the page's).
    @MainActor
    private final class LineSource {
        weak var page: ChatPage?
    }

    /// Scrolls to the line the chat opens at (again, e.g. after the window was resized).
    func scrollToOpening() {
        guard window.contains(timeline.openingLine) else { return }
        list.scrollTo(timeline.openingLine - window.lowerBound)
    }

    /// The times of day written so far, by the minute since 1970 they name: messages of the same
    /// minute share one (a `Date.FormatStyle` run per bound row was a tenth of a bind's time).
    private var times: [Int64: String] = [:]

    /// The time of day of `message`, as ``ChatTimeline/time(of:)`` writes it.
    private func time(of message: ChatMessage) -> String {
        // Since 1973 every zone's offset is whole minutes (before, some were not: written each time).
        guard message.sentAt >= Self.wholeMinuteOffsets else { return timeline.time(of: message) }
        let minute = message.sentAt / 60
        if let known = times[minute] { return known }
        let written = timeline.time(of: message)
        times[minute] = written
        return written
    }

    /// 1973-01-01 00:00 UTC: from then on, the offset of every time zone is a whole number of minutes.
    private static let wholeMinuteOffsets: Int64 = 94_694_400

    /// The messages read so far, oldest first.
    var messages: [ChatMessage] { transcript.messages }

    /// The messages' texts, oldest first (tests).
    var messageTexts: [String] { transcript.messages.map(\.text) }

    /// A page of older lines before the window (the list keeps the rows on screen in place); at the
    /// start of the lines read, first the page of messages before them from the store.
    private func showEarlier() {
        var replacingFirst = 0
        if window.lowerBound == 0 {
            guard readOlder() else { return }
            // The model's first item showed the old first line (a day heading): bind it again, its
            // line may now be a message of the same day (the heading moved before the older ones).
            replacingFirst = window.isEmpty ? 0 : 1
        }
        let start = max(0, window.lowerBound - Self.pageLines)
        let added = start..<window.lowerBound + replacingFirst
        // The window first: GTK binds the new rows while the model changes.
        window = start..<window.upperBound
        // Until the person scrolls, the view stays at the opening line: scrolled to it again, GTK
        // keeps that item in place. Moving the view down by the height added instead went by
        // GTK's estimate of rows not made yet (about twice their height here): a chat opened at
        // its unread divider ended a screen below it, on a loaded machine or not
        // (`aChatWithManyUnreadOpensAtTheFirstOfThem`).
        let atOpening = !scrolledUp && window.contains(timeline.openingLine)
        list.replaceFirstItems(replacingFirst, with: added.map(String.init), keepingPosition: !atOpening)
        if atOpening { scrollToOpening() }
    }

    /// Notes whether the list was moved up since the chat opened (GTK's own moves after the
    /// opening, and the scrolls to the opening line, go down).
    private func notePosition() {
        guard growing else { return }
        let value = list.scrollPosition.value
        if let lastSeen = lastPosition, value < lastSeen - 0.5 { scrolledUp = true }
        lastPosition = value
    }

    /// Reads the page of messages before the oldest one read and rebuilds the timeline with them,
    /// moving the window to the same lines. False when there were none.
    private func readOlder() -> Bool {
        guard mayHaveOlder, let oldest = transcript.messages.first else { return false }
        let older = loadOlder(oldest, Self.olderPage)
        mayHaveOlder = older.count >= Self.olderPage
        guard !older.isEmpty else { return false }
        let before = timeline.lines.count
        transcript.messages.insert(contentsOf: older, at: 0)
        // The unread ones are the newest: the divider stays where it was.
        timeline = ChatTimeline(transcript, now: now, timeZone: timeline.timeZone)
        let shift = timeline.lines.count - before
        window = window.lowerBound + shift..<window.upperBound + shift
        return true
    }

    /// A page of newer lines after the window.
    private func showLater() {
        guard window.upperBound < timeline.lines.count else { return }
        let end = min(timeline.lines.count, window.upperBound + Self.pageLines)
        let added = window.upperBound..<end
        window = window.lowerBound..<end
        list.appendItems(keys: added.map(String.init))
    }
}
