import Features
import Terminal

/// Everything that can change the state: input from the terminal, and results of effects.
enum AppAction: Equatable, Sendable {
    /// A key press.
    case key(KeyEvent)
    /// Pasted text.
    case paste(String)
    /// The terminal changed size.
    case resize(TerminalSize)
    /// The store was read (at start-up, or after a change made elsewhere).
    case loaded(HomeSnapshot)
    /// Another process changed the data (a message arrived, a profile was made on the command
    /// line): the store read afresh. Taken only on the chat list side; the lock screen and a running
    /// onboarding ignore it.
    case dataChanged(HomeSnapshot)
    /// A chat was opened (and marked read).
    case chatOpened(ChatTranscript)
    /// Reading the store failed.
    case loadFailed(ErrorReport)
    /// An operation finished; the snapshot is the store read right after it.
    case operationSucceeded(ProfileOperation.Kind, HomeSnapshot)
    /// An operation was refused or failed.
    case operationFailed(ProfileOperation.Kind, ErrorReport)
    /// The user paused typing in the search field (about 300 ms) at text `generation`.
    case revealTimerFired(generation: Int)
    /// A reveal attempt for text `generation` finished with these hidden profiles (maybe none).
    case revealFinished(generation: Int, profiles: [Profile])
    /// A result of a ``LockEffect``.
    case lock(LockAction)
    /// A result of a ``MigrationExportEffect``.
    case migrationExport(MigrationExportAction)
    /// A result of an ``OnboardingEffect``.
    case onboarding(OnboardingResult)
    /// A result of a ``PreferencesEffect``.
    case preferences(PreferencesResult)
    /// The full re-key that ends a hide, an unhide or a delete (or one a command left owed, which
    /// the app carries out) copied this far (issue 33: minutes on a large install).
    case removalRekeyProgress(RekeyProgress)
}
