import Features

/// Onboarding work for the effect runner: the session's actions (they touch the store), loading
/// the conditions text, the migration import, and recording what's new as seen.
enum OnboardingEffect: Equatable, Sendable {
    /// Start-up: read the store, start the session if onboarding is needed, find missed what's new;
    /// answers ``OnboardingResult/launched(_:)``.
    case launch
    /// Start a new session (after the last profile was deleted); answers `flowChanged`.
    case start
    /// `session.send(action)`; answers `flowChanged` (or `flowFailed`).
    case send(OnboardingSession.Action)
    /// `OnboardingSession.loadConditions(of:)`; answers `conditionsLoaded`.
    case loadConditions
    /// Import the archive a migration link names (read from `archivePath` when the user said
    /// where it is); answers `migrationProgress`… then `migrationFinished` or `migrationFailed`,
    /// or first `migrationArchiveMissing` / `migrationNeedsPasscode`.
    case importArchive(link: String, replace: Bool, archivePath: String?)
    /// The user's answer to `migrationNeedsPasscode`: handed to the waiting import at once (not
    /// queued behind it).
    case answerTravellingLock(TravellingLockAnswer)
    /// The user's answer to `migrationShortCode` (a direct transfer's code): handed over at once.
    case answerShortCode(ShortCodeAnswer)
    /// Stop the import under way (Esc, then yes): handed over at once; it answers
    /// `migrationStopped` once it ended with nothing changed.
    case stopImport
    /// Record `version` as the newest what's new seen.
    case markWhatsNewSeen(String)
}
