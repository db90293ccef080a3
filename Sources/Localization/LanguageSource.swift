/// Where the language in effect was chosen, in the order ``LanguageChoice/preferences(environment:setting:flag:)``
/// reads them: the `language` command says it, so a person can see why the texts are in that
/// language (issue 35: `--lang de` under `LANGUAGE=ru` said "from the environment").
public enum LanguageSource: Sendable, Equatable {
    /// `--lang CODE`, for this run only.
    case flag
    /// The setting stored with the user's data (`threshold language CODE`).
    case setting
    /// An environment variable: `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`.
    case environment(String)
    /// Nothing chose one (no locale, or `C` / `POSIX`): English, the source language.
    case none

    /// The source of the language `LanguageChoice.preferences` gives for the same inputs.
    public init(environment: [String: String], setting: String? = nil, flag: String? = nil) {
        func chooses(_ value: String?) -> Bool {
            guard let value else { return false }
            return !value.trimmingWhitespace().isEmpty && !LanguageChoice.isSystemDefault(value)
        }
        if chooses(flag) { self = .flag; return }
        if chooses(setting) { self = .setting; return }
        let name = ["LC_ALL", "LC_MESSAGES", "LANG"].first { !(environment[$0] ?? "").isEmpty }
        guard let name, let locale = environment[name] else { self = .none; return }
        if !LanguageChoice.isCLocale(locale), let languages = environment["LANGUAGE"], !languages.isEmpty {
            self = .environment("LANGUAGE")
        } else if Self.namesNoLanguage(locale) {
            self = .none
        } else {
            self = .environment(name)
        }
    }

    /// `C`, `POSIX`, `C.UTF-8`: a locale that names no language (English by default).
    static func namesNoLanguage(_ locale: String) -> Bool {
        let base = locale.trimmingWhitespace().split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
        return base == "C" || base == "POSIX"
    }

    /// The stable name `--json` prints: `flag`, `setting`, `environment` or `default`.
    public var name: String {
        switch self {
        case .flag: "flag"
        case .setting: "setting"
        case .environment: "environment"
        case .none: "default"
        }
    }
}
