import ThresholdCore

/// A first-time explanation, shown once (after the first mute, the first hide) in every front end.
public enum Notice: String, Equatable, Sendable, CaseIterable {
    /// Shown after the first mute.
    case mute
    /// Shown after the first hide.
    case hiddenProfiles

    /// The settings key that records it was shown.
    public var settingKey: String { "ui.notice.\(rawValue)" }

    /// The notice's title.
    public var title: String {
        switch self {
        case .mute: tr("Muted profile")
        case .hiddenProfiles: tr("Hidden profiles")
        }
    }

    /// The notice's text.
    public var text: String {
        switch self {
        case .mute:
            tr("A muted profile sends no notifications and is left out of the total badge. Its unread count still shows in the list.")
        case .hiddenProfiles:
            tr("To reveal a hidden profile, enter its full password in the search field of \"Your chat profiles\".")
        }
    }

    /// Whether showing it is remembered. The hidden-profiles notice never is: a stored "shown"
    /// would tell that a profile was once hidden (PRODUCT.md 3.3), so it shows at every hide.
    public var isRemembered: Bool { self != .hiddenProfiles }

    /// Records `notice` as shown (a failure to record only means it shows again next time).
    public static func markShown(_ notice: Notice, store: ThresholdStore) {
        guard notice.isRemembered else { return }
        try? store.setSetting(notice.settingKey, "1")
    }

    /// Whether it is still to be shown, and records it as shown.
    public static func takeIfFirst(_ notice: Notice, store: ThresholdStore) -> Bool {
        guard notice.isRemembered else { return true }
        guard (try? store.setting(notice.settingKey)) == .some(nil) else { return false }
        markShown(notice, store: store)
        return true
    }
}
