/// Why the interactive app could not start. ``code`` is stable; ``message`` says what to do.
public enum AppLaunchError: Error, Sendable, Equatable {
    /// Another interactive Threshold holds the data directory.
    case alreadyRunning(directory: String)
    /// The lock file could not be created or locked (errno).
    case lockFailed(directory: String, errno: Int32)
    /// `--theme` is neither `light` nor `dark`.
    case invalidTheme(String)
    /// The brand file could not be used.
    case invalidBrand(String)
    /// The terminal could not be set up.
    case terminal(String)

    /// A stable machine-readable code.
    public var code: String {
        switch self {
        case .alreadyRunning: "dataInUse"
        case .lockFailed: "lockFailed"
        case .invalidTheme: "usage"
        case .invalidBrand: "invalidBrand"
        case .terminal: "terminalFailed"
        }
    }

    /// A message for people.
    public var message: String {
        switch self {
        case .alreadyRunning(let directory):
            "Threshold is already running on \(directory). Quit the other window first, or use --data-dir."
        case .lockFailed(let directory, let code):
            "Could not lock \(directory)/threshold.lock (errno \(code)). Check the folder's permissions."
        case .invalidTheme(let value):
            "--theme must be light or dark, not \"\(value.prefix(32))\"."
        case .invalidBrand(let details):
            "The brand file can't be used:\n\(details)"
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
