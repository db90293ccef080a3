import Features
import Terminal

/// The passcode prompt: the lock screen at start-up (the root) and the sheet before sensitive
/// operations. The typed passcode is masked on screen and cleared as soon as it is submitted.
struct PasscodePromptState: Equatable, Sendable {
    /// What the passcode unlocks.
    var purpose: LockPurpose
    /// The masked field.
    var passcode = TextFieldState()
    /// "Wrong passcode." and the attempts left, after a refused attempt.
    var message: String?
    /// The passcode is being checked (one KDF run, off the UI loop).
    var isChecking = false
    /// The focus is on "Forgot passcode? Use the recovery key" (the lock screen only).
    var recoveryFocused = false

    /// A fresh prompt for `purpose`.
    init(purpose: LockPurpose) {
        self.purpose = purpose
    }

    /// The message after a wrong passcode; with an attempt limit, how many attempts are left.
    static func wrongPasscodeMessage(attemptsLeft: Int?) -> String {
        LockSettingsText.wrongPasscode(attemptsLeft: attemptsLeft)
    }
}
