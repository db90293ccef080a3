import Foundation
import Testing
@testable import Localization

/// The lazy index the shipped catalogs are read through gives, text by text, what the catalog
/// parsed whole gives: every entry of every shipped catalog, and the forms `.po` writers use
/// (continued strings, contexts, escapes, flags, obsolete entries, no blank lines between).
@Suite struct CatalogIndexTests {
    @Test(arguments: CatalogTests.shipped)
    func theIndexReadsEveryShippedTextAsTheWholeParseDoes(language: String) throws {
        let text = try #require(CatalogLibrary.shipped.sources[language])
        let file = try POFile(parsing: text, name: language + ".po")
        let whole = try Catalog(file, name: language + ".po")
        let index = try CatalogIndex(text: text, name: language + ".po")
        #expect(index.language == whole.language)
        for entry in file.entries where !entry.id.isEmpty {
            if entry.pluralID == nil {
                #expect(index.translations(entry.id, context: entry.context)?.first == whole.text(entry.id, context: entry.context),
                        "\(language).po:\(entry.line)")
            } else {
                for count in [0, 1, 2, 5, 11, 21, 101] {
                    let forms = index.translations(entry.id, context: entry.context)
                    let form = index.pluralRule.form(for: count)
                    #expect(forms.map { $0[form] } == whole.plural(entry.id, count: count, context: entry.context),
                            "\(language).po:\(entry.line) at \(count)")
                }
            }
        }
        #expect(index.translations("No such text", context: nil) == nil)
        #expect(index.translations("Export", context: "no such context") == nil)
    }

    @Test func theFormsPOWritersUse() throws {
        let text = """
        # a comment before the header
        msgid ""
        msgstr ""
        "Language: xx\\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

        #. a translator comment
        #: Sources/X.swift:1
        msgid ""
        "Long text "
        "continued"
        msgstr "Langer "
        "Text"
        msgctxt "button"
        msgid "Open"
        msgstr "Öffnen (Knopf)"
        msgid "Open"
        msgstr "Öffnen"
        #, fuzzy
        msgid "Guess"
        msgstr "Geraten"

        msgid "Say \\"hi\\"\\nand\\tgo"
        msgstr "Sag „hi“"

        msgid "Empty"
        msgstr ""

        #~ msgid "Old"
        #~ msgstr "Alt"

        msgid "{count} file"
        msgid_plural "{count} files"
        msgstr[0] "{count} Datei"
        msgstr[1] "{count} Dateien"
        """
        let index = try CatalogIndex(text: text, name: "xx.po")
        #expect(index.language == "xx")
        #expect(index.translations("Long text continued", context: nil) == ["Langer Text"])
        #expect(index.translations("Open", context: "button") == ["Öffnen (Knopf)"])
        #expect(index.translations("Open", context: nil) == ["Öffnen"])
        #expect(index.translations("Guess", context: nil) == nil)
        #expect(index.translations("Say \"hi\"\nand\tgo", context: nil) == ["Sag „hi“"])
        #expect(index.translations("Empty", context: nil) == nil)
        #expect(index.translations("Old", context: nil) == nil)
        #expect(index.translations("{count} file", context: nil) == ["{count} Datei", "{count} Dateien"])
        #expect(throws: POParseError.self) { try CatalogIndex(text: "msgid \"\"\nmsgstr \"\"\n", name: "yy.po") }
    }
}
