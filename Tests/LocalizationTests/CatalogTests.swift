import Foundation
import Testing
@testable import Localization

/// The shipped catalogs against the code: the template lists every text the code translates,
/// every complete catalog translates every template text with the same placeholders (a partial one
/// may leave texts out: they fall back), the embedded copy matches the files, plural forms are
/// right at the usual counts, and msgfmt accepts the files.
///
/// `THRESHOLD_RECORD_SNAPSHOTS=1 swift test --filter CatalogTests` rewrites threshold.pot from the
/// sources, and runs scripts/embed-catalogs (EmbeddedCatalogs.swift and CompiledCatalogs.swift from
/// the .po files).
@Suite struct CatalogTests {
    static let poDirectory = SourceStrings.root.appendingPathComponent("Sources/Localization/po")
    static var isRecording: Bool { ProcessInfo.processInfo.environment["THRESHOLD_RECORD_SNAPSHOTS"] == "1" }
    /// Every catalog in `po/`, by code: a `.po` file there is shipped.
    static let shipped: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: poDirectory.path)) ?? [])
        .filter { $0.hasSuffix(".po") }.map { String($0.dropLast(3)) }.sorted()
    /// The catalogs that must stay complete (every text translated): a new text is translated in
    /// these before it is merged. Any other shipped catalog may be partial.
    static let complete = ["ar", "de", "es", "fr", "ja", "ru"]

    private static func read(_ name: String) throws -> String {
        try String(contentsOf: poDirectory.appendingPathComponent(name), encoding: .utf8)
    }

    private static func keys(_ file: POFile) -> [String: POEntry] {
        var keys: [String: POEntry] = [:]
        for entry in file.entries where !entry.id.isEmpty { keys[POEntry.key(id: entry.id, context: entry.context)] = entry }
        return keys
    }

    @Test func theTemplateListsEveryTextTheCodeTranslates() throws {
        let found = try SourceStrings.scanRepository()
        #expect(found.problems == [], "calls whose text no catalog can hold")
        #expect(found.messages.count > 50)
        if Self.isRecording {
            try Self.template(found).write(to: Self.poDirectory.appendingPathComponent("threshold.pot"), atomically: true, encoding: .utf8)
        }
        let template = Self.keys(try POFile(parsing: try Self.read("threshold.pot"), name: "threshold.pot"))
        for (message, place) in found.messages.sorted(by: { $0.key < $1.key }) {
            let key = POEntry.key(id: message.id, context: message.context)
            #expect(template[key] != nil, "\(place): \"\(message.id)\" is missing from threshold.pot (re-record the template)")
            #expect(template[key]?.pluralID == message.plural, "\(place): \"\(message.id)\" has another plural in threshold.pot")
        }
        let extracted = Set(found.messages.keys.map { POEntry.key(id: $0.id, context: $0.context) })
        for stale in Set(template.keys).subtracting(extracted).sorted() {
            Issue.record("threshold.pot lists \"\(stale)\", which no code translates any more (re-record the template)")
        }
    }

    @Test(arguments: shipped)
    func everyCatalogTranslatesEveryTemplateTextWithItsPlaceholders(language: String) throws {
        let template = Self.keys(try POFile(parsing: try Self.read("threshold.pot"), name: "threshold.pot"))
        let file = try POFile(parsing: try Self.read(language + ".po"), name: language + ".po")
        let catalog = try Catalog(file, name: language + ".po")
        #expect(catalog.language == language)
        let entries = Self.keys(file)
        for (key, source) in template.sorted(by: { $0.key < $1.key }) {
            let mustTranslate = Self.complete.contains(language)
            guard let entry = entries[key] else {
                if mustTranslate { Issue.record("\(language).po has no entry for \"\(source.id)\"") }
                continue
            }
            let isTranslated = !entry.isFuzzy && !entry.translations.contains(where: \.isEmpty)
            if mustTranslate { #expect(isTranslated, "\(language).po:\(entry.line): not translated") }
            for translation in entry.translations where !translation.isEmpty {
                // Plural forms may drop {count} where the language says "one" in words.
                let expected = Self.placeholders(source.id).union(Self.placeholders(source.pluralID ?? ""))
                let found = Self.placeholders(translation)
                #expect(found.isSubset(of: expected), "\(language).po:\(entry.line): unknown placeholder in \"\(translation)\"")
                #expect(expected.subtracting(["count"]).isSubset(of: found), "\(language).po:\(entry.line): a placeholder is missing in \"\(translation)\"")
            }
        }
        for key in Set(entries.keys).subtracting(template.keys).sorted() {
            Issue.record("\(language).po translates \"\(key)\", which threshold.pot doesn't list")
        }
    }

    @Test func theEmbeddedCatalogsAreTheFiles() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.poDirectory.path).filter { $0.hasSuffix(".po") }.sorted()
        #expect(Set(Self.complete).isSubset(of: Self.shipped))
        let template = try POFile(parsing: try Self.read("threshold.pot"), name: "threshold.pot")
        #expect(EmbeddedCatalogs.templateTexts == template.entries.filter { !$0.id.isEmpty || $0.context != nil }.count,
                "threshold.pot changed: run scripts/embed-catalogs")
        let files = try names.map { ($0, try Self.read($0)) }
        if Self.isRecording {
            // One generator for both files (the compiled form needs Python's hashing and layout).
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            process.arguments = [SourceStrings.root.appendingPathComponent("scripts/embed-catalogs").path]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "scripts/embed-catalogs failed")
        }
        #expect(EmbeddedCatalogs.files.map(\.0) == names, "run scripts/embed-catalogs")
        for (name, text) in files {
            #expect(EmbeddedCatalogs.files.first { $0.0 == name }?.1 == text, "\(name) changed: run scripts/embed-catalogs")
        }
    }

    /// The form each language uses at 0, 1, 2, 5, 11, 21 and 101 (gettext's and CLDR's rules:
    /// Persian `nplurals=2; plural=(n > 1);`, Turkish `(n != 1)`, Chinese one form, Ukrainian as
    /// Russian). A language listed here whose catalog is not (yet) in `po/` is left out.
    static let pluralTable: [(String, [Int])] = [
        ("ar", [0, 1, 2, 3, 4, 4, 5]),
        ("de", [1, 0, 1, 1, 1, 1, 1]),
        ("es", [1, 0, 1, 1, 1, 1, 1]),
        ("fa", [0, 0, 1, 1, 1, 1, 1]),
        ("fr", [0, 0, 1, 1, 1, 1, 1]),
        ("ja", [0, 0, 0, 0, 0, 0, 0]),
        ("ru", [2, 0, 1, 2, 2, 0, 0]),
        ("tr", [1, 0, 1, 1, 1, 1, 1]),
        ("uk", [2, 0, 1, 2, 2, 0, 0]),
        ("zh_CN", [0, 0, 0, 0, 0, 0, 0]),
    ]

    @Test func everyShippedLanguageHasItsPluralFormsListed() {
        let listed = Set(Self.pluralTable.map(\.0))
        for language in Self.shipped { #expect(listed.contains(language), "add \(language) to CatalogTests.pluralTable") }
    }

    @Test(arguments: pluralTable.filter { shipped.contains($0.0) })
    func pluralFormsAtTheUsualCounts(language: String, forms: [Int]) throws {
        let catalog = try #require(try CatalogLibrary.shipped.catalog(for: language))
        let counts = [0, 1, 2, 5, 11, 21, 101]
        #expect(counts.map(catalog.pluralRule.form) == forms)
        #expect(catalog.pluralRule.check() == nil)
        // And the text: each count gets the catalog's form for it, with the count written in.
        let translator = Translator(preferences: [language], library: .shipped)
        let file = try POFile(parsing: try Self.read(language + ".po"), name: language + ".po")
        let entry = file.entries.first { $0.id == "{count} server deletion queued in the outbox." }
        for (count, form) in zip(counts, forms) {
            let text = translator.plural("{count} server deletion queued in the outbox.", "{count} server deletions queued in the outbox.", count: count)
            // A partial catalog may not have it yet: then it is the English form.
            let expected = entry.flatMap { $0.isFuzzy || $0.translations.contains(where: \.isEmpty) ? nil : $0.translations[form] }
                ?? (count == 1 ? "{count} server deletion queued in the outbox." : "{count} server deletions queued in the outbox.")
            #expect(text == expected.replacingOccurrences(of: "{count}", with: translator.number(count)))
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/msgfmt"),
                   "msgfmt is not installed (Debian package gettext); .ci/run installs it"),
          arguments: shipped)
    func msgfmtChecksEachCatalog(language: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        process.arguments = ["--check", "--output-file=/dev/null", Self.poDirectory.appendingPathComponent(language + ".po").path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
    }

    @Test func thePseudoLocaleMarksEveryTemplateText() throws {
        let template = Self.keys(try POFile(parsing: try Self.read("threshold.pot"), name: "threshold.pot"))
        for entry in template.values {
            let text = Translator.pseudo.text(entry.id, context: entry.context)
            #expect(text.hasPrefix("[") && text.hasSuffix("]"))
            #expect(Self.placeholders(text) == Self.placeholders(entry.id))
        }
    }

    static func placeholders(_ text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// A string as a `.po` file writes it between quotes (the recorded template).
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
    }

    /// The translator comments (`#.` lines) of the template now in `po/`, by entry key, and its
    /// header comment block: kept when the template is recorded again, since they are written by
    /// hand (docs/languages.md).
    static func handWritten() -> (header: [String], comments: [String: [String]]) {
        guard let text = try? read("threshold.pot") else { return ([], [:]) }
        var header: [String] = []
        var comments: [String: [String]] = [:]
        for (index, block) in text.components(separatedBy: "\n\n").enumerated() {
            let lines = block.split(separator: "\n").map(String.init)
            if index == 0 {
                header = lines.prefix { $0.hasPrefix("#") }
                continue
            }
            let notes = lines.filter { $0.hasPrefix("#.") }
            guard !notes.isEmpty, let entry = (try? POFile(parsing: block, name: "threshold.pot"))?.entries.first else { continue }
            comments[POEntry.key(id: entry.id, context: entry.context)] = notes
        }
        return (header, comments)
    }

    static func template(_ found: SourceStrings) -> String {
        let kept = handWritten()
        let header = kept.header.isEmpty
            ? ["# Threshold's texts, extracted from the sources by LocalizationTests (CatalogTests).",
               "# Copy to LANGUAGE.po and translate; see docs/languages.md."]
            : kept.header
        var out = header.joined(separator: "\n") + "\n" + """
        msgid ""
        msgstr ""
        "Project-Id-Version: Threshold\\n"
        "MIME-Version: 1.0\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Content-Transfer-Encoding: 8bit\\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

        """
        for (message, place) in found.messages.sorted(by: { $0.key < $1.key }) {
            out += "\n"
            for note in kept.comments[POEntry.key(id: message.id, context: message.context)] ?? [] { out += note + "\n" }
            out += "#: \(place)\n"
            if let context = message.context { out += "msgctxt \"\(escape(context))\"\n" }
            out += "msgid \"\(escape(message.id))\"\n"
            if let plural = message.plural {
                out += "msgid_plural \"\(escape(plural))\"\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n"
            } else {
                out += "msgstr \"\"\n"
            }
        }
        return out
    }
}
