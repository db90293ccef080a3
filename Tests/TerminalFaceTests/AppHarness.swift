@testable import Features
import Brand
import Foundation
import Secrets
import Terminal
import TestSupport
@testable import TerminalFace
import ThresholdCore

/// The full-screen app on an in-memory terminal, a temporary on-disk store (cheap KDF) and an
/// inline effect runner: keys in, screen text out, no threads.
final class AppHarness {
    let directory: TemporaryDirectory
    let store: ThresholdStore
    let backend: TestBackend
    let runner: InlineEffectRunner
    let app: TUIApp<TestBackend>

    /// `onboarded`: when `setUp` made profiles, mark the flow done and what's new seen (as after a
    /// first run), so the app opens on the chat list.
    /// `graphics`: what the terminal answered at start-up (none by default, as tmux and the tests).
    init(size: TerminalSize = TerminalSize(width: 80, height: 24), dark: Bool = true, deviceToken: String? = nil,
         brand: Brand? = nil, onboarded: Bool = true, idleBetweenKeys: Bool = false, graphics: TerminalGraphics = [],
         setUp: (ThresholdStore) throws -> Void = { _ in }) throws {
        directory = TemporaryDirectory("tui-tests")
        store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        try setUp(store)
        if onboarded, try store.visibleProfileCount() > 0 {
            let brand = brand ?? Fixtures.chrome(dark: dark).brand
            try store.completeOnboarding(steps: MessengerFlow.allSteps(of: brand))
            if try store.whatsNewSeenVersion() == nil { try store.setWhatsNewSeenVersion("1.2") }
        }
        backend = TestBackend(size: size)
        var chrome = Fixtures.chrome(dark: dark)
        if let brand { chrome.brand = brand }
        chrome.graphics = graphics
        let session = AppSession(store: store, brand: chrome.brand, deviceToken: FixedDeviceToken(deviceToken))
        // As FullScreenApp: each frame draws the session's brand, in the language shown then.
        chrome.brandInLanguage = { session.brand }
        runner = InlineEffectRunner(session: session, loadsPictures: chrome.drawsPictures)
        // Idle between keys: every action comes after the lock delay, so the app lock's grant has
        // always ended (as for a user who paused); else the grant from the lock screen is alive.
        let clock = SteppingClock(step: idleBetweenKeys ? Authorization.defaultLockDelay + 1 : 0.001)
        app = try TUIApp(backend: backend, colorMode: .trueColor, chrome: chrome, runner: runner,
                         clock: { clock.now() })
        app.start()
        try settle()
    }

    /// The app on a session opened as `threshold` opens one (tests of what the app does when the
    /// data can't be opened as usual: a damaged key file, a keyring entry gone).
    init(size: TerminalSize = TerminalSize(width: 80, height: 24), directory: TemporaryDirectory, session: AppSession) throws {
        self.directory = directory
        store = session.store
        backend = TestBackend(size: size)
        runner = InlineEffectRunner(session: session)
        let clock = SteppingClock(step: 0.001)
        var chrome = Fixtures.chrome(dark: true)
        chrome.brandInLanguage = { session.brand }
        app = try TUIApp(backend: backend, colorMode: .trueColor, chrome: chrome, runner: runner,
                         clock: { clock.now() })
        app.start()
        try settle()
    }

    /// Processes queued events and effect results, then draws.
    func settle() throws {
        try app.step(timeout: .zero)
    }

    /// Types text (each character a key press) and settles.
    func type(_ text: String) throws {
        backend.type(text)
        try settle()
    }

    /// Presses keys and settles.
    func press(_ keys: KeyEvent...) throws {
        for key in keys { backend.enqueue(.key(key)) }
        try settle()
    }

    /// "The user paused": fires pending reveal timers and settles.
    func pause() throws {
        runner.fireTimers()
        try settle()
    }

    /// Pastes text (bracketed paste) and settles.
    func paste(_ text: String) throws {
        backend.enqueue(.paste(text))
        try settle()
    }

    /// The onboarding root's state, if onboarding shows.
    var onboarding: OnboardingState? {
        if case .onboarding(let onboarding) = state.root { return onboarding }
        return nil
    }

    /// The screen as text.
    var lines: [String] { backend.lines }
    var text: String { lines.joined(separator: "\n") }
    var state: AppState { app.state }
}

/// Shared values for the tests.
enum Fixtures {
    static func chrome(dark: Bool) -> AppChrome {
        let brand = (try? Brand.builtIn()) ?? fallbackBrand()
        let accent = dark ? brand.accentColors.dark : brand.accentColors.light
        let theme = (dark ? Theme.dark : Theme.light).withAccent(.rgb(accent.red, accent.green, accent.blue))
        return AppChrome(theme: theme, brand: brand, themeDescription: dark ? "dark (auto)" : "light (auto)",
                         dataDirectory: "/home/user/.local/share/threshold")
    }

    private static func fallbackBrand() -> Brand {
        fatalError("the built-in brand must parse")
    }

    static let enter = KeyEvent(.enter)
    static let escape = KeyEvent(.escape)
    static let tab = KeyEvent(.tab)
    static let backTab = KeyEvent(.backTab)
    static let up = KeyEvent(.up)
    static let down = KeyEvent(.down)
    static let left = KeyEvent(.left)
    static let right = KeyEvent(.right)
    static let backspace = KeyEvent(.backspace)
    static let ctrlC = KeyEvent.control("c")
    static let space = KeyEvent(.character(" "))
}
