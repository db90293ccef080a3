/// Texts several faces show on the same screens, written once (each face only lays them out).
public enum ScreenText {
    /// The full screen's message below its smallest size, most important line first (issue 35: it
    /// was English with raw numbers in every language). Sizes are columns × rows.
    public static func terminalTooSmall(needs required: (width: Int, height: Int), has actual: (width: Int, height: Int)) -> [String] {
        [tr("Terminal too small"),
         tr("Need {width}×{height}, have {actualWidth}×{actualHeight}.",
            ["width": .number(required.width), "height": .number(required.height),
             "actualWidth": .number(actual.width), "actualHeight": .number(actual.height)]),
         tr("Enlarge the window, or press Ctrl-C to quit.")]
    }
    /// An alert's title over an error's message (the full screen's alerts, the desktop's dialogs).
    public static var error: String { tr("Error") }
    /// A passcode field's placeholder (the lock screen, a locked archive's passcode).
    public static var passcodeField: String { tr("Passcode", context: "field") }
    /// A passcode was refused.
    public static var wrongPasscode: String { tr("Wrong passcode.") }
    /// A switch's two states as a terminal face draws them ("[x] On" / "[ ] Off").
    public static var switchLabels: (on: String, off: String) { (tr("On", context: "state"), tr("Off", context: "state")) }
    /// Welcome → "How it works".
    public static var howItWorks: String {
        tr("Threshold has no user identifiers: your profiles live on this device and are shared only with the contacts you choose. Servers relay messages without knowing who talks to whom, and anybody can host one.")
    }
    /// The footer of "Create your profile" (the seed's privacy note).
    public static var createProfileFooter: String { tr("Your profile is stored on your device and shared only with your contacts.") }
    /// The explanation under "Push notifications".
    public static var notificationsExplanation: String { tr("Choose how the app tells you about new messages. You can change it later in Settings.") }
    /// The help of "Migrate from another device".
    public static var migrationImportHelp: String {
        tr("On the other device, export with Settings or `threshold migrate export`, then paste the link it shows here. If the archive is not where the link says (another folder, a USB stick), you are asked where it is.")
    }
    /// What's new: one version's heading (its items follow).
    public static func whatsNewHeading(version: String, title: String) -> String {
        tr("What's new in {version}: {title}", ["version": .text(version), "title": .text(title)])
    }
    /// What's new: nothing the user has not seen.
    public static var upToDate: String { tr("You are up to date.") }
    /// Conditions of use, with the document's version (its text follows).
    public static func conditionsHeading(version: String) -> String {
        tr("Conditions of use (version {version})", ["version": .text(version)])
    }
    /// After accepting the conditions for the selected operators.
    public static func conditionsAccepted(_ count: Int) -> String {
        trn("Conditions accepted for {count} operator.", "Conditions accepted for {count} operators.", count: count)
    }
}
