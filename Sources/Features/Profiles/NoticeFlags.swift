/// First-time explanations already shown (persisted as settings).
public struct NoticeFlags: Equatable, Sendable {
    /// The "muted profile" explanation.
    public var muteShown = false
    /// The "hidden profiles" explanation.
    public var hiddenShown = false

    /// Creates the flags.
    public init(muteShown: Bool = false, hiddenShown: Bool = false) {
        self.muteShown = muteShown
        self.hiddenShown = hiddenShown
    }
}
