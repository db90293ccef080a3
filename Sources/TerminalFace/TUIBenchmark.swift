#if canImport(Glibc)
import Glibc
#endif
import Features
import Terminal

/// Workloads for the benchmark target, running the app's own state, update and view code on
/// synthetic data (no store, no clock: the caller times them).
public enum TUIBenchmark {
    /// Draws "Your chat profiles" listing `profiles` profiles (every seventh muted, some unread)
    /// and returns the buffer.
    public static func drawProfilesScreen(profiles: Int = 1_000,
                                          size: TerminalSize = TerminalSize(width: 80, height: 24)) -> Buffer {
        AppView.render(profilesState(profiles: profiles, size: size, query: ""), chrome: chrome)
    }

    /// Bytes written to the terminal when one character is typed into the search field of a
    /// `profiles`-profile listing: the diff between the frame before and after the key, where the
    /// key does not change which profiles match (typing `e` after `Profil`).
    public static func keystrokeBytes(profiles: Int = 1_000,
                                      size: TerminalSize = TerminalSize(width: 80, height: 24)) -> Int {
        var state = profilesState(profiles: profiles, size: size, query: "Profil")
        var renderer = Renderer(colorMode: .trueColor)
        _ = renderer.render(AppView.render(state, chrome: chrome))
        _ = AppUpdate.update(&state, .key(KeyEvent(.character("e"))))
        return renderer.render(AppView.render(state, chrome: chrome)).count
    }

    /// The app on the profiles screen with synthetic profiles and `query` typed.
    static func profilesState(profiles count: Int, size: TerminalSize, query: String) -> AppState {
        let names = ["Alice", "Bob 🐢", "山田太郎", "Zoë", "José María", "김민수"]
        let profiles = (0..<max(0, count)).map { index in
            Profile(id: Int64(index + 1), name: "Profile \(names[index % names.count]) \(index + 1)", bio: "",
                    createdAt: 0, muted: index % 7 == 3, hidden: false, unread: index % 5 == 0 ? index % 40 : 0,
                    active: index == 0)
        }
        var state = AppState(size: size)
        state.snapshot = HomeSnapshot(profiles: profiles, active: profiles.first, chats: [],
                                      totalUnread: profiles.filter { !$0.muted }.reduce(0) { $0 + $1.unread },
                                      notices: NoticeFlags())
        state.root = .home
        var screen = ProfilesState()
        screen.search = TextFieldState(text: query)
        state.stack = [.profiles(screen)]
        return state
    }

    /// Fixed chrome: the built-in brand (or a minimal stand-in) on the dark theme; parsed once.
    static let chrome: AppChrome = makeChrome()

    private static func makeChrome() -> AppChrome {
        let brand = (try? Brand.builtIn()) ?? Brand(appName: "Threshold", tagline: "", logo: LogoArt(light: [], dark: []),
                                                   accentColors: AccentColors(light: RGBColor(red: 0, green: 0x5F, blue: 0xCC),
                                                                              dark: RGBColor(red: 0x5A, green: 0x9B, blue: 0xFF)),
                                                   highlights: [], operators: [], conditions: nil,
                                                   notifications: NotificationOffer(), whatsNew: [], steps: [])
        return AppChrome(theme: .dark, brand: brand, themeDescription: "dark", dataDirectory: "")
    }
}

extension TUIBenchmark {
    /// Seconds from the last key of `password` typed into "Your chat profiles" until the row of
    /// `name` (the hidden profile it opens) is drawn: the full screen's real loop, effect runner,
    /// pause timer and store worker on an in-memory terminal (issue 31's reveal latency).
    public static func revealLatency(session: AppSession, password: String, name: String) throws -> Double {
        let backend = TestBackend(size: TerminalSize(width: 80, height: 24))
        let runner = LiveEffectRunner(onboarding: OnboardingWorker(session: session), wake: {})
        let app = try TUIApp(backend: backend, colorMode: .trueColor, chrome: chrome, runner: runner,
                             lockDelay: session.lockDelay)
        app.start()
        func step(until done: () -> Bool) throws -> Bool {
            let deadline = MonotonicClock.seconds() + 60
            while !done() {
                guard MonotonicClock.seconds() < deadline else { return false }
                try app.step(timeout: .zero)
                usleep(200)
            }
            return true
        }
        guard try step(until: { !app.state.snapshot.profiles.isEmpty }) else { return .nan }
        // p (the user picker), Enter on its first item: "Your chat profiles".
        app.send(.key(KeyEvent(.character("p"))))
        app.send(.key(KeyEvent(.enter)))
        try app.step(timeout: .zero)
        for character in password {
            backend.type(String(character))
            try app.step(timeout: .zero)
        }
        let start = MonotonicClock.seconds()
        guard try step(until: { backend.lines.contains { $0.contains(name) } }) else { return .nan }
        return MonotonicClock.seconds() - start
    }
}
