/// The per-language values of a brand's texts, as the brand file gives them (docs/brand.md,
/// "Languages"). Every text a person reads is listed with its default (English, `en`) value, also
/// those written as a plain string, so a brand already seen in one language can be seen in another.
///
/// Texts are keyed by a stable name, not by their place in the file (the what's new list is
/// sorted after parsing): `appName`, `tagline`, `highlights.0.title`, `operators.<id>.tradeName`,
/// `whatsNew.<version>.title`, `whatsNew.<version>.items.0`, `steps.<id>.title`, `steps.<id>.body`.
public struct BrandTranslations: Equatable, Sendable {
    /// Text key -> language tag -> value (the default under `en`).
    public private(set) var texts: [String: [String: String]]
    /// Language tag -> conditions document source (the default under `en`).
    public private(set) var conditions: [String: ConditionsDocument.Source]

    /// No per-language values: the brand is the same in every language.
    public init() {
        texts = [:]
        conditions = [:]
    }

    /// The language tags with at least one value besides the default, sorted.
    public var languages: [String] {
        var tags = Set(conditions.keys)
        for values in texts.values { tags.formUnion(values.keys) }
        tags.remove(BrandTranslations.defaultLanguage)
        return tags.sorted()
    }

    /// Whether the brand has no per-language values at all (it reads the same in every language).
    public var isEmpty: Bool { languages.isEmpty }

    /// The tag of the default value: the app's source language.
    public static let defaultLanguage = "en"

    mutating func set(_ key: String, _ values: [String: String]) {
        texts[key] = values
    }

    mutating func setConditions(_ sources: [String: ConditionsDocument.Source]) {
        conditions = sources
    }

    /// The value of `key` in the first of `languages` that has one (the list is cut at `en`,
    /// the default), else nil.
    func value(_ key: String, in languages: [String]) -> String? {
        guard let values = texts[key] else { return nil }
        for tag in languages { if let value = values[tag] { return value } }
        return nil
    }

    /// The default value of `key`, if the brand file gave per-language values for it.
    func defaultValue(_ key: String) -> String? { texts[key]?[Self.defaultLanguage] }
}
