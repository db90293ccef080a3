/// How much of the template a catalog translates: shown next to each language in Settings ›
/// Language, so a partial catalog (whose missing texts fall back) says so.
public struct Coverage: Sendable, Equatable {
    /// Texts the catalog translates (confirmed, not fuzzy, every plural form filled).
    public let translated: Int
    /// Texts in the template (`threshold.pot`).
    public let total: Int

    /// `translated` of `total` (a count above `total`, from stale entries, counts as `total`).
    public init(translated: Int, total: Int) {
        self.translated = min(translated, total)
        self.total = total
    }

    /// Whether every text is translated.
    public var isComplete: Bool { translated >= total }

    /// The share translated, rounded down to a whole percent (so a catalog missing one text never
    /// reads 100).
    public var percent: Int { total == 0 ? 100 : translated * 100 / total }
}
