import Features
import Terminal
import Testing
@testable import TerminalFace
import ThresholdCore

/// Settings › Language applies at once to everything the full screen draws, the brand's own texts
/// included (issue 35: the tagline stayed in the language the app started in until a restart,
/// since the full screen drew the brand it was launched with).
///
/// The app changes the process's language (`Texts.apply`); a test must not (other tests run beside
/// it), so here a task override stands for the process's language: English, then the German the
/// user chose.
@Suite struct LanguageChangeRedrawTests {
    static let german = Translator(preferences: ["de"])

    @Test func aboutShowsTheBrandInTheLanguageJustChosen() throws {
        try Texts.with(.english) {
            let h = try AppHarness { try $0.createProfile(name: "Alice") }
            try SettingsPagesTests.openSettingsEntry(h, .about)
            #expect(h.text.contains("The future of messaging"), "\(h.text)")
            try h.press(Fixtures.escape, Fixtures.escape)
            // Settings › Language › Deutsch, in the running app.
            try SettingsPagesTests.openSettingsEntry(h, .language)
            guard case .menu(let chooser) = h.state.top else { Issue.record("no chooser:\n\(h.text)"); return }
            let index = try #require(chooser.items.firstIndex { $0.title == "Deutsch" })
            for _ in 0..<index { try h.press(Fixtures.down) }
            try h.press(Fixtures.enter)
            #expect(try h.store.setting("language") == "de")
            try Texts.with(Self.german) {
                // The next frame, nothing else pressed: Settings in German.
                try h.settle()
                #expect(h.text.contains("Einstellungen"), "\(h.text)")
                try h.press(Fixtures.escape)
                try SettingsPagesTests.openSettingsEntry(h, .about)
                #expect(h.text.contains("Die Zukunft des Messagings"), "\(h.text)")
                #expect(!h.text.contains("The future of messaging"), "\(h.text)")
            }
        }
    }

    @Test func welcomeDrawsTheTaglineAndHighlightsOfTheLanguageShownNow() throws {
        try Texts.with(.english) {
            // A new user: Welcome, with the brand's tagline and highlights.
            let h = try AppHarness(size: TerminalSize(width: 100, height: 30), onboarded: false)
            #expect(h.text.contains("The future of messaging"), "\(h.text)")
            #expect(h.text.contains("Privacy redefined"), "\(h.text)")
            try Texts.with(Self.german) {
                try h.settle()
                #expect(h.text.contains("Die Zukunft des Messagings"), "\(h.text)")
                #expect(h.text.contains("Privatsphäre neu gedacht"), "\(h.text)")
                #expect(!h.text.contains("Privacy redefined"), "\(h.text)")
            }
        }
    }

    @Test func aChromeWithoutTheSessionDrawsTheBrandItWasGiven() {
        // Tests of one screen give the brand alone; a frame keeps it.
        let chrome = Fixtures.chrome(dark: true)
        #expect(chrome.forFrame(theme: nil).brand.tagline == chrome.brand.tagline)
        var following = chrome
        following.brandInLanguage = { chrome.brand.localized(for: Self.german) }
        #expect(following.forFrame(theme: nil).brand.tagline == "Die Zukunft des Messagings")
    }
}
