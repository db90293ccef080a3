/// A language code Threshold has no catalog for (`threshold language it`, `--lang xx`): refused
/// rather than stored, since the texts would stay English while the setting said otherwise.
/// Features words it (`ErrorReport`, code `unknownLanguage`, a usage error).
public struct UnknownLanguageError: Error, Sendable, Equatable {
    /// The code as given (cut and cleaned by the face that shows it).
    public let code: String
    /// The codes that can be chosen: `en` first, then every catalog's, by code.
    public let available: [String]

    /// The error for `code`, listing `available`.
    public init(code: String, available: [String]) {
        self.code = code
        self.available = available
    }
}
