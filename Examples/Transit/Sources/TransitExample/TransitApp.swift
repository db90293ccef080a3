import OnboardingStore

/// The example app's one switch between first run and home, as the white-label pattern has it:
/// ask the cheap `needsOnboarding` before building any UI, present the flow, and let its
/// completion hand over to the app's own root screen.
public final class TransitApp {
    /// What the app shows.
    public enum Mode {
        /// The first run (or the new pages of an upgrade).
        case onboarding(TransitOnboarding)
        /// The app's root screen (its content: ``loadHome()``).
        case home
    }

    /// The release running.
    public let release: TransitRelease
    /// What is on screen.
    public private(set) var mode: Mode
    private let store: PersistentProgressStore

    /// Decides the first screen from the store.
    public init(store: PersistentProgressStore, release: TransitRelease = .current) throws {
        self.store = store
        self.release = release
        mode = .home
        if try TransitOnboarding.needsOnboarding(store: store, release: release) {
            try startOnboarding()
        }
    }

    /// The onboarding run on screen; nil on home.
    public var onboardingInProgress: TransitOnboarding? {
        if case .onboarding(let onboarding) = mode { return onboarding }
        return nil
    }

    /// Clears the progress and runs the first run again (the "o" key on the home screen).
    public func restartOnboarding() throws {
        try store.reset()
        try startOnboarding()
    }

    private func startOnboarding() throws {
        let onboarding = try TransitOnboarding(store: store, release: release) { [weak self] in self?.showHome() }
        // A run killed after its last step completes inside `init`: the completion already showed home.
        if onboarding.page != nil { mode = .onboarding(onboarding) }
    }

    /// The root screen's content, read from the store.
    public func loadHome() throws -> TransitHome {
        try TransitHome.load(from: store)
    }

    private func showHome() {
        mode = .home
    }
}
