import Foundation
import Synchronization

/// The catalogs a program can choose from, by language code, as `.po` texts parsed on demand (a
/// run parses only the languages it uses).
public struct CatalogLibrary: Sendable {
    /// The `.po` texts by language code (`de`, `pt_BR`).
    public let sources: [String: String]

    /// A library of the given `.po` texts by language code.
    public init(sources: [String: String]) {
        self.sources = sources
    }

    /// The catalogs shipped inside Threshold (`Sources/Localization/po/*.po`, embedded at build time
    /// so a copied binary needs no files and no generated system locales).
    public static let shipped = CatalogLibrary(sources: Dictionary(uniqueKeysWithValues: EmbeddedCatalogs.files.map { name, text in
        (String(name.dropLast(".po".count)), text)
    }))

    /// The shipped catalogs, with every `*.po` file of `directory` added or replacing one (for a
    /// translator trying a catalog without building: `THRESHOLD_LOCALE_DIR`). An unreadable
    /// folder adds nothing.
    public func adding(directory: String) -> CatalogLibrary {
        var sources = self.sources
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name.hasSuffix(".po") {
            if let data = FileManager.default.contents(atPath: directory + "/" + name),
               let text = String(data: data, encoding: .utf8) {
                sources[String(name.dropLast(3))] = text
            }
        }
        return CatalogLibrary(sources: sources)
    }

    /// The language codes available (English, the source, not among them).
    public var languages: [String] { sources.keys.sorted() }

    /// The catalog for `code`, parsed on first use (once per process for the same text); `nil`
    /// when there is none.
    public func catalog(for code: String) throws(POParseError) -> Catalog? {
        guard let text = sources[code] else { return nil }
        let key = code + "\u{0}" + text
        if let cached = Self.parsed.withLock({ $0[key] }) { return cached }
        let catalog = try Catalog(parsing: text, name: code + ".po")
        Self.parsed.withLock { $0[key] = catalog }
        return catalog
    }

    /// Catalogs already parsed, by code and text: a command chooses its language twice (before and
    /// after reading the stored setting) and must not pay twice.
    private static let parsed = Mutex<[String: Catalog]>([:])
}
