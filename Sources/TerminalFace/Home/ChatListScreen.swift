import Features
import Pictures
import Terminal

/// The chat list of the active profile; the title bar shows the active profile and the total badge.
enum ChatListScreen {
    /// Draws the screen.
    static func draw(_ state: AppState, chrome: AppChrome, into buffer: inout Buffer) {
        let theme = chrome.theme
        let snapshot = state.snapshot
        // The active profile's picture, when the terminal draws pictures and it is a visible
        // profile's (never a hidden one's: docs/pictures.md), covers its initials in the title bar,
        // which are then two columns wide.
        let picture = chrome.drawsPictures ? snapshot.active.flatMap { $0.hidden ? nil : snapshot.pictures[$0.id] } : nil
        var trailing = snapshot.active.map { active in
            let initials = ProfileBadge.initials(active.name)
            let padded = picture != nil && DisplayWidth.of(initials) < 2 ? initials + " " : initials
            return "\(padded) \(active.name)"
        } ?? ""
        if snapshot.totalUnread > 0 { trailing += "  ● " + Formats.number(snapshot.totalUnread) }
        Frame.draw(title: "\(chrome.brand.appName) · " + tr("Chats"), trailing: trailing,
                   hints: tr("↑↓ choose  Enter read  p profiles  s settings  q quit"), chrome: chrome, into: &buffer)
        let trailingWidth = DisplayWidth.of(trailing)
        if let picture, trailingWidth <= buffer.width / 2,
           let image = ProfileThumbnails.image(for: picture, over: Rect(x: buffer.width - 1 - trailingWidth, y: 0, width: 2, height: 1),
                                               chrome: chrome) {
            buffer.add(image)
        }
        let list = Rect(x: 1, y: 2, width: Layout.rowWidth(buffer.width), height: Layout.chatListHeight(state.size))
        let chats = snapshot.chats
        if chats.isEmpty {
            // Centered on the whole screen, not in the (capped) row width.
            let list = Rect(x: 1, y: 2, width: buffer.width - 2, height: list.height)
            let arrive = snapshot.active.map { tr("Chats of {name} appear here when messages arrive.", ["name": .user($0.name)]) }
                ?? ChatText.noChatsText
            // The explanation wraps onto the rows below it (it was cut with "…" at 40 columns while
            // the rows below stayed empty); the two are centred together.
            let lines = TextWrap.wrap(arrive, width: list.width, maxLines: max(1, list.height - 1))
            let top = list.y + max(0, (list.height - 1 - lines.count) / 2)
            buffer.put(ChatText.noChats, in: Rect(x: list.x, y: top, width: list.width, height: 1),
                       alignment: .center, style: theme.title)
            for (row, line) in lines.enumerated() {
                buffer.put(line, in: Rect(x: list.x, y: top + 1 + row, width: list.width, height: 1),
                           alignment: .center, style: theme.muted)
            }
        } else {
            let first = Layout.scroll(keeping: state.chatSelection, from: 0, count: chats.count,
                                      visibleRows: list.height)
            for (index, chat) in chats.enumerated().dropFirst(first).prefix(list.height) {
                let row = Rect(x: list.x, y: list.y + index - first, width: list.width, height: 1)
                drawRow(chat, selected: index == state.chatSelection, row: row, chrome: chrome, into: &buffer)
            }
            if first > 0 { buffer.set(x: list.maxX - 1, y: list.y, symbol: "↑", style: theme.muted) }
            if first + list.height < chats.count {
                buffer.set(x: list.maxX - 1, y: list.maxY - 1, symbol: "↓", style: theme.muted)
            }
        }
        if state.isBusy { Frame.status(tr("Working…"), style: theme.muted, into: &buffer) }
    }

    private static func drawRow(_ chat: Chat, selected: Bool, row: Rect, chrome: AppChrome, into buffer: inout Buffer) {
        let theme = chrome.theme
        let base = selected ? theme.selection : theme.text
        if selected { buffer.fill(row, style: base) }
        buffer.put(selected ? "› " : "  ", in: row, style: base)
        var right: [(String, Style)] = []
        if !chat.notifications { right.append((chrome.mark(.muted), selected ? base : theme.muted)) }
        if chat.unread > 0 { right.append((Formats.number(chat.unread), selected ? base : theme.accentText.bold)) }
        var x = row.maxX - 1
        for (text, style) in right.reversed() {
            let w = DisplayWidth.of(text)
            x -= w
            buffer.put(text, x: x, y: row.y, style: style, clip: row)
            x -= 2
        }
        let nameStyle = chat.unread > 0 ? base.bold : base
        buffer.put(chat.contact, in: Rect(x: row.x + 2, y: row.y, width: max(0, x - row.x - 2), height: 1),
                   style: nameStyle)
    }
}
