import Features
import Brand
import TestSupport
import Testing
@testable import PlainFace
import ThresholdCore

/// Plain mode's first run in another language: in the pseudo-locale every line Threshold writes
/// is marked (the brand's own texts too), and in Russian the same script works.
@Suite struct PlainLanguageTests {
    let directory = TemporaryDirectory("plain-language")

    private func firstRun(_ translator: Translator, _ lines: [String]) throws -> String {
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        let io = ScriptedPlainIO(lines, interactive: false)
        Texts.with(translator) {
            PlainApp(store: store, brand: PlainFixtures.brand, io: io, deviceToken: FixedDeviceToken(nil)).run()
        }
        return io.output
    }

    @Test func theOnboardingInThePseudoLocaleShowsNoEnglishOfItsOwn() throws {
        // Create -> name -> bio -> accept the correction -> accept conditions (4) -> Off (3) -> quit.
        let out = try firstRun(.pseudo, ["1", "  Ann", "y", "Hello", "5", "3", "4", "0"])
        let brand = PlainFixtures.brand
        for english in ["Create your profile", "Migrate from another device", "How it works", "Display name", "Bio (optional",
                        "Correct name to", "created.", "Conditions of use", "View conditions", "Choose operators",
                        "Push notifications", "Notification mode", "Choose 0-", "Quit", "Step 1 of 4"] where out.contains(english) {
            Issue.record("\"\(english)\" is still English")
        }
        #expect(out.contains("Ann"))
        #expect(!out.contains(brand.tagline), "the brand's texts are marked too (docs/brand.md, \"Languages\")")
        #expect(out.contains(PseudoLocale.transform(brand.tagline)))
    }

    @Test func settingsChooseTheLanguage() throws {
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        let brand = PlainFixtures.brand
        try store.createProfile(name: "Ann")
        try store.completeOnboarding(steps: MessengerFlow.allSteps(of: brand))
        try store.setWhatsNewSeenVersion("1.2")
        // Menu: Settings (4) -> Language (6) -> Deutsch (system, English, ar, de: 4) -> back (0) -> quit (0).
        let io = ScriptedPlainIO(["4", "6", "4", "0", "0"], interactive: false)
        Texts.with(.english) {
            PlainApp(store: store, brand: brand, io: io, deviceToken: FixedDeviceToken(nil)).run()
        }
        #expect(io.output.contains("6) Language (English)"))
        #expect(io.output.contains("1) Follow the system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"))
        #expect(io.output.contains("4) Deutsch"))
        #expect(io.output.contains("Sprache: Deutsch."))
        #expect(try store.setting("language") == "de")
        #expect(Texts.with(.english) { tr("Settings") } == "Settings", "a task's override keeps the process language untouched")
    }

    /// The welcome's heading and highlights are whole texts whose punctuation is the translator's
    /// (found on the release build: Japanese "Threshold: メッセージングの未来", Chinese
    /// "重新定义隐私: 没有用户标识符。", glued with an ASCII ": " in code).
    @Test func theWelcomesJoinsAreTheTranslatorsInJapanese() throws {
        let out = try firstRun(Translator(preferences: ["ja"]), ["1", "  Ann", "", "Hello", "5", "3", "4", "0"])
        let brand = PlainFixtures.brand
        #expect(out.contains(brand.appName + "："), "\(out)")
        #expect(!out.contains(brand.appName + ": "), "\(out)")
        for highlight in brand.highlights {
            #expect(!out.contains(highlight.title + ": "), "\(out)")
        }
    }

    /// A profile's marks are a list the language's way (issue 35: an ASCII ", " in Japanese).
    @Test func aProfilesMarksAreAJapaneseList() throws {
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        let brand = PlainFixtures.brand
        try store.createProfile(name: "Ann")
        try store.completeOnboarding(steps: MessengerFlow.allSteps(of: brand))
        try store.setWhatsNewSeenVersion("1.2")
        try store.setMuted(ProfileRef("Ann"), true)
        // Your chat profiles (2) -> all (empty search) -> back (0) -> quit (0).
        let io = ScriptedPlainIO(["2", "", "0", "0"], interactive: false)
        Texts.with(Translator(preferences: ["ja"])) {
            PlainApp(store: store, brand: brand, io: io, deviceToken: FixedDeviceToken(nil)).run()
        }
        #expect(io.output.contains("Ann (アクティブ、ミュート)"), "\(io.output)")
    }

    /// Persian menus are numbered in Persian digits, as the prompt is, and an answer typed on a
    /// Persian keyboard (۱, ۵) is read as the number; ASCII digits still work.
    @Test func theSameScriptWorksInPersianWithPersianDigits() throws {
        let out = try firstRun(Translator(preferences: ["fa"]), ["۱", "  Ann", "y", "Hello", "۵", "3", "۴", "0"])
        #expect(out.contains("  ۱) "))
        #expect(out.contains("از ۰ تا "))
        #expect(out.contains("نمایهٔ «\u{2068}Ann\u{2069}» ساخته شد."))
        #expect(!out.contains("عددی از ۰ تا"), "no answer was refused")
    }

    /// The invalid-name alert's title and its question are two texts: the title on its line, the
    /// question with its hint as the prompt, never glued with a space (issue 35: Japanese read
    /// "無効な表示名です！ 名前を「Ann」に修正しますか？").
    @Test func theInvalidNameTitleAndQuestionAreNotGluedInJapanese() throws {
        let out = try firstRun(Translator(preferences: ["ja"]), ["1", "  Ann", "", "Hello", "5", "3", "4", "0"])
        #expect(out.contains("無効な表示名です！\n"), "\(out)")
        #expect(out.contains("名前を「Ann」に修正しますか？"), "\(out)")
        for glued in ["。 ", "！ "] { #expect(!out.contains(glued), "\(glued) in \(out)") }
    }

    /// The name's correction answered in the language ("д", "j", "は", "e", "ن"): the profile is
    /// created under the corrected name; an answer not understood asks again (issue 35: Russian
    /// "д" declined it silently and no profile was made).
    @Test(arguments: [("ru", "д", "[Д/н]"), ("de", "j", "[J/n]"), ("ja", "は", "はい/いいえ"), ("tr", "e", "[E/h]"), ("ar", "ن", "نعم/لا")])
    func theCorrectionIsAnsweredInTheLanguage(language: String, yes: String, hint: String) throws {
        let out = try firstRun(Translator(preferences: [language]), ["1", "  Ann", "xyz", yes, "Hello", "5", "3", "4", "0"])
        #expect(out.contains(hint), "\(out)")
        let again = Texts.with(Translator(preferences: [language])) { PromptText.answerYesOrNo }
        #expect(out.components(separatedBy: again).count == 2, "asked again once: \(out)")
        let created = Texts.with(Translator(preferences: [language])) { tr("Profile \"{name}\" created.", ["name": .user("Ann")]) }
        #expect(out.contains(created), "\(out)")
    }

    @Test func theSameScriptWorksInRussian() throws {
        let out = try firstRun(Translator(preferences: ["ru"]), ["1", "  Ann", "y", "Hello", "5", "3", "4", "0"])
        #expect(out.contains("[Шаг 1 из 4]"))
        #expect(out.contains("Исправить имя на «Ann»?"))
        #expect(out.contains("Профиль «Ann» создан."))
        #expect(out.contains("Режим уведомлений"))
    }
}
