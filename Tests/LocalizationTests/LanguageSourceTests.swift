import Localization
import Testing

/// Where the language in effect came from, read in the order of `LanguageChoice.preferences`.
@Suite struct LanguageSourceTests {
    @Test func theFlagThenTheSettingThenTheEnvironmentThenNothing() {
        let russian = ["LANG": "ru_RU.UTF-8", "LANGUAGE": "ru"]
        #expect(LanguageSource(environment: russian, setting: "ja", flag: "de") == .flag)
        #expect(LanguageSource(environment: russian, setting: "ja", flag: "system") == .setting)
        #expect(LanguageSource(environment: russian, setting: "ja") == .setting)
        #expect(LanguageSource(environment: russian, setting: "system") == .environment("LANGUAGE"))
        #expect(LanguageSource(environment: ["LANG": "C", "LANGUAGE": "ru"]) == .none, "gettext ignores LANGUAGE under C")
        #expect(LanguageSource(environment: ["LANG": "C.UTF-8", "LANGUAGE": "de"]) == .environment("LANGUAGE"))
        #expect(LanguageSource(environment: ["LC_MESSAGES": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"]) == .environment("LC_MESSAGES"))
        #expect(LanguageSource(environment: ["LANG": "C.UTF-8"]) == .none)
        #expect(LanguageSource(environment: [:]) == .none)
        #expect(LanguageSource(environment: ["LANG": "en_US.UTF-8"]) == .environment("LANG"))
    }
}
