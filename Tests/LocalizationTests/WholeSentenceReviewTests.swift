import Foundation
import Testing
@testable import Localization

/// Issue 35, "Every sentence whole and translated": what an outside reviewer found in the
/// catalogs and in the reader of a translator's catalog.
@Suite struct WholeSentenceReviewTests {
    /// A translator's `it.po` from THRESHOLD_LOCALE_DIR with `{conta}` for `{count}` showed
    /// "Totale non letti: {conta}" with nothing on standard error: the text is now left out (the
    /// next language, then English, is used) and said once, as for a catalog that can't be read.
    @Test func aTranslationWithABrokenPlaceholderFallsBackAndIsSaidOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("threshold-locale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = """
        msgid ""
        msgstr ""
        "Language: zt\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

        msgid "Total unread: {count}"
        msgstr "Totale non letti: {conta}"

        msgid "Wrong passcode."
        msgstr "Codice errato."

        msgctxt "duration"
        msgid "{count} minute"
        msgid_plural "{count} minutes"
        msgstr[0] "un minuto"
        msgstr[1] "{count} minuti"
        """
        try catalog.write(to: folder.appendingPathComponent("zt.po"), atomically: true, encoding: .utf8)
        let library = CatalogLibrary.shipped.adding(directory: folder.path)
        for _ in 0..<2 {
            let translator = Translator(preferences: ["zt", "en"], library: library)
            #expect(translator.text("Total unread: {count}", ["count": .number(3)]) == "Total unread: 3")
            #expect(translator.text("Wrong passcode.") == "Codice errato.")
            #expect(translator.problems.isEmpty)
        }
        let said = CatalogLibrary.warnings.filter { $0.contains(folder.path) }
        #expect(said.count == 1, "\(said)")
        #expect(said.first?.contains("zt.po:7: unknown placeholder {conta}") == true, "\(said)")
        #expect(said.first?.contains("skipped") == true, "\(said)")
        // The parsed catalog keeps its good texts; a plural's "one" form may leave out {count}.
        let parsed = try Catalog(parsing: catalog, name: "zt.po")
        #expect(parsed.translatedCount == 2)
        #expect(parsed.skippedTexts.count == 1)
    }
}
