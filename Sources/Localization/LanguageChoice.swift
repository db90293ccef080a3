/// Which languages to use, in order, as gettext programs choose them on Linux, plus Threshold's
/// own two overrides:
///
/// 1. `--lang` (for one run), then the language setting (stored with the user's data);
/// 2. `LANGUAGE`, a colon-separated list (`de:fr`), used only when the locale below is set and
///    is not `C` or `POSIX` (glibc ignores it then, and so do we; `C.UTF-8` is not `C` to it);
/// 3. the locale: the first non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG`.
///
/// `C` and `POSIX` mean English. `de_DE.UTF-8@euro` is tried as `de_DE`, then `de`. English is
/// the source language, so every list ends with it.
public enum LanguageChoice {
    /// The code of the source language.
    public static let english = "en"

    /// The codes to try, most wanted first, always ending in `en`.
    public static func preferences(environment: [String: String], setting: String? = nil, flag: String? = nil) -> [String] {
        var list: [String] = []
        for override in [flag, setting] {
            if let override, !override.trimmingWhitespace().isEmpty, !isSystemDefault(override) {
                list += expand(list: override)
            }
        }
        if list.isEmpty {
            let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
            let localeCandidates = locale.map(candidates) ?? [english]
            if let locale, !isCLocale(locale), let languages = environment["LANGUAGE"], !languages.isEmpty {
                list = expand(list: languages)
            }
            if list.isEmpty { list = localeCandidates }
        }
        var seen: Set<String> = []
        var result: [String] = []
        for code in list + [english] where seen.insert(code).inserted {
            result.append(code)
            if code == english { break }
        }
        return result
    }

    /// Whether `LANGUAGE` is ignored under `locale`, as gettext ignores it: only for the locale
    /// named exactly `C` or `POSIX` (glibc calls both "C"; no locale set at all is "C" too).
    /// `C.UTF-8` is another locale to gettext: with `LANG=C.UTF-8 LANGUAGE=de`, glibc 2.36 and
    /// gettext 0.21 translate (docs/languages.md, "The choice order"). Texts under `C.UTF-8`
    /// alone are still English: the locale names no language.
    static func isCLocale(_ locale: String) -> Bool {
        locale == "C" || locale == "POSIX"
    }

    /// Whether a setting's value means "follow the system" (`system`, `auto`, `default`).
    public static func isSystemDefault(_ value: String) -> Bool {
        ["system", "auto", "default"].contains(value.trimmingWhitespace().lowercased())
    }

    /// The codes one locale name stands for: `de_DE.UTF-8@euro` -> `de_DE`, `de`; `pt-BR` ->
    /// `pt_BR`, `pt`; `C`, `POSIX`, `C.UTF-8` -> `en`. An unreadable name gives nothing.
    public static func candidates(for name: String) -> [String] {
        var base = Substring(name.trimmingWhitespace())
        if let at = base.firstIndex(of: "@") { base = base[..<at] }
        if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
        if base == "C" || base == "POSIX" { return [english] }
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCIILetter }) else { return [] }
        let language = first.lowercased()
        guard parts.count > 1 else { return [language] }
        let region = parts[1]
        guard region.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit }), (2...4).contains(region.count) else { return [language] }
        // Four letters is a script (zh-Hant), two or three a region (de_DE, es_419).
        let second = region.count == 4 ? region.prefix(1).uppercased() + region.dropFirst().lowercased() : region.uppercased()
        return [language + "_" + second, language]
    }

    /// A language's name in itself ("Deutsch", "日本語"), for a list people choose from; the code
    /// for languages without one here.
    public static func endonym(_ code: String) -> String {
        knownEndonym(code) ?? code
    }

    /// The built-in name of `code` in itself, `nil` when the table has none.
    static func knownEndonym(_ code: String) -> String? {
        let names = ["en": "English", "de": "Deutsch", "fr": "Français", "es": "Español", "ru": "Русский",
                     "ja": "日本語", "ar": "العربية", "he": "עברית", "pl": "Polski", "zh": "中文", "pt": "Português",
                     "it": "Italiano", "nl": "Nederlands", "uk": "Українська", "fa": "فارسی", "tr": "Türkçe",
                     "zh_CN": "简体中文", "zh_TW": "繁體中文", "pt_BR": "Português (Brasil)",
                     "pt_PT": "Português (Portugal)", "es_419": "Español (Latinoamérica)",
                     PseudoLocale.code: "[Pseudo-locale]"]
        return names[code]
    }

    private static func expand(list: String) -> [String] {
        list.split(separator: ":").flatMap { candidates(for: String($0)) }
    }
}

extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
