import Features
import Terminal

/// Draws the full screens of ``SecurityRoute`` (the passcode sheet is drawn by ``PasscodeSheet``).
enum SecurityScreens {
    /// Draws `route`'s screen.
    static func draw(_ route: SecurityRoute, state: AppState, chrome: AppChrome, into buffer: inout Buffer) {
        switch route {
        case .passcode:
            break
        case .lockSettings(let screen):
            LockSettingsScreen.draw(screen, isBusy: state.isBusy, chrome: chrome, into: &buffer)
        case .lockForm(let form):
            LockFormScreen.draw(form, isBusy: state.isBusy, scroll: state.bodyScroll, chrome: chrome, into: &buffer)
        case .migrateExport(let screen):
            MigrateExportScreen.draw(screen, scroll: state.bodyScroll, chrome: chrome, into: &buffer)
        }
    }
}
