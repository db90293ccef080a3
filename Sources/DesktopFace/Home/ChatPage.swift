import Features
import GTKKit

/// An opened chat: its messages, oldest first, each with who wrote it, as Features' transcript
/// gives them (opening marks them read). Read-only: sending is the host messenger's, not Threshold's.
@MainActor
final class ChatPage: DesktopPage {
    let layout: PageLayout
    let backButton = Button(icon: "go-previous-symbolic", accessibleLabel: DesktopText.back)
    let messages = BoxedList()
    let empty = Label(ChatText.noMessages)

    var root: Widget { layout.page }
    var initialFocus: Widget? { backButton }

    init(_ transcript: ChatTranscript, onBack: @escaping @MainActor () -> Void) {
        layout = PageLayout(title: ChatText.title(transcript.contact))
        layout.page.header.packStart(backButton)
        backButton.onClicked(onBack)
        for message in transcript.messages {
            let sender = message.incoming ? transcript.contact : ChatText.you
            let row = ActionRow(title: message.text, subtitle: sender)
            row.setAccessibleLabel(ChatText.spoken(sender: sender, text: message.text))
            if message.incoming { row.addPrefix(Avatar(text: transcript.contact, size: 32)) }
            messages.add(row)
        }
        messages.isVisible = !transcript.messages.isEmpty
        empty.isVisible = transcript.messages.isEmpty
        empty.addStyleClass("dim-label")
        layout.column.append(messages)
        layout.column.append(empty)
    }

    /// The message rows' texts (tests).
    var messageTexts: [String] { messages.allRows.compactMap { ($0 as? ActionRow)?.title } }
}
