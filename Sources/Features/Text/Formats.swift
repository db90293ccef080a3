import Foundation

/// The one place that writes sizes, counts, percentages, dates and durations for people, in the
/// language of ``Texts/current`` (its explicit locale: Foundation on Linux ignores `LANG`). Every
/// face takes these from here, so "12,5 MiB" in German is the same in a progress line, a summary
/// and an error.
public enum Formats {
    /// A count: `1.234` (de), `1 234` (fr), `۱٬۲۳۴` (fa).
    public static func number(_ value: Int) -> String {
        Texts.current.number(value)
    }

    /// A byte count in the largest binary unit that keeps it at or above 1, with one decimal:
    /// `812 B`, `12,5 MiB` (de). The IEC symbols are the same in every language.
    public static func bytes(_ count: UInt64) -> String {
        Texts.current.bytes(count)
    }

    /// A whole percentage with the language's sign and spacing: `62%`, `62 %` (de, fr), `%62` (tr).
    /// In a right-to-left language it is isolated (U+2068...U+2069, left to right) in place of the
    /// marks Foundation puts around Arabic's sign (U+200E): the command line shows a mark from data
    /// as a visible escape, and keeps only a closed isolate (``SafeText/forTerminal(_:)``).
    public static func percent(_ value: Int) -> String {
        let text = (Double(value) / 100).formatted(.percent.precision(.fractionLength(0)).locale(Texts.current.locale))
        return Texts.current.direction == .rightToLeft ? Isolation.isolate(text) : text
    }

    /// A date and time (abbreviated date, short time) the language's way, in `timeZone`.
    public static func dateTime(_ date: Date, timeZone: TimeZone) -> String {
        let text = Texts.current.date(date, timeZone: timeZone)
        // The pseudo-locale formats as English; its month names are accented like its texts.
        return Texts.current.isPseudo ? PseudoLocale.accent(text) : text
    }

    /// A port number in the language's digits, never grouped (`37031`, Persian `۳۷۰۳۱`): the
    /// same in every face, in a sentence and on its own.
    public static func port(_ value: Int) -> String {
        Texts.current.digits(value)
    }

    /// Page numbers (a data check's damaged pages) as a list in the language's digits, never
    /// grouped: "6, 7 and 9", Persian "۶، ۷ و ۹".
    public static func pageNumbers(_ pages: [Int]) -> String {
        list(pages.map { Texts.current.digits($0) })
    }

    private static func isLatin(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber)
    }

    private static func isCJK(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        // Kana, CJK ideographs (not the ideographic comma and full stop, U+3001/U+3002).
        return (0x3040...0x30FF).contains(scalar.value) || (0x3400...0x9FFF).contains(scalar.value)
    }

    /// Names in a list, the language's way: "storage, proxy", "storage und proxy" (de),
    /// "storage、proxy" (ja); each name isolated where the language needs it.
    /// Foundation's right-to-left mark after Persian's comma is left out (the command line shows a
    /// mark as a visible escape); the isolated items and the comma between them read the same.
    public static func list(_ items: [String]) -> String {
        joined(items) { $0.formatted(.list(type: .and, width: .narrow).locale(Texts.current.locale)) }
    }

    /// Choices in a list, the language's way, the last joined by "or": "instant, periodic or off",
    /// "instant, periodic oder off" (de), "instant、periodic、または off" (ja); marks left out as in
    /// ``list(_:)`` (issue 35: choices were joined with ", " in every language).
    public static func alternatives(_ items: [String]) -> String {
        // The pseudo-locale formats as English; its "or" is accented like its texts (the items
        // are the app's names, kept as they are).
        if Texts.current.isPseudo && items.count > 1 {
            return items.dropLast().joined(separator: ", ") + " " + PseudoLocale.accent("or") + " " + (items.last ?? "")
        }
        return joined(items) { $0.formatted(.list(type: .or, width: .standard).locale(Texts.current.locale)) }
    }

    /// The marks Foundation adds around list items in right-to-left languages.
    private static let directionMarks: Set<UInt32> = [0x200E, 0x200F, 0x061C]

    /// `items` joined by `format` (Foundation's list style), its direction marks left out. In Chinese
    /// and Japanese a space goes where a separator meets a Latin item (docs/glossary.md; Foundation
    /// writes "periodic或off", "またはoff"): the list is formatted over stand-ins (one private-use
    /// character each), spaced at the separators, then the items go in, so a name or a chat's
    /// preview keeps its own spacing.
    private static func joined(_ items: [String], format: ([String]) -> String) -> String {
        let base = Texts.current.language.split(separator: "_").first.map(String.init) ?? ""
        let spaced = ["ja", "zh"].contains(base)
        let first: UInt32 = 0xF0000  // Supplementary Private Use Area-A: never in a list's words.
        let stands = items.count < 0xFFFE ? items.indices.compactMap { Unicode.Scalar(first + UInt32($0)) } : []
        // Other languages format the items themselves: Foundation isolates each as its own
        // direction needs in a right-to-left language, which a stand-in can't tell it.
        guard spaced, stands.count == items.count else {
            let text = format(items)
            guard text.unicodeScalars.contains(where: { directionMarks.contains($0.value) }) else { return text }
            return String(String.UnicodeScalarView(text.unicodeScalars.filter { !directionMarks.contains($0.value) }))
        }
        let pattern = format(stands.map { String(Character($0)) })
        var out = ""
        var previous: Character?
        for scalar in pattern.unicodeScalars where !directionMarks.contains(scalar.value) {
            if scalar.value >= first, scalar.value < first + UInt32(items.count) {
                let item = items[Int(scalar.value - first)]
                if spaced, let previous, let head = item.first, isCJK(previous) && isLatin(head) { out.append(" ") }
                out += item
                previous = item.last ?? previous
            } else {
                let character = Character(scalar)
                if spaced, let previous, isLatin(previous) && isCJK(character) { out.append(" ") }
                out.append(character)
                previous = character
            }
        }
        return out
    }

    /// A time span as people say it, rounded to its largest unit: "45 seconds", "3 minutes",
    /// "2 hours" (translated, with the language's plural forms). Under 90 seconds in seconds, under
    /// 90 minutes in minutes, else in hours.
    public static func duration(seconds: Double) -> String {
        let whole = max(0, Int(seconds.rounded()))
        if whole < 90 {
            return trn("{count} second", "{count} seconds", count: whole, context: "duration")
        }
        let minutes = Int((Double(whole) / 60).rounded())
        if minutes < 90 {
            return trn("{count} minute", "{count} minutes", count: minutes, context: "duration")
        }
        let hours = Int((Double(whole) / 3600).rounded())
        return trn("{count} hour", "{count} hours", count: hours, context: "duration")
    }
}
