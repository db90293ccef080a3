/// The notification modes a brand offers and the periodic interval.
public struct NotificationOffer: Equatable, Sendable {
    /// Default interval of the periodic mode, in minutes.
    public static let defaultPeriodicIntervalMinutes = 10

    /// Offered modes, in display order.
    public let modes: [NotificationMode]
    /// Interval of the periodic mode, in minutes.
    public let periodicIntervalMinutes: Int

    /// Creates an offer (all modes, 10 minutes by default).
    public init(modes: [NotificationMode] = NotificationMode.allCases,
                periodicIntervalMinutes: Int = NotificationOffer.defaultPeriodicIntervalMinutes) {
        self.modes = modes
        self.periodicIntervalMinutes = periodicIntervalMinutes
    }
}
