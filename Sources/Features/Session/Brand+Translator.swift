import Brand

extension Brand {
    /// The brand in `translator`'s languages (``Brand/localized(for:untranslated:)`` with its
    /// list): text by text the first of them the brand file gives, else the default (English)
    /// value; in the pseudo-locale every text shown in its default value is marked like an
    /// untranslated app text, so tests see brand text nobody translated.
    public func localized(for translator: Translator) -> Brand {
        localized(for: translator.languages, untranslated: translator.isPseudo ? PseudoLocale.transform : { $0 })
    }
}
