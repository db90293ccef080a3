/// The keys and encodings of the answers the example keeps in its store's app values.
public enum TransitValues {
    /// `allowed` or `declined`.
    public static let location = "location"
    /// A ``Region/id``.
    public static let region = "region"
    /// Comma-separated ``ServiceAlert`` raw values.
    public static let alerts = "alerts"
    /// The value of ``location`` after "Allow".
    public static let allowed = "allowed"
    /// The value of ``location`` after "Not now".
    public static let declined = "declined"
    /// The alerts a user follows before choosing.
    public static let defaultAlerts: Set<ServiceAlert> = [.delays, .detours]

    /// Decodes a stored alert list (unknown names are dropped); nil gives the defaults.
    public static func alerts(_ stored: String?) -> [ServiceAlert] {
        guard let stored else { return ServiceAlert.allCases.filter { defaultAlerts.contains($0) } }
        let names = Set(stored.split(separator: ",").map(String.init))
        return ServiceAlert.allCases.filter { names.contains($0.rawValue) }
    }

    /// Encodes a choice in display order.
    public static func encode(_ alerts: Set<ServiceAlert>) -> String {
        ServiceAlert.allCases.filter { alerts.contains($0) }.map(\.rawValue).joined(separator: ",")
    }
}
