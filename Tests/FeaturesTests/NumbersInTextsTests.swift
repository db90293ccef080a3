import Features
import Foundation
import Localization
import Testing
import ThresholdCore

/// Numbers put into translated texts are written the language's way (found by a reviewer on the
/// release build: Persian "پاک‌سازی پس از رمزهای نادرست: 21", "از ۱ تا 100"; German "höchstens
/// 16384 Byte"), the progress line's share is ``Formats/percent(_:)``'s (Arabic showed "(%100)"),
/// and lists are the language's (Japanese "…, zh_CN (简体中文)。").
@Suite struct NumbersInTextsTests {
    static let persian = Translator(preferences: ["fa"])
    static let german = Translator(preferences: ["de"])

    @Test func theAttemptLimitAndItsBoundsAreInPersianDigits() {
        Texts.with(Self.persian) {
            #expect(LockText.wipeAfter(21) == "۲۱")
            let message = ErrorReport(LockError.invalidAttemptLimit).message
            #expect(message.contains(Formats.number(ThresholdStore.maxWipeAfter)) && !message.contains("100"), "\(message)")
        }
    }

    @Test func aMessageSizeLimitIsGrouped() {
        let german = Texts.with(Self.german) { ErrorReport(ChatError.messageTooLarge(16384)).message }
        #expect(german.contains("16.384"), "\(german)")
        let persian = Texts.with(Self.persian) { ErrorReport(ChatError.messageTooLarge(16384)).message }
        #expect(!persian.contains("16384"), "\(persian)")
    }

    @Test(arguments: ["ar", "de", "fr", "ja", "tr", "zh_CN"])
    func theProgressShareIsTheFormattersPercent(language: String) {
        let translator = Translator(preferences: [language])
        Texts.with(translator) {
            let percent = Formats.percent(50)
            let counting = TransferProgress(label: "x", completed: 50, total: 100, bytesPerSecond: 1, etaSeconds: nil).line(percent: true)
            let stepOnly = TransferProgress(label: "x", countsBytes: false, completed: 50, total: 100, bytesPerSecond: 1, etaSeconds: nil).line()
            for line in [counting, stepOnly] {
                #expect(line.contains(percent), "\(language): \(line) lacks \(percent)")
                #expect(line.filter { $0 == "%" || $0 == "٪" }.count == percent.filter { $0 == "%" || $0 == "٪" }.count, "\(language): \(line)")
            }
        }
    }

    @Test func theLanguageListIsTheLanguagesList() {
        let error = UnknownLanguageError(code: "xx", available: ["en", "de", "zh_CN"])
        let japanese = Texts.with(Translator(preferences: ["ja"])) { ErrorReport(error).message }
        #expect(japanese.contains("en (English)、de (Deutsch)、zh_CN (简体中文)"), "\(japanese)")
        let english = Texts.with(.english) { ErrorReport(error).message }
        #expect(english.contains("en (English), de (Deutsch), zh_CN (简体中文)"), "\(english)")
    }

    @Test func plainModesJoinsAreTheTranslators() {
        Texts.with(Translator(preferences: ["zh_CN"])) {
            #expect(OnboardingText.appAndTagline(app: "Threshold", tagline: "消息的未来") == "Threshold：消息的未来")
            #expect(OnboardingText.highlight(title: "重新定义隐私", text: "没有用户标识符。") == "重新定义隐私：没有用户标识符。")
            #expect(OperatorDetails.field("商号", "Lumen Relay") == "商号：Lumen Relay")
        }
        Texts.with(Translator(preferences: ["ja"])) {
            #expect(OnboardingText.appAndTagline(app: "Threshold", tagline: "メッセージングの未来") == "Threshold：メッセージングの未来")
        }
    }

    @Test func aLanguageChosenUnderLangIsSavedAndTheRunKeepsItsOwn() {
        let german = Texts.with(Self.german) { SettingsText.languageSaved("ar", inEffect: "de", flag: "de") }
        #expect(german.contains("العربية") && german.contains("Deutsch") && german.contains("--lang"), "\(german)")
        #expect(german != "Sprache: Deutsch.")
        // Without --lang the choice is the language now in effect, said in it.
        let arabic = Texts.with(Translator(preferences: ["ar"])) { SettingsText.languageSaved("ar", inEffect: "ar", flag: nil) }
        #expect(arabic == "اللغة: العربية.", "\(arabic)")
    }
}
