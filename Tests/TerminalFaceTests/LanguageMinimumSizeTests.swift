import Features
import Foundation
import Terminal
import Testing
@testable import TerminalFace

/// Every screen of the catalog (not only the translated ones in `LanguageSnapshotTests`) at 40x12
/// in the pseudo-locale (40 % longer) and in German: its primary action (`MinimumSizeTests`) is on
/// screen, translated where the app translates it. The screens whose action is still English are
/// pinned, so a newly translated one, or a text that slips back to English, shows up here.
@Suite struct LanguageMinimumSizeTests {
    static let size = Layout.minimumSize

    /// Screens whose primary action is not translated yet (docs/languages.md, "What is translated"):
    /// none since the full screen's texts moved into the catalogs (docs/terminal.md).
    static let untranslated: Set<String> = []

    /// Screens whose primary action is not on screen for a reason outside this face: none since
    /// Terminal's AlertBox keeps every button (rows stacked when they don't fit side by side).
    static let knownMissing: Set<String> = []

    /// The template's texts (the English of every translated text).
    static let template: [String] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Localization/po/threshold.pot").standardizedFileURL
        guard let text = try? String(contentsOf: url, encoding: .utf8),
              let file = try? POFile(parsing: text, name: "threshold.pot") else { return [] }
        return file.entries.filter { $0.context == nil && !$0.id.isEmpty }.map(\.id)
    }()

    /// The forms the action's label may take in `translator`: the whole text (with or without the
    /// button context); a key hint's segment of a translated hint row ("↑↓ choose  Enter read"
    /// is one text, its segments two blanks apart); or the start of a translated text the label
    /// is the start of (a menu item the catalog's table lists cut).
    static func forms(of label: String, in translator: Translator) -> [String] {
        var forms = [translator.text(label), translator.text(label, context: "button")]
        for id in template {
            let segments = id.components(separatedBy: "  ")
            if segments.count > 1, let index = segments.firstIndex(of: label) {
                let translated = translator.text(id).components(separatedBy: "  ")
                if translated.count == segments.count { forms.append(translated[index]) }
            } else if label.count >= 12, id.hasPrefix(label), id != label {
                forms.append(String(translator.text(id).prefix(12)))
            }
        }
        // The pseudo-locale's brackets and padding may be cut where the text itself is not.
        return forms.map { form in
            var text = Substring(form)
            if text.hasPrefix("[") { text = text.dropFirst() }
            if text.hasSuffix("]") { text = text.dropLast() }
            while text.last == "·" || text.last == " " { text = text.dropLast() }
            return String(text)
        }.filter { !$0.isEmpty }
    }

    /// The text on screen with each line's leading blanks folded into one, so an action wrapped
    /// over two lines ("[Éñţéŕ" / "ŕéþļåçé") reads as one.
    static func flattened(_ lines: [String]) -> String {
        lines.map { $0.drop { $0 == " " } }.joined(separator: " ")
    }

    @Test(arguments: ["qps", "de"])
    func everyScreenShowsItsPrimaryAction(language: String) throws {
        let translator = Translator(preferences: [language])
        var english: Set<String> = []
        try Texts.with(translator) {
            for (name, state) in ScreenCatalog.all(Self.size) {
                let lines = AppView.render(state, chrome: Fixtures.chrome(dark: true)).trimmedLines
                let text = lines.joined(separator: "\n"), flat = Self.flattened(lines)
                let label = MinimumSizeTests.primaryAction(name)
                if Self.forms(of: label, in: translator).contains(where: { text.contains($0) || flat.contains($0) }) { continue }
                if text.contains(label) {
                    english.insert(name)  // still written in code on this screen
                    continue
                }
                if Self.knownMissing.contains("\(name) \(language)") {
                    withKnownIssue("AlertBox pushes its buttons off the screen (Sources/Terminal)") {
                        Issue.record("\(name) in \(language): \"\(label)\" is not on screen")
                    }
                    continue
                }
                Issue.record("\(name) in \(language): \"\(label)\" is not on screen in any form:\n\(text)")
            }
        }
        // Only the pseudo-locale tells English apart: German falls back to the English text.
        if translator.isPseudo {
            #expect(english == Self.untranslated, "screens whose primary action is still English: \(english.sorted())")
        }
    }
}
