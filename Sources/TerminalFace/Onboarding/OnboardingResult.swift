import Features

/// Results of ``OnboardingEffect``s, delivered to `update` as ``AppAction/onboarding(_:)``.
enum OnboardingResult: Equatable, Sendable {
    /// The start-up decision.
    case launched(OnboardingLaunch)
    /// The session's screen after an action, and what it asks the front end to do next.
    case flowChanged(OnboardingFlowSnapshot, OnboardingSession.Request)
    /// The session could not reach the store.
    case flowFailed(ErrorReport)
    /// The conditions text loaded (or failed): to be sent to the session.
    case conditionsLoaded(ConditionsStep.Action)
    /// The import advanced.
    case migrationProgress(TransferProgress)
    /// The import finished and onboarding is complete; the snapshot is the imported data,
    /// `protection` the import summary's ``MigrationImportSummary/protectionText`` (what protects
    /// the data now, and what became of the other device's lock).
    case migrationFinished(HomeSnapshot, protection: String)
    /// The import failed; nothing on this device changed.
    case migrationFailed(ErrorReport)
    /// The user stopped the import (``OnboardingEffect/stopImport``); nothing on this device changed.
    case migrationStopped
    /// The archive is not at the link's path: ask where it is (nothing changed).
    case migrationArchiveMissing(ErrorReport)
    /// The archive comes from a locked install: the import waits for
    /// ``OnboardingEffect/answerTravellingLock(_:)``.
    case migrationNeedsPasscode(afterWrongPasscode: Bool)
    /// A direct transfer connected: both devices show `code`; the import waits for
    /// ``OnboardingEffect/answerShortCode(_:)`` before a byte is received.
    case migrationShortCode(String)
}
