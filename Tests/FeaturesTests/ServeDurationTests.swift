import Features
import Testing

/// `migrate export --serve --timeout N`'s start-up text says the time through the one duration
/// formatter, with plural forms (issue 35: "within 1 seconds", "within 3,600 seconds"): seconds
/// under 90 seconds, minutes under 90 minutes, then hours (`Formats.duration`).
@Suite struct ServeDurationTests {
    static let expected: [String: [Int: String]] = [
        "en": [7200: "within 2 hours.", 1: "within 1 second.", 90: "within 2 minutes.", 3600: "within 60 minutes."],
        "de": [7200: "innerhalb von 2 Stunden.", 1: "innerhalb von 1 Sekunde.", 90: "innerhalb von 2 Minuten.", 3600: "innerhalb von 60 Minuten."],
        "ru": [7200: "время ожидания — 2 часа.", 1: "время ожидания — 1 секунда.", 90: "время ожидания — 2 минуты.", 3600: "время ожидания — 60 минут."],
        "ar": [7200: "خلال المهلة (ساعتان).", 1: "خلال المهلة (ثانية واحدة).", 90: "خلال المهلة (دقيقتان).", 3600: "خلال المهلة (60 دقيقة)."],
    ]

    @Test(arguments: ["en", "de", "ru", "ar"])
    func theListeningTimeIsADuration(language: String) throws {
        try Texts.with(Translator(preferences: [language])) {
            for seconds in [1, 90, 3600, 7200] {
                let text = DirectTransferText.ready(seconds: seconds)
                let want = try #require(Self.expected[language]?[seconds])
                #expect(text.contains(want), "\(language) \(seconds): \(text)")
                #expect(text.contains(Formats.duration(seconds: Double(seconds))))
                for wrong in ["3,600", "3.600", "3600", "1 seconds", "1 Sekunden", "90 "] { #expect(!text.contains(wrong), "\(text)") }
                let resumed = DirectTransferText.ready(seconds: seconds, resumed: true)
                #expect(resumed.contains(Formats.duration(seconds: Double(seconds))), "\(resumed)")
            }
        }
    }
}
