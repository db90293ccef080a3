/// Why a ``PersistentProgressStore`` could not be opened, read or written, each with a stable ``code``.
///
/// Descriptions name files and SQLite's reason, never a stored value.
public enum OnboardingStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The folder could not be created or is not a folder.
    case directoryUnavailable(path: String, reason: String)
    /// The file was written by a newer release of the app; it was left untouched.
    case newerFormat(path: String)
    /// The file is not a progress store, or is damaged.
    case corrupted(path: String)
    /// Another process kept the file locked for longer than the busy timeout.
    case busy(path: String)
    /// Any other SQLite failure, with SQLite's own description (statement text, no values).
    case failed(path: String, message: String)

    /// A stable, machine-readable identifier of the error kind.
    public var code: String {
        switch self {
        case .directoryUnavailable: "progressDirectoryUnavailable"
        case .newerFormat: "progressStoreTooNew"
        case .corrupted: "progressStoreCorrupted"
        case .busy: "progressStoreBusy"
        case .failed: "progressStoreFailed"
        }
    }

    /// A message for people, saying what to do where there is something to do.
    public var description: String {
        switch self {
        case .directoryUnavailable(let path, let reason):
            "The folder \(path) can't be used for onboarding progress (\(reason)); choose another one."
        case .newerFormat(let path):
            "\(path) was written by a newer version of this app; update the app (the file was not changed)."
        case .corrupted(let path):
            "\(path) is damaged or is not an onboarding progress file."
        case .busy(let path):
            "\(path) is in use by another process; try again."
        case .failed(let path, let message):
            "Onboarding progress in \(path) could not be read or saved: \(message)"
        }
    }
}
