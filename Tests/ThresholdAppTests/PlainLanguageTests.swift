import Features
import Brand
import TestSupport
import Testing
@testable import ThresholdApp
import ThresholdCore

/// Plain mode's first run in another language: in the pseudo-locale every line Threshold writes
/// is marked (the brand's own texts aside), and in Russian the same script works.
@Suite struct PlainLanguageTests {
    let directory = TemporaryDirectory("plain-language")

    private func firstRun(_ translator: Translator, _ lines: [String]) throws -> String {
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        let io = ScriptedPlainIO(lines, interactive: false)
        Texts.with(translator) {
            PlainApp(store: store, brand: Fixtures.chrome(dark: true).brand, io: io, deviceToken: FixedDeviceToken(nil)).run()
        }
        return io.output
    }

    @Test func theOnboardingInThePseudoLocaleShowsNoEnglishOfItsOwn() throws {
        // Create -> name -> bio -> accept the correction -> accept conditions (4) -> Off (3) -> quit.
        let out = try firstRun(.pseudo, ["1", "  Ann", "Hello", "y", "4", "3", "0"])
        let brand = Fixtures.chrome(dark: true).brand
        for english in ["Create your profile", "Migrate from another device", "How it works", "Display name", "Bio (optional",
                        "Correct name to", "created.", "Conditions of use", "View conditions", "Choose operators",
                        "Push notifications", "Notification mode", "Choose 0-", "Quit", "Step 1 of 4"] where out.contains(english) {
            Issue.record("\"\(english)\" is still English")
        }
        #expect(out.contains("Ann"))
        #expect(out.contains(brand.tagline), "the brand's own texts have no per-language values yet")
    }

    @Test func theSameScriptWorksInRussian() throws {
        let out = try firstRun(Translator(preferences: ["ru"]), ["1", "  Ann", "Hello", "y", "4", "3", "0"])
        #expect(out.contains("[Шаг 1 из 4]"))
        #expect(out.contains("Исправить имя на «Ann»?"))
        #expect(out.contains("Профиль «Ann» создан."))
        #expect(out.contains("Режим уведомлений"))
    }
}
