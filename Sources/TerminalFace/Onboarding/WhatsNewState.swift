import Features

/// "What's new" pages, and whether closing records the newest as seen (at launch) or not (from
/// Settings, where every entry is shown again).
struct WhatsNewState: Equatable, Sendable {
    /// The pages, newest first.
    var pager: WhatsNewPager
    /// The version to record as seen when the pages close; nil from Settings.
    var recordsSeen: String?
}
