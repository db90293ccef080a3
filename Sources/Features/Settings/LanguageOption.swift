import ThresholdCore

/// One choice of the language setting, as a settings page lists them.
public struct LanguageOption: Sendable, Equatable {
    /// The stored code; nil follows the environment.
    public let code: String?
    /// The name shown (the language's own name, with the share translated when its catalog is
    /// partial; the system choice as the face words it).
    public let name: String

    /// Follow the system (named `systemName`: each face says it its own way), English, then every
    /// catalog of `library` (by default the running translator's: the shipped catalogs with
    /// `THRESHOLD_LOCALE_DIR`'s), by code: the list every face's language setting offers.
    public static func all(systemName: String, library: CatalogLibrary = Texts.current.library) -> [LanguageOption] {
        [LanguageOption(code: nil, name: systemName)]
            + library.choosable.map { LanguageOption(code: $0, name: SettingsText.languageName($0, library: library)) }
    }
}
