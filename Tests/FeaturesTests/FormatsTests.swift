import Features
import Foundation
import Localization
import Migration
import Testing

/// The one formatter (``Formats``) in every shipped language and English: counts, sizes,
/// percentages, durations with the language's plural forms, lists and the next check's time.
@Suite struct FormatsTests {
    struct Expected: Sendable, CustomStringConvertible {
        var language: String
        var number: String
        var size: String
        var percent: String
        var seconds: String
        var minutes: String
        var hours: String
        var list: String
        var date: String
        var description: String { language }
    }

    static let all: [Expected] = [
        Expected(language: "en", number: "1,234,567", size: "930.9\u{A0}KiB", percent: "62%", seconds: "5 seconds", minutes: "21 minutes", hours: "2 hours", list: "A, B", date: "Dec 6, 2026 at 9:29\u{202F}AM"),
        Expected(language: "de", number: "1.234.567", size: "930,9\u{A0}KiB", percent: "62\u{A0}%", seconds: "5 Sekunden", minutes: "21 Minuten", hours: "2 Stunden", list: "A und B", date: "6. Dez. 2026, 9:29"),
        Expected(language: "fr", number: "1\u{202F}234\u{202F}567", size: "930,9\u{A0}KiB", percent: "62\u{A0}%", seconds: "5 secondes", minutes: "21 minutes", hours: "2 heures", list: "A, B", date: "6 d\u{E9}c. 2026 \u{E0} 9:29"),
        Expected(language: "es", number: "1.234.567", size: "930,9\u{A0}KiB", percent: "62\u{A0}%", seconds: "5 segundos", minutes: "21 minutos", hours: "2 horas", list: "A y B", date: "6 dic 2026, 9:29"),
        Expected(language: "ru", number: "1\u{A0}234\u{A0}567", size: "930,9\u{A0}KiB", percent: "62\u{A0}%", seconds: "5 \u{441}\u{435}\u{43A}\u{443}\u{43D}\u{434}", minutes: "21 \u{43C}\u{438}\u{43D}\u{443}\u{442}\u{430}", hours: "2 \u{447}\u{430}\u{441}\u{430}", list: "A, B", date: "6 \u{434}\u{435}\u{43A}. 2026\u{202F}\u{433}., 9:29"),
        Expected(language: "ja", number: "1,234,567", size: "930.9\u{A0}KiB", percent: "62%", seconds: "5 \u{79D2}", minutes: "21 \u{5206}", hours: "2 \u{6642}\u{9593}", list: "A\u{3001}B", date: "2026\u{5E74}12\u{6708}6\u{65E5} 9:29"),
        Expected(language: "ar", number: "1,234,567", size: "\u{2068}930.9\u{A0}KiB\u{2069}", percent: "\u{2068}62%\u{2069}", seconds: "5 \u{62B}\u{648}\u{627}\u{646}\u{64D}", minutes: "21 \u{62F}\u{642}\u{64A}\u{642}\u{629}", hours: "\u{633}\u{627}\u{639}\u{62A}\u{627}\u{646}", list: "\u{2068}A\u{2069} \u{648}\u{2068}B\u{2069}", date: "6 \u{62F}\u{64A}\u{633}\u{645}\u{628}\u{631}\u{60C} 2026\u{60C} 9:29\u{A0}\u{635}"),
        Expected(language: "fa", number: "\u{6F1}\u{66C}\u{6F2}\u{6F3}\u{6F4}\u{66C}\u{6F5}\u{6F6}\u{6F7}", size: "\u{2068}\u{6F9}\u{6F3}\u{6F0}\u{66B}\u{6F9}\u{A0}KiB\u{2069}", percent: "\u{2068}\u{6F6}\u{6F2}\u{66A}\u{2069}", seconds: "\u{6F5} \u{62B}\u{627}\u{646}\u{6CC}\u{647}", minutes: "\u{6F2}\u{6F1} \u{62F}\u{642}\u{6CC}\u{642}\u{647}", hours: "\u{6F2} \u{633}\u{627}\u{639}\u{62A}", list: "\u{2068}A\u{2069}\u{60C} \u{2068}B\u{2069}", date: "\u{6F6} \u{62F}\u{633}\u{627}\u{645}\u{628}\u{631} \u{6F2}\u{6F0}\u{6F2}\u{6F6}\u{60C} \u{6F9}:\u{6F2}\u{6F9}"),
        Expected(language: "tr", number: "1.234.567", size: "930,9\u{A0}KiB", percent: "%62", seconds: "5 saniye", minutes: "21 dakika", hours: "2 saat", list: "A, B", date: "6 Ara 2026 9:29"),
        Expected(language: "uk", number: "1\u{A0}234\u{A0}567", size: "930,9\u{A0}KiB", percent: "62%", seconds: "5 \u{441}\u{435}\u{43A}\u{443}\u{43D}\u{434}", minutes: "21 \u{445}\u{432}\u{438}\u{43B}\u{438}\u{43D}\u{430}", hours: "2 \u{433}\u{43E}\u{434}\u{438}\u{43D}\u{438}", list: "A, B", date: "6 \u{433}\u{440}\u{443}\u{434}. 2026\u{202F}\u{440}., 9:29"),
        Expected(language: "zh_CN", number: "1,234,567", size: "930.9\u{A0}KiB", percent: "62%", seconds: "5 \u{79D2}", minutes: "21 \u{5206}\u{949F}", hours: "2 \u{5C0F}\u{65F6}", list: "A \u{548C} B", date: "2026\u{5E74}12\u{6708}6\u{65E5} 9:29"),
    ]

    @Test(arguments: all)
    func eachLanguageFormatsItsOwnWay(_ expected: Expected) throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        Texts.with(Translator(preferences: [expected.language])) {
            #expect(Formats.number(1_234_567) == expected.number)
            #expect(Formats.bytes(930 * 1024 + 922) == expected.size)
            #expect(Formats.percent(62) == expected.percent)
            #expect(Formats.duration(seconds: 5) == expected.seconds)
            #expect(Formats.duration(seconds: 21 * 60) == expected.minutes)
            #expect(Formats.duration(seconds: 2 * 3600 + 100) == expected.hours)
            #expect(Formats.list(["A", "B"]) == expected.list)
            #expect(Formats.dateTime(Date(timeIntervalSince1970: 1_796_549_384), timeZone: utc) == expected.date)
        }
    }

    /// Settings › Language's share of a partial catalog is the formatter's percentage, as the
    /// progress lines write theirs (issue 35: "{percent}% translated" put the number in raw, so
    /// Persian showed Latin digits and German a plain space before its sign).
    @Test(arguments: all)
    func aPartialCatalogsShareIsWrittenByTheFormatter(_ expected: Expected) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("threshold-share-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "msgid \"\"\nmsgstr \"Language: it\\nPlural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\nmsgid \"Language\"\nmsgstr \"Lingua\"\n"
            .write(to: folder.appendingPathComponent("it.po"), atomically: true, encoding: .utf8)
        let library = CatalogLibrary.shipped.adding(directory: folder.path)
        Texts.with(Translator(preferences: [expected.language])) {
            let name = SettingsText.languageName("it", library: library)
            #expect(name.contains("Italiano") && name.contains(Formats.percent(0)), "\(expected.language): \(name)")
            #expect(!name.unicodeScalars.contains("0") || !["fa"].contains(expected.language), "\(expected.language): \(name)")
        }
    }

    /// Issue 35: in Arabic and Persian a size in brackets after a word, `حجم (1.5 MiB)`, is set
    /// apart (U+2068...U+2069, left to right by its Latin unit), so the bidi algorithm neither
    /// draws `(MiB 1.5)` nor pairs the bracket across number and unit; the command line's escaping
    /// keeps that closed isolate as it is. Left-to-right languages get no controls.
    @Test(arguments: ["ar", "fa", "de", "en"])
    func aSizeIsIsolatedInARightToLeftLanguage(language: String) {
        Texts.with(Translator(preferences: [language])) {
            let size = Formats.bytes(1_572_864)
            let isolated = ["ar", "fa"].contains(language)
            #expect(size.hasPrefix("\u{2068}") == isolated && size.hasSuffix("\u{2069}") == isolated, "\(language): \(size.unicodeScalars.map { String($0.value, radix: 16) })")
            let report = ErrorReport(MigrationError.connectionBroken(.connectionBroke(received: 1_572_864)))
            #expect(report.message.contains(size), "\(language): \(report.message)")
            #expect(SafeText.forTerminal(report.message) == report.message, "\(language): escaped")
        }
    }

    @Test func durationsRoundToTheirLargestUnit() {
        Texts.with(.english) {
            #expect(Formats.duration(seconds: 0) == "0 seconds")
            #expect(Formats.duration(seconds: 1) == "1 second")
            #expect(Formats.duration(seconds: 89) == "89 seconds")
            #expect(Formats.duration(seconds: 90) == "2 minutes")
            #expect(Formats.duration(seconds: 89 * 60) == "89 minutes")
            #expect(Formats.duration(seconds: 90 * 60) == "2 hours")
        }
    }

    /// Chinese and Japanese space a list's separators from Latin items, never the items: a contact's
    /// name or a chat's preview in a list keeps its own spacing (review9: the whole formatted text
    /// was spaced, "Tomさん" shown as "Tom さん").
    @Test func onlyTheSeparatorsOfAChineseOrJapaneseListAreSpaced() {
        Texts.with(Translator(preferences: ["ja"])) {
            #expect(Formats.alternatives(["instant", "periodic", "off"]) == "instant、periodic、または off")
            let list = Formats.list(["Tomさん", "田中Ann"])
            #expect(list.contains("Tomさん") && list.contains("田中Ann"), "\(list)")
        }
        Texts.with(Translator(preferences: ["zh_CN"])) {
            #expect(Formats.list(["A", "B"]) == "A 和 B")
            #expect(Formats.list(["Tom说", "张Ann"]).contains("Tom说"))
            #expect(Formats.list(["Tom说", "张Ann"]).contains("张Ann"))
        }
    }
}
