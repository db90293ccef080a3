import Features
import Terminal

/// Everything the UI shows, as a value: `view(state)` draws it, `update(state, action)` changes it.
struct AppState: Equatable, Sendable {
    /// The terminal's size.
    var size: TerminalSize
    /// First run or home.
    var root: RootRoute = .loading
    /// Screens and sheets above the root, last on top.
    var stack: [Route] = []
    /// The store's data as last read.
    var snapshot: HomeSnapshot = .empty
    /// A modal alert over everything.
    var alert: AlertState?
    /// An operation is running; new ones wait.
    var isBusy = false
    /// The theme chosen in Settings › Theme while the app runs (`nil`: as launched); applied at once.
    var themeSetting: ThemeSetting?
    /// The selected chat of the chat list.
    var chatSelection = 0
    /// Set when the app should end.
    var shouldQuit = false
    /// How far the body of the form or step on top is scrolled (PgUp/PgDn), in rows; the view
    /// clamps it and keeps the focused control visible (see ``ScreenBody``). Reset when the
    /// screen on top changes.
    var bodyScroll = 0
    /// Whether the app lock asks before an action (Features' one decision for every face).
    var authorization = Authorization(isLockOn: false)
    /// The re-key after a removal while it runs (``AppAction/removalRekeyProgress(_:)``): shown in
    /// the hint row, whatever the screen, until it is done.
    var removalRekey: RekeyProgress?
    /// Seconds on the monotonic clock when the current action arrived; set by the runtime (tests
    /// leave it or set it), so `update` stays pure.
    var now: Double = 0

    /// A fresh state for a terminal of `size`, before anything is loaded.
    init(size: TerminalSize) {
        self.size = size
    }

    /// The route on top, if any screen is pushed.
    var top: Route? { stack.last }
}
