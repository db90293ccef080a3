/// The direction a language is written in.
public enum TextDirection: String, Sendable, Equatable {
    /// Left to right (Latin, Cyrillic, Japanese, ...).
    case leftToRight
    /// Right to left (Arabic, Hebrew, Persian, Urdu, ...).
    case rightToLeft

    /// The direction of a language code such as `ar`, `he_IL` or `de`.
    public init(language: String) {
        let base = language.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init) ?? language
        self = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"].contains(base.lowercased())
            ? .rightToLeft : .leftToRight
    }
}
