import Features

/// The screens and the sheet of the app lock, pushed as one ``Route`` case so they stay apart
/// from the profile screens.
enum LockRoute: Equatable, Sendable {
    /// The passcode sheet before a sensitive operation.
    case passcode(PasscodePromptState)
    /// Settings → App lock.
    case lockSettings(LockSettingsState)
    /// A form of Settings → App lock.
    case lockForm(LockFormState)
    /// A new recovery key, shown once, then typed back.
    case recoveryKey(RecoveryKeyState)
    /// The lock screen's recovery: the recovery key, the level, a new passcode.
    case recover(RecoveryFormState)

    /// Whether it is drawn over the screen below it.
    var isSheet: Bool {
        if case .passcode = self { return true }
        return false
    }
}
