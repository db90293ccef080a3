import Features
import GTKKit

/// A recycled row of the chat timeline: a day heading, the unread divider, or a message bubble
/// (text and time; the contact's at the start, the user's at the end, in the accent colour).
@MainActor
final class ChatLineRow: ListRow {
    let box = Box(.vertical, spacing: 0)
    let day = Label("", wraps: false)
    let divider = Label(ChatText.unreadDivider, wraps: false)
    let bubble = Box(.vertical, spacing: 2)
    let text = Label("", wraps: true)
    let time = Label("", wraps: false)

    var root: Widget { box }

    init() {
        box.setMargins(top: 2, bottom: 2, start: 12, end: 12)
        day.addStyleClass("dim-label")
        day.addStyleClass("caption-heading")
        day.setMargins(top: 10, bottom: 6)
        divider.addStyleClass("unread-divider")
        divider.setMargins(top: 8, bottom: 8)
        text.xAlign = 0
        time.xAlign = 1
        time.addStyleClass("caption")
        time.addStyleClass("bubble-time")
        bubble.addStyleClass("chat-bubble")
        bubble.append(text)
        bubble.append(time)
        for part in [day, divider, bubble] as [Widget] { box.append(part) }
    }

    /// Shows `line`.
    func bind(_ line: ChatTimeline.Line, in timeline: ChatTimeline) {
        day.isVisible = false
        divider.isVisible = false
        bubble.isVisible = false
        switch line {
        case .day(let heading):
            day.text = heading
            day.isVisible = true
            box.setAccessibleLabel(heading)
        case .unreadDivider:
            divider.isVisible = true
            box.setAccessibleLabel(ChatText.unreadDivider)
        case .message(let message, let sender):
            let at = timeline.time(of: message)
            text.text = message.text
            time.text = at
            bubble.isVisible = true
            bubble.setAlignment(horizontal: message.incoming ? .start : .end)
            if message.incoming { bubble.removeStyleClass("outgoing") } else { bubble.addStyleClass("outgoing") }
            box.setAccessibleLabel(ChatText.spoken(sender: sender, text: message.text, time: at))
        }
    }
}
