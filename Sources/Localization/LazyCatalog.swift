import Synchronization

/// One language's catalog: a shipped one read through its compiled form (nothing parsed), another
/// (`THRESHOLD_LOCALE_DIR`) parsed whole on its first lookup. Choosing a language costs nothing
/// for a command that prints no text (`onboarding status --json`), and a run parses each catalog
/// at most once.
final class LazyCatalog: Sendable {
    /// The language code the catalog was found under.
    let code: String
    private let library: CatalogLibrary
    // Sendable through the mutex; the parse runs at most once. The states are plain enums, not
    // `Result<Catalog?, POParseError>?`: destroying a nested generic like that makes the runtime
    // build its metadata from a mangled name, about 270,000 instructions, a tenth of a
    // translated command's extra start-up (docs/performance.md).
    private let state = Mutex<ParseState>(.unread)

    private enum ParseState {
        case unread
        case read(Catalog?)
        case failed(POParseError)
    }

    private enum RuleState {
        case unread
        case read(PluralRule)
        case unreadable
    }

    /// The shipped catalog's compiled form, when the library uses the shipped one: texts are
    /// looked up there and nothing is parsed.
    private let compiled: CompiledCatalog?
    /// The compiled catalog's plural rule, read from its `Plural-Forms` on the first plural lookup
    /// (unreadable: plurals fall back; `CatalogTests` reads every shipped header).
    private let compiledRule = Mutex<RuleState>(.unread)

    init(code: String, library: CatalogLibrary) {
        self.code = code
        self.library = library
        self.compiled = library.compiled(for: code)
    }

    /// The translation of `id` in `context`, or `nil` (not translated, or no readable catalog):
    /// from the compiled form of a shipped catalog, else from the catalog parsed whole.
    func text(_ id: String, context: String?) -> String? {
        guard let compiled else { return catalog?.text(id, context: context) }
        return compiled.translations(id, context: context)?.first
    }

    /// The form of a plural entry for `count`, or `nil` when untranslated.
    func plural(_ singular: String, count: Int, context: String?) -> String? {
        guard let compiled else { return catalog?.plural(singular, count: count, context: context) }
        guard let rule = pluralRule(compiled), let forms = compiled.translations(singular, context: context) else { return nil }
        let form = rule.form(for: count)
        return form < forms.count ? forms[form] : nil
    }

    private func pluralRule(_ compiled: CompiledCatalog) -> PluralRule? {
        compiledRule.withLock { rule in
            switch rule {
            case .read(let known): return known
            case .unreadable: return nil
            case .unread:
                let header = compiled.pluralForms.description
                let read: PluralRule? = header.isEmpty ? .english : try? PluralRule(header: header)
                rule = read.map { .read($0) } ?? .unreadable
                return read
            }
        }
    }

    /// The catalog, or `nil` when it could not be read (see ``problem``).
    var catalog: Catalog? {
        guard case .read(let catalog) = load() else { return nil }
        return catalog
    }

    /// Why the catalog could not be read, if it couldn't.
    var problem: POParseError? {
        guard case .failed(let error) = load() else { return nil }
        return error
    }

    private func load() -> ParseState {
        state.withLock { state in
            if case .unread = state {
                do throws(POParseError) {
                    let catalog = try library.catalog(for: code)
                    // A translator's text with a placeholder its English doesn't have would show
                    // "{conta}": it was left out (falling back), and that is said once.
                    if let origin = library.origin, let catalog, let first = catalog.skippedTexts.first {
                        let more = catalog.skippedTexts.count - 1
                        CatalogLibrary.warnOnce("THRESHOLD_LOCALE_DIR=\(origin): \(first)"
                            + (more > 0 ? " (and \(more) more)" : "")
                            + (catalog.skippedTexts.count == 1 ? "; this text is skipped (it falls back" : "; these texts are skipped (they fall back")
                            + " to the next language, then English; scripts/po-check lists each).")
                    }
                    state = .read(catalog)
                } catch {
                    if let origin = library.origin {
                        CatalogLibrary.warnOnce("THRESHOLD_LOCALE_DIR=\(origin): \(error); the catalog is skipped (its texts fall back).")
                    }
                    state = .failed(error)
                }
            }
            return state
        }
    }
}
