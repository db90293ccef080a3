import Features
import Terminal

/// The app's loop: terminal events become actions, `update` changes the state and asks for
/// effects, the runner does them off the loop, and `view(state)` is drawn as a diff.
final class TUIApp<Backend: TerminalBackend> {
    /// The current state.
    private(set) var state: AppState
    /// Colors and brand.
    let chrome: AppChrome
    /// The screen (renderer + backend).
    let screen: TerminalScreen<Backend>
    /// Runs effects.
    let runner: any EffectRunner
    /// The monotonic clock stamped on each action (the app lock's grant is timed by it).
    let clock: @Sendable () -> Double
    /// Tells the session's ``AuthorizationGate`` of input, so its grant lives as long as the
    /// state's own (the session refuses a sensitive action whatever the state decided).
    let activity: @Sendable () -> Void

    /// Creates the app on a backend; call ``start()`` then ``run()`` (or feed it by hand in tests).
    init(backend: Backend, colorMode: ColorMode, chrome: AppChrome, runner: any EffectRunner,
         lockDelay: Double = Authorization.defaultLockDelay,
         clock: @escaping @Sendable () -> Double = MonotonicClock.seconds,
         activity: @escaping @Sendable () -> Void = {}) throws(TerminalError) {
        self.clock = clock
        self.activity = activity
        screen = try TerminalScreen(backend: backend, colorMode: colorMode)
        state = AppState(size: screen.size)
        state.authorization = Authorization(isLockOn: false, lockDelay: lockDelay)
        self.chrome = chrome
        self.runner = runner
    }

    /// Asks for the first read of the store (after finishing a pending wipe and, when the lock is
    /// on, after the lock screen), then the onboarding launch: home data, the flow when needed, what's new.
    func start() {
        runner.run(.lock(.startUp))
    }

    /// Applies an action and starts its effects.
    func send(_ action: AppAction) {
        state.now = clock()
        for effect in AppUpdate.update(&state, action) { runner.run(effect) }
    }

    /// Turns a terminal event into actions.
    func handle(_ event: TerminalEvent) {
        switch event {
        case .key(let key):
            activity()
            send(.key(key))
        case .paste(let text):
            activity()
            send(.paste(text))
        case .resize(let size): send(.resize(size))
        case .wake, .mouse, .unknown: break
        }
    }

    /// Feeds the actions effects produced (including those they produce in turn, for inline runners).
    func drainEffects() {
        var actions = runner.drain()
        while !actions.isEmpty {
            for action in actions { send(action) }
            actions = runner.drain()
        }
    }

    /// Draws the current state; only changed cells reach the terminal.
    func draw() throws(TerminalError) {
        try screen.draw(AppView.render(state, chrome: chrome))
    }

    /// Processes whatever events are waiting (waiting at most `timeout`), then draws.
    func step(timeout: Duration?) throws(TerminalError) {
        for event in try screen.nextEvents(timeout: timeout) { handle(event) }
        drainEffects()
        try draw()
    }

    /// Runs until the user quits.
    func run() throws(TerminalError) {
        start()
        drainEffects()
        try draw()
        while !state.shouldQuit {
            try step(timeout: nil)
        }
    }
}
