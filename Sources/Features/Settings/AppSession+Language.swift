import ThresholdCore

/// The language setting: stored with the user's data (`settings.language`), it overrides the
/// environment (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`); `--lang` overrides it for one run.
extension AppSession {
    /// The settings key.
    static let languageKey = "language"

    /// The stored language (`de`, `pt_BR`, `qps`), or `nil` to follow the environment.
    public func languageSetting() throws -> String? {
        try store.setting(Self.languageKey)
    }

    /// Stores `code` as the language; `nil`, `system` or `auto` go back to the environment's.
    /// - Throws: ``UsageError`` for a code that names no language, ``UnknownLanguageError`` for
    ///   one `library` has no catalog for (`it`: stored, it would read "Italiano" over English texts).
    public func setLanguageSetting(_ code: String?, library: CatalogLibrary = .shipped) throws {
        guard let code, !LanguageChoice.isSystemDefault(code) else {
            try store.setSetting(Self.languageKey, nil)
            keepLockScreenLanguage()
            return
        }
        let candidates = LanguageChoice.candidates(for: code)
        guard !candidates.isEmpty || code == PseudoLocale.code else {
            throw UsageError(tr("\"{code}\" is not a language code (e.g. de, pt_BR, or system).", ["code": .text(SafeText.echo(code))]))
        }
        try library.check(language: code)
        try store.setSetting(Self.languageKey, code)
        // The lock screen's copy of the code (``LockScreenLanguage``), while a passcode locks the data.
        keepLockScreenLanguage()
    }

    /// Stores `code` as the language (``setLanguageSetting(_:library:)``) and makes it the
    /// process's (the `--lang` flag still wins, as at start); returns the translator now in use,
    /// whose direction a window follows.
    @discardableResult
    public func changeLanguage(_ code: String?) throws -> Translator {
        try setLanguageSetting(code)
        return Texts.apply(setting: code)
    }

    /// The translator for this session: `flag`, else the stored setting (before an unlock, the
    /// lock screen's copy of it: ``startLanguageSetting(environment:)``), else the environment.
    public func translator(environment: [String: String], flag: String?) -> Translator {
        Texts.choose(environment: environment, setting: startLanguageSetting(environment: environment), flag: flag)
    }
}
