/// Texts several faces show on the same screens, written once (each face only lays them out).
public enum ScreenText {
    /// Welcome → "How it works".
    public static let howItWorks = "Threshold has no user identifiers: your profiles live on this device and are "
        + "shared only with the contacts you choose. Servers relay messages without knowing who talks to whom, "
        + "and anybody can host one."
    /// The footer of "Create your profile" (the seed's privacy note).
    public static let createProfileFooter = "Your profile is stored on your device and shared only with your contacts."
    /// The explanation under "Push notifications".
    public static let notificationsExplanation = "Choose how the app tells you about new messages. You can change it later in Settings."
    /// The help of "Migrate from another device".
    public static let migrationImportHelp = "On the other device, export with Settings or `threshold migrate export`, copy the "
        + "archive here (same path), then paste the link it shows."
}
