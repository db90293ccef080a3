import Features
import Foundation
import Terminal
import Testing
@testable import TerminalFace

/// The key hints at the bottom of every screen fit by dropping whole hints, never by cutting one
/// ("Tab weiter  Enter wählen  c erstellen…" at 40 columns in German; issue 35).
@Suite struct HintBarTests {
    static let languages = ["en"] + CatalogLibrary.shipped.languages

    /// The template's hint rows: texts whose hints are two blanks apart.
    static let hintRows: [String] = LanguageMinimumSizeTests.template.filter { $0.contains("  ") }

    @Test func wholeHintsAreDroppedLeastNeededFirst() {
        let hints = "Tab weiter  Enter wählen  c erstellen  m umziehen  i so geht’s  Strg-C beenden"
        #expect(HintBar.fit(hints, width: 80) == hints)
        // Tab first (moving around), then the letter keys from the last.
        #expect(HintBar.fit(hints, width: 68) == "Enter wählen  c erstellen  m umziehen  i so geht’s  Strg-C beenden")
        #expect(HintBar.fit(hints, width: 44) == "Enter wählen  c erstellen  Strg-C beenden")
        #expect(HintBar.fit(hints, width: 38) == "Enter wählen  Strg-C beenden")
        #expect(HintBar.fit(hints, width: 14) == "Enter wählen")
        #expect(HintBar.fit("Pfad eingeben  Enter importieren  Esc zurück zum Link", width: 38)
                == "Enter importieren  Esc zurück zum Link")
        // The pseudo-locale's accented keys have their roles too.
        #expect(HintBar.fit("[Ţåƀ ɱöṽé  Éñţéŕ çĥööšé  Éšç ƀåçķ ········]", width: 30) == "Éñţéŕ çĥööšé  Éšç ƀåçķ]")
        // One hint wider than the row is cut after a whole word.
        #expect(HintBar.fit("Enter Wiederherstellungsschlüssel verwenden", width: 38) == "Enter Wiederherstellungsschlüssel…")
    }

    /// A title bar's "App · Step" keeps the step whole at 40 columns.
    @Test func aTitleDropsTheAppNameBeforeCuttingAWord() {
        #expect(Frame.fittedTitle("Threshold · Erstelle dein Profil", width: 20) == "Erstelle dein Profil")
        #expect(Frame.fittedTitle("Threshold · Erstelle dein Profil", width: 40) == "Threshold · Erstelle dein Profil")
        #expect(Frame.fittedTitle("Threshold · Erstelle dein Profil", width: 16) == "Erstelle dein…")
    }

    /// Every translation's hint keeps the role of its English hint, so the same hints are dropped
    /// in every language (a key name a catalog translates must be known to `HintBar.role`).
    @Test(arguments: CatalogLibrary.shipped.languages)
    func everyTranslatedHintHasItsEnglishRole(language: String) {
        let translator = Translator(preferences: [language])
        for id in Self.hintRows {
            let english = id.components(separatedBy: "  ")
            let translated = translator.text(id).components(separatedBy: "  ")
            guard translated.count == english.count else {
                Issue.record("\(language): \"\(id)\" has \(translated.count) hints, English \(english.count)")
                continue
            }
            for (source, hint) in zip(english, translated) {
                #expect(HintBar.role(of: hint) == HintBar.role(of: source), "\(language): \"\(hint)\" (\"\(source)\")")
            }
        }
    }

    /// No screen's hint row, in any language, at 40x12 or 80x24, shows a hint cut short.
    @Test(arguments: languages)
    func noHintRowIsCutOnAnyScreen(language: String) {
        let translator = Translator(preferences: [language])
        Texts.with(translator) {
            var whole: Set<String> = []
            for id in Self.hintRows { whole.formUnion(translator.text(id).components(separatedBy: "  ")) }
            for size in [Layout.minimumSize, TerminalSize(width: 80, height: 24)] {
                for (name, state) in ScreenCatalog.all(size) {
                    let lines = AppView.render(state, chrome: Fixtures.chrome(dark: true)).trimmedLines
                    guard lines.count == size.height, let row = lines.last else { continue }
                    for hint in row.components(separatedBy: "  ").map({ $0.trimmingCharacters(in: .whitespaces) })
                    where hint.hasSuffix("…") && !whole.contains(hint) {
                        Issue.record("\(name) in \(language) at \(size): \"\(hint)\" is cut:\n\(row)")
                    }
                }
            }
        }
    }
}
