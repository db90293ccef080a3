import Foundation
import Testing
@testable import Localization

/// The compiled catalogs the shipped languages are read through at run time
/// (`CompiledCatalogs.swift`, written by scripts/embed-catalogs) give, text by text, what the
/// `.po` file parsed whole gives: every entry of every shipped catalog, its plural rule, its count,
/// and nothing for a text it does not confirm. A `.po` file edited without running the script
/// fails here.
@Suite struct CompiledCatalogTests {
    @Test(arguments: CatalogTests.shipped)
    func theCompiledFormReadsEveryShippedTextAsTheWholeParseDoes(language: String) throws {
        let text = try String(contentsOf: CatalogTests.poDirectory.appendingPathComponent(language + ".po"), encoding: .utf8)
        let file = try POFile(parsing: text, name: language + ".po")
        let whole = try Catalog(file, name: language + ".po")
        let compiled = try #require(CompiledCatalog.shipped(language), "run scripts/embed-catalogs")
        #expect(compiled.languageCode == whole.language)
        #expect(compiled.pluralForms.description == file.header["Plural-Forms"] ?? "", "run scripts/embed-catalogs")
        #expect(compiled.count == whole.translatedCount, "run scripts/embed-catalogs")
        let rule = try PluralRule(header: compiled.pluralForms.description)
        for entry in file.entries where !entry.id.isEmpty || entry.context != nil {
            if entry.pluralID == nil {
                #expect(compiled.translations(entry.id, context: entry.context)?.first == whole.text(entry.id, context: entry.context),
                        "\(language).po:\(entry.line): run scripts/embed-catalogs")
            } else {
                for count in [0, 1, 2, 5, 11, 21, 101] {
                    let forms = compiled.translations(entry.id, context: entry.context)
                    #expect(forms.map { $0[rule.form(for: count)] } == whole.plural(entry.id, count: count, context: entry.context),
                            "\(language).po:\(entry.line) at \(count): run scripts/embed-catalogs")
                }
            }
        }
        #expect(compiled.translations("No such text", context: nil) == nil)
        #expect(compiled.translations("Export", context: "no such context") == nil)
    }

    @Test func aContextAndItsTextAreOneKey() throws {
        let compiled = try #require(CompiledCatalog.shipped("de"))
        // "Back" has only a contextual entry: the bare msgid is not it, nor is the context alone.
        #expect(compiled.translations("Back", context: "button") != nil)
        #expect(compiled.translations("Back", context: nil) == nil)
        #expect(compiled.translations("", context: "button") == nil)
        #expect(CompiledCatalog.shipped("xx") == nil)
    }

    @Test func onlyLanguagesWithAFileAreCompiled() {
        for language in CatalogTests.shipped { #expect(CompiledCatalog.shipped(language) != nil, "\(language): run scripts/embed-catalogs") }
    }
}
