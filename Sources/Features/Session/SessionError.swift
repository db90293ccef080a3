#if canImport(Glibc)
import Glibc
#endif

/// Why a session can't take the data directory for itself.
public enum SessionError: Error, Sendable, Equatable {
    /// A running app (or a command replacing the data) holds the data directory.
    case dataInUse(directory: String)
    /// The lock file could not be created or locked (errno).
    case lockFailed(directory: String, errno: Int32)

    /// A stable machine-readable code.
    public var code: String {
        switch self {
        case .dataInUse: "dataInUse"
        case .lockFailed: "dataDirectoryUnavailable"
        }
    }

    /// A message for people, saying what to do.
    public var message: String {
        switch self {
        case .dataInUse(let directory):
            "Threshold is already running on \(directory) (the app, or a command replacing its data). Quit it first, or use another --data-dir; nothing was changed."
        case .lockFailed(let directory, let code):
            "Could not lock \(directory)/threshold.lock (\(String(cString: strerror(code)))). Check the folder's permissions."
        }
    }
}
