#if canImport(Glibc)
import Glibc
#endif

/// Errors of the Terminal module. ``code`` is stable and safe to show or log.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file descriptor is not a terminal (use plain mode instead).
    case notATerminal
    /// Reading or changing the terminal's settings (termios) failed with this `errno`.
    case terminalSettingsFailed(errno: Int32)
    /// Writing to the terminal failed with this `errno`.
    case writeFailed(errno: Int32)
    /// Reading from the terminal failed with this `errno`.
    case readFailed(errno: Int32)
    /// The text is not a hex RGB color such as `#3366FF`.
    case invalidColor(String)

    /// A stable machine-readable code.
    public var code: String {
        switch self {
        case .notATerminal: return "notATerminal"
        case .terminalSettingsFailed: return "terminalSettingsFailed"
        case .writeFailed: return "terminalWriteFailed"
        case .readFailed: return "terminalReadFailed"
        case .invalidColor: return "invalidColor"
        }
    }

    /// A message for people.
    public var description: String {
        switch self {
        case .notATerminal:
            return "Standard input/output is not a terminal; use --plain."
        case .terminalSettingsFailed(let e):
            return "Could not change the terminal's settings (errno \(e))."
        case .writeFailed(let e):
            return "Could not write to the terminal (errno \(e))."
        case .readFailed(let e):
            return "Could not read from the terminal (errno \(e))."
        case .invalidColor(let text):
            return "\"\(text.prefix(32))\" is not a color; use hex RGB such as #3366FF."
        }
    }
}
