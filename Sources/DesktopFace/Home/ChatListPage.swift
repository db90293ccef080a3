import Features
import Foundation
import GTKKit

/// The chat list of the active profile, the left pane of the home window: the profile's avatar in
/// the header (it opens the profile switcher, "Your chat profiles", with the total unread badge
/// beside it), the primary menu, then one row per chat with its last message, its time and its
/// unread count.
@MainActor
final class ChatListPage: DesktopPage {
    let page = ToolbarPage()
    let title = WindowTitle(title: "")
    /// The active profile's avatar.
    let avatar = Avatar(text: "", size: 26)
    /// Opens "Your chat profiles" (the avatar).
    let profilesButton: Button
    /// The total unread badge beside it.
    let badge = Label("", wraps: false)
    /// The primary menu: Preferences, Keyboard Shortcuts, About.
    let menu: MenuModelButton
    let chats = BoxedList()
    let empty = StatusPage(title: DesktopText.noChats, description: DesktopText.noChatsText,
                           icon: "mail-unread-symbolic")
    private let column = Box(.vertical, spacing: 12)
    /// Scrolls the chats (hidden while there are none).
    private let scroller = ScrolledWindow()
    /// The rows by contact, in order.
    private(set) var rows: [(contact: String, row: ActionRow)] = []
    /// The chat whose row takes the focus when the list shows again (the one a person came back from).
    var focusedContact: String?

    var root: Widget { page }
    var initialFocus: Widget? { focusedContact.flatMap(row(of:)) ?? profilesButton }

    /// Opens Preferences as the primary menu's item does (tests press it).
    var settingsButton: MenuCommand { MenuCommand(run: openSettings) }
    private let openSettings: @MainActor () -> Void

    /// Opens a chat (its row activated).
    private let openChat: @MainActor (String) -> Void

    init(appName: String, openProfiles: @escaping @MainActor () -> Void, openSettings: @escaping @MainActor () -> Void = {},
         openChat: @escaping @MainActor (String) -> Void = { _ in }) {
        self.openChat = openChat
        self.openSettings = openSettings
        profilesButton = Button(child: avatar, accessibleLabel: DesktopText.yourChatProfiles)
        profilesButton.onClicked(openProfiles)
        menu = MenuModelButton(icon: "open-menu-symbolic", accessibleLabel: DesktopWindowText.mainMenu, items: [
            (DesktopWindowText.preferences, "win.preferences"),
            (DesktopWindowText.keyboardShortcuts, "win.shortcuts"),
            (DesktopWindowText.about(appName), "win.about"),
        ])
        page.header.packEnd(menu)
        page.header.setTitleWidget(title)
        let start = Box(.horizontal, spacing: 4)
        start.append(profilesButton)
        badge.addStyleClass("unread-badge")
        badge.setAlignment(vertical: .center)
        start.append(badge)
        page.header.packStart(start)
        column.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        column.append(chats)
        let clamp = Clamp(maximumWidth: 640)
        clamp.setContent(column)
        scroller.setContent(clamp)
        scroller.setExpand(horizontal: true, vertical: true)
        // The empty state beside the list's scroller, not in it: a status page scrolls by itself,
        // and inside another scroller it was given too little height and cut its text (issue 35).
        let content = Box(.vertical, spacing: 0)
        content.append(scroller)
        content.append(empty)
        page.setContent(content)
    }

    /// Shows `snapshot`, each chat with its last message from `previews`.
    func update(_ snapshot: HomeSnapshot, previews: [String: ChatPreview] = [:], now: Date = Date()) {
        let active = snapshot.activeSummary
        let name = active?.name ?? ""
        title.title = name
        avatar.text = name
        // The active profile's picture (initials without one); decoded at 1/4 scale (64 px) for the
        // 26 px circle, the texture shared with the switcher's row (AvatarTextures).
        avatar.setImage(key: active?.picture?.bytes) { active?.picture?.pixels(atLeast: 64) }
        profilesButton.setAccessibleLabel(DesktopWindowText.switchProfile(name))
        profilesButton.tooltip = DesktopText.yourChatProfiles
        badge.text = snapshot.totalUnread > 0 ? Texts.current.number(snapshot.totalUnread) : ""
        badge.isVisible = snapshot.totalUnread > 0
        profilesButton.setAccessibleDescription(DesktopText.unread(snapshot.totalUnread))
        let hadFocus = rows.contains { $0.row.containsFocus }
        chats.removeAll()
        rows = []
        for chat in snapshot.chatSummaries {
            let preview = previews[chat.contact]
            let row = ActionRow(title: chat.contact, subtitle: preview?.text(contact: chat.contact)
                                ?? (chat.unread > 0 ? DesktopText.unread(chat.unread) : nil))
            row.ellipsize()
            row.addPrefix(Avatar(text: chat.contact, size: 36))
            let trailing = Box(.vertical, spacing: 4)
            trailing.setAlignment(vertical: .center)
            if let time = preview?.time(now: now) {
                let label = Label(time, wraps: false)
                label.addStyleClass("dim-label")
                label.addStyleClass("caption")
                label.xAlign = 1
                trailing.append(label)
            }
            if chat.unread > 0 {
                let count = Label(Texts.current.number(chat.unread), wraps: false)
                count.addStyleClass("unread-badge")
                count.setAlignment(horizontal: .end)
                trailing.append(count)
            }
            row.addSuffix(trailing)
            if !chat.notifications {
                row.addSuffix(Image(icon: "notifications-disabled-symbolic", accessibleLabel: DesktopText.mutedMark))
            }
            var spoken = [chat.contact]
            if let text = preview?.text(contact: chat.contact) { spoken.append(text) }
            if let time = preview?.time(now: now) { spoken.append(time) }
            if chat.unread > 0 { spoken.append(DesktopText.unread(chat.unread)) }
            // The language's list separator, not ", " (issue 35).
            row.setAccessibleLabel(Formats.list(spoken))
            let contact = chat.contact
            row.onActivated { [weak self] in
                self?.focusedContact = contact
                self?.openChat(contact)
            }
            chats.add(row)
            rows.append((contact, row))
        }
        scroller.isVisible = !snapshot.chats.isEmpty
        empty.isVisible = snapshot.chats.isEmpty
        // A live update rebuilt the rows: the focus stays on the same chat.
        if hadFocus, let focusedContact, let row = row(of: focusedContact) { row.grabFocus() }
    }

    /// The row of `contact`'s chat.
    func row(of contact: String) -> ActionRow? { rows.first { $0.contact == contact }?.row }

    /// The chat rows' titles (tests).
    var chatTitles: [String] { rows.map(\.row.title) }
}

/// A command of the primary menu, run as its item would run it (tests).
@MainActor
struct MenuCommand {
    let run: @MainActor () -> Void

    /// Runs the command; true, as a widget's activation.
    @discardableResult
    func activate() -> Bool {
        run()
        return true
    }
}
