import Features
import GTKKit
import Testing
import ThresholdCore
@testable import DesktopFace

/// The desktop's pages in the pseudo-locale (`--lang qps`): every text a page shows is bracketed
/// (translated through `tr`), except the brand's own texts and the names the user typed, so no
/// English is left written in the face.
@MainActor
@Suite(.serialized, needsDisplay) struct PseudoLocaleScreensTests {
    /// The texts of `root` that are not marked as translated, less `allowed` (brand texts, names).
    func untranslated(_ root: Widget, allowed: Set<String>) -> [String] {
        let texts = WidgetTexts.visible(in: root)
        #expect(texts.filter { $0.hasPrefix("[") }.count >= 2, "the page shows translated texts: \(texts)")
        return texts.filter { text in
            guard text.contains(where: { $0.isASCII && $0.isLetter }) else { return false }   // numbers, art, icons
            if allowed.contains(text) { return false }
            return !(text.hasPrefix("[") || text.contains("["))
        }
    }

    func brandTexts(_ app: DesktopApp) -> Set<String> {
        guard let brand = app.brand else { return [] }
        var texts: Set<String> = [brand.appName, brand.tagline, brand.logoLight, brand.logoDark]
        for highlight in brand.highlights { texts.insert(highlight.title); texts.insert(highlight.text) }
        return texts
    }

    @Test func welcomeAndTheImportPageAreAllTranslated() throws {
        let harness = try DesktopHarness()
        defer {
            harness.close()
            Texts.use(.english)
        }
        let app = harness.launch(language: "qps")
        let welcome = try #require(harness.page(WelcomePage.self))
        #expect(untranslated(harness.window, allowed: brandTexts(app)) == [])
        welcome.migrate.activate()
        _ = try #require(harness.page(MigrationImportPage.self))
        #expect(untranslated(harness.window, allowed: brandTexts(app)) == [])
    }

    @Test func chatsProfilesSettingsAndExportAreAllTranslated() throws {
        let harness = try DesktopHarness()
        defer {
            harness.close()
            Texts.use(.english)
        }
        try harness.seed(["Ann", "Bob"])
        let app = harness.launch(language: "qps")
        let names = Set(["Ann", "Bob", "AN", "BO", "A", "B"]).union(brandTexts(app))
        let chats = try #require(harness.page(ChatListPage.self))
        #expect(untranslated(harness.window, allowed: names) == [])
        chats.profilesButton.activate()
        let profiles = try #require(harness.page(ProfilesPage.self))
        #expect(untranslated(harness.window, allowed: names) == [])
        profiles.back.activate()
        try #require(harness.page(ChatListPage.self)).settingsButton.activate()
        let settings = try #require(harness.page(SettingsPage.self))
        // The languages' own names are not translated, by design.
        let endonyms = Set(LanguageOption.all(systemName: DesktopWindowText.followSystemLanguage).dropFirst().map(\.name))
        #expect(untranslated(settings.window, allowed: names.union(endonyms)) == [])
        settings.exportRow.activate()
        _ = try #require(harness.page(MigrationExportPage.self))
        #expect(untranslated(harness.window, allowed: names) == [])
    }

    @Test func theLockScreenIsTranslated() throws {
        let harness = try DesktopHarness()
        defer {
            harness.close()
            Texts.use(.english)
        }
        try harness.seed(["Ann"])
        try harness.withStore { store in try store.setPasscode("2468 1357") }
        let app = harness.launch(language: "qps")
        _ = try #require(harness.page(LockPage.self))
        #expect(untranslated(harness.window, allowed: brandTexts(app)) == [])
    }

    /// PRODUCT.md 13: the language chosen in Threshold, not only --lang or the environment, though
    /// the lock page shows before the data is open (Features' LockScreenLanguage).
    @Test func theLockPageSpeaksTheChosenLanguageUnderLangC() throws {
        let harness = try DesktopHarness()
        defer {
            harness.close()
            Texts.use(.english)
        }
        try harness.seed(["Ann"])
        try harness.run(["language", "de"])
        try harness.run(["lock", "set", "--passcode-stdin"], stdin: "2468 1357\n")
        _ = harness.launch(environment: ["LANG": "C"])
        _ = try #require(harness.page(LockPage.self))
        let german = Texts.with(Texts.choose(environment: ["LANG": "de_DE.UTF-8"])) { (DesktopText.lockTitle, DesktopText.unlock) }
        let english = Texts.with(.english) { DesktopText.unlock }
        let texts = WidgetTexts.visible(in: harness.window)
        #expect(german.1 != english)
        #expect(texts.contains(german.1) && !texts.contains(english), "\(texts)")
        #expect(Texts.current.language == "de")
    }
}
