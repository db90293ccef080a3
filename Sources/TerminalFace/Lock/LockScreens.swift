import Features
import Terminal

/// Draws the full screens of ``LockRoute`` (the passcode sheet is drawn by ``PasscodeSheet``).
enum LockScreens {
    /// Draws `route`'s screen.
    static func draw(_ route: LockRoute, state: AppState, chrome: AppChrome, into buffer: inout Buffer) {
        switch route {
        case .passcode:
            break
        case .lockSettings(let screen):
            LockSettingsScreen.draw(screen, isBusy: state.isBusy, chrome: chrome, into: &buffer)
        case .lockForm(let form):
            LockFormScreen.draw(form, isBusy: state.isBusy, scroll: state.bodyScroll, chrome: chrome, into: &buffer)
        case .recoveryKey(let screen):
            RecoveryScreens.drawKey(screen, isBusy: state.isBusy, scroll: state.bodyScroll, chrome: chrome, into: &buffer)
        case .recover(let form):
            RecoveryScreens.drawForm(form, scroll: state.bodyScroll, chrome: chrome, into: &buffer)
        }
    }
}
