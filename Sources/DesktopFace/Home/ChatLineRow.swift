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
        for part in [day, divider, bubble] as [Widget] {
            part.isVisible = false
            box.append(part)
        }
    }

    /// The widest text (pixels) left unwrapped: under the narrowest a bubble's text can be (the chat
    /// pane's 320-pixel minimum, `HomeView`, less the row's margins and the bubble's padding: 272).
    static let unwrappedWidth = 200

    /// What the row shows now: a bind changes only what differs (GTK restyles a widget whose
    /// visibility or style classes change, and its children with it: hiding the bubble and showing
    /// it again, or flipping "outgoing" off and on, cost each bound row a new style and layout).
    private enum Kind: Equatable { case none, day, divider, incoming, outgoing }
    private var kind = Kind.none

    /// Shows `line`; `time` is the message's time of day (``ChatTimeline/time(of:)``).
    func bind(_ line: ChatTimeline.Line, time at: String) {
        switch line {
        case .day(let heading):
            show(.day)
            day.text = heading
            box.setAccessibleLabel(heading)
        case .unreadDivider:
            show(.divider)
            box.setAccessibleLabel(ChatText.unreadDivider)
        case .message(let message, let sender):
            show(message.incoming ? .incoming : .outgoing)
            // A text whose lines fit in any width the chat can have is not wrapped: the same lines
            // drawn, but GTK 4.8 shapes a wrapped label again for every width it measures it at (its
            // width range, the list's width, the bubble's), an unwrapped one once. The label's own
            // unwrapped layout measures it, and is kept unless the text is wider.
            text.wraps = false
            text.text = message.text
            if text.layoutWidth > Self.unwrappedWidth { text.wraps = true }
            time.text = at
            box.setAccessibleLabel(ChatText.spoken(sender: sender, text: message.text, time: at))
        }
    }

    /// Shows the part of `new` kind, hiding the other, when it is not what the row shows already.
    private func show(_ new: Kind) {
        guard new != kind else { return }
        let old = kind
        kind = new
        let isMessage = new == .incoming || new == .outgoing, wasMessage = old == .incoming || old == .outgoing
        if old == .day { day.isVisible = false }
        if old == .divider { divider.isVisible = false }
        if wasMessage, !isMessage { bubble.isVisible = false }
        if isMessage {
            bubble.setAlignment(horizontal: new == .incoming ? .start : .end)
            if new == .incoming { bubble.removeStyleClass("outgoing") } else { bubble.addStyleClass("outgoing") }
        }
        if new == .day { day.isVisible = true }
        if new == .divider { divider.isVisible = true }
        if isMessage, !wasMessage { bubble.isVisible = true }
    }
}
