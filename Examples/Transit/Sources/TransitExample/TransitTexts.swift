/// The words of the example's pages, shared by its terminal and desktop faces so both say the
/// same thing.
public enum TransitTexts {
    /// The app's name.
    public static let appName = "Threshold Transit"
    /// The location page's question.
    public static let locationTitle = "Use your location?"
    /// Why the app asks for the location.
    public static let locationExplanation = "Threshold Transit can show the stops and departures around you. Your location stays on this device; you can say no and pick stops by hand."
    /// The location page's allow button.
    public static let allowLocation = "Allow location"
    /// The location page's decline button.
    public static let notNow = "Not now"
    /// The region page's title.
    public static let regionTitle = "Choose your region"
    /// The region page's search placeholder.
    public static let regionPlaceholder = "type a city or region"
    /// Said when no region matches the search text.
    public static func noRegionMatches(_ query: String) -> String { "No region matches \"\(query)\"." }
    /// The service-alerts page's title.
    public static let alertsTitle = "Service alerts"
    /// The service-alerts page's text.
    public static let alertsExplanation = "Choose the service alerts to follow. You can change them later."
    /// The button that moves on.
    public static let continueTitle = "Continue"
    /// Said when an answer could not be stored (the store's own error is for logs, not people).
    public static let answerNotSaved = "Your answer could not be saved. Try again."
}
