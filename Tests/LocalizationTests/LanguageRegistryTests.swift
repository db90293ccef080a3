import Foundation
import Testing
@testable import Localization

/// Issue 35 item 5: partial catalogs fall back text by text and say how much they cover, a code
/// without a catalog is refused with the list, the four new languages have their own names, and a
/// translator's broken catalog is said on standard error rather than skipped silently.
@Suite struct LanguageRegistryTests {
    /// A partial catalog: one text translated, one left empty, one fuzzy, one plural half-filled.
    static let partial = """
    msgid ""
    msgstr ""
    "Language: xx\\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

    msgid "Open"
    msgstr "Opo"

    msgid "Close"
    msgstr ""

    #, fuzzy
    msgid "Import"
    msgstr "Impo?"

    msgid "{count} chat"
    msgid_plural "{count} chats"
    msgstr[0] "{count} chato"
    msgstr[1] ""
    """

    static let next = """
    msgid ""
    msgstr "Language: yy\\n"

    msgid "Close"
    msgstr "Clyy"

    msgid "Open"
    msgstr "Opyy"
    """

    @Test func aPartialCatalogFallsBackTextByTextToTheNextLanguageThenEnglish() {
        let library = CatalogLibrary(sources: ["xx": Self.partial, "yy": Self.next])
        let translator = Translator(preferences: ["xx", "yy", "en"], library: library)
        #expect(translator.language == "xx")
        #expect(translator.text("Open") == "Opo")
        #expect(translator.text("Close") == "Clyy")
        #expect(translator.text("Import") == "Import")
        // A plural entry with a form left empty is untranslated as a whole.
        #expect(translator.plural("{count} chat", "{count} chats", count: 1) == "1 chat")
        #expect(translator.plural("{count} chat", "{count} chats", count: 3) == "3 chats")
        #expect(translator.problems.isEmpty)
    }

    @Test func coverageCountsConfirmedTextsOfTheTemplate() throws {
        let library = CatalogLibrary(sources: ["xx": Self.partial])
        let coverage = try #require(library.coverage(for: "xx"))
        #expect(coverage.translated == 1)
        #expect(coverage.total == CatalogLibrary.templateTextCount)
        #expect(!coverage.isComplete)
        #expect(library.coverage(for: "en")?.isComplete == true)
        #expect(library.coverage(for: "it") == nil)
        #expect(Coverage(translated: 843, total: 844).percent == 99)
        #expect(Coverage(translated: 900, total: 844) == Coverage(translated: 844, total: 844))
        for code in ["ar", "de", "es", "fr", "ja", "ru"] {
            #expect(CatalogLibrary.shipped.coverage(for: code)?.isComplete == true, "\(code)")
        }
    }

    @Test func aCodeWithoutACatalogIsRefusedWithTheLanguagesThatCanBeChosen() {
        let shipped = CatalogLibrary.shipped
        for accepted in ["de", "de_AT", "de_DE.UTF-8", "fr:de", "en", "en_US", "C", "POSIX", "C.UTF-8", "qps", "system", "auto", ""] {
            #expect(throws: Never.self, "\(accepted)") { try shipped.check(language: accepted) }
        }
        for (refused, code) in [("it", "it"), ("fr:it", "it"), ("pt_BR", "pt_BR"), ("12", "12"), ("xx", "xx")] {
            #expect(throws: UnknownLanguageError(code: code, available: ["en"] + shipped.languages)) {
                try shipped.check(language: refused)
            }
        }
        #expect(shipped.choosable.first == "en")
        #expect(shipped.choosable.contains("ja"))
        // A translator's catalog, tried through THRESHOLD_LOCALE_DIR, can be chosen.
        #expect(throws: Never.self) { try CatalogLibrary(sources: ["xx": Self.partial]).check(language: "xx") }
    }

    @Test func theFourNewLanguagesHaveTheirOwnNamesAndDirections() {
        #expect(LanguageChoice.endonym("fa") == "فارسی")
        #expect(LanguageChoice.endonym("tr") == "Türkçe")
        #expect(LanguageChoice.endonym("zh_CN") == "简体中文")
        #expect(LanguageChoice.endonym("uk") == "Українська")
        #expect(TextDirection(language: "fa") == .rightToLeft)
        for code in ["tr", "zh_CN", "uk"] { #expect(TextDirection(language: code) == .leftToRight) }
        #expect(LanguageChoice.candidates(for: "zh_CN.UTF-8") == ["zh_CN", "zh"])
    }

    @Test func aBrokenCatalogInTheLocaleFolderIsSaidOnceAndSkipped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("threshold-locale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "msgid \"Open\"\nmsgstr \"Opo\"\nmsgstr \"again\"\n".write(to: folder.appendingPathComponent("zq.po"), atomically: true, encoding: .utf8)
        try Data([0x6D, 0xFF, 0xFE]).write(to: folder.appendingPathComponent("zr.po"))
        let library = CatalogLibrary.shipped.adding(directory: folder.path)
        #expect(CatalogLibrary.warnings.contains { $0.contains(folder.path + "/zr.po") && $0.contains("UTF-8") })
        for _ in 0..<2 {
            let translator = Translator(preferences: ["zq", "de", "en"], library: library)
            #expect(translator.text("Wrong passcode.") == CatalogLibrary.shipped.sources["de"].flatMap { try? Catalog(parsing: $0, name: "de.po") }?.text("Wrong passcode."))
            #expect(translator.problems.count == 1)
        }
        let said = CatalogLibrary.warnings.filter { $0.contains(folder.path) && $0.contains("zq.po") }
        #expect(said.count == 1, "\(CatalogLibrary.warnings)")
        #expect(said.first?.contains("skipped") == true)
        _ = CatalogLibrary.shipped.adding(directory: folder.path + "/absent")
        #expect(CatalogLibrary.warnings.contains { $0.contains(folder.path + "/absent") })
    }
}
