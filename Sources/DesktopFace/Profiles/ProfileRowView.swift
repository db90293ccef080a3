import Features
import GTKKit

/// A recycled row of "Your chat profiles": avatar with the picture or initials, name and bio, the active mark,
/// the unread badge, bell-slash (muted) and lock (hidden) icons, and the row's action menu.
@MainActor
final class ProfileRowView: ListRow {
    let box = Box(.horizontal, spacing: 12)
    let avatar = Avatar(text: "", size: 36)
    let addIcon = Image(icon: "list-add-symbolic", pixelSize: 16)
    let name = Label("", wraps: false)
    let subtitle = Label("", wraps: false)
    let activeMark = Image(icon: "object-select-symbolic", accessibleLabel: DesktopText.activeMark)
    let badge = Label("", wraps: false)
    let mutedIcon = Image(icon: "notifications-disabled-symbolic", accessibleLabel: DesktopText.mutedMark)
    let hiddenIcon = Image(icon: "changes-prevent-symbolic", accessibleLabel: DesktopText.hiddenMark)
    let menu = MenuButton(icon: "view-more-symbolic", accessibleLabel: DesktopText.profileActions)
    /// The item shown now.
    private(set) var item: ProfileListItem?
    /// The name a screen reader reads for the row (kept for tests: GTK has no getter for it).
    private(set) var spokenLabel = ""

    var root: Widget { box }

    init() {
        box.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        let texts = Box(.vertical, spacing: 2)
        texts.setExpand(horizontal: true)
        texts.setAlignment(vertical: .center)
        name.xAlign = 0
        subtitle.xAlign = 0
        // One line each, ending in "…": a long name or bio never widens the window (360 px held).
        name.ellipsizeAtEnd()
        subtitle.ellipsizeAtEnd()
        subtitle.addStyleClass("dim-label")
        subtitle.addStyleClass("caption")
        texts.append(name)
        texts.append(subtitle)
        badge.addStyleClass("unread-badge")
        badge.setAlignment(vertical: .center)
        activeMark.addStyleClass("accent")
        addIcon.setSizeRequest(width: 36, height: 36)
        box.append(addIcon)
        for part in [avatar, texts, activeMark, badge, mutedIcon, hiddenIcon, menu] as [Widget] { box.append(part) }
    }

    /// Shows `item`; `actions` fills the row's menu when it opens; `hasActions` says whether it has any.
    func bind(_ item: ProfileListItem, hasActions: Bool, actions: @escaping @MainActor () -> [MenuButton.Entry]) {
        self.item = item
        switch item {
        case .addProfile:
            avatar.text = ""
            avatar.setImage(key: nil) { nil }
            avatar.isVisible = false
            addIcon.isVisible = true
            name.text = DesktopText.addProfile
            subtitle.isVisible = false
            for part in [activeMark, badge, mutedIcon, hiddenIcon, menu] as [Widget] { part.isVisible = false }
            box.setAccessibleLabel(DesktopText.addProfile)
            box.setRowAccessibleLabel(DesktopText.addProfile)
        case .profile(let profile, _):
            avatar.isVisible = true
            addIcon.isVisible = false
            avatar.text = profile.name
            // Decoded at 1/4 scale (64 px) for the 36 px circle: a quarter of the work per side.
            avatar.setImage(key: profile.picture?.bytes) { profile.picture?.pixels(atLeast: 64) }
            name.text = profile.name
            subtitle.text = profile.bio
            subtitle.isVisible = !profile.bio.isEmpty
            activeMark.isVisible = profile.active
            badge.text = Formats.number(profile.unread)
            badge.isVisible = profile.unread > 0
            mutedIcon.isVisible = profile.muted && !profile.hidden
            hiddenIcon.isVisible = profile.hidden
            menu.isVisible = hasActions
            menu.setItemsProvider(actions)
            menu.setAccessibleLabel(DesktopText.actions(for: profile.name))
            var marks: [String] = [profile.name]
            if profile.active { marks.append(DesktopText.activeMark) }
            if profile.unread > 0 { marks.append(DesktopText.unread(profile.unread)) }
            if profile.muted && !profile.hidden { marks.append(DesktopText.mutedMark) }
            if profile.hidden { marks.append(DesktopText.hiddenMark) }
            // The language's list separator ("、" in Japanese, "،" in Arabic), not ", " (issue 35).
            spokenLabel = Formats.list(marks)
            box.setAccessibleLabel(spokenLabel)
            box.setRowAccessibleLabel(spokenLabel)
        }
    }
}
