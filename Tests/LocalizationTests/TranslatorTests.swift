import Foundation
import Testing
@testable import Localization

/// Fallback string by string, placeholders, isolation, the pseudo-locale and formatting.
@Suite struct TranslatorTests {
    private let library = CatalogLibrary(sources: [
        "de": """
        msgid ""
        msgstr ""
        "Language: de\\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

        msgid "Hello"
        msgstr "Hallo"

        msgid "Profile {name} was created."
        msgstr "Das Profil {name} wurde angelegt."

        msgid "{count} profile"
        msgid_plural "{count} profiles"
        msgstr[0] "{count} Profil"
        msgstr[1] "{count} Profile"
        """,
        "de_AT": """
        msgid ""
        msgstr "Language: de_AT\\n"

        msgid "Hello"
        msgstr "Servus"
        """,
        "fr": """
        msgid ""
        msgstr "Language: fr\\nPlural-Forms: nplurals=2; plural=(n > 1);\\n"

        msgid "Goodbye"
        msgstr "Au revoir"

        msgid "Hello"
        msgstr "Bonjour"
        """,
        "broken": "msgid \"x",
    ])

    @Test func eachTextFallsBackThroughTheListThenToEnglish() {
        let translator = Translator(preferences: ["de_AT", "de", "fr", "en"], library: library)
        #expect(translator.language == "de_AT")
        #expect(translator.text("Hello") == "Servus")
        #expect(translator.text("Profile {name} was created.", ["name": .text("Ann")]) == "Das Profil Ann wurde angelegt.")
        #expect(translator.text("Goodbye") == "Au revoir")
        #expect(translator.text("Not translated anywhere") == "Not translated anywhere")
        #expect(Translator(preferences: ["ja", "fr"], library: library).text("Hello") == "Bonjour")
        #expect(Translator(preferences: ["en", "fr"], library: library).text("Hello") == "Hello")
    }

    @Test func brokenCatalogsAreSkippedAndReported() {
        let translator = Translator(preferences: ["broken", "fr"], library: library)
        #expect(translator.text("Hello") == "Bonjour")
        #expect(translator.problems.map(\.description) == ["broken.po:1: the string has no closing quote"])
    }

    @Test func pluralsUseTheCatalogsRuleAndFormatTheCount() {
        let german = Translator(preferences: ["de"], library: library)
        #expect(german.plural("{count} profile", "{count} profiles", count: 1) == "1 Profil")
        #expect(german.plural("{count} profile", "{count} profiles", count: 0) == "0 Profile")
        #expect(german.plural("{count} profile", "{count} profiles", count: 1234) == "1.234 Profile")
        // French has no entry: English forms, French rule not applied to English text.
        let french = Translator(preferences: ["fr"], library: library)
        #expect(french.plural("{count} profile", "{count} profiles", count: 0) == "0 profiles")
        #expect(Translator.english.plural("{count} profile", "{count} profiles", count: 1) == "1 profile")
    }

    @Test func userTextIsIsolatedAndCantBreakOut() {
        let name = "\u{2069}שלום\u{202E}"
        let text = Translator.english.text("Profile {name} was created.", ["name": .user(name)])
        #expect(text == "Profile \u{2068}שלום\u{2069} was created.")
        #expect(Isolation.containsRightToLeft("שלום"))
        #expect(!Isolation.containsRightToLeft("Ann"))
        #expect(Isolation.removingControls(text) == "Profile שלום was created.")
    }

    @Test func unknownPlaceholdersStayAndBracesWithoutArgumentsAreText() {
        #expect(Translator.english.text("{a} and {b}", ["a": .text("1")]) == "1 and {b}")
        #expect(Translator.english.text("a { b", ["a": .text("1")]) == "a { b")
    }

    @Test func thePseudoLocaleIsAccentedLongerAndBracketed() {
        let pseudo = Translator(preferences: ["qps", "de"], library: library)
        #expect(pseudo.isPseudo)
        let text = pseudo.text("Create your profile")
        #expect(text.hasPrefix("[Çŕéåţé ýöûŕ þŕöƒîļé"))
        #expect(text.hasSuffix("]"))
        #expect(Double(text.count) >= Double("Create your profile".count) * 1.4)
        #expect(pseudo.text("Profile {name} was created.", ["name": .text("Ann")]).contains(" Ann "))
        #expect(!pseudo.text("Hello").contains("Hello"))
        #expect(PseudoLocale.transform("") == "[]")
    }

    @Test func formattingUsesTheLanguagesLocale() {
        let german = Translator(preferences: ["de"], library: library)
        #expect(german.number(1_234_567) == "1.234.567")
        #expect(Translator.english.number(1_234_567) == "1,234,567")
        #expect(german.bytes(812) == "812\u{A0}B")
        #expect(german.bytes(12 * 1024 * 1024 + 512 * 1024) == "12,5\u{A0}MiB")
        #expect(Translator.english.bytes(12 * 1024 * 1024) == "12.0\u{A0}MiB")
        let date = Date(timeIntervalSince1970: 1_780_000_000)
        let utc = TimeZone(identifier: "UTC") ?? .current
        #expect(german.date(date, timeZone: utc) == "28. Mai 2026, 20:26")
        #expect(Translator.english.date(date, timeZone: utc).hasPrefix("May 28, 2026"))
    }

    /// `$THRESHOLD_LOCALE_DIR`: a translator's catalog replaces the shipped one of its name.
    @Test func aFolderOfCatalogsAddsAndReplaces() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "msgid \"\"\nmsgstr \"Language: de\\n\"\n\nmsgid \"Hello\"\nmsgstr \"Moin\"\n"
            .write(to: folder.appendingPathComponent("de.po"), atomically: true, encoding: .utf8)
        try "msgid \"\"\nmsgstr \"Language: nl\\n\"\n\nmsgid \"Hello\"\nmsgstr \"Hallo\"\n"
            .write(to: folder.appendingPathComponent("nl.po"), atomically: true, encoding: .utf8)
        try "not a catalog".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let extended = library.adding(directory: folder.path)
        #expect(Translator(preferences: ["de"], library: extended).text("Hello") == "Moin")
        #expect(Translator(preferences: ["nl"], library: extended).text("Hello") == "Hallo")
        #expect(Translator(preferences: ["fr"], library: extended).text("Hello") == "Bonjour")
        #expect(library.adding(directory: "/nonexistent-\(UUID().uuidString)").languages == library.languages)
    }

    @Test func directionPerLanguage() {
        #expect(TextDirection(language: "ar") == .rightToLeft)
        #expect(TextDirection(language: "he_IL") == .rightToLeft)
        #expect(TextDirection(language: "de") == .leftToRight)
        #expect(TextDirection(language: "ja") == .leftToRight)
    }
}

/// Numbers, byte counts and dates in every shipped language, each with its own explicit locale
/// (Foundation on Linux ignores `LANG`, so the locale is passed, never taken from the process).
@Suite struct FormattingPerLanguageTests {
    @Test func smallCountsWrittenWithoutTheFormatterAreWhatItWrites() {
        // Translator.number skips the formatter below 1,000 (start-up): the same text either way.
        for language in ["en", "de", "fr", "es", "ru", "ja", "ar", "fa", "tr", "uk", "zh_CN", "qps"] {
            let translator = Translator(preferences: [language])
            for n in [0, 1, 7, 42, 100, 999, 1000, 12_345] {
                #expect(translator.number(n) == n.formatted(.number.locale(translator.locale)), "\(language) \(n)")
            }
        }
    }

    @Test(arguments: [
        // language, 1,234,567, 12.5 MiB, 812 B, 28 May 2026 20:26 UTC. Arabic is written with
        // Latin digits, Persian with Persian digits (chosen in Translator.locale, docs/languages.md);
        // French, Russian and Ukrainian group with no-break spaces.
        ("ar", "1,234,567", "\u{2068}12.5\u{A0}MiB\u{2069}", "\u{2068}812\u{A0}B\u{2069}", "28 مايو، 2026، 8:26\u{A0}م"),
        ("de", "1.234.567", "12,5\u{A0}MiB", "812\u{A0}B", "28. Mai 2026, 20:26"),
        ("es", "1.234.567", "12,5\u{A0}MiB", "812\u{A0}B", "28 may 2026, 20:26"),
        ("fr", "1\u{202F}234\u{202F}567", "12,5\u{A0}MiB", "812\u{A0}B", "28 mai 2026 à 20:26"),
        ("ja", "1,234,567", "12.5\u{A0}MiB", "812\u{A0}B", "2026年5月28日 20:26"),
        ("ru", "1\u{A0}234\u{A0}567", "12,5\u{A0}MiB", "812\u{A0}B", "28 мая 2026\u{202F}г., 20:26"),
        ("en", "1,234,567", "12.5\u{A0}MiB", "812\u{A0}B", "May 28, 2026 at 8:26\u{202F}PM"),
        ("fa", "\u{6F1}\u{66C}\u{6F2}\u{6F3}\u{6F4}\u{66C}\u{6F5}\u{6F6}\u{6F7}", "\u{2068}\u{6F1}\u{6F2}\u{66B}\u{6F5}\u{A0}MiB\u{2069}", "\u{2068}\u{6F8}\u{6F1}\u{6F2}\u{A0}B\u{2069}", "\u{6F2}\u{6F8} \u{645}\u{647} \u{6F2}\u{6F0}\u{6F2}\u{6F6}\u{60C} \u{6F2}\u{6F0}:\u{6F2}\u{6F6}"),
        ("tr", "1.234.567", "12,5\u{A0}MiB", "812\u{A0}B", "28 May 2026 20:26"),
        ("uk", "1\u{A0}234\u{A0}567", "12,5\u{A0}MiB", "812\u{A0}B", "28 \u{442}\u{440}\u{430}\u{432}. 2026\u{202F}\u{440}., 20:26"),
        ("zh_CN", "1,234,567", "12.5\u{A0}MiB", "812\u{A0}B", "2026\u{5E74}5\u{6708}28\u{65E5} 20:26"),
    ])
    func eachShippedLanguageFormatsItsOwnWay(language: String, number: String, mebibytes: String, bytes: String,
                                             date: String) throws {
        let translator = Translator(preferences: [language])
        #expect(translator.language == language)
        // The digits are the app's choice, not Foundation's default: Latin in Arabic, Persian in Persian.
        #expect(translator.locale.identifier.hasPrefix(language))
        let utc = try #require(TimeZone(identifier: "UTC"))
        let moment = Date(timeIntervalSince1970: 1_780_000_000)
        #expect(translator.number(1_234_567) == number)
        #expect(translator.bytes(12 * 1024 * 1024 + 512 * 1024) == mebibytes)
        #expect(translator.bytes(812) == bytes)
        #expect(translator.date(moment, timeZone: utc) == date)
    }
}
