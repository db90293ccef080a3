import Features
import Terminal

/// Settings: a list of entries, each with a detail on the right.
enum SettingsScreen {
    /// Draws the screen.
    static func draw(selected: Int, snapshot: HomeSnapshot, chrome: AppChrome, into buffer: inout Buffer) {
        Frame.draw(title: SettingsText.title, trailing: nil, hints: hints(selected: selected), chrome: chrome, into: &buffer)
        let items = SettingsEntry.allCases.map { entry in
            ListItem(entry.title, detail: detail(entry, snapshot: snapshot, chrome: chrome),
                     detailIsPath: entry == .dataDirectory)
        }
        var list = ListState()
        var area = Rect(x: 1, y: 2, width: buffer.width - 2, height: buffer.height - 4)
        // The data directory's path is cut in its middle in its row ("/home/…/threshold"); with
        // the row selected it is shown whole under the list, wrapped (issue 35).
        let entries = SettingsEntry.allCases
        let view = ListView(items: items, state: list, theme: chrome.theme, wrapsTitles: true)
        if entries.indices.contains(selected), entries[selected] == .dataDirectory,
           view.layout(items[selected], width: area.width - 3).detail != chrome.dataDirectory {
            let lines = TextWrap.wrap(chrome.dataDirectory, width: max(1, area.width - 2))
            let shown = min(lines.count, max(0, area.height - 3))
            area.height -= shown + 1
            for (row, line) in lines.prefix(shown).enumerated() {
                buffer.put(line, in: Rect(x: area.x + 2, y: area.maxY + 1 + row, width: area.width - 2, height: 1),
                           style: chrome.theme.muted)
            }
        }
        list.select(selected, count: items.count, visibleRows: area.height)
        var shown = view
        shown.state = list
        // A label too long beside its value wraps (French "Verrouillage de l’application").
        buffer.render(shown, in: area)
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
