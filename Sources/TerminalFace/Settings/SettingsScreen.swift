import Features
import Terminal

/// Settings: a list of entries, each with a detail on the right.
enum SettingsScreen {
    /// Draws the screen.
    static func draw(selected: Int, snapshot: HomeSnapshot, chrome: AppChrome, into buffer: inout Buffer) {
        Frame.draw(title: SettingsText.title, trailing: nil, hints: hints(selected: selected), chrome: chrome, into: &buffer)
        let items = SettingsEntry.allCases.map { entry in
            ListItem(entry.title, detail: detail(entry, snapshot: snapshot, chrome: chrome))
        }
        var list = ListState()
        let area = Rect(x: 1, y: 2, width: buffer.width - 2, height: buffer.height - 4)
        list.select(selected, count: items.count, visibleRows: area.height)
        buffer.render(ListView(items: items, state: list, theme: chrome.theme), in: area)
    }

    /// The keys that act on the selected entry: no Enter on one it does not open
    /// (``SettingsEntry/opensOnEnter``; the data directory showed "Enter open" and Enter did nothing).
    static func hints(selected: Int) -> String {
        let entries = SettingsEntry.allCases
        let all = tr("↑↓ choose  Enter open  Esc back")
        return entries[max(0, min(selected, entries.count - 1))].opensOnEnter ? all : HintBar.without(keys: ["Enter"], in: all)
    }

    /// The right-hand detail of an entry.
    static func detail(_ entry: SettingsEntry, snapshot: HomeSnapshot, chrome: AppChrome) -> String? {
        switch entry {
        case .profiles: tr("{count} visible", ["count": .number(snapshot.profiles.count)])
        case .createProfile: nil
        case .appLock: snapshot.isLockOn ? SettingsText.on : SettingsText.off
        case .migrationExport: nil
        case .notifications, .operators, .whatsNew: nil
        case .language: Texts.current.library.name(for: Texts.current.language)
        case .theme:
            chrome.themeFromFlag
                ? tr("{theme} (--theme)", ["theme": .text(chrome.themeSetting.title)]) : chrome.themeSetting.title
        case .checkData: nil
        case .dataDirectory: chrome.dataDirectory
        case .about: chrome.brand.appName
        }
    }
}
