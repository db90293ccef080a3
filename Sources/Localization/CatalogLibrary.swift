import Foundation
import Synchronization

/// The catalogs a program can choose from, by language code, as `.po` texts parsed on demand (a
/// run parses only the languages it uses).
public struct CatalogLibrary: Sendable {
    /// The `.po` texts by language code (`de`, `pt_BR`).
    public let sources: [String: String]

    /// Whether parsed catalogs may be kept for the life of the process, by language code: only for
    /// the shipped texts, which never change while it runs.
    private let isShipped: Bool

    /// A library of the given `.po` texts by language code.
    public init(sources: [String: String]) {
        self.init(sources: sources, isShipped: false)
    }

    private init(sources: [String: String], isShipped: Bool) {
        self.sources = sources
        self.isShipped = isShipped
    }

    /// The catalogs shipped inside Threshold (`Sources/Localization/po/*.po`, embedded at build time
    /// so a copied binary needs no files and no generated system locales).
    public static let shipped = CatalogLibrary(sources: Dictionary(uniqueKeysWithValues: EmbeddedCatalogs.files.map { name, text in
        (String(name.dropLast(".po".count)), text)
    }), isShipped: true)

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
        return CatalogLibrary(sources: sources, isShipped: false)
    }

    /// The language codes available (English, the source, not among them).
    public var languages: [String] { sources.keys.sorted() }

    /// The catalog for `code`, parsed now (a shipped one once per process); `nil` when there is none.
    public func catalog(for code: String) throws(POParseError) -> Catalog? {
        guard let text = sources[code] else { return nil }
        if isShipped, let cached = Self.parsedShipped.withLock({ $0[code] }) { return cached }
        let catalog = try Catalog(parsing: text, name: code + ".po")
        if isShipped { Self.parsedShipped.withLock { $0[code] = catalog } }
        return catalog
    }

    /// Shipped catalogs already parsed, by code: a command chooses its language twice (before and
    /// after reading the stored setting) and must not pay twice. Keyed by the code alone, since
    /// hashing a whole catalog's text (normalized for hashing) cost more than parsing it.
    private static let parsedShipped = Mutex<[String: Catalog]>([:])
}
