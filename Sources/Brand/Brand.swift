/// Everything that makes the app white-label: names, art, colors, operators, conditions,
/// notification offer, what's new and the onboarding steps.
///
/// Obtain one with ``Brand/builtIn()``, ``Brand/load(contentsOf:)`` or
/// ``Brand/parse(_:fileName:baseDirectory:)``; the format is described in docs/brand.md.
public struct Brand: Equatable, Sendable {
    /// The app's name.
    public let appName: String
    /// The welcome screen's tagline.
    public let tagline: String
    /// Text-art logo, light and dark.
    public let logo: LogoArt
    /// Accent colors, light and dark.
    public let accentColors: AccentColors
    /// Welcome screen highlight rows.
    public let highlights: [Highlight]
    /// Server operators, in display order (may be empty when no conditions step runs).
    public let operators: [ServerOperator]
    /// Conditions of use (present whenever the conditions step runs).
    public let conditions: ConditionsDocument?
    /// Notification modes offered and the periodic interval.
    public let notifications: NotificationOffer
    /// What's new entries, newest first.
    public let whatsNew: [WhatsNewEntry]
    /// Onboarding steps, in order.
    public let steps: [BrandStep]
    /// The per-language values of the texts above (``localized(for:untranslated:)`` picks them).
    public let translations: BrandTranslations

    /// Creates a brand from already validated parts (``Brand/parse(_:fileName:baseDirectory:)``
    /// is the checked way in). `whatsNew` is sorted newest first. The plain fields are the
    /// default (English) values.
    public init(appName: String, tagline: String, logo: LogoArt, accentColors: AccentColors,
                highlights: [Highlight], operators: [ServerOperator], conditions: ConditionsDocument?,
                notifications: NotificationOffer, whatsNew: [WhatsNewEntry], steps: [BrandStep],
                translations: BrandTranslations = BrandTranslations()) {
        self.appName = appName
        self.tagline = tagline
        self.logo = logo
        self.accentColors = accentColors
        self.highlights = highlights
        self.operators = operators
        self.conditions = conditions
        self.notifications = notifications
        self.whatsNew = whatsNew.sorted { $0.version > $1.version }
        self.steps = steps
        self.translations = translations
    }
}
