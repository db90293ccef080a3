/// One language's translations, from its `.po` file: the texts a translator confirmed (empty and
/// fuzzy entries are left out, so they fall back to the next language) and the plural rule from
/// the `Plural-Forms` header, checked for every count up to 1,000 before it is used.
public struct Catalog: Sendable {
    /// The language code from the `Language` header, e.g. `de` or `pt_BR`.
    public let language: String
    /// How this language picks a plural form.
    public let pluralRule: PluralRule
    private let messages: [String: [String]]
    /// Texts left out because a translation names a placeholder its English has not (`{conta}`
    /// for `{count}`) or drops one (a plural form may leave out `{count}`): shown, the reader
    /// would see the raw `{conta}`, so the English (or the next language) is used instead. One
    /// line each, `name.po:LINE: …`, for the note on standard error (``LazyCatalog``).
    public let skippedTexts: [String]

    /// Reads a catalog; `name` (e.g. `de.po`) goes into error messages.
    public init(parsing text: String, name: String) throws(POParseError) {
        let file = try POFile(parsing: text, name: name)
        try self.init(file, name: name)
    }

    /// A shipped catalog's header at start-up: its plural rule is not evaluated for every count
    /// again (`CatalogTests` does that for each shipped catalog on every test run).
    init(shippedHeader text: String, name: String) throws(POParseError) {
        let file = try POFile(parsing: text, name: name)
        try self.init(file, name: name, checkingPlurals: false)
    }

    /// A catalog from a parsed file.
    public init(_ file: POFile, name: String) throws(POParseError) {
        try self.init(file, name: name, checkingPlurals: true)
    }

    private init(_ file: POFile, name: String, checkingPlurals: Bool) throws(POParseError) {
        let header = file.header
        let headerLine = file.entries.first(where: { $0.id.isEmpty })?.line ?? 0
        guard let language = header["Language"], !language.isEmpty else {
            throw POParseError(file: name, line: headerLine, message: "the header has no Language field")
        }
        var rule = PluralRule.english
        if let forms = header["Plural-Forms"] {
            do {
                rule = try PluralRule(header: forms)
            } catch {
                throw POParseError(file: name, line: headerLine, message: "Plural-Forms: \(error.message)")
            }
            if checkingPlurals, let bad = rule.check() {
                let value = bad.value.map { "form \($0)" } ?? "no value (division by zero)"
                throw POParseError(file: name, line: headerLine,
                                   message: "Plural-Forms gives \(value) for n = \(bad.n), but there are \(rule.count) forms")
            }
        }
        var messages: [String: [String]] = [:]
        var skipped: [String] = []
        for entry in file.entries where !entry.id.isEmpty || entry.context != nil {
            if entry.pluralID != nil && entry.translations.count != rule.count {
                throw POParseError(file: name, line: entry.line,
                                   message: "msgid \"\(entry.id)\" has \(entry.translations.count) plural forms; Plural-Forms says \(rule.count)")
            }
            guard !entry.isFuzzy, !entry.translations.contains(where: \.isEmpty) else { continue }
            if let problem = Self.placeholderProblem(entry) {
                skipped.append("\(name):\(entry.line): \(problem)")
                continue
            }
            messages[POEntry.key(id: entry.id, context: entry.context)] = entry.translations
        }
        self.language = language
        self.pluralRule = rule
        self.messages = messages
        self.skippedTexts = skipped
    }

    /// What is wrong with a translation's placeholders (as `scripts/po-check` says it), or `nil`:
    /// each form names only the English's `{name}`s and keeps all of them, but `{count}` in a
    /// plural form ("one" is often a word).
    static func placeholderProblem(_ entry: POEntry) -> String? {
        let expected = placeholders(entry.id).union(placeholders(entry.pluralID ?? ""))
        for text in entry.translations {
            let found = placeholders(text)
            if let unknown = found.subtracting(expected).sorted().first {
                return "unknown placeholder {\(unknown)} in \"\(text)\""
            }
            var missing = expected.subtracting(found)
            if entry.pluralID != nil { missing.remove("count") }
            if let dropped = missing.sorted().first {
                return "placeholder {\(dropped)} missing in \"\(text)\""
            }
        }
        return nil
    }

    /// The `{name}`s of a text (a brace with another brace before its close is not one).
    static func placeholders(_ text: String) -> Set<String> {
        guard text.contains("{") else { return [] }
        var names: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest.index(after: open)
            guard let close = rest[after...].firstIndex(where: { $0 == "}" || $0 == "{" }) else { break }
            if rest[close] == "}" {
                names.insert(String(rest[after..<close]))
                rest = rest[rest.index(after: close)...]
            } else {
                rest = rest[close...]
            }
        }
        return names
    }

    /// The translation of `id` in `context`, or `nil` when this catalog has none.
    public func text(_ id: String, context: String? = nil) -> String? {
        messages[POEntry.key(id: id, context: context)]?.first
    }

    /// The form of a plural entry (English `singular`) for `count`, or `nil` when untranslated.
    public func plural(_ singular: String, count: Int, context: String? = nil) -> String? {
        guard let forms = messages[POEntry.key(id: singular, context: context)] else { return nil }
        let form = pluralRule.form(for: count)
        return form < forms.count ? forms[form] : nil
    }

    /// How many texts this catalog translates.
    public var translatedCount: Int { messages.count }
}
