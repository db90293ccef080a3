import Foundation

/// Texts in the chosen languages: each text comes from the first catalog in the preference list
/// that translates it, else in English (so a catalog still missing a new text shows that one text
/// in English, never a key). Numbers, byte counts and dates are written for the first language.
public struct Translator: Sendable {
    /// The language texts are shown in: the first listed language with a catalog, `qps` for the
    /// pseudo-locale, else `en`.
    public let language: String
    /// Whether texts are shown in the pseudo-locale.
    public let isPseudo: Bool
    /// The languages asked for, most wanted first, up to and including English or the
    /// pseudo-locale, also those without a catalog: texts that are not in catalogs (a brand's,
    /// docs/brand.md) are looked up in this list.
    public let languages: [String]
    /// The catalogs to use, most wanted first, each parsed on its first lookup.
    private let sources: [LazyCatalog]
    /// The catalogs this translator chose from (the shipped ones, with `THRESHOLD_LOCALE_DIR`'s):
    /// Settings › Language lists these, with their names and coverage, not the shipped ones
    /// (a translator's partial `ar.po` showed no share, a new `pt_BR.po` was missing).
    public let library: CatalogLibrary

    /// English: the source texts as written in the code.
    public static let english = Translator(sources: [], language: LanguageChoice.english, isPseudo: false,
                                           languages: [LanguageChoice.english])

    /// The pseudo-locale (``PseudoLocale``).
    public static let pseudo = Translator(sources: [], language: PseudoLocale.code, isPseudo: true,
                                          languages: [PseudoLocale.code])

    private init(sources: [LazyCatalog], language: String, isPseudo: Bool, languages: [String],
                 library: CatalogLibrary = .shipped) {
        self.sources = sources
        self.library = library
        self.language = language
        self.isPseudo = isPseudo
        self.languages = languages
    }

    /// The translator for a preference list (``LanguageChoice/preferences(environment:setting:flag:)``):
    /// every listed language with a catalog, in order, up to English or the pseudo-locale. Catalogs
    /// are parsed when a text is first looked up, not here.
    public init(preferences: [String], library: CatalogLibrary = .shipped) {
        var sources: [LazyCatalog] = []
        var pseudo = false
        var languages: [String] = []
        for code in preferences {
            languages.append(code)
            if code == LanguageChoice.english { break }
            if code == PseudoLocale.code {
                pseudo = sources.isEmpty
                break
            }
            if library.sources[code] != nil { sources.append(LazyCatalog(code: code, library: library)) }
        }
        self.init(sources: pseudo ? [] : sources,
                  language: pseudo ? PseudoLocale.code : sources.first?.code ?? LanguageChoice.english,
                  isPseudo: pseudo, languages: languages, library: library)
    }

    /// The catalogs that could be read, most wanted first (parsing them now if not yet done).
    public var catalogs: [Catalog] { sources.compactMap(\.catalog) }

    /// Catalogs in the preference list that could not be read (and are skipped).
    public var problems: [POParseError] { sources.compactMap(\.problem) }

    /// The direction of ``language``.
    public var direction: TextDirection { TextDirection(language: language) }

    /// The locale numbers and dates are written in (explicit, since Foundation on Linux ignores `LANG`).
    /// The digits are chosen here, not left to Foundation's default: Arabic is written with
    /// Latin digits (0-9, CLDR's default for `ar` and what the Arabic catalog's own texts use),
    /// Persian with Persian digits (۰-۹, as written in Iran and in the Persian catalog)
    /// (docs/languages.md, "Numbers, dates, user names, direction").
    public var locale: Locale {
        if isPseudo { return Locale(identifier: LanguageChoice.english) }
        let base = language.split(separator: "_").first.map(String.init) ?? language
        switch base {
        case "ar": return Locale(identifier: language + "@numbers=latn")
        case "fa": return Locale(identifier: language + "@numbers=arabext")
        default: return Locale(identifier: language)
        }
    }

    /// The translation of `id` (English) in `context`, with `{name}` placeholders filled.
    public func text(_ id: String, context: String? = nil, _ arguments: [String: TextArgument] = [:]) -> String {
        var found: String?
        for source in sources {
            if let text = source.text(id, context: context) { found = text; break }
        }
        let template = found ?? (isPseudo ? PseudoLocale.transform(id) : id)
        return fill(template, arguments)
    }

    /// The plural form for `count` of a text whose English forms are `singular` and `plural`;
    /// `{count}` is the count written the language's way.
    public func plural(_ singular: String, _ plural: String, count: Int, context: String? = nil,
                       _ arguments: [String: TextArgument] = [:]) -> String {
        var found: String?
        for source in sources {
            if let text = source.plural(singular, count: count, context: context) { found = text; break }
        }
        let english = PluralRule.english.form(for: count) == 0 ? singular : plural
        let template = found ?? (isPseudo ? PseudoLocale.transform(english) : english)
        var arguments = arguments
        if arguments["count"] == nil { arguments["count"] = .number(count) }
        return fill(template, arguments)
    }

    /// `value` written the language's way: `1.234` (de), `1 234` (fr), `1,234` (en).
    public func number(_ value: Int) -> String {
        // Below 1,000 a count has no separator, so where the language writes Latin digits it is
        // the digits alone: no formatter, whose first use loads the language's ICU data (a
        // third of a translated command's extra start-up, docs/performance.md).
        if (0..<1000).contains(value) && writesLatinDigits { return String(value) }
        if (0..<1000).contains(value) && language.hasPrefix("fa") {
            // Persian digits ۰-۹ (U+06F0...), the ones fa@numbers=arabext writes.
            return String(String.UnicodeScalarView(String(value).unicodeScalars.compactMap { Unicode.Scalar($0.value - 0x30 + 0x06F0) }))
        }
        return value.formatted(.number.locale(locale))
    }

    /// `value` in the language's digits with no grouping: a port (`37031`, Persian `۳۷۰۳۱`), a
    /// page number, anything read as a label rather than a quantity.
    public func digits(_ value: Int) -> String {
        if writesLatinDigits { return String(value) }
        if language.hasPrefix("fa") {
            return String(String.UnicodeScalarView(String(value).unicodeScalars.compactMap {
                $0.value >= 0x30 && $0.value <= 0x39 ? Unicode.Scalar($0.value - 0x30 + 0x06F0) : $0
            }))
        }
        return value.formatted(.number.grouping(.never).locale(locale))
    }

    /// The shipped languages whose numbers use the digits 0-9 (Persian uses its own, and a
    /// translator's language is left to its locale).
    private var writesLatinDigits: Bool {
        let base = language.split(separator: "_").first.map(String.init) ?? language
        return ["en", "de", "fr", "es", "ru", "ja", "ar", "tr", "uk", "zh", PseudoLocale.code].contains(base)
    }

    /// A byte count in the largest binary unit that keeps it at or above 1, with one decimal:
    /// `812 B`, `12.0 MiB`, `12,0 MiB` in German. Number and unit are joined by U+00A0 NO-BREAK
    /// SPACE, so a line wrapped in any face never leaves `(1.5` on one line and `MiB).` on the next.
    /// In a right-to-left language the size is isolated (U+2068...U+2069; its first strong letter,
    /// the unit's, makes it left to right): in `حجم (1.5 MiB)` the bidi algorithm otherwise
    /// reads the number as Arabic and the unit as Latin, drawing `(MiB 1.5)`, and a bracket opened
    /// before the number and closed after the unit was paired across the two (issue 35).
    public func bytes(_ count: UInt64) -> String {
        let units = ["B", "KiB", "MiB", "GiB", "TiB"]
        var value = Double(count)
        var unit = 0
        while value >= 1024 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let number = unit == 0 ? self.number(Int(count)) : value.formatted(.number.precision(.fractionLength(1)).locale(locale))
        // IEC symbols are the same in every language; the number is the language's.
        let size = number + "\u{00A0}" + units[unit]
        return direction == .rightToLeft ? Isolation.isolate(size) : size
    }

    /// A date and time (medium date, short time) the language's way, in `timeZone`.
    public func date(_ date: Date, timeZone: TimeZone) -> String {
        date.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened, locale: locale, timeZone: timeZone))
    }

    private func fill(_ template: String, _ arguments: [String: TextArgument]) -> String {
        guard !arguments.isEmpty, template.contains("{") else { return template }
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            out += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            if let argument = arguments[name] {
                out += value(argument)
            } else {
                out += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    private func value(_ argument: TextArgument) -> String {
        switch argument {
        // Isolated where direction can matter: a right-to-left language, or a name with
        // right-to-left letters or direction controls. An all-left-to-right name in a
        // left-to-right sentence can't be reordered, so English output stays byte for byte.
        case .user(let text):
            direction == .rightToLeft || Isolation.containsRightToLeft(text)
                || text.unicodeScalars.contains(where: Isolation.isDirectionalControl) ? Isolation.isolate(text) : text
        case .text(let text): text
        case .number(let value): number(value)
        case .bytes(let count): bytes(count)
        }
    }
}
