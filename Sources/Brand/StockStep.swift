/// The onboarding steps the messenger implements in code; a brand chooses which run and in
/// which order.
public enum StockStep: String, CaseIterable, Equatable, Hashable, Sendable {
    /// Logo, tagline, highlights, create / migrate actions.
    case welcome
    /// Display name and bio; a commit point.
    case createProfile
    /// Operators and conditions of use.
    case conditions
    /// Notification mode.
    case notifications
}
