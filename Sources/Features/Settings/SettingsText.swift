/// Settings' texts every face shows the same way: the language and theme choices and the About page.
public enum SettingsText {
    /// The language entry and its chooser's title.
    public static var language: String { tr("Language") }
    /// The first choice of the language chooser: the environment decides.
    public static var followSystemLanguage: String { tr("Follow the system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)") }
    /// A language in the chooser: its own name, with the share translated when its catalog is
    /// partial (its missing texts fall back to the next language, then English): "Türkçe (62% translated)",
    /// the share written by ``Formats/percent(_:)`` as the progress lines write theirs ("62 %" in
    /// German, "%62" in Turkish; issue 35: the sign was the catalog's, the number raw).
    /// `library` is the running translator's (with `THRESHOLD_LOCALE_DIR`'s catalogs), so the
    /// share is of the catalog actually used, and a translator's new language has its name.
    public static func languageName(_ code: String, library: CatalogLibrary = Texts.current.library) -> String {
        let name = library.name(for: code)
        guard let coverage = library.coverage(for: code), !coverage.isComplete else { return name }
        return tr("{language} ({percent} translated)", ["language": .text(name), "percent": .text(Formats.percent(coverage.percent))])
    }
    /// `threshold language`'s list of the languages that can be chosen, under this heading: one
    /// line each, the code and the name as Settings › Language shows it (with the share
    /// translated of a partial catalog).
    public static var languagesToChoose: String { tr("Languages you can choose with 'threshold language CODE':") }
    /// The codes `threshold language` and `--lang` take, for the command's summary: English, every
    /// catalog of the running translator's library (the shipped ones with `THRESHOLD_LOCALE_DIR`'s),
    /// the pseudo-locale; never a list written by hand (issue 35: "de, fr, es, ru, ja, ar, qps"
    /// missed fa, zh_CN, uk and tr).
    public static var languageCodes: String {
        Formats.alternatives(Texts.current.library.choosable + [PseudoLocale.code])
    }
    /// After a choice, in the chosen language.
    public static func languageChosen(_ language: String) -> String {
        tr("Language: {language}.", ["language": .text(Texts.current.library.name(for: language))])
    }
    /// After a choice in Settings › Language, in the language now in effect: `chosen` (`nil`:
    /// follow the system) was saved; when `--lang` keeps this run in another language, it says
    /// so (issue 35: `--lang de` › Arabic answered "Sprache: Deutsch." as if nothing was saved).
    public static func languageSaved(_ chosen: String?, inEffect language: String, flag: String? = Texts.processFlag) -> String {
        let chosenName = chosen.map { Texts.current.library.name(for: $0) } ?? followSystemLanguage
        guard flag != nil, chosen != language else { return languageChosen(language) }
        return tr("Language saved: {chosen}. This run stays in {language} because of --lang.",
                  ["chosen": .text(chosenName), "language": .text(Texts.current.library.name(for: language))])
    }
    /// The language in effect and where it was chosen (`threshold language`): the texts' own
    /// language, never the stored setting's when `--lang` or nothing overrides it (issue 35:
    /// `--lang de` after `language ja` named 日本語 in the German sentence).
    /// A partial catalog (one from `THRESHOLD_LOCALE_DIR`) is named with its share translated,
    /// as Settings › Language names it (``languageName(_:library:)``).
    public static func languageInEffect(_ language: String, source: LanguageSource) -> String {
        let name = TextArgument.text(languageName(language))
        return switch source {
        case .flag: tr("Language: {language} (from --lang, for this run only).", ["language": name])
        case .setting:
            tr("Language: {language} (chosen in Threshold; 'threshold language system' follows LANG again).", ["language": name])
        case .environment(let variable):
            tr("Language: {language} (from the environment variable {variable}).", ["language": name, "variable": .text(variable)])
        case .none: tr("Language: {language} (the default: neither Threshold's setting nor the environment chooses one).", ["language": name])
        }
    }
    /// The theme entry and its chooser's title.
    public static var theme: String { tr("Theme") }
    /// `--theme VALUE` with a value that is neither light nor dark (the full screen's start, the
    /// command line); `value` is echoed safely.
    public static func invalidThemeFlag(_ value: String) -> String {
        tr("--theme must be light or dark, not \"{value}\".", ["value": .text(SafeText.echo(value))])
    }
    /// The About entry and page title.
    public static var about: String { tr("About") }
    /// Settings › Check data: every page read and checked (``DataCheck``).
    public static var checkData: String { tr("Check data") }
    /// Shown while the check runs.
    public static var checkingData: String { tr("Checking every page of the data; nothing is written…") }
    /// The version line of the About page.
    public static func version(_ version: String) -> String { tr("Version {version}", ["version": .text(version)]) }
    /// What the app is, under its name on the About page.
    public static var aboutSummary: String {
        tr("The onboarding and private profiles of a messenger without user identifiers. Everything stays on this device until you share it.")
    }
    /// The data directory line of the About page.
    public static func dataDirectory(_ path: String) -> String { tr("Data directory: {path}", ["path": .text(path)]) }
}
