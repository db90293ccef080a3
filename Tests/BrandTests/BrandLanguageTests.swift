import Foundation
import Testing
@testable import Brand

/// Per-language values in brand files: the new mistakes and their line:field errors, and the
/// resolution of a brand for a language list, text by text.
@Suite struct BrandLanguageTests {
    /// `validBrand` with a what's new list before the steps.
    static func withWhatsNew(_ entries: String) -> String {
        broken("  \"steps\": [", "  \"whatsNew\": [\(entries)],\n  \"steps\": [")
    }

    static let cases: [(String, String, [String], BrandIssue.Code)] = [
        ("unknown language", broken(#""tagline": "Tag""#, #""tagline": { "en": "Tag", "xx": "T" }"#),
         [#"brand.json:4:29: tagline.xx: unknown language tag "xx" ("xx" is not an ISO 639 language code)"#], .unknownLanguage),
        ("tag written with a hyphen", broken(#""tagline": "Tag""#, #""tagline": { "en": "Tag", "pt-BR": "T" }"#),
         [#"brand.json:4:29: tagline.pt-BR: unknown language tag "pt-BR" (write it as "pt_BR")"#], .unknownLanguage),
        ("not a tag at all", broken(#""title": "T""#, #""title": { "en": "T", "German": "T" }"#),
         [#"brand.json:7:43: highlights[0].title.German: unknown language tag "German" (expected a language code such as "de", "pt_BR" or "zh_Hant")"#], .unknownLanguage),
        ("missing default", broken(#""tagline": "Tag""#, #""tagline": { "de": "Etikett" }"#),
         [#"brand.json:4:14: tagline: missing the default "en" value (shown when none of the user's languages is given)"#], .missingDefault),
        ("empty language object", broken(#""appName": "Test""#, #""appName": {}"#),
         [#"brand.json:3:14: appName: missing the default "en" value (shown when none of the user's languages is given)"#], .missingDefault),
        ("wrong type of a translation", broken(#""tagline": "Tag""#, #""tagline": { "en": "Tag", "de": 3 }"#),
         ["brand.json:4:35: tagline.de: expected a string, found a number"], .wrongType),
        ("wrong type of the field", broken(#""text": "X""#, #""text": ["X"]"#),
         ["brand.json:7:43: highlights[0].text: expected a string or an object of languages, found an array"], .wrongType),
        ("empty translation", broken(#""tagline": "Tag""#, #""tagline": { "en": "Tag", "de": " " }"#),
         ["brand.json:4:35: tagline.de: must not be empty"], .emptyValue),
        ("duplicate language", broken(#""tagline": "Tag""#, #""tagline": { "en": "Tag", "de": "A", "de": "B" }"#),
         ["brand.json:4:40: tagline.de: duplicate language"], .duplicateField),
        ("translated list of another length",
         withWhatsNew(#"{ "version": "1.0", "title": "T", "items": { "en": ["a", "b"], "de": ["x"] } }"#),
         [#"brand.json:13:85: whatsNew[0].items.de: has 1 item, but "en" has 2 (one translation per item, in the same order)"#],
         .lengthMismatch),
        ("items of the wrong type", withWhatsNew(#"{ "version": "1.0", "title": "T", "items": 3 }"#),
         ["brand.json:13:59: whatsNew[0].items: expected an array or an object of languages, found a number"], .wrongType),
        ("a translated item without its default",
         withWhatsNew(#"{ "version": "1.0", "title": "T", "items": ["a", { "de": "b" }] }"#),
         [#"brand.json:13:65: whatsNew[0].items[1]: missing the default "en" value (shown when none of the user's languages is given)"#],
         .missingDefault),
        ("a translated conditions path leaving the folder",
         broken(#""text": "Be nice." }"#, #""path": { "en": "c.md", "de": "../c.de.md" } }"#),
         [#"brand.json:12:65: conditions.path.de: "../c.de.md" must stay inside the brand file's folder (no ".." above it)"#],
         .invalidValue),
        ("an absolute translated conditions path",
         broken(#""text": "Be nice." }"#, #""path": { "en": "c.md", "fr": "/etc/passwd" } }"#),
         [#"brand.json:12:65: conditions.path.fr: "/etc/passwd" must be relative to the brand file"#], .invalidValue),
        ("translated conditions text without its default",
         broken(#""text": "Be nice." }"#, #""text": { "de": "Sei nett." } }"#),
         [#"brand.json:12:43: conditions.text: missing the default "en" value (shown when none of the user's languages is given)"#],
         .missingDefault),
        ("an info step with a bad language",
         broken(#""notifications"]"#, #"{ "type": "info", "id": "tour", "title": { "en": "T", "d": "T" }, "body": "B" }]"#),
         [#"brand.json:13:109: steps[3].title.d: unknown language tag "d" (expected a language code such as "de", "pt_BR" or "zh_Hant")"#],
         .unknownLanguage),
    ]

    @Test(arguments: cases.indices)
    func newMistakesReportLineAndField(index: Int) throws {
        let (name, text, expected, code) = Self.cases[index]
        #expect(errorLines(text) == expected, "\(name)")
        let error = try #require(throws: BrandError.self) { try Brand.parse(text) }
        #expect(error.issues.map(\.code) == [code], "\(name)")
    }

    @Test func newCodesAreStable() {
        #expect(BrandIssue.Code.unknownLanguage.rawValue == "unknownLanguage")
        #expect(BrandIssue.Code.missingDefault.rawValue == "missingDefault")
        #expect(BrandIssue.Code.lengthMismatch.rawValue == "lengthMismatch")
    }

    @Test func everyProblemIsReportedNotOnlyTheFirst() {
        let text = broken(#""tagline": "Tag""#, #""tagline": { "xx": "T", "de": 1 }"#)
        #expect(errorLines(text) == [
            #"brand.json:4:14: tagline: missing the default "en" value (shown when none of the user's languages is given)"#,
            #"brand.json:4:16: tagline.xx: unknown language tag "xx" ("xx" is not an ISO 639 language code)"#,
            "brand.json:4:33: tagline.de: expected a string, found a number",
        ])
    }

    @Test func tagsTheLanguageListUsesAreAccepted() throws {
        for tag in ["de", "pt_BR", "es_419", "zh_Hant", "fil", "sr_Latn"] {
            let brand = try Brand.parse(broken(#""tagline": "Tag""#, #""tagline": { "en": "Tag", "\#(tag)": "T-\#(tag)" }"#))
            #expect(brand.translations.languages == [tag])
            #expect(brand.localized(for: [tag, "en"]).tagline == "T-\(tag)")
        }
    }

    // MARK: - Resolution

    /// Tagline in de and fr, the highlight's title in fr only, its text in English only.
    static let partial = broken(#""tagline": "Tag""#, #""tagline": { "en": "Tag", "de": "Motto", "fr": "Devise" }"#)
        .replacingOccurrences(of: #""title": "T""#, with: #""title": { "en": "T", "fr": "Titre" }"#)

    @Test func eachTextFallsBackOnItsOwnToTheNextLanguageThenTheDefault() throws {
        let brand = try Brand.parse(Self.partial)
        let seen = brand.localized(for: ["de", "fr", "en"])
        #expect(seen.tagline == "Motto")
        #expect(seen.highlights[0].title == "Titre", "no German title: the next language, French")
        #expect(seen.highlights[0].text == "X", "no translation at all: the default")
        #expect(seen.appName == "Test")
        #expect(brand.localized(for: ["ja", "en"]).tagline == "Tag")
        #expect(brand.localized(for: ["en", "de"]).tagline == "Tag", "the list is read up to English")
        #expect(brand.localized(for: []).tagline == "Tag")
        #expect(brand.localized(for: ["pt_BR", "pt", "fr", "en"]).tagline == "Devise")
    }

    @Test func aLocalizedBrandCanBeLocalizedAgain() throws {
        let brand = try Brand.parse(Self.partial)
        let twice = brand.localized(for: ["de"]).localized(for: ["fr"])
        #expect(twice == brand.localized(for: ["fr"]))
        #expect(brand.localized(for: ["de"]).localized(for: ["en"]) == brand)
    }

    @Test func untranslatedTextsAreMarkedAndTranslatedOnesAreNot() throws {
        let brand = try Brand.parse(Self.partial)
        let marked = brand.localized(for: ["de"]) { "[\($0)]" }
        #expect(marked.tagline == "Motto")
        #expect(marked.highlights[0].title == "[T]")
        #expect(marked.highlights[0].text == "[X]")
        #expect(marked.appName == "[Test]")
        #expect(marked.operators.map(\.tradeName) == ["[A]", "[B]"])
        #expect(marked.operators.map(\.legalName) == ["[A Ltd]", "[B Ltd]"], "a text, as the trade name (the built-in ones say \"(fictional)\")")
        let again = marked.localized(for: ["de"]) { "[\($0)]" }
        #expect(again.highlights[0].title == "[T]", "marked once, not twice")
    }

    @Test func namesAndIdsStayAsTheyAre() throws {
        let builtIn = try Brand.builtIn()
        let german = builtIn.localized(for: ["de", "en"])
        #expect(german.operators.map(\.id) == builtIn.operators.map(\.id))
        #expect(german.operators.map(\.tag) == builtIn.operators.map(\.tag))
        #expect(german.operators.map(\.serverDomains) == builtIn.operators.map(\.serverDomains))
        #expect(german.steps == builtIn.steps)
        #expect(german.whatsNew.map(\.version) == builtIn.whatsNew.map(\.version))
        #expect(german.conditions?.version == builtIn.conditions?.version)
        #expect(german.logo == builtIn.logo && german.accentColors == builtIn.accentColors)
        #expect(german.notifications == builtIn.notifications)
        #expect(german.appName == "Threshold")
    }

    @Test func theBuiltInBrandReadsInSixLanguages() throws {
        let brand = try Brand.builtIn()
        #expect(brand.translations.languages == ["ar", "de", "es", "fa", "fr", "ja", "ru", "tr", "uk", "zh_CN"])
        let german = brand.localized(for: ["de", "en"])
        #expect(german.tagline == "Die Zukunft des Messagings")
        #expect(german.highlights.map(\.title) == ["Privatsphäre neu gedacht", "Immun gegen Spam", "Dezentral"])
        #expect(german.highlights.map(\.text)
                == ["Keine Benutzerkennungen.", "Du entscheidest, wer sich verbinden kann.", "Jeder kann Server betreiben."])
        #expect(german.whatsNew.map(\.title) == ["Willkommen bei Threshold"])
        #expect(try german.conditions?.loadText().hasPrefix("Nutzungsbedingungen von Threshold\n\n") == true)
        #expect(brand.localized(for: ["ja"]).tagline == "メッセージングの未来")
        #expect(brand.localized(for: ["ar"]).highlights[2].title == "لامركزي")
        #expect(brand.localized(for: ["ru"]).whatsNew[0].items[0] == "Несколько профилей чата на одном устройстве.")
        #expect(brand.localized(for: ["uk"]).highlights[0].title == "Приватність по-новому")
        #expect(brand.localized(for: ["zh_CN", "zh"]).tagline == "即时通讯的未来")
        #expect(brand.localized(for: ["fa"]).tagline == "آیندهٔ پیام‌رسانی")
        #expect(brand.localized(for: ["tr"]).highlights[2].title == "Merkeziyetsiz")
        #expect(brand.localized(for: ["en"]).tagline == "The future of messaging")
    }

    /// Every text of the built-in brand has a value in each of the six languages, and each differs
    /// from the English one except names (a new English text without translations fails here).
    @Test func theBuiltInBrandIsTranslatedCompletely() throws {
        let brand = try Brand.builtIn()
        let languages = ["ar", "de", "es", "fa", "fr", "ja", "ru", "tr", "uk", "zh_CN"]
        let names: Set<String> = ["appName", "operators.lumen.tradeName", "operators.harbor.tradeName"]
        for (key, values) in brand.translations.texts where !names.contains(key) {
            #expect(Set(values.keys) == Set(languages + ["en"]), "\(key)")
            for language in languages { #expect(values[language] != values["en"], "\(key) in \(language)") }
        }
        #expect(Set(brand.translations.conditions.keys) == Set(languages + ["en"]))
        for language in languages {
            let text = try brand.localized(for: [language]).conditions?.loadText() ?? ""
            // Five numbered sections, as in English, in the language's digits (Persian ۱ to ۵):
            // the whole document is translated.
            let locale = Locale(identifier: language)
            #expect((1...5).allSatisfy { text.contains("\n\n\($0.formatted(.number.locale(locale))). ") }, "\(language)")
        }
    }

    @Test func theExampleBrandHasGermanAndATaglineInBrazilianPortuguese() throws {
        let brand = try Brand.load(contentsOf: examplesDirectory().appendingPathComponent("aurora-brand.json"))
        #expect(brand.translations.languages == ["de", "pt_BR"])
        let german = brand.localized(for: ["de_AT", "de", "en"])
        #expect(german.tagline == "Ruhiges Messaging für kleine Teams")
        #expect(german.highlights.map(\.title) == ["Das Team zuerst", "Deine Server"])
        #expect(german.whatsNew.map(\.title) == ["Teamrundgang", "Aurora 2"])
        #expect(german.whatsNew.map(\.items) == [["Ein kurzer Rundgang für neue Teammitglieder."],
                                                  ["Ein ruhigerer Willkommensbildschirm."]])
        guard case .info(let tour) = german.steps[1] else { Issue.record("no info step"); return }
        #expect(tour.title == "So nutzt dein Team Aurora" && tour.id == "teamTour")
        let conditions = try #require(german.conditions)
        #expect(try conditions.loadText().hasPrefix("# Nutzungsbedingungen von Aurora Chat"))
        let brazilian = brand.localized(for: ["pt_BR", "pt", "en"])
        #expect(brazilian.tagline == "Mensagens tranquilas para equipes pequenas")
        #expect(brazilian.highlights[0].title == "Team first", "only the tagline is in Portuguese")
        #expect(try brazilian.conditions?.loadText().hasPrefix("# Aurora Chat conditions of use") == true)
    }

    @Test func aTranslatedConditionsFileLeavingTheFolderByALinkIsRefusedWhenRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brand-lang-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("Be nice.".utf8).write(to: folder.appendingPathComponent("c.md"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("c.de.md").path,
                                                   withDestinationPath: "/etc/hostname")
        let text = broken(#""text": "Be nice." }"#, #""path": { "en": "c.md", "de": "c.de.md" } }"#)
        let url = folder.appendingPathComponent("brand.json")
        try Data(text.utf8).write(to: url)
        let brand = try Brand.load(contentsOf: url)
        #expect(try brand.localized(for: ["en"]).conditions?.loadText() == "Be nice.")
        #expect(throws: BrandError.conditionsUnavailable(path: "c.de.md", reason: "lies outside the brand file's folder")) {
            try brand.localized(for: ["de"]).conditions?.loadText()
        }
    }

    @Test func aBrandWithoutTranslationsIsTheSameInEveryLanguage() throws {
        let brand = try Brand.parse(validBrand)
        #expect(brand.translations.isEmpty)
        #expect(brand.localized(for: ["de", "fr", "en"]) == brand)
    }
}
