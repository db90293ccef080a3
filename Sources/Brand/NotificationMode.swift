/// How the app learns about new messages.
public enum NotificationMode: String, CaseIterable, Equatable, Hashable, Sendable {
    /// A background connection, real-time.
    case instant
    /// Checks every few minutes, battery-friendly.
    case periodic
    /// Messages arrive only while the app is open.
    case off
}
