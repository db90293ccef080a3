/// A kind of service alert the user can follow.
public enum ServiceAlert: String, CaseIterable, Sendable {
    /// Late and cancelled trips.
    case delays
    /// Stops moved or skipped.
    case detours
    /// Lifts and escalators out of order.
    case elevators
    /// Alerts for the stops around the user (needs location access).
    case nearMe

    /// The label shown on screen.
    public var title: String {
        switch self {
        case .delays: "Delays and cancellations"
        case .detours: "Detours and moved stops"
        case .elevators: "Elevator outages"
        case .nearMe: "Only stops near me"
        }
    }
}
