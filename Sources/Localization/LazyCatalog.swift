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

    private let indexState = Mutex<Result<CatalogIndex?, POParseError>?>(nil)

    /// The translation of `id` in `context`, or `nil` (not translated, or no readable catalog):
    /// through the lazy index for a shipped catalog, else from the catalog parsed whole.
    func text(_ id: String, context: String?) -> String? {
        guard library.isIndexed else { return catalog?.text(id, context: context) }
        guard case .success(let index?) = loadIndex() else { return nil }
        return index.translations(id, context: context)?.first
    }

    /// The form of a plural entry for `count`, or `nil` when untranslated.
    func plural(_ singular: String, count: Int, context: String?) -> String? {
        guard library.isIndexed else { return catalog?.plural(singular, count: count, context: context) }
        guard case .success(let index?) = loadIndex(), let forms = index.translations(singular, context: context) else { return nil }
        let form = index.pluralRule.form(for: count)
        return form < forms.count ? forms[form] : nil
    }

    private func loadIndex() -> Result<CatalogIndex?, POParseError> {
        indexState.withLock { state in
            if let state { return state }
            let result = Result { () throws(POParseError) in try library.index(for: code) }
            state = result
            return result
        }
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
