import OnboardingStore

/// The app's own root screen, shown once onboarding is done: the chosen region and settings.
public struct TransitHome: Hashable, Sendable {
    /// The chosen region (nil only if the stored id is unknown to this release).
    public let region: Region?
    /// Whether location access was allowed.
    public let locationAllowed: Bool
    /// The alerts followed, in display order.
    public let alerts: [ServiceAlert]

    /// Reads the app values the onboarding steps stored.
    public static func load(from store: PersistentProgressStore, regions: [Region] = Region.bundled) throws -> TransitHome {
        let regionID = try store.value(forKey: TransitValues.region)
        return TransitHome(region: regions.first { $0.id == regionID },
                           locationAllowed: try store.value(forKey: TransitValues.location) == TransitValues.allowed,
                           alerts: TransitValues.alerts(try store.value(forKey: TransitValues.alerts)))
    }

    /// The title bar text.
    public var title: String { "Threshold Transit · \(region?.name ?? "No region")" }

    /// The body, one line each.
    public var lines: [String] {
        [
            "Region: \(region.map { "\($0.name) (\($0.area))" } ?? "none chosen")",
            "Agency: \(region?.agency ?? "-")",
            "Location: \(locationAllowed ? "allowed" : "not shared")",
            "Service alerts: \(alerts.isEmpty ? "none" : alerts.map(\.title).joined(separator: ", "))",
        ]
    }
}
