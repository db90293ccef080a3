import Features
import Foundation
import Localization
import Testing

/// A translator's catalog in `THRESHOLD_LOCALE_DIR` is what Settings › Language shows: its share
/// is counted from that catalog, not the shipped one it replaces, and a language Threshold does
/// not ship appears under its own name (found by a reviewer on the release build: a 66 % `ar.po`
/// showed "العربية" with no share; a new `pt_BR.po` was missing from the chooser and `threshold
/// language` named it "pt_BR").
@Suite struct LocaleDirCatalogTests {
    /// A folder with a partial Arabic catalog (the shipped one with every other text left out),
    /// a Brazilian Portuguese one, and an Asturian one naming itself in its header.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("threshold-locale-dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shipped = try #require(CatalogLibrary.shipped.sources["ar"])
        let blocks = shipped.components(separatedBy: "\n\n")
        let partial = blocks.enumerated().filter { $0.offset == 0 || $0.offset % 3 != 0 }.map(\.element).joined(separator: "\n\n")
        try partial.write(to: folder.appendingPathComponent("ar.po"), atomically: true, encoding: .utf8)
        let header = "msgid \"\"\nmsgstr \"Language: %@\\nPlural-Forms: nplurals=2; plural=(n != 1);\\n%@\"\n\nmsgid \"Language\"\nmsgstr \"%@\"\n"
        try String(format: header, "pt_BR", "", "Idioma").write(to: folder.appendingPathComponent("pt_BR.po"), atomically: true, encoding: .utf8)
        try String(format: header, "ast", "X-Language-Name: Asturianu\\n", "Llingua")
            .write(to: folder.appendingPathComponent("ast.po"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func theChooserShowsTheShareOfTheCatalogInUseAndTheLocaleDirsLanguages() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["LANG": "ar_EG.UTF-8", "LANGUAGE": "ar:de", "THRESHOLD_LOCALE_DIR": folder.path]
        let translator = Texts.choose(environment: environment)
        #expect(translator.language == "ar")
        try Texts.with(translator) {
            // Every face's list (plain, full screen, desktop) takes the running translator's catalogs.
            let options = LanguageOption.all(systemName: "system")
            let coverage = try #require(translator.library.coverage(for: "ar"))
            #expect(!coverage.isComplete && coverage.percent > 50 && coverage.percent < 80, "\(coverage)")
            let arabic = try #require(options.first { $0.code == "ar" })
            #expect(arabic.name.contains("العربية") && arabic.name.contains(Formats.percent(coverage.percent)), "\(arabic.name)")
            let portuguese = try #require(options.first { $0.code == "pt_BR" }, "\(options.map(\.name))")
            #expect(portuguese.name.hasPrefix("Português (Brasil)"), "\(portuguese.name)")
            let asturian = try #require(options.first { $0.code == "ast" })
            #expect(asturian.name.hasPrefix("Asturianu"), "\(asturian.name)")
            #expect(options.first { $0.code == "de" }?.name == "Deutsch")
        }
        // `threshold language` under pt_BR names it, not its code.
        let brazilian = Texts.choose(environment: ["LANG": "pt_BR.UTF-8", "THRESHOLD_LOCALE_DIR": folder.path])
        let said = Texts.with(brazilian) { SettingsText.languageInEffect(brazilian.language, source: .environment("LANG")) }
        #expect(said.contains("Português (Brasil)") && !said.contains("pt_BR"), "\(said)")
    }

    @Test func aCodeWithoutABuiltInNameTakesItsBaseLanguagesName() {
        let library = CatalogLibrary(sources: ["de_CH": "msgid \"\"\nmsgstr \"Language: de_CH\\n\"\n"])
        #expect(library.name(for: "de_CH") == "Deutsch (de_CH)")
        #expect(library.name(for: "xx") == "xx")
    }
}
