import Features

/// Why the interactive app could not start. ``code`` is stable; ``message`` says what to do.
/// (A held data directory is ``SessionError``; a broken brand is refused before the launch.)
public enum AppLaunchError: ReportableError, Sendable, Equatable {
    /// `--theme` is neither `light` nor `dark`.
    case invalidTheme(String)
    /// The terminal could not be set up.
    case terminal(String)

    /// A stable machine-readable code.
    public var code: String {
        switch self {
        case .invalidTheme: "usage"
        case .terminal: "terminalFailed"
        }
    }

    /// A message for people.
    public var message: String {
        switch self {
        case .invalidTheme(let value):
            SettingsText.invalidThemeFlag(value)
        case .terminal(let details):
            details
        }
    }

    /// The process exit code: 2 for a usage error, else 1.
    public var exitCode: Int32 {
        if case .invalidTheme = self { return 2 }
        return 1
    }
}
