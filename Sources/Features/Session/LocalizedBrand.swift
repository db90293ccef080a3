import Brand
import Synchronization

/// The brand as written and its latest localized view, so a face that reads `session.brand` on
/// every frame does not rebuild it each time, and a language changed in the running app (the
/// setting) shows at the next read.
final class LocalizedBrand: Sendable {
    /// The brand as loaded, every language in it.
    let source: Brand
    private let latest: Mutex<(languages: [String], pseudo: Bool, brand: Brand)?>

    init(_ source: Brand) {
        self.source = source
        latest = Mutex(nil)
    }

    /// The brand in `translator`'s languages.
    func brand(for translator: Translator) -> Brand {
        if source.translations.isEmpty && !translator.isPseudo { return source }
        return latest.withLock { latest in
            if let latest, latest.languages == translator.languages, latest.pseudo == translator.isPseudo {
                return latest.brand
            }
            let brand = source.localized(for: translator)
            latest = (translator.languages, translator.isPseudo, brand)
            return brand
        }
    }
}
