import Features
import Foundation
import Terminal
import Testing
@testable import TerminalFace

/// The translated screens at 40x12 in the pseudo-locale (accented, 40 % longer, bracketed) and in
/// German (long words): each still shows its primary action, and its text snapshot is pinned in
/// `Snapshots/` (`lang-NAME.LANGUAGE.40x12.txt`).
@Suite struct LanguageSnapshotTests {
    static let size = TerminalSize(width: 40, height: 12)

    /// The screens and their primary action's English text (and context).
    static let screens: [(String, String, String?)] = [
        ("welcome", "Create your profile", nil),
        ("how-it-works", "Create your profile", nil),
        ("onboarding-create-profile", "Create", "button"),
        ("onboarding-create-profile-corrected", "Create", "button"),
        ("create-profile", "Create", "button"),
        ("create-profile-invalid", "Create", "button"),
        ("conditions", "Accept", "button"),
        ("notifications", "Enable notifications", nil),
        ("profiles", "Add profile", nil),
        ("chat-list-empty", "No chats yet.", nil),
        ("profile-actions", "Switch to this profile", nil),
        ("delete-profile-1", "Delete profile (local data only)", nil),
        ("delete-profile-2", "Delete", "button"),
        ("mute-notice", "Muted profile", nil),
        ("settings", "Your chat profiles", nil),
    ]

    /// Menu sheets and the settings list cut a long item at 40 columns (its start stays). None
    /// now: a menu item and a settings row wrap onto the rows below (the menu scrolls by whole
    /// items when rows run out), issue 35; the four listed here before ("qps profile-actions",
    /// "qps delete-profile-1", "de delete-profile-1", "qps settings") are whole, wrapped.
    static let knownCuts: Set<String> = []

    /// The screen's text without blanks and frame characters: a label wrapped onto two rows
    /// reads as one.
    static func joined(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace && !"│╭╮╰╯─›✓↑↓".contains($0) })
    }

    @Test(arguments: ["qps", "de"], screens.map(\.0))
    func thePrimaryActionStaysOnScreen(language: String, screen: String) throws {
        let translator = Translator(preferences: [language])
        let (_, action, context) = try #require(Self.screens.first { $0.0 == screen })
        try Texts.with(translator) {
            let state = try #require(ScreenCatalog.all(Self.size).first { $0.0 == screen }?.1)
            let buffer = AppView.render(state, chrome: Fixtures.chrome(dark: true))
            let text = buffer.trimmedLines.joined(separator: "\n")
            let label = translator.text(action, context: context)
            if Self.knownCuts.contains("\(language) \(screen)") {
                // Shown, but cut by the menu sheet's width: the start must be there (docs/languages.md).
                #expect(text.contains(String(label.prefix(12))), "\(screen) in \(language) does not show \"\(label)\":\n\(text)")
                #expect(!text.contains(label), "\(screen) in \(language) shows \"\(label)\" whole now: take it off knownCuts")
            } else {
                // Whole, or wrapped (beside a row's detail, its words on two rows).
                let whole = Self.joined(text).contains(Self.joined(label))
                    || label.split(separator: " ").allSatisfy { text.contains($0) }
                #expect(whole && !text.contains(String(label.prefix(12)) + "…"), "\(screen) in \(language) does not show \"\(label)\":\n\(text)")
            }
            try Snapshot.assert(buffer, named: "lang-\(screen).\(language).\(Self.size)")
        }
    }

    /// The create-profile form's Cancel button is as wide as its label: it had a fixed 12 cells,
    /// which cut German "Abbrechen" and Ukrainian "Скасувати" to "[ Abbrech… ]", "[ Скасува… ]".
    @Test(arguments: ["de", "uk", "zh_CN"])
    func theCreateFormShowsCancelWhole(language: String) throws {
        let translator = Translator(preferences: [language])
        try Texts.with(translator) {
            let state = try #require(ScreenCatalog.all(TerminalSize(width: 80, height: 24)).first { $0.0 == "create-profile" }?.1)
            let text = AppView.render(state, chrome: Fixtures.chrome(dark: true)).trimmedLines.joined(separator: "\n")
            let cancel = "[ " + translator.text("Cancel", context: "button") + " ]"
            #expect(text.contains(cancel), "\(language) does not show \(cancel):\n\(text)")
        }
    }

    /// In the pseudo-locale no translated text of these screens is left in English: a text still
    /// written in code would show plain.
    @Test(arguments: screens.map(\.0))
    func pseudoLocaleLeavesNoTranslatedEnglish(screen: String) throws {
        let english = ["Create your profile", "Migrate from another device", "Display name", "Bio (optional)",
                       "Required.", "Create", "Tab next", "Enter your name", "Conditions of use", "Accept", "Operators",
                       "Push notifications", "Enable notifications", "Instant", "Periodic", "Your chat profiles",
                       "Add profile", "muted", "hidden", "Search or enter password"]
        try Texts.with(.pseudo) {
            let state = try #require(ScreenCatalog.all(TerminalSize(width: 100, height: 30)).first { $0.0 == screen }?.1)
            let text = AppView.render(state, chrome: Fixtures.chrome(dark: true)).trimmedLines.joined(separator: "\n")
            for phrase in english {
                #expect(!text.contains(phrase), "\(screen) shows \"\(phrase)\" in the pseudo-locale:\n\(text)")
            }
        }
    }
}
