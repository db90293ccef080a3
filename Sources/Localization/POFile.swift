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
        var text = text
        // withUTF8 rethrows untyped errors, so the typed one travels in a Result.
        let result = text.withUTF8 { bytes in Result { () throws(POParseError) in try Self.parse(bytes, name: name) } }
        self.entries = try result.get()
    }

    /// Reads the bytes of a file as UTF-8 (the only charset Threshold's catalogs use).
    public init(parsing bytes: [UInt8], name: String) throws(POParseError) {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw POParseError(file: name, line: 0, message: "the file is not valid UTF-8")
        }
        try self.init(parsing: text, name: name)
    }

    /// Works on the UTF-8 bytes (every syntax character is ASCII): start-up reads one catalog, and
    /// walking `Character`s would cost more than the rest of a command's start-up.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, name: String) throws(POParseError) -> [POEntry] {
        var reader = Reader(name: name)
        var lineNumber = 0
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            lineNumber += 1
            var lineEnd = end
            if lineEnd > start && bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            try reader.read(UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]), at: lineNumber)
            if end == bytes.count { break }
            start = end + 1
        }
        try reader.finish(at: lineNumber)
        return reader.entries
    }

    private struct Reader {
        typealias Bytes = UnsafeBufferPointer<UInt8>
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
        /// Where the next continuation line goes.
        var target: Target?

        enum Target { case context, id, pluralID, translation(Int) }

        init(name: String) { self.name = name }

        func error(_ line: Int, _ message: String) -> POParseError {
            POParseError(file: name, line: line, message: message)
        }

        var hasStarted: Bool { context != nil || id != nil }

        static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

        static func trimmed(_ line: Bytes) -> Bytes {
            var lower = 0
            var upper = line.count
            while lower < upper && isSpace(line[lower]) { lower += 1 }
            while upper > lower && isSpace(line[upper - 1]) { upper -= 1 }
            return Bytes(rebasing: line[lower..<upper])
        }

        static func text(_ bytes: Bytes) -> String { String(decoding: bytes, as: UTF8.self) }

        static func hasPrefix(_ bytes: Bytes, _ prefix: StaticString) -> Bool {
            guard bytes.count >= prefix.utf8CodeUnitCount else { return false }
            for index in 0..<prefix.utf8CodeUnitCount where bytes[index] != prefix.utf8Start[index] { return false }
            return true
        }

        mutating func read(_ line: Bytes, at number: Int) throws(POParseError) {
            let trimmed = Self.trimmed(line)
            if trimmed.isEmpty {
                try finishEntry(at: number)
                return
            }
            if trimmed[0] == UInt8(ascii: "#") {
                // A comment after a complete entry starts the next one.
                if !translations.isEmpty { try finishEntry(at: number) }
                if Self.hasPrefix(trimmed, "#~") { return }
                if Self.hasPrefix(trimmed, "#,") {
                    for flag in Self.text(Bytes(rebasing: trimmed[2...])).split(separator: ",") { flags.insert(flag.trimmingWhitespace()) }
                }
                return
            }
            if trimmed[0] == UInt8(ascii: "\"") {
                let value = try string(trimmed, line: number)
                switch target {
                case .context: context? += value
                case .id: id? += value
                case .pluralID: pluralID? += value
                case .translation(let index): translations[index] += value
                case nil: throw error(number, "a quoted string continues nothing (expected msgctxt, msgid or msgstr before it)")
                }
                return
            }
            var keywordEnd = 0
            while keywordEnd < trimmed.count && !Self.isSpace(trimmed[keywordEnd]) && trimmed[keywordEnd] != UInt8(ascii: "\"") {
                keywordEnd += 1
            }
            let keyword = Self.text(Bytes(rebasing: trimmed[..<keywordEnd]))
            let rest = Self.trimmed(Bytes(rebasing: trimmed[keywordEnd...]))
            guard !rest.isEmpty, rest[0] == UInt8(ascii: "\"") else {
                throw error(number, "expected a quoted string after \(keyword)")
            }
            let value = try string(rest, line: number)
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

        /// One quoted string with C escapes; nothing may follow the closing quote.
        func string(_ text: Bytes, line: Int) throws(POParseError) -> String {
            var out: [UInt8] = []
            out.reserveCapacity(text.count)
            var index = 1
            while index < text.count {
                let byte = text[index]
                if byte == UInt8(ascii: "\"") {
                    let after = Self.trimmed(Bytes(rebasing: text[(index + 1)...]))
                    guard after.isEmpty else {
                        throw error(line, "unexpected text after the closing quote: \(Self.text(after))")
                    }
                    return String(decoding: out, as: UTF8.self)
                }
                if byte == UInt8(ascii: "\\") {
                    index += 1
                    guard index < text.count else { break }
                    switch text[index] {
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
                    case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
                    case UInt8(ascii: "a"): out.append(0x07)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "v"): out.append(0x0B)
                    case UInt8(ascii: "'"): out.append(UInt8(ascii: "'"))
                    case UInt8(ascii: "?"): out.append(UInt8(ascii: "?"))
                    default:
                        // The escaped character may be several bytes: name it whole.
                        var end = index + 1
                        while end < text.count && text[end] & 0xC0 == 0x80 { end += 1 }
                        let escaped = Self.text(Bytes(rebasing: text[index..<end]))
                        throw error(line, "unknown escape \\\(escaped) (write the character itself; escapes are \\n \\t \\r \\\" \\\\)")
                    }
                } else {
                    out.append(byte)
                }
                index += 1
            }
            throw error(line, "the string has no closing quote")
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
