import Features
import Terminal

/// A chat's messages, read-only, newest at the bottom; ↑/↓ and Page keys scroll, Esc goes back.
enum ChatScreen {
    /// One line per message: "Ann: hello" for received ones, "You: hi" for sent ones.
    static func lines(_ screen: ChatViewState) -> [String] {
        screen.messages.map {
            tr("{sender}: {message}", ["sender": $0.incoming ? .user(screen.contact) : .text(tr("You", context: "message sender")),
                                      "message": .user($0.text)])
        }
    }

    /// Draws the screen.
    static func draw(_ screen: ChatViewState, chrome: AppChrome, into buffer: inout Buffer) {
        Frame.draw(title: "\(chrome.brand.appName) · \(screen.contact)", trailing: nil,
                   hints: tr("↑↓ scroll  Esc back"), chrome: chrome, into: &buffer)
        let area = Rect(x: 1, y: 2, width: max(0, buffer.width - 2), height: max(0, buffer.height - 4))
        let all = lines(screen)
        guard !all.isEmpty else {
            buffer.put(tr("No messages yet."), in: Rect(x: area.x, y: area.y, width: area.width, height: 1), style: chrome.theme.muted)
            return
        }
        let end = max(0, all.count - min(screen.scrollFromEnd, max(0, all.count - 1)))
        let shown = all[max(0, end - area.height)..<end]
        for (offset, line) in shown.enumerated() {
            let incoming = screen.messages[max(0, end - area.height) + offset].incoming
            buffer.put(line, in: Rect(x: area.x, y: area.y + offset, width: area.width, height: 1),
                       style: incoming ? chrome.theme.text : chrome.theme.muted)
        }
    }
}
