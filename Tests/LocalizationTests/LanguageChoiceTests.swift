import Testing
@testable import Localization

/// The language is chosen as gettext programs choose it, with `--lang` and the setting on top.
@Suite struct LanguageChoiceTests {
    private func choose(_ environment: [String: String], setting: String? = nil, flag: String? = nil) -> [String] {
        LanguageChoice.preferences(environment: environment, setting: setting, flag: flag)
    }

    @Test func localeNamesBecomeCandidates() {
        #expect(LanguageChoice.candidates(for: "de_DE.UTF-8@euro") == ["de_DE", "de"])
        #expect(LanguageChoice.candidates(for: "de_DE.UTF-8") == ["de_DE", "de"])
        #expect(LanguageChoice.candidates(for: "pt-br") == ["pt_BR", "pt"])
        #expect(LanguageChoice.candidates(for: "zh-hant") == ["zh_Hant", "zh"])
        #expect(LanguageChoice.candidates(for: "es_419") == ["es_419", "es"])
        #expect(LanguageChoice.candidates(for: "fr") == ["fr"])
        #expect(LanguageChoice.candidates(for: "C") == ["en"])
        #expect(LanguageChoice.candidates(for: "C.UTF-8") == ["en"])
        #expect(LanguageChoice.candidates(for: "POSIX") == ["en"])
        #expect(LanguageChoice.candidates(for: "") == [])
        #expect(LanguageChoice.candidates(for: "../../etc") == [])
        #expect(LanguageChoice.candidates(for: "x") == [])
    }

    @Test func theEnvironmentInGettextOrder() {
        #expect(choose([:]) == ["en"])
        #expect(choose(["LANG": "de_DE.UTF-8"]) == ["de_DE", "de", "en"])
        #expect(choose(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"]) == ["fr_FR", "fr", "en"])
        #expect(choose(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8", "LC_ALL": "ja_JP.UTF-8"]) == ["ja_JP", "ja", "en"])
        #expect(choose(["LANG": "de_DE.UTF-8", "LC_ALL": ""]) == ["de_DE", "de", "en"])
        #expect(choose(["LANG": "de_DE.UTF-8", "LANGUAGE": "ru:fr_CA"]) == ["ru", "fr_CA", "fr", "en"])
        #expect(choose(["LANG": "de_DE.UTF-8", "LANGUAGE": "ru:en:fr"]) == ["ru", "en"])
        #expect(choose(["LANG": "de_DE.UTF-8", "LANGUAGE": ""]) == ["de_DE", "de", "en"])
    }

    /// glibc ignores `LANGUAGE` when the locale is C or unset; so does Threshold.
    @Test func languageIsIgnoredUnderTheCLocale() {
        #expect(choose(["LANG": "C", "LANGUAGE": "de"]) == ["en"])
        #expect(choose(["LC_ALL": "POSIX", "LANG": "fr_FR", "LANGUAGE": "de"]) == ["en"])
        #expect(choose(["LANGUAGE": "de"]) == ["en"])
        #expect(choose(["LC_ALL": "C", "LANG": "C.UTF-8", "LANGUAGE": "de"]) == ["en"])
    }

    /// ... but not under `C.UTF-8`, another locale to gettext: `LANG=C.UTF-8 LANGUAGE=de gettext
    /// -d coreutils "Try '%s --help' for more information.\n"` prints German with glibc 2.36 and
    /// gettext 0.21 (Debian 12), English with `LANG=C` or `POSIX`. Nor under an English locale.
    @Test func languageIsUsedUnderCUTF8AsGettextDoes() {
        #expect(choose(["LANG": "C.UTF-8", "LANGUAGE": "de"]) == ["de", "en"])
        #expect(choose(["LANG": "C.utf8", "LANGUAGE": "fr:de"]) == ["fr", "de", "en"])
        #expect(choose(["LC_MESSAGES": "C.UTF-8", "LANG": "C", "LANGUAGE": "de"]) == ["de", "en"])
        #expect(choose(["LANG": "en_US.UTF-8", "LANGUAGE": "de"]) == ["de", "en"])
        #expect(choose(["LANG": "en", "LANGUAGE": "de"]) == ["de", "en"])
        #expect(choose(["LANG": "C.UTF-8"]) == ["en"])
    }

    @Test func theFlagAndTheSettingOverrideTheEnvironment() {
        let environment = ["LANG": "de_DE.UTF-8", "LANGUAGE": "ru"]
        #expect(choose(environment, setting: "fr") == ["fr", "en"])
        #expect(choose(environment, setting: "fr", flag: "ja") == ["ja", "fr", "en"])
        #expect(choose(environment, setting: "system", flag: nil) == ["ru", "en"])
        #expect(choose(environment, setting: nil, flag: "C") == ["en"])
        #expect(choose(["LANG": "C"], flag: "ar_EG.UTF-8") == ["ar_EG", "ar", "en"])
        #expect(choose(environment, flag: "qps") == ["qps", "en"])
        #expect(choose(environment, flag: "  ") == ["ru", "en"])
    }
}
