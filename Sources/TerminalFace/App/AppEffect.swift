import Features

/// Work that `update` asks for and the runner does off the UI loop; results come back as actions.
enum AppEffect: Equatable, Sendable {
    /// Read the home snapshot; answers ``AppAction/loaded(_:)`` or ``AppAction/loadFailed(_:)``.
    case load
    /// Run an operation, then read the snapshot; answers `operationSucceeded` or `operationFailed`.
    case perform(ProfileOperation)
    /// After `delay`, answer ``AppAction/revealTimerFired(generation:)``.
    case scheduleReveal(generation: Int, delay: Duration)
    /// Try `password` against the hidden profiles (one KDF run); answers `revealFinished`.
    /// Skipped when a newer generation was asked for in the meantime.
    case reveal(generation: Int, password: String)
    /// Open a chat: read its messages, then mark them read; answers ``AppAction/chatOpened(_:)``.
    case openChat(String)
    /// Record that a first-time notice was shown.
    case markNoticeShown(Notice)
    /// App-lock work (start-up check, unlock, lock changes); answers ``AppAction/lock(_:)``.
    case lock(LockEffect)
    /// Export and finalize of Settings → Migrate to another device; answers
    /// ``AppAction/migrationExport(_:)``.
    case migrationExport(MigrationExportEffect)
    /// Onboarding, migration import and what's-new work; answers ``AppAction/onboarding(_:)``.
    case onboarding(OnboardingEffect)
    /// Settings work; answers ``AppAction/preferences(_:)``.
    case preferences(PreferencesEffect)

    /// How long the user must pause typing before a reveal attempt.
    static let revealPause: Duration = .milliseconds(ProfileFinder<Profile>.pauseMilliseconds)
}
