import ThresholdCore

extension AppSession {
    /// Opens the data for the desktop app: an interactive session (it holds the data directory,
    /// so a second window is refused with `dataInUse`), the brand of `$THRESHOLD_BRAND` or the
    /// built-in one, and no prompt: the desktop shows its own lock screen after start-up.
    public static func openForDesktop(dataDirectoryFlag: String?, environment: [String: String],
                                      deviceToken: String?) throws -> AppSession {
        let brand = try loadBrand(flag: environment["THRESHOLD_BRAND"])
        return try open(dataDirectoryFlag: dataDirectoryFlag, environment: environment, brand: brand,
                        deviceToken: FixedDeviceToken(deviceToken ?? desktopNotifications), interactive: true, passLock: { _ in })
    }
}

extension AppSession {
    /// The desktop's "device token": it needs none, as it raises its notifications itself through
    /// the session's notification server while it runs, so a mode is never "waiting for a token"
    /// there (the phone's "No device token!" is not a desktop idea).
    static let desktopNotifications = "desktop-session"

    /// ``openForDesktop(dataDirectoryFlag:environment:deviceToken:)`` when it failed because only
    /// the recovery key opens the data (``offersRecovery(after:)``): the session stays locked
    /// (``needsRecoveryKey``) for the recovery page.
    public static func openForDesktopRecovery(dataDirectoryFlag: String?, environment: [String: String],
                                              deviceToken: String?) throws -> AppSession {
        let brand = try loadBrand(flag: environment["THRESHOLD_BRAND"])
        return try openForRecovery(dataDirectoryFlag: dataDirectoryFlag, environment: environment, brand: brand,
                                   deviceToken: FixedDeviceToken(deviceToken ?? desktopNotifications))
    }
}
