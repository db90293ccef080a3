/// A gettext `.po` file, read as translators and their tools (Weblate, Poedit, msgfmt) write it:
/// `msgctxt`, `msgid`, `msgid_plural`, `msgstr` / `msgstr[n]`, strings continued over several
/// quoted lines, C escapes, `#,` flags (a `fuzzy` entry is kept but marked, so a catalog ignores
/// it) and comments. Obsolete entries (`#~`) are skipped. Malformed input is refused with the line.
public struct POFile: Sendable, Equatable {
    /// The entries in file order, the header (`msgid ""`) included.
    public let entries: [POEntry]

    /// The header entry's fields (`Language`, `Plural-Forms`, ...), from `msgid ""`.
    public var header: [String: String] {
        guard let entry = entries.first(where: { $0.id.isEmpty && $0.context == nil }) else { return [:] }
        var fields: [String: String] = [:]
        for line in (entry.translations.first ?? "").split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].trimmingWhitespace()] = line[line.index(after: colon)...].trimmingWhitespace()
        }
        return fields
    }

    /// Reads `text`; `name` (e.g. `de.po`) goes into error messages.
    public init(parsing text: String, name: String) throws(POParseError) {
        var reader = Reader(name: name)
        var lineNumber = 0
        // "\r\n" is one Character in Swift, so both line ends are named.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNumber += 1
            try reader.read(line, at: lineNumber)
        }
        try reader.finish(at: lineNumber)
        entries = reader.entries
    }

    /// Reads the bytes of a file as UTF-8 (the only charset Threshold's catalogs use).
    public init(parsing bytes: [UInt8], name: String) throws(POParseError) {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw POParseError(file: name, line: 0, message: "the file is not valid UTF-8")
        }
        try self.init(parsing: text, name: name)
    }

    private struct Reader {
        let name: String
        var entries: [POEntry] = []
        var seen: [String: Int] = [:]
        // The entry being read.
        var flags: Set<String> = []
        var context: String?
        var id: String?
        var idLine = 0
        var pluralID: String?
        var translations: [String] = []
        var plural = false
        /// Where the next continuation line goes.
        var target: Target?

        enum Target { case context, id, pluralID, translation(Int) }

        init(name: String) { self.name = name }

        func error(_ line: Int, _ message: String) -> POParseError {
            POParseError(file: name, line: line, message: message)
        }

        var hasStarted: Bool { context != nil || id != nil }

        mutating func read(_ line: Substring, at number: Int) throws(POParseError) {
            let trimmed = Substring(line.trimmingWhitespace())
            if trimmed.isEmpty {
                try finishEntry(at: number)
                return
            }
            if trimmed.hasPrefix("#") {
                // A comment after a complete entry starts the next one.
                if !translations.isEmpty { try finishEntry(at: number) }
                if trimmed.hasPrefix("#~") { return }
                if trimmed.hasPrefix("#,") {
                    for flag in trimmed.dropFirst(2).split(separator: ",") { flags.insert(flag.trimmingWhitespace()) }
                }
                return
            }
            if trimmed.hasPrefix("\"") {
                let value = try Self.string(trimmed, line: number, file: name)
                switch target {
                case .context: context? += value
                case .id: id? += value
                case .pluralID: pluralID? += value
                case .translation(let index): translations[index] += value
                case nil: throw error(number, "a quoted string continues nothing (expected msgctxt, msgid or msgstr before it)")
                }
                return
            }
            let keywordEnd = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" || $0 == "\"" }) ?? trimmed.endIndex
            let keyword = trimmed[..<keywordEnd]
            let rest = Substring(trimmed[keywordEnd...].trimmingWhitespace())
            guard rest.hasPrefix("\"") else {
                throw error(number, "expected a quoted string after \(keyword)")
            }
            let value = try Self.string(rest, line: number, file: name)
            switch keyword {
            case "msgctxt":
                if !translations.isEmpty { try finishEntry(at: number) }
                guard !hasStarted else { throw error(number, "msgctxt must come before msgid") }
                context = value
                target = .context
            case "msgid":
                if !translations.isEmpty { try finishEntry(at: number) }
                guard id == nil else { throw error(number, "a second msgid before this entry's msgstr") }
                id = value
                idLine = number
                target = .id
            case "msgid_plural":
                guard id != nil, translations.isEmpty, pluralID == nil else {
                    throw error(number, "msgid_plural must follow a msgid")
                }
                pluralID = value
                target = .pluralID
            case "msgstr":
                guard id != nil else { throw error(number, "msgstr without a msgid before it") }
                guard translations.isEmpty else { throw error(number, "a second msgstr for the same msgid") }
                guard pluralID == nil else { throw error(number, "an entry with msgid_plural needs msgstr[0], msgstr[1], ... instead of msgstr") }
                translations = [value]
                target = .translation(0)
            default:
                guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
                      let index = Int(keyword.dropFirst("msgstr[".count).dropLast()) else {
                    throw error(number, "unknown keyword \"\(keyword)\" (expected msgctxt, msgid, msgid_plural or msgstr)")
                }
                guard id != nil else { throw error(number, "\(keyword) without a msgid before it") }
                guard pluralID != nil else { throw error(number, "\(keyword) needs a msgid_plural before it (use msgstr for a single form)") }
                guard index == translations.count else {
                    throw error(number, "expected msgstr[\(translations.count)], found \(keyword)")
                }
                translations.append(value)
                target = .translation(index)
            }
        }

        mutating func finishEntry(at number: Int) throws(POParseError) {
            defer {
                flags = []; context = nil; id = nil; pluralID = nil; translations = []; target = nil
            }
            guard let id else {
                if context != nil { throw error(number, "msgctxt without a msgid after it") }
                return
            }
            guard !translations.isEmpty else { throw error(number, "msgid \"\(Self.short(id))\" has no msgstr") }
            let key = POEntry.key(id: id, context: context)
            if let first = seen[key] {
                throw error(idLine, "msgid \"\(Self.short(id))\" appears twice (first on line \(first))")
            }
            seen[key] = idLine
            entries.append(POEntry(context: context, id: id, pluralID: pluralID, translations: translations,
                                   isFuzzy: flags.contains("fuzzy"), line: idLine))
        }

        mutating func finish(at number: Int) throws(POParseError) {
            try finishEntry(at: number)
        }

        static func short(_ text: String) -> String {
            text.count > 40 ? String(text.prefix(40)) + "…" : text
        }

        /// One quoted string with C escapes; nothing may follow the closing quote but a comment.
        static func string(_ text: Substring, line: Int, file: String) throws(POParseError) -> String {
            var out = ""
            var index = text.index(after: text.startIndex)
            while index < text.endIndex {
                let character = text[index]
                if character == "\"" {
                    let after = text[text.index(after: index)...].trimmingWhitespace()
                    guard after.isEmpty else {
                        throw POParseError(file: file, line: line, message: "unexpected text after the closing quote: \(after)")
                    }
                    return out
                }
                if character == "\\" {
                    index = text.index(after: index)
                    guard index < text.endIndex else { break }
                    switch text[index] {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "r": out.append("\r")
                    case "\"": out.append("\"")
                    case "\\": out.append("\\")
                    case "a": out.append("\u{07}")
                    case "b": out.append("\u{08}")
                    case "f": out.append("\u{0C}")
                    case "v": out.append("\u{0B}")
                    case "'": out.append("'")
                    case "?": out.append("?")
                    default:
                        throw POParseError(file: file, line: line,
                                           message: "unknown escape \\\(text[index]) (write the character itself; escapes are \\n \\t \\r \\\" \\\\)")
                    }
                } else {
                    out.append(character)
                }
                index = text.index(after: index)
            }
            throw POParseError(file: file, line: line, message: "the string has no closing quote")
        }
    }
}

/// One entry of a `.po` file.
public struct POEntry: Sendable, Equatable {
    /// `msgctxt`: tells apart two meanings of one English text.
    public let context: String?
    /// `msgid`: the English text.
    public let id: String
    /// `msgid_plural`: the English plural, for entries with plural forms.
    public let pluralID: String?
    /// `msgstr`, or `msgstr[0]`, `msgstr[1]`, ... for plural entries; empty strings mean untranslated.
    public let translations: [String]
    /// Marked `#, fuzzy`: a guess a translator has not confirmed; catalogs don't use it.
    public let isFuzzy: Bool
    /// The line of the `msgid`.
    public let line: Int

    /// The lookup key gettext uses: the context, U+0004, then the English text.
    static func key(id: String, context: String?) -> String {
        context.map { $0 + "\u{04}" + id } ?? id
    }
}

/// A `.po` file that can't be read, with the file name and line.
public struct POParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's name, e.g. `de.po`.
    public let file: String
    /// The 1-based line, 0 for the whole file.
    public let line: Int
    /// What is wrong.
    public let message: String

    /// `de.po:12: msgstr without a msgid before it`.
    public var description: String { "\(file):\(line): \(message)" }
}
