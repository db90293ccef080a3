import Features
import Foundation
import Localization
import Terminal
import Testing
@testable import TerminalFace

/// No screen, in any language, at 40x12 or 80x24, shows a word cut in the middle
/// ("Push-Benachrichtigun…", "Waiting for the conditi…"; issue 35): a body line wraps at a word
/// boundary, a row too narrow for its text ends after a whole word, and a text alone wider than
/// its row got a shorter translation. Every screen of `ScreenCatalog` is rendered as
/// `THRESHOLD_SCREEN_DUMP` writes it; a run of letters right before a `…` must be a whole word
/// of the language's catalog, of English, or of the fixtures' data. Text without blanks between
/// words (Chinese, Japanese) may break between any two characters, and data cut inside a token
/// (a link, a key, a domain) ends in punctuation, not a letter.
@Suite struct CutWordTests {
    static let languages = ["en"] + CatalogLibrary.shipped.languages + ["qps"]
    static let sizes = [Layout.minimumSize, TerminalSize(width: 80, height: 24)]

    /// The fixtures' data words a screen may cut after (names, servers, sizes).
    static let dataWords: Set<String> = ["Ltd", "MiB", "KiB", "GiB", "Servers", "Harbor", "Bob", "Member", "Alice", "Secret"]

    /// Names cut in the profiles list's name column (data, not a text of ours): the row keeps
    /// its marks ("muted", "hidden") whole, and the name shows whole when selected in the header.
    static let knownDataCuts: Set<String> = [
        "profiles-active-hidden uk 40x12", "profiles-revealed uk 40x12",
        "profiles-active-hidden qps 40x12", "profiles-revealed qps 40x12",
    ]

    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { !isWordCharacter($0) }).map(String.init)
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || $0.properties.numericType != nil
                || $0.properties.generalCategory == .nonspacingMark || $0.properties.generalCategory == .spacingMark
        }
    }

    /// Han, kana and Hangul: no blanks between words, a line may break between any two.
    static func breaksAnywhere(_ character: Character) -> Bool {
        DisplayWidth.of(character) == 2
    }

    /// Every word the catalog of `language` (and English) may show.
    static func vocabulary(_ language: String) -> Set<String> {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Localization/po").standardizedFileURL
        var texts: [String] = []
        for name in ["threshold.pot", "\(language).po"] {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8),
                  let file = try? POFile(parsing: text, name: name) else { continue }
            for entry in file.entries {
                texts.append(entry.id)
                texts.append(contentsOf: entry.translations)
                if let plural = entry.pluralID { texts.append(plural) }
            }
        }
        if language == "qps" {
            texts = texts.map { Translator(preferences: ["qps"]).text($0) }
        }
        return Set(texts.flatMap(words)).union(dataWords)
    }

    /// The cut words on `lines`: "Push-Benachrichtigun…" gives "Benachrichtigun".
    static func cutWords(_ line: String, vocabulary: Set<String>) -> [String] {
        var found: [String] = []
        let characters = Array(line)
        for (index, character) in characters.enumerated() where character == "…" && index > 0 {
            var start = index
            while start > 0, isWordCharacter(characters[start - 1]) { start -= 1 }
            guard start < index, !breaksAnywhere(characters[index - 1]) else { continue }
            let fragment = String(characters[start..<index])
            // A number ends where it ends ("every 10…"): digits are never cut inside by a word cut.
            if !vocabulary.contains(fragment), !fragment.allSatisfy(\.isNumber) { found.append(fragment) }
        }
        return found
    }

    @Test func aCutWordIsFound() {
        let vocabulary: Set<String> = ["Waiting", "for", "the", "conditions", "Loading"]
        #expect(Self.cutWords("[ Accept ]  Waiting for the conditi…", vocabulary: vocabulary) == ["conditi"])
        #expect(Self.cutWords("Loading…", vocabulary: vocabulary).isEmpty)
        #expect(Self.cutWords("Waiting for the…", vocabulary: vocabulary).isEmpty)
        #expect(Self.cutWords("threshold:/migrate?v=1&archive=…", vocabulary: vocabulary).isEmpty)
        #expect(Self.cutWords("推送通知会…", vocabulary: vocabulary).isEmpty)
    }

    @Test(arguments: languages)
    func noScreenCutsAWord(language: String) {
        let vocabulary = Self.vocabulary(language)
        Texts.with(Translator(preferences: [language])) {
            for size in Self.sizes {
                for (name, state) in ScreenCatalog.all(size) {
                    let lines = AppView.render(state, chrome: Fixtures.chrome(dark: true)).trimmedLines
                    for line in lines {
                        let cut = Self.cutWords(line, vocabulary: vocabulary)
                        if !cut.isEmpty, !Self.knownDataCuts.contains("\(name) \(language) \(size.width)x\(size.height)") {
                            Issue.record("\(name) in \(language) at \(size.width)x\(size.height): \(cut) cut: \(line)")
                        }
                    }
                }
            }
        }
    }
}
