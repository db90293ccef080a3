import Features
import GTKKit

/// The chat list of the active profile: the profile's avatar and name in the header (a button to
/// "Your chat profiles" with the total unread badge), then one row per chat with its unread count.
@MainActor
final class ChatListPage: DesktopPage {
    let page = ToolbarPage()
    let title = WindowTitle(title: "")
    /// Opens "Your chat profiles".
    let profilesButton: Button
    /// The total unread badge beside it.
    let badge = Label("", wraps: false)
    let chats = BoxedList()
    let empty = StatusPage(title: DesktopText.noChats, description: DesktopText.noChatsText,
                           icon: "mail-unread-symbolic")
    private let column = Box(.vertical, spacing: 12)

    var root: Widget { page }
    var initialFocus: Widget? { profilesButton }

    /// Opens Settings.
    let settingsButton = Button(icon: "emblem-system-symbolic", accessibleLabel: SettingsText.open)

    /// Opens a chat (its row activated).
    private let openChat: @MainActor (String) -> Void

    init(openProfiles: @escaping @MainActor () -> Void, openSettings: @escaping @MainActor () -> Void = {},
         openChat: @escaping @MainActor (String) -> Void = { _ in }) {
        self.openChat = openChat
        profilesButton = Button(icon: "system-users-symbolic", accessibleLabel: DesktopText.yourChatProfiles)
        profilesButton.onClicked(openProfiles)
        settingsButton.onClicked(openSettings)
        page.header.packEnd(settingsButton)
        page.header.setTitleWidget(title)
        let start = Box(.horizontal, spacing: 4)
        start.append(profilesButton)
        badge.addStyleClass("unread-badge")
        badge.setAlignment(vertical: .center)
        start.append(badge)
        page.header.packStart(start)
        column.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        column.append(chats)
        column.append(empty)
        let clamp = Clamp(maximumWidth: 640)
        clamp.setContent(column)
        let scroller = ScrolledWindow()
        scroller.setContent(clamp)
        page.setContent(scroller)
    }

    /// Shows `snapshot`.
    func update(_ snapshot: HomeSnapshot) {
        title.title = snapshot.activeSummary?.name ?? ""
        badge.text = snapshot.totalUnread > 0 ? Texts.current.number(snapshot.totalUnread) : ""
        badge.isVisible = snapshot.totalUnread > 0
        profilesButton.setAccessibleDescription(DesktopText.unread(snapshot.totalUnread))
        chats.removeAll()
        for chat in snapshot.chatSummaries {
            let row = ActionRow(title: chat.contact, subtitle: chat.unread > 0 ? DesktopText.unread(chat.unread) : nil)
            row.addPrefix(Avatar(text: chat.contact, size: 36))
            if chat.unread > 0 {
                let count = Label(Texts.current.number(chat.unread), wraps: false)
                count.addStyleClass("unread-badge")
                count.setAlignment(vertical: .center)
                row.addSuffix(count)
            }
            if !chat.notifications {
                row.addSuffix(Image(icon: "notifications-disabled-symbolic", accessibleLabel: DesktopText.mutedMark))
            }
            let contact = chat.contact
            row.onActivated { [openChat] in openChat(contact) }
            chats.add(row)
        }
        chats.isVisible = !snapshot.chats.isEmpty
        empty.isVisible = snapshot.chats.isEmpty
    }

    /// The chat rows' titles (tests).
    var chatTitles: [String] { chats.allRows.compactMap { ($0 as? ActionRow)?.title } }
}
