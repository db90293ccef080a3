/// What a server operator does for the user.
public enum OperatorRole: String, CaseIterable, Equatable, Hashable, Sendable {
    /// Stores messages (receiving queues).
    case storage
    /// Forwards messages (private routing).
    case proxy
}
