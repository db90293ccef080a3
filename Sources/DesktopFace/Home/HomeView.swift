import Features
import GTKKit

/// The home window's two panes (`AdwLeaflet`): the chat list beside the open chat at desktop width,
/// one of them with Back at phone width. The list pane is the chat list page; the chat pane is a
/// chat page or, before one is chosen, "Select a chat".
@MainActor
final class HomeView {
    let leaflet = Leaflet()
    /// The chat pane before a chat is chosen.
    let placeholder = ToolbarPage()
    private(set) var list: ChatListPage?
    private(set) var chat: ChatPage?
    private let listPane = Box(.vertical, spacing: 0)
    private let chatPane = Box(.vertical, spacing: 0)

    var root: Widget { leaflet }

    init() {
        let status = StatusPage(title: DesktopWindowText.selectChat, description: nil, icon: "mail-unread-symbolic")
        placeholder.setContent(status)
        // The list keeps a sidebar's width beside a chat; the chat takes the rest. Below the two
        // minimum widths together (about 620 px) the leaflet folds to one pane.
        listPane.setSizeRequest(width: 300)
        chatPane.setSizeRequest(width: 320)
        chatPane.setExpand(horizontal: true)
        leaflet.append("list", listPane)
        leaflet.append("separator", PaneSeparator(), navigatable: false)
        leaflet.append("chat", chatPane)
        chatPane.append(placeholder)
        leaflet.onFoldedChanged { [weak self] _ in self?.updateHeaders() }
    }

    var isFolded: Bool { leaflet.isFolded }

    /// Shows `page` as the list pane (and the list, when folded).
    func setList(_ page: ChatListPage) {
        if list !== page {
            if let list { listPane.remove(list.root) }
            listPane.append(page.root)
            page.root.setExpand(horizontal: false, vertical: true)
            list = page
        }
        showPlaceholder()
        leaflet.show("list")
        updateHeaders()
    }

    /// Shows `page` as the chat pane (and the chat, when folded).
    func setChat(_ page: ChatPage) {
        chatPane.removeAll()
        chatPane.append(page.root)
        page.root.setExpand(horizontal: true, vertical: true)
        chat = page
        leaflet.show("chat")
        updateHeaders()
    }

    /// "Select a chat" in the chat pane.
    func showPlaceholder() {
        guard chat != nil || chatPane.arrangedChildren.isEmpty else { return }
        chatPane.removeAll()
        chatPane.append(placeholder)
        placeholder.setExpand(horizontal: true, vertical: true)
        chat = nil
    }

    private func updateHeaders() {
        let folded = leaflet.isFolded
        // Side by side, the window's buttons sit at the outer ends: close on the chat pane's header.
        list?.page.header.showTitleButtons(start: true, end: folded)
        placeholder.header.showTitleButtons(start: folded, end: true)
        chat?.page.header.showTitleButtons(start: folded, end: true)
        chat?.backButton.isVisible = folded
    }
}
