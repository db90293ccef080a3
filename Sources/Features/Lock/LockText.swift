import ThresholdCore

/// The app lock's texts (its settings, prompts and answers), once for plain mode and the command
/// line (the full screen and the desktop have their own layouts of the same settings).
public enum LockText {
    /// A setting's state as the lock's status shows it.
    public static func onOff(_ on: Bool) -> String {
        on ? tr("on", context: "app lock setting") : tr("off", context: "app lock setting")
    }

    /// The attempt limit as the status shows it: a number, or off.
    public static func wipeAfter(_ limit: Int?) -> String {
        limit.map(Formats.number) ?? onOff(false)
    }

    /// A protection level's name in the status.
    public static func levelName(_ level: ProtectionLevel) -> String {
        switch level {
        case .passcode: tr("passcode", context: "protection level")
        case .keyring: tr("desktop keyring", context: "protection level")
        case .keyfile: tr("key file", context: "protection level")
        }
    }

    /// `lock status`: one setting a line.
    public static func status(level: ProtectionLevel, isOn: Bool, selfDestruct: Bool, wipeAfter limit: Int?) -> String {
        [tr("Protection: {level}", ["level": .text(levelName(level))]),
         tr("Passcode: {state}", ["state": .text(onOff(isOn))]),
         tr("Self-destruct passcode: {state}", ["state": .text(onOff(selfDestruct))]),
         tr("Wipe after wrong passcodes: {limit}", ["limit": .text(wipeAfter(limit))])].joined(separator: "\n")
    }

    /// Plain mode's status line above the lock menu.
    public static func statusLine(isOn: Bool, selfDestruct: Bool, wipeAfter limit: Int?) -> String {
        tr("Passcode: {passcode}; self-destruct passcode: {selfDestruct}; wipe after wrong passcodes: {limit}",
           ["passcode": .text(onOff(isOn)), "selfDestruct": .text(onOff(selfDestruct)), "limit": .text(wipeAfter(limit))])
    }

    /// The lock settings' title.
    public static var title: String { tr("App lock") }
    /// Plain mode's entry (and its question) for the protection level while the passcode is off.
    public static var chooseLevel: String { tr("Where the database key is kept (without a passcode)") }
    public static var setPasscode: String { tr("Set passcode") }
    public static var changePasscode: String { tr("Change passcode") }
    public static var turnOff: String { tr("Turn off passcode") }
    public static var setSelfDestruct: String { tr("Set self-destruct passcode") }
    public static var removeSelfDestruct: String { tr("Remove self-destruct passcode") }
    public static var wipeAfterEntry: String { tr("Wipe after wrong passcodes") }

    /// The prompt of a new passcode.
    public static var newPasscodePrompt: String { tr("New passcode: ") }
    /// The prompt of the self-destruct passcode.
    public static var selfDestructPrompt: String { tr("Self-destruct passcode: ") }

    /// Plain mode, after a passcode is set.
    public static var passcodeSet: String { tr("Passcode set. Threshold asks for it at start and before sensitive changes.") }
    /// The command line, after a passcode is set.
    public static var passcodeSetForCommands: String { tr("Passcode set. Every command now asks for it.") }
    /// A short passcode's warning, as a line.
    public static func warning(_ text: String) -> String { tr("Warning: {warning}", ["warning": .text(text)]) }
    /// After the passcode is turned off.
    public static var passcodeRemoved: String { tr("Passcode removed, with the self-destruct passcode and the attempt limit.") }
    /// After the self-destruct passcode is set.
    public static var selfDestructSet: String { tr("Self-destruct passcode set.") }
    /// After the self-destruct passcode is removed.
    public static var selfDestructRemoved: String { tr("Self-destruct passcode removed.") }
    /// Before the self-destruct passcode is asked (plain mode).
    public static var selfDestructExplained: String {
        tr("Entering the self-destruct passcode at the lock erases all data and starts a fresh profile with the name you give here.")
    }
    /// The name of the profile a self-destruct leaves (plain mode, shown as typed).
    public static var selfDestructNamePrompt: String { tr("Profile name after a wipe: ") }
    /// The same on the command line, read without echo.
    public static var selfDestructNameHiddenPrompt: String { tr("Name of the profile a self-destruct leaves (not shown): ") }
    /// Plain mode's question for the attempt limit ("off" is typed as it is).
    public static var wipeAfterQuestion: String {
        tr("Wipe all data after how many wrong passcodes (1-{max}, or off)? ", ["max": .number(AppSession.maxWipeAfter)])
    }
    /// After the attempt limit is set (nil: off).
    public static func wipeAfterSet(_ limit: Int?) -> String {
        limit.map { trn("All data will be wiped after {count} wrong passcode in a row.",
                        "All data will be wiped after {count} wrong passcodes in a row.", count: $0) }
            ?? tr("Attempt limit off.")
    }
    /// The two entries of a new passcode differ (plain mode goes back to the menu).
    public static var passcodesDiffer: String { tr("The two passcodes differ; nothing was changed.") }
    /// After `lock level keyring|keyfile`.
    public static func levelChosen(_ level: ProtectionLevel) -> String {
        level == .keyring
            ? tr("The database key is now kept by the desktop keyring. If that keyring entry is lost, only a recovery key opens the data.")
            : tr("The database key is now kept in threshold.key beside the data. This protects copies of the database file alone, not your account.")
    }
}
