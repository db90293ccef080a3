import Features
import Terminal

/// A chat's messages, read-only, newest at the bottom; ↑/↓ and Page keys scroll, Esc goes back.
enum ChatScreen {
    /// One line per message: "Ann: hello" for received ones, "You: hi" for sent ones.
    static func lines(_ screen: ChatViewState) -> [String] {
        screen.messages.map {
            tr("{sender}: {message}", ["sender": $0.incoming ? .user(screen.contact) : .text(ChatText.you),
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
            buffer.put(ChatText.noMessages, in: Rect(x: area.x, y: area.y, width: area.width, height: 1), style: chrome.theme.muted)
            return
        }
        let end = max(0, all.count - min(screen.scrollFromEnd, max(0, all.count - 1)))
        // A message longer than the row wraps at a word (at 40 columns it was cut: "the tide
        // table…"); the newest message's last line stays at the bottom of what is shown.
        let first = max(0, end - area.height)
        var rows: [(String, Bool)] = []
        for index in first..<end {
            let incoming = screen.messages[index].incoming
            rows += TextWrap.wrap(all[index], width: max(1, area.width)).map { ($0, incoming) }
        }
        for (offset, row) in rows.suffix(area.height).enumerated() {
            buffer.put(row.0, in: Rect(x: area.x, y: area.y + offset, width: area.width, height: 1),
                       style: row.1 ? chrome.theme.text : chrome.theme.muted)
        }
    }
}
