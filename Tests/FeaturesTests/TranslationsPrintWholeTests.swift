import Features
import Foundation
import Localization
import Testing

/// Issue 35, found running the command line in Arabic: the catalogs set option names apart with
/// U+200E LEFT-TO-RIGHT MARK, and Foundation puts it around Arabic's percent sign, but the
/// command line and plain mode show every mark as a visible escape (SafeText, issue 22): "خيار غير
/// معروف \u{200E}--bogus\u{200E}". Translations and formatted values now use a closed isolate
/// (U+2068...U+2069), which SafeText keeps; nothing a translation or Formats writes is escaped.
@Suite struct TranslationsPrintWholeTests {
    static let poDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/Localization/po").standardizedFileURL

    static var languages: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: poDirectory.path)) ?? [])
            .filter { $0.hasSuffix(".po") }.map { String($0.dropLast(3)) }.sorted()
    }

    @Test(arguments: languages)
    func everyTranslationPrintsAsItIs(language: String) throws {
        let text = try String(contentsOf: Self.poDirectory.appendingPathComponent(language + ".po"), encoding: .utf8)
        let file = try POFile(parsing: text, name: language + ".po")
        #expect(file.entries.count > 900)
        for entry in file.entries where !entry.id.isEmpty {
            for translation in entry.translations {
                #expect(SafeText.forTerminal(translation) == translation, "\(language).po:\(entry.line): \(SafeText.forTerminal(translation))")
            }
        }
    }

    @Test(arguments: languages + ["en"])
    func formattedValuesPrintAsTheyAre(language: String) {
        Texts.with(Translator(preferences: [language])) {
            let values = [Formats.number(1_234_567), Formats.bytes(1_572_864), Formats.percent(62), Formats.list(["A", "B", "C"]),
                          Formats.duration(seconds: 600), Formats.dateTime(Date(timeIntervalSince1970: 1_796_549_384), timeZone: .gmt)]
            for value in values { #expect(SafeText.forTerminal(value) == value, "\(language): \(SafeText.forTerminal(value))") }
        }
    }
}
