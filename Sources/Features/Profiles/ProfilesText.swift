/// The texts of "Your chat profiles", once for every face (each face only lays them out).
public enum ProfilesText {
    /// The screen's title.
    public static var title: String { tr("Your chat profiles") }
    /// The search-or-password field's placeholder.
    public static var searchPlaceholder: String { tr("Search or enter password") }
    /// No visible profile matches the text, and no hidden one was revealed by it.
    public static var noMatch: String { tr("No matching profiles.") }
    /// The text is being tried as a password (or will be when the user pauses).
    public static var checking: String { tr("Checking password…") }
    /// Shown after hiding a profile (the seed's banner).
    public static var hiddenBanner: String { tr("Enter password above to show!") }
    /// The explicit choice that asks the app passcode before the text is tried as a password,
    /// offered when the lock's grant has ended (``Authorization``).
    public static var unlockToReveal: String { tr("Unlock to look for hidden profiles…") }
}
