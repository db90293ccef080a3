import Foundation
import Synchronization

/// The catalogs a program can choose from, by language code: the shipped ones read through their
/// compiled form (``CompiledCatalog``, nothing parsed at start-up), others as `.po` texts parsed
/// whole on their first lookup (a run parses only the languages it uses).
public struct CatalogLibrary: Sendable {
    /// The `.po` texts by language code (`de`, `pt_BR`).
    public let sources: [String: String]

    /// The codes whose text is the shipped one (all of the shipped library's, none of a library
    /// made from other texts; a catalog from `THRESHOLD_LOCALE_DIR` replaces its code's): these are
    /// looked up in their compiled form, and parsed catalogs of them may be kept for the life of
    /// the process, since they never change while it runs.
    private let shippedCodes: Set<String>

    /// Where catalogs not shipped came from (`THRESHOLD_LOCALE_DIR`), for the warning when one
    /// can't be read; `nil` for the shipped library.
    let origin: String?

    /// A library of the given `.po` texts by language code.
    public init(sources: [String: String]) {
        self.init(sources: sources, shippedCodes: [], origin: nil)
    }

    private init(sources: [String: String], shippedCodes: Set<String>, origin: String?) {
        self.sources = sources
        self.shippedCodes = shippedCodes
        self.origin = origin
    }

    /// The catalogs shipped inside Threshold (`Sources/Localization/po/*.po`, embedded at build time
    /// so a copied binary needs no files and no generated system locales).
    public static let shipped: CatalogLibrary = {
        let sources = Dictionary(uniqueKeysWithValues: EmbeddedCatalogs.files.map { name, text in
            (String(name.dropLast(".po".count)), text)
        })
        return CatalogLibrary(sources: sources, shippedCodes: Set(sources.keys), origin: nil)
    }()

    /// How many texts the template (`threshold.pot`) lists: the whole of a complete catalog.
    public static let templateTextCount = EmbeddedCatalogs.templateTexts

    /// The shipped catalogs, with every `*.po` file of `directory` added or replacing one (for a
    /// translator trying a catalog without building: `THRESHOLD_LOCALE_DIR`). A folder or file that
    /// can't be read adds nothing, and says so once on standard error (``warnOnce(_:)``).
    public func adding(directory: String) -> CatalogLibrary {
        var sources = self.sources
        var shippedCodes = self.shippedCodes
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            Self.warnOnce("THRESHOLD_LOCALE_DIR=\(directory): the folder can't be read; only the shipped catalogs are used.")
            names = []
        }
        for name in names.sorted() where name.hasSuffix(".po") {
            if let data = FileManager.default.contents(atPath: directory + "/" + name),
               let text = String(data: data, encoding: .utf8) {
                let code = String(name.dropLast(3))
                sources[code] = text
                shippedCodes.remove(code)
            } else {
                Self.warnOnce("THRESHOLD_LOCALE_DIR: \(directory)/\(name) can't be read as UTF-8 text; it is skipped.")
            }
        }
        return CatalogLibrary(sources: sources, shippedCodes: shippedCodes, origin: directory)
    }

    /// The language codes available (English, the source, not among them).
    public var languages: [String] { sources.keys.sorted() }

    /// The catalog for `code`, parsed now (a shipped one once per process); `nil` when there is none.
    public func catalog(for code: String) throws(POParseError) -> Catalog? {
        guard let text = sources[code] else { return nil }
        let isShipped = shippedCodes.contains(code)
        if isShipped, let cached = Self.parsedShipped.withLock({ $0[code] }) { return cached }
        let catalog = try Catalog(parsing: text, name: code + ".po")
        if isShipped { Self.parsedShipped.withLock { $0[code] = catalog } }
        return catalog
    }

    /// The compiled form of `code`'s catalog when this library uses the shipped one (texts are
    /// then looked up there, nothing parsed); `nil` for a catalog from elsewhere, parsed whole
    /// (``catalog(for:)``).
    func compiled(for code: String) -> CompiledCatalog? {
        shippedCodes.contains(code) ? CompiledCatalog.shipped(code) : nil
    }

    /// How much of the template `code`'s catalog translates: all of it for English, `nil` for a
    /// language without a catalog or with one that can't be read. Counted by the compiled form of
    /// a shipped catalog; a translator's is parsed (Settings › Language asks, not start-up).
    public func coverage(for code: String) -> Coverage? {
        let total = Self.templateTextCount
        if code == LanguageChoice.english { return Coverage(translated: total, total: total) }
        if let compiled = compiled(for: code) { return Coverage(translated: compiled.count, total: total) }
        guard let catalog = try? catalog(for: code) else { return nil }
        return Coverage(translated: catalog.translatedCount, total: total)
    }

    /// `code`'s language in its own name, for the chooser and `threshold language`: the built-in
    /// name (``LanguageChoice/endonym(_:)``), else the catalog's `X-Language-Name` header (a
    /// translator's `pt_BR.po` names itself), else its base language's name with the code
    /// ("Português (pt_BR)"), else the code. Only a catalog without a built-in name is read.
    public func name(for code: String) -> String {
        if let known = LanguageChoice.knownEndonym(code) { return known }
        if let text = sources[code], let named = Self.header("X-Language-Name", in: text) { return named }
        let candidates = LanguageChoice.candidates(for: code)
        if candidates.count > 1, let base = candidates.last, let known = LanguageChoice.knownEndonym(base) {
            return known + " (" + code + ")"
        }
        return code
    }

    /// A header field's value in a `.po` text (the first entry's `msgstr`, on one line or many),
    /// `nil` when absent or empty; read from the text's start, not a whole parse.
    static func header(_ field: String, in text: String) -> String? {
        var header = ""
        var inHeader = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(200) {
            let trimmed = line.trimmingWhitespace()
            if !inHeader {
                if trimmed.hasPrefix("msgstr ") {
                    inHeader = true
                    header += trimmed.dropFirst("msgstr ".count).trimmingWhitespace().dropFirst().dropLast()
                }
                continue
            }
            guard trimmed.hasPrefix("\"") else { break }
            header += trimmed.dropFirst().dropLast()
        }
        for item in header.components(separatedBy: "\\n") where item.hasPrefix(field + ":") {
            let value = item.dropFirst(field.count + 1).trimmingWhitespace()
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// The codes a person can choose: English, then every catalog's.
    public var choosable: [String] { [LanguageChoice.english] + languages }

    /// Checks a code given as `--lang` or to `threshold language`: `system` (and `auto`,
    /// `default`), English (`en`, `C`, `POSIX`), the pseudo-locale, or a code that is or narrows
    /// to a catalog's (`de_AT` is German); a colon-separated list (`fr:de`) is checked item by item.
    /// - Throws: ``UnknownLanguageError`` with the codes that can be chosen.
    public func check(language value: String) throws(UnknownLanguageError) {
        let trimmed = value.trimmingWhitespace()
        if trimmed.isEmpty || LanguageChoice.isSystemDefault(trimmed) { return }
        for item in trimmed.split(separator: ":") {
            let code = String(item)
            if code == PseudoLocale.code { continue }
            let candidates = LanguageChoice.candidates(for: code)
            if candidates.contains(where: { $0 == LanguageChoice.english || sources[$0] != nil }) { continue }
            throw UnknownLanguageError(code: code, available: choosable)
        }
    }

    /// Shipped catalogs already parsed, by code: a command chooses its language twice (before and
    /// after reading the stored setting) and must not pay twice. Keyed by the code alone, since
    /// hashing a whole catalog's text (normalized for hashing) cost more than parsing it.
    private static let parsedShipped = Mutex<[String: Catalog]>([:])

    /// The problems already said on standard error in this process.
    private static let warned = Mutex<[String]>([])

    /// The problems said so far (for tests), in order.
    static var warnings: [String] { warned.withLock { $0 } }

    /// Says `message` on standard error, once per process: a translator's catalog that can't be
    /// used (`THRESHOLD_LOCALE_DIR`) is skipped, its texts falling back, but not silently. English:
    /// it is meant for the person writing the catalog, who reads the check's output too.
    static func warnOnce(_ message: String) {
        let isNew = warned.withLock { list in
            guard !list.contains(message) else { return false }
            list.append(message)
            return true
        }
        if isNew { FileHandle.standardError.write(Data(("threshold: " + escapingControls(message) + "\n").utf8)) }
    }

    /// `text` with control characters (C0, DEL, C1: a translator's file can hold any) written as
    /// `\u{…}`, so a note about it can't move the cursor or recolour a terminal, even one the
    /// full-screen face is drawing on.
    static func escapingControls(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
