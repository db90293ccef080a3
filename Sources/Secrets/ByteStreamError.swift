/// A failed read or write on a file descriptor.
public enum ByteStreamError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `read(2)` failed with this errno.
    case readFailed(errno: Int32)
    /// `write(2)` failed with this errno.
    case writeFailed(errno: Int32)

    /// A stable code.
    public var code: String {
        switch self {
        case .readFailed: "readFailed"
        case .writeFailed: "writeFailed"
        }
    }

    public var description: String {
        switch self {
        case .readFailed(let e): "Reading failed (errno \(e))."
        case .writeFailed(let e): "Writing failed (errno \(e))."
        }
    }
}
