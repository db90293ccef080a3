import Foundation

/// A failed system call of a key or install step (writing `threshold.key`, taking its lock,
/// removing old data): what was attempted, in English for logs, and the system's error number,
/// which a front end words in the user's language (issue 35: strerror's English reached every
/// language inside ``LockError``'s text). `errno` 0: the step failed without a system error
/// (a short write, a test's simulated crash).
public struct SystemCallFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was attempted ("rename", "fsync folder"), for logs.
    public let operation: String
    /// The system's error number (`ENOSPC`, `EROFS`, ...), or 0 for none.
    public let errno: Int32

    /// A failure of `operation` with `errno`.
    public init(operation: String, errno: Int32) {
        self.operation = operation
        self.errno = errno
    }

    /// `error` as a failure while `doing` something: a system call's keeps its errno, anything
    /// else (a test's simulated crash) has none.
    public init(_ error: any Error, doing: String) {
        if let failure = error as? SystemCallFailure {
            self.init(operation: doing + ": " + failure.operation, errno: failure.errno)
        } else {
            self.init(operation: doing + ": " + String(describing: error), errno: 0)
        }
    }

    /// `operation: reason` in English, for logs.
    public var description: String {
        errno == 0 ? operation : "\(operation): \(String(cString: strerror(errno)))"
    }
}
