import Features
import GTKKit

/// What's new: one page per version, newest first (Features' `WhatsNewPager`), with Newer and
/// Older and "n of N"; Close returns to where it was opened (Settings, or the chat list at launch).
@MainActor
final class WhatsNewPage: DesktopPage {
    let layout = PageLayout(title: SettingsText.whatsNew)
    let heading = Label("")
    let items = BoxedList()
    let position = Label("", wraps: false)
    let newer = Button(SettingsText.newer, style: .pill)
    let older = Button(SettingsText.older, style: .pill)
    let close = Button(SettingsText.close, style: .suggestedPill)
    private(set) var pager: WhatsNewPager

    var root: Widget { layout.page }
    var initialFocus: Widget? { pager.entries.count > 1 ? older : close }

    init(entries: [WhatsNewEntry], onClose: @escaping @MainActor () -> Void) {
        pager = WhatsNewPager(entries: entries)
        heading.addStyleClass("title-2")
        heading.centerLines()
        layout.column.append(heading)
        layout.column.append(items)
        let pagerRow = Box(.horizontal, spacing: 12)
        pagerRow.setAlignment(horizontal: .center)
        position.addStyleClass("dim-label")
        position.setAlignment(vertical: .center)
        pagerRow.append(newer)
        pagerRow.append(position)
        pagerRow.append(older)
        layout.column.append(pagerRow)
        close.setAlignment(horizontal: .center)
        layout.column.append(close)
        newer.onClicked { [unowned self] in self.pager.previous(); self.render() }
        older.onClicked { [unowned self] in self.pager.next(); self.render() }
        close.onClicked(onClose)
        render()
    }

    private func render() {
        items.removeAll()
        guard let entry = pager.current else {
            heading.text = SettingsText.noWhatsNew
            position.text = ""
            newer.isVisible = false
            older.isVisible = false
            return
        }
        heading.text = SettingsText.versionHeading(entry.versionText, entry.title)
        for item in entry.items {
            let row = ActionRow(title: item)
            row.addPrefix(Image(icon: "emblem-ok-symbolic"))
            items.add(row)
        }
        position.text = SettingsText.page(pager.page + 1, of: pager.entries.count)
        newer.isSensitive = pager.page > 0
        older.isSensitive = pager.page + 1 < pager.entries.count
        newer.isVisible = pager.entries.count > 1
        older.isVisible = pager.entries.count > 1
        layout.column.setAccessibleDescription(position.text)
    }
}
