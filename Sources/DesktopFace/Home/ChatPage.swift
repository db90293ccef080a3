import Features
import Foundation
import GTKKit

/// An opened chat, the right pane of the home window: its messages as bubbles with their times,
/// a heading before each day and the unread divider before the first message that was unread,
/// opened there (or at the newest message). The rows are recycled (`ListView`), so a chat of
/// 10,000 messages makes a screenful of rows. Read-only: sending is the host messenger's.
@MainActor
final class ChatPage: DesktopPage {
    let page = ToolbarPage()
    let title: WindowTitle
    let backButton = Button(icon: "go-previous-symbolic", accessibleLabel: DesktopText.back)
    let list: ListView<ChatLineRow>
    let empty = StatusPage(title: ChatText.noMessages, description: nil, icon: "mail-unread-symbolic")
    /// The timeline shown.
    let timeline: ChatTimeline
    /// The contact.
    let contact: String

    var root: Widget { page }
    var initialFocus: Widget? { list }

    init(_ transcript: ChatTranscript, now: Date = Date(), onBack: @escaping @MainActor () -> Void) {
        contact = transcript.contact
        let timeline = ChatTimeline(transcript, now: now)
        self.timeline = timeline
        title = WindowTitle(title: ChatText.title(transcript.contact))
        list = ListView<ChatLineRow>(makeRow: ChatLineRow.init) { row, index in
            guard timeline.lines.indices.contains(index) else { return }
            row.bind(timeline.lines[index], in: timeline)
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
        list.setItems(keys: timeline.lines.indices.map(String.init))
        list.isVisible = !transcript.messages.isEmpty
        list.scrolling.isVisible = !transcript.messages.isEmpty
        empty.isVisible = transcript.messages.isEmpty
        empty.setExpand(vertical: true)
        let opening = timeline.openingLine
        // Once laid out: the first unread message (its divider), else the newest.
        MainThread.post { [weak self] in self?.list.scrollTo(opening) }
    }

    /// Scrolls to the line the chat opens at (again, e.g. after the window was resized).
    func scrollToOpening() { list.scrollTo(timeline.openingLine) }

    /// The messages' texts, oldest first (tests).
    var messageTexts: [String] {
        timeline.lines.compactMap { if case .message(let message, _) = $0 { message.text } else { nil } }
    }
}
