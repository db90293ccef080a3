/// The data directory can't be used: it can't be created, is a file, belongs to another user, or
/// its loose permissions can't be tightened. Exit code 1, code `dataDirectoryUnavailable`.
public struct DataDirectoryError: Error, Sendable, Equatable {
    /// The folder.
    public let path: String
    /// Why, as the system put it.
    public let reason: String

    /// Creates the error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// A message for people, saying what to do.
    public var message: String {
        "The data directory \(path) can't be used (\(reason)). Choose another with --data-dir DIR or THRESHOLD_HOME."
    }
}
