import Synchronization

/// One language's catalog, parsed on its first lookup: choosing a language costs nothing for a
/// command that prints no text (`onboarding status --json`), and a run parses each catalog once.
final class LazyCatalog: Sendable {
    /// The language code the catalog was found under.
    let code: String
    private let library: CatalogLibrary
    // Sendable through the mutex; the parse runs at most once.
    private let state = Mutex<Result<Catalog?, POParseError>?>(nil)

    init(code: String, library: CatalogLibrary) {
        self.code = code
        self.library = library
    }

    /// The catalog, or `nil` when it could not be read (see ``problem``).
    var catalog: Catalog? {
        guard case .success(let catalog) = load() else { return nil }
        return catalog
    }

    /// Why the catalog could not be read, if it couldn't.
    var problem: POParseError? {
        guard case .failure(let error) = load() else { return nil }
        return error
    }

    private func load() -> Result<Catalog?, POParseError> {
        state.withLock { state in
            if let state { return state }
            let result = Result { () throws(POParseError) in try library.catalog(for: code) }
            if case .failure(let error) = result, let origin = library.origin {
                CatalogLibrary.warnOnce("THRESHOLD_LOCALE_DIR=\(origin): \(error); the catalog is skipped (its texts fall back).")
            }
            state = result
            return result
        }
    }
}
