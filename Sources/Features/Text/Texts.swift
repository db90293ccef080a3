// Re-exported: faces call `tr` with `TextArgument`s and read `Texts.current.direction` via Features alone.
@_exported import Localization
import Synchronization

/// The one entry point for every text a person reads: `tr("Create your profile")`. The language is
/// chosen once per run (``choose(environment:setting:flag:)``) and put in place by the front end:
/// the interactive app for the whole process (``use(_:)``), a one-shot command for its own call
/// (``override``, so commands run side by side in tests don't see each other's language).
///
/// Why not a value passed to each screen: screens are pure functions of their state and every
/// text call would need it threaded through; a language, like the process's locale, is set once
/// before anything is drawn and never changes under a frame.
public enum Texts {
    /// A translator for the current task only (tests, one command); wins over the process's.
    @TaskLocal public static var override: Translator?

    /// The process's language and what it was chosen from (so a new setting can be applied).
    private struct Chosen {
        var translator: Translator
        var environment: [String: String]
        var flag: String?
    }

    private static let process = Mutex(Chosen(translator: .english, environment: [:], flag: nil))

    /// The translator in use.
    public static var current: Translator { override ?? process.withLock { $0.translator } }

    /// Makes `translator` the process's language.
    public static func use(_ translator: Translator) {
        process.withLock { $0.translator = translator }
    }

    /// Chooses the process's language (the interactive app, once at start-up) and keeps the
    /// environment and flag it came from, for ``apply(setting:)``.
    @discardableResult
    public static func use(environment: [String: String], setting: String?, flag: String?) -> Translator {
        let translator = choose(environment: environment, setting: setting, flag: flag)
        process.withLock { $0 = Chosen(translator: translator, environment: environment, flag: flag) }
        return translator
    }

    /// The language after the user changed the setting in the running app: chosen again from the
    /// same environment and flag. Changes the process's language unless a task override is in
    /// place (a test, a one-shot command), where it only returns it.
    @discardableResult
    public static func apply(setting: String?) -> Translator {
        process.withLock { chosen in
            let translator = choose(environment: chosen.environment, setting: setting, flag: chosen.flag)
            if override == nil { chosen.translator = translator }
            return translator
        }
    }

    /// The translator for this run: `flag` (`--lang`), then the stored `setting`, then `LANGUAGE`,
    /// `LC_ALL`, `LC_MESSAGES`, `LANG`; catalogs from `$THRESHOLD_LOCALE_DIR` replace shipped ones.
    public static func choose(environment: [String: String], setting: String? = nil, flag: String? = nil) -> Translator {
        let preferences = LanguageChoice.preferences(environment: environment, setting: setting, flag: flag)
        return Translator(preferences: preferences, library: library(environment: environment))
    }

    /// The catalogs this run can use: the shipped ones, with `$THRESHOLD_LOCALE_DIR`'s added or
    /// replacing them (a translator trying a catalog; one that can't be read is said on stderr).
    public static func library(environment: [String: String]) -> CatalogLibrary {
        if let directory = environment["THRESHOLD_LOCALE_DIR"], !directory.isEmpty {
            return CatalogLibrary.shipped.adding(directory: directory)
        }
        return .shipped
    }

    /// The process's `--lang` (``use(environment:setting:flag:)``), `nil` when none was given:
    /// a language chosen in Settings then is saved but does not change this run's.
    public static var processFlag: String? {
        process.withLock { $0.flag }.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
    }

    /// Runs `body` with `translator` as this task's language.
    public static func with<T>(_ translator: Translator, _ body: () throws -> T) rethrows -> T {
        try $override.withValue(translator, operation: body)
    }
}

/// The text `id` (written in English in the code) in the user's language, with `{name}`
/// placeholders filled: `tr("Profile {name} was created.", ["name": .user(profile.name)])`.
/// `context` tells apart two meanings of one English text. The template `threshold.pot` lists
/// every literal passed here (LocalizationTests/ExtractionTests checks the sources).
public func tr(_ id: String, context: String? = nil, _ arguments: [String: TextArgument] = [:]) -> String {
    Texts.current.text(id, context: context, arguments)
}

/// The plural form for `count` (filled into `{count}` the language's way):
/// `trn("{count} profile", "{count} profiles", count: n)`.
public func trn(_ singular: String, _ plural: String, count: Int, context: String? = nil,
                _ arguments: [String: TextArgument] = [:]) -> String {
    Texts.current.plural(singular, plural, count: count, context: context, arguments)
}
