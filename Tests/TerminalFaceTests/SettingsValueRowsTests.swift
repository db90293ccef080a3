import Features
import Terminal
import Testing
@testable import TerminalFace
import ThresholdCore

/// The reviewer's 40x12 findings outside tui7's list: Settings › Notifications' values cut with
/// "…" (de "7. Dez. 2026,…", tr "7 Ara 2026 6:18…", de "wartet auf ein…", ru "ожидается токен…"),
/// the Persian label and value one blank apart and so isolated as one phrase, and the Language
/// sheet showing 6 of 12 languages with no scroll mark.
@Suite struct SettingsValueRowsTests {
    static let small = TerminalSize(width: 40, height: 12)

    static func notifications(_ size: TerminalSize) -> AppState {
        var screen = NotificationSettingsState()
        screen.settings = NotificationSettings(mode: .periodic, tokenState: .waitingForToken, intervalMinutes: 10,
                                               nextCheckAt: 1_796_624_280)  // 7 Dec 2026, 06:18 UTC
        screen.selected = 1
        var state = ScreenCatalog.home(size)
        state.stack = [.settings(selected: 4), .notificationSettings(screen)]
        return state
    }

    /// The whole body, scrolled page by page (PgDn) to its end.
    static func body(_ state: AppState, _ translator: Translator) -> String {
        var state = state
        var text: [String] = []
        for _ in 0..<6 {
            text += Texts.with(translator) { AppView.render(state, chrome: Fixtures.chrome(dark: true)) }.trimmedLines
            _ = Texts.with(translator) { AppUpdate.update(&state, .key(KeyEvent(.pageDown))) }
        }
        return text.joined(separator: "\n")
    }

    @Test(arguments: ["de", "tr", "ru", "fa", "ar", "en"])
    func notificationValuesWrapWhole(language: String) {
        let translator = Translator(preferences: [language])
        let state = Self.notifications(Self.small)
        let text = Self.body(state, translator)
        let settings = NotificationSettings(mode: .periodic, tokenState: .waitingForToken, intervalMinutes: 10,
                                            nextCheckAt: 1_796_624_280)
        let (token, next) = Texts.with(translator) {
            (NotificationSettingsText.token(settings), NotificationSettingsText.nextCheck(settings))
        }
        // Each value's last word is on the screen: nothing cut with "…".
        for value in [token, next] {
            let last = String(value.split(separator: " ").last ?? "")
            #expect(text.contains(last), "\(language): \(value) ends cut:\n\(text)")
        }
        #expect(!text.split(separator: "\n").contains { $0.contains("…") && !$0.contains("Loading") }, "\(language):\n\(text)")
    }

    @Test func thePersianLabelAndValueAreTwoRuns() throws {
        let translator = Translator(preferences: ["fa"])
        let buffer = Texts.with(translator) { AppView.render(Self.notifications(TerminalSize(width: 80, height: 24)),
                                                             chrome: Fixtures.chrome(dark: true)) }
        let label = Texts.with(translator) { tr("Periodic interval") }
        let y = try #require(buffer.lines.firstIndex { $0.contains(label) }, "\(buffer.lines)")
        let runs = RightToLeftRuns.runs(in: buffer, row: y)
        #expect(runs.count == 2, "\(buffer.lines[y]): \(runs)")
    }

    @Test func theLanguageSheetMarksTheLanguagesOutOfView() {
        Texts.with(.english) {
            var state = ScreenCatalog.home(Self.small)
            state.stack = [.settings(selected: 7), .menu(AppUpdate.languageChooser(current: nil))]
            let lines = Array(AppView.render(state, chrome: Fixtures.chrome(dark: true)).lines.dropLast())  // not the hints
            #expect(lines.contains { $0.contains("↓") }, "\(lines.joined(separator: "\n"))")
            #expect(!lines.contains { $0.contains("↑") }, "the first language is in view")
            // At the end of the list: the mark above.
            guard case .menu(var menu) = state.top else { return }
            menu.selected = menu.items.count - 1
            state.stack[1] = .menu(menu)
            let end = Array(AppView.render(state, chrome: Fixtures.chrome(dark: true)).lines.dropLast())
            #expect(end.contains { $0.contains("↑") } && !end.contains { $0.contains("↓") }, "\(end.joined(separator: "\n"))")
        }
    }
}
