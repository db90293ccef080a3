/// The command line was not understood. Exit code 2.
public struct UsageError: Error, Sendable, Equatable {
    /// What was wrong and what to type instead.
    public let message: String

    /// Creates a usage error.
    public init(_ message: String) { self.message = message }
}
