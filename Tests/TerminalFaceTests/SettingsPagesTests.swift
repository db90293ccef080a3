import Features
import Foundation
import Terminal
import Testing
@testable import TerminalFace
import ThresholdCore

/// Issue 17 item 6 in the full screen: Settings › Theme, Language and About do something, the user
/// picker puts "Your chat profiles" and Settings first, rows stay near their names on a wide
/// terminal, marks are glyphs with a word fallback, an active hidden profile keeps its row, "How it
/// works" scrolls at 40x12, and the QR code's size hint names a size that shows it.
@Suite struct SettingsPagesTests {
    static func openSettingsEntry(_ h: AppHarness, _ entry: SettingsEntry) throws {
        try h.press(KeyEvent(.character("s")))
        let index = try #require(SettingsEntry.allCases.firstIndex(of: entry))
        for _ in 0..<index { try h.press(Fixtures.down) }
        try h.press(Fixtures.enter)
    }

    @Test func themeIsAppliedAtOnceAndRemembered() throws {
        let h = try AppHarness(dark: true) { try $0.createProfile(name: "Alice") }
        try Self.openSettingsEntry(h, .theme)
        guard case .menu(let chooser) = h.state.top else { Issue.record("no chooser:\n\(h.text)"); return }
        #expect(chooser.items.map(\.title) == ThemeSetting.allCases.map(\.title))
        #expect(chooser.items[chooser.selected].detail == "✓")  // the stored one (none: follow the terminal)
        try h.press(Fixtures.down, Fixtures.enter)
        #expect(h.state.themeSetting == .light)
        // Applied at once: the next frame is drawn with the light theme, and Settings names it.
        #expect(!Fixtures.chrome(dark: true).applying(h.state.themeSetting).theme.isDark)
        #expect(h.text.contains("Light"), "\(h.text)")
        // Remembered in the settings table, through AppSession.
        let session = AppSession(store: h.store, brand: Fixtures.chrome(dark: true).brand)
        #expect(try session.themeSetting() == .light)
        #expect(try h.store.setting("theme") == "light")
        // Back to following the terminal removes the setting.
        try h.press(Fixtures.enter)
        try h.press(Fixtures.up)
        try h.press(Fixtures.enter)
        #expect(try session.themeSetting() == .system, "\(h.text)")
        #expect(try h.store.setting("theme") == nil)
    }

    @Test func theChromeFollowsTheTerminalOrTheChoice() {
        var chrome = Fixtures.chrome(dark: true)
        chrome.terminalIsDark = true
        #expect(chrome.applying(.light).theme.isDark == false)
        #expect(chrome.applying(.dark).theme.isDark)
        #expect(chrome.applying(.system).theme.isDark)
        #expect(chrome.applying(nil).theme == chrome.theme)
    }

    @Test func languageIsStoredAndOfferedAsPlainModeDoes() throws {
        // A task override keeps the process's language as it is for the other tests.
        try Texts.with(.english) {
            let h = try AppHarness { try $0.createProfile(name: "Alice") }
            try Self.openSettingsEntry(h, .language)
            guard case .menu(let chooser) = h.state.top else { Issue.record("no chooser:\n\(h.text)"); return }
            #expect(chooser.items.first?.title == SettingsText.followSystemLanguage)
            #expect(chooser.items.map(\.title).contains("Deutsch"))
            #expect(chooser.items.map(\.title).contains("日本語"))
            let german = try #require(chooser.items.firstIndex { $0.title == "Deutsch" })
            for _ in 0..<german { try h.press(Fixtures.down) }
            try h.press(Fixtures.enter)
            #expect(try h.store.setting("language") == "de")
            // The choice is what plain mode's is: following the system again clears it.
            try h.press(Fixtures.enter)
            for _ in 0..<german { try h.press(Fixtures.up) }
            try h.press(Fixtures.enter)
            #expect(try h.store.setting("language") == nil)
        }
    }

    @Test func aPartialCatalogShowsItsShareInTheChooser() throws {
        // A translator's catalog with one text of the template: its share is shown, as on the desktop.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("threshold-partial-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "msgid \"\"\nmsgstr \"Language: it\\nPlural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\nmsgid \"Language\"\nmsgstr \"Lingua\"\n"
            .write(to: folder.appendingPathComponent("it.po"), atomically: true, encoding: .utf8)
        let chooser = Texts.with(.english) { AppUpdate.languageChooser(current: nil, library: CatalogLibrary.shipped.adding(directory: folder.path)) }
        #expect(chooser.items.map(\.title).contains("Italiano (0% translated)"), "\(chooser.items.map(\.title))")
        #expect(chooser.items.map(\.title).contains("Deutsch"))
    }

    @Test func choosingALanguageAsksTheWorkerToApplyIt() {
        var state = ScreenCatalog.home(TerminalSize(width: 80, height: 24))
        state.stack = [.settings(selected: 0), .menu(AppUpdate.languageChooser(current: nil))]
        for _ in 0..<2 { _ = AppUpdate.update(&state, .key(Fixtures.down)) }
        let effects = AppUpdate.update(&state, .key(Fixtures.enter))
        #expect(effects == [.preferences(.setLanguage(CatalogLibrary.shipped.choosable[1]))])
    }

    /// Issue 35: with `--lang de`, choosing Arabic saved it but the full screen stayed German and
    /// said nothing; now an alert says it was saved and why this run stays German. The flag comes
    /// with the worker's answer, so the test gives one without touching the process's `--lang`.
    @Test func aLanguageChosenUnderTheFlagSaysItWasSaved() {
        Texts.with(.english) {
            var state = ScreenCatalog.home(TerminalSize(width: 80, height: 24))
            state.stack = [.settings(selected: 0)]
            _ = AppUpdate.update(&state, .preferences(.languageChanged("ar", inEffect: "de", flag: "de")))
            #expect(state.alert?.message == "Language saved: العربية. This run stays in Deutsch because of --lang.")
            let text = AppView.render(state, chrome: Fixtures.chrome(dark: false)).trimmedLines.joined(separator: "\n")
            #expect(text.contains("--lang"), "\(text)")
            // Without a flag the language changes before the next frame: nothing to say.
            state.alert = nil
            _ = AppUpdate.update(&state, .preferences(.languageChanged("ar", inEffect: "ar", flag: nil)))
            #expect(state.alert == nil)
            // The flag's own language chosen: in effect already, nothing kept from the user.
            _ = AppUpdate.update(&state, .preferences(.languageChanged("de", inEffect: "de", flag: "de")))
            #expect(state.alert == nil)
        }
    }

    @Test func aboutShowsTheNameAndTheVersion() throws {
        let h = try AppHarness { try $0.createProfile(name: "Alice") }
        try Self.openSettingsEntry(h, .about)
        #expect(h.state.top == .about)
        #expect(h.text.contains("Version \(AppVersion.current)"), "\(h.text)")
        #expect(h.text.contains(Fixtures.chrome(dark: true).brand.appName))
        try h.press(Fixtures.escape)
        #expect(h.state.top == .settings(selected: SettingsEntry.allCases.firstIndex(of: .about) ?? 0))
    }

    @Test func theUserPickerPutsProfilesAndSettingsFirst() {
        var snapshot = ScreenCatalog.snapshot
        snapshot.profiles += (1...200).map {
            Profile(id: Int64(100 + $0), name: "Member \($0)", bio: "", createdAt: 0, muted: false, hidden: false,
                    unread: 0, active: false)
        }
        let picker = AppUpdate.userPicker(snapshot)
        #expect(picker.items.prefix(2).map(\.command) == [.openProfiles, .openSettings])
        #expect(picker.items.last?.command == .close)
        #expect(picker.items.count == 2 + 203 + 1)
        #expect(picker.selected == 0)
        // The sheet scrolls: at the end the last "Switch to" row shows.
        var menu = picker
        menu.move(by: -2)
        var buffer = Buffer(size: TerminalSize(width: 80, height: 24))
        MenuSheet.draw(menu, theme: Fixtures.chrome(dark: true).theme, in: buffer.area, into: &buffer)
        #expect(buffer.trimmedLines.contains { $0.contains("Switch to Member 200") })
    }

    @Test func rowsStayNearTheNameOnAWideTerminal() {
        let size = TerminalSize(width: 200, height: 30)
        let chrome = Fixtures.chrome(dark: true)
        for state in [ScreenCatalog.home(size), ScreenCatalog.onProfiles(size)] {
            let lines = AppView.render(state, chrome: chrome).trimmedLines
            // The unread counts (12, 3, 2) end within the capped row, not at column 198.
            for line in lines.dropFirst(2).dropLast() {
                #expect(DisplayWidth.of(line) <= Layout.maxRowWidth + 1, "\(line)")
            }
        }
    }

    @Test func marksAreGlyphsWithAWordFallback() {
        var chrome = Fixtures.chrome(dark: true)
        let state = ScreenCatalog.onProfiles(TerminalSize(width: 80, height: 24))
        #expect(AppView.render(state, chrome: chrome).trimmedLines.joined().contains("muted"))
        chrome.usesGlyphs = true
        let text = AppView.render(state, chrome: chrome).trimmedLines.joined(separator: "\n")
        #expect(text.contains("🔕") && !text.contains("muted"), "\(text)")
        #expect(LaunchOptions.usesGlyphs(environment: ["LANG": "de_DE.UTF-8", "TERM": "xterm-256color"]))
        #expect(!LaunchOptions.usesGlyphs(environment: ["LANG": "C", "TERM": "xterm-256color"]))
        #expect(!LaunchOptions.usesGlyphs(environment: ["LANG": "en_US.UTF-8", "TERM": "linux"]))
        #expect(!LaunchOptions.usesGlyphs(environment: ["LANG": "en_US.UTF-8", "THRESHOLD_GLYPHS": "0"]))
    }

    @Test func anActiveHiddenProfileKeepsItsRowAndMarks() {
        var active = ScreenCatalog.secret
        active.active = true
        let rows = ProfilesState().rows(visible: ScreenCatalog.profiles, active: active)
        #expect(rows.first == .profile(active))
        var searching = ProfilesState()
        searching.search = TextFieldState(text: "Sec")
        #expect(!searching.rows(visible: ScreenCatalog.profiles, active: active).contains(.profile(active)))
        let state = ScreenCatalog.all(TerminalSize(width: 80, height: 24)).first { $0.0 == "profiles-active-hidden" }
        let text = state.map { AppView.render($0.1, chrome: Fixtures.chrome(dark: true)).trimmedLines } ?? []
        #expect(text.contains { $0.contains("✓") && $0.contains("Secret") && $0.contains("hidden") }, "\(text)")
    }

    @Test func whileARevealRunsTheListSaysItIsChecking() throws {
        let state = try #require(ScreenCatalog.all(TerminalSize(width: 80, height: 24)).first { $0.0 == "profiles-revealing" }?.1)
        let text = AppView.render(state, chrome: Fixtures.chrome(dark: true)).trimmedLines.joined(separator: "\n")
        #expect(text.contains(ProfilesText.checking))
        #expect(!text.contains(ProfilesText.noMatch))
    }

    @Test func howItWorksScrollsAtTheMinimumSize() throws {
        var state = try #require(ScreenCatalog.all(Layout.minimumSize).first { $0.0 == "how-it-works" }?.1)
        let chrome = Fixtures.chrome(dark: true)
        let before = AppView.render(state, chrome: chrome).trimmedLines
        #expect(before.contains { $0.contains("▼") }, "\(before.joined(separator: "\n"))")
        var seen = Set(before)
        for _ in 0..<6 {
            _ = AppUpdate.update(&state, .key(KeyEvent(.pageDown)))
            seen.formUnion(AppView.render(state, chrome: chrome).trimmedLines)
        }
        let after = AppView.render(state, chrome: chrome).trimmedLines
        #expect(after != before)
        #expect(after.contains { $0.contains("▲") })
        // Every word of the text was on screen at some point, and the button stays.
        let shown = seen.joined(separator: " ")
        for word in ScreenText.howItWorks.split(separator: " ") {
            #expect(shown.contains(word.trimmingCharacters(in: .punctuationCharacters)), "\(word)")
        }
        #expect(after.contains { $0.contains("Create your profile") })
    }

    @Test func theQRSizeHintNamesASizeThatShowsIt() throws {
        for size in [TerminalSize(width: 80, height: 24), TerminalSize(width: 60, height: 20)] {
            let state = try #require(ScreenCatalog.all(size).first { $0.0 == "migration-export-exported" }?.1)
            let text = AppView.render(state, chrome: Fixtures.chrome(dark: true)).trimmedLines.joined(separator: " ")
            let match = try #require(text.firstMatch(of: /at least (\d+)x(\d+)/), "no size in: \(text)")
            let needed = TerminalSize(width: try #require(Int(match.1)), height: try #require(Int(match.2)))
            let big = try #require(ScreenCatalog.all(needed).first { $0.0 == "migration-export-exported" }?.1)
            let lines = AppView.render(big, chrome: Fixtures.chrome(dark: true)).trimmedLines
            #expect(lines.contains { $0.contains("█") }, "\(needed) named at \(size) does not show the code")
            #expect(!lines.joined().contains("Enlarge the window"))
        }
    }
}
