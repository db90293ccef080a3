import Features
import Terminal

/// Making a recovery key: first the key is shown once in its groups; then it is hidden and typed
/// back, and stored only when it matches (``RecoveryKeyDraft/matches(_:)``). The text exists only
/// while this screen is open.
struct RecoveryKeyState: Equatable, Sendable {
    /// Where the screen is.
    enum Phase: Equatable, Sendable {
        /// The key is on screen; Enter: "I wrote it down".
        case showing
        /// The key is hidden; the field takes it typed back.
        case typingBack
    }

    /// The key being made.
    var draft: RecoveryKeyDraft
    /// Where the screen is.
    var phase = Phase.showing
    /// The key typed back.
    var typed = TextFieldState(maxLength: 60)
    /// "Differs from the one shown", after a mismatch.
    var message: String?

    /// The screen for `draft`.
    init(draft: RecoveryKeyDraft) {
        self.draft = draft
    }
}
