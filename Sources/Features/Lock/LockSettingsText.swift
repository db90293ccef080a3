/// Settings › App lock's texts, once for every face: its rows, the confirmations before a change,
/// what a change did, and the passcode prompt's lines. The full screen lays them out; plain mode
/// and the desktop can show the same.
public enum LockSettingsText {
    // MARK: The rows

    /// The passcode row and form.
    public static var passcode: String { tr("Passcode", context: "settings row") }
    /// The self-destruct passcode row and form.
    public static var selfDestruct: String { tr("Self-destruct passcode") }
    /// The attempt limit row and form.
    public static var wipeAfter: String { tr("Wipe after wrong passcodes") }
    /// The attempt limit's state: after how many wrong passcodes.
    public static func wipeAfterState(_ limit: Int) -> String { tr("After {count}", ["count": .number(limit)]) }
    /// What the app lock does.
    public static var explanation: String {
        tr("The passcode is asked at start and before creating, deleting, hiding, unhiding or revealing profiles.")
    }
    /// The passcode form's title: first set, or changed.
    public static func setPasscode(isChange: Bool) -> String { isChange ? tr("Change passcode") : tr("Set passcode") }

    // MARK: Before a change

    /// Asked before a self-destruct passcode or attempt limit is set without a passcode.
    public static var passcodeFirstTitle: String { tr("Set a passcode first") }
    /// Why the self-destruct passcode needs a passcode.
    public static var selfDestructNeedsPasscode: String {
        tr("The self-destruct passcode works at the passcode prompt: set a passcode first.")
    }
    /// Why the attempt limit needs a passcode.
    public static var wipeAfterNeedsPasscode: String {
        tr("The attempt limit counts wrong passcodes: set a passcode first.")
    }
    /// Turning the lock off: the question.
    public static var turnOffTitle: String { tr("Turn off the app lock?") }
    /// Turning the lock off: what else goes.
    public static var turnOffMessage: String {
        tr("Threshold will open without a passcode. The self-destruct passcode and the attempt limit are removed too.")
    }
    /// The button that turns something off.
    public static var turnOff: String { tr("Turn off") }
    /// Removing the self-destruct passcode: the question.
    public static var removeSelfDestructTitle: String { tr("Remove the self-destruct passcode?") }
    /// Removing the self-destruct passcode: what changes.
    public static var removeSelfDestructMessage: String { tr("Entering it will no longer wipe the data.") }
    /// The button that removes.
    public static var remove: String { tr("Remove") }
    /// Turning the attempt limit off: the question.
    public static var turnOffLimitTitle: String { tr("Turn off the attempt limit?") }
    /// Turning the attempt limit off: what changes.
    public static var turnOffLimitMessage: String { tr("Wrong passcodes will never wipe the data.") }
    /// Setting the passcode: the question (first time, or a change).
    public static func setPasscodeTitle(isChange: Bool) -> String {
        isChange ? tr("Change the passcode?") : tr("Turn on the app lock?")
    }
    /// Setting the passcode: when it is asked, and what forgetting it means.
    public static var setPasscodeMessage: String {
        tr("Threshold will ask for this passcode at start and before creating, deleting, hiding, unhiding or revealing profiles. If you forget it, your data can't be opened.")
    }
    /// Setting the self-destruct passcode: the question.
    public static var setSelfDestructTitle: String { tr("Set the self-destruct passcode?") }
    /// Setting the self-destruct passcode: what it does, with the profile it opens.
    public static func setSelfDestructMessage(_ name: String) -> String {
        tr("Entered at any passcode prompt, it wipes ALL data on this device and opens a new profile named \"{name}\", as if nothing happened. It then becomes the passcode.", ["name": .user(name)])
    }
    /// The button that sets the self-destruct passcode.
    public static var setSelfDestructButton: String { tr("Set self-destruct passcode") }
    /// Setting the attempt limit: the question.
    public static func setWipeAfterTitle(_ limit: Int) -> String {
        trn("Wipe after {count} wrong passcode?", "Wipe after {count} wrong passcodes?", count: limit)
    }
    /// Setting the attempt limit: what happens.
    public static func setWipeAfterMessage(_ limit: Int) -> String {
        trn("After {count} wrong passcode in a row, at any prompt and across restarts, ALL data on this device is wiped.",
            "After {count} wrong passcodes in a row, at any prompt and across restarts, ALL data on this device is wiped.",
            count: limit)
    }
    /// The button that sets the attempt limit.
    public static var setLimit: String { tr("Set limit") }

    // MARK: After a change

    /// The passcode was set.
    public static var passcodeSet: String {
        tr("Passcode set. Threshold asks for it at start and before creating, deleting, hiding, unhiding or revealing profiles.")
    }
    /// The lock was turned off.
    public static var lockOff: String {
        tr("The app lock is off. The self-destruct passcode and the attempt limit were removed too.")
    }
    /// The self-destruct passcode was set, with the profile it opens.
    public static func selfDestructSet(_ name: String) -> String {
        tr("Self-destruct passcode set. Entered at any passcode prompt, it wipes all data and opens a new profile named \"{name}\".", ["name": .user(name)])
    }
    /// The self-destruct passcode was removed.
    public static var selfDestructRemoved: String { tr("Self-destruct passcode removed.") }
    /// The attempt limit was set.
    public static func wipeAfterSet(_ limit: Int) -> String {
        trn("All data will be wiped after {count} wrong passcode in a row.",
            "All data will be wiped after {count} wrong passcodes in a row.", count: limit)
    }
    /// The attempt limit was turned off.
    public static var wipeAfterOff: String { tr("Attempt limit off: wrong passcodes never wipe the data.") }

    // MARK: The passcode prompt

    /// After a wrong passcode; with an attempt limit, how many attempts are left.
    public static func wrongPasscode(attemptsLeft: Int?) -> String {
        guard let attemptsLeft else { return tr("Wrong passcode. Try again.") }
        return trn("Wrong passcode. {count} attempt left before all data is wiped.",
                   "Wrong passcode. {count} attempts left before all data is wiped.", count: attemptsLeft)
    }

    // MARK: Protection level

    /// What the protection row does while the passcode is off.
    public static var levelHelp: String {
        tr("Without a passcode the database key is kept by the desktop keyring or in a key file beside the data. Enter switches between the two. A passcode (the first row) protects the data best.")
    }
    /// The confirmation's title.
    public static func setLevelTitle(_ level: String) -> String { tr("Protect the data with {level}?", ["level": .text(level)]) }
    /// The confirmation's text.
    public static func setLevelMessage(_ level: ProtectionLevel) -> String {
        switch level {
        case .keyring: tr("The database key moves into the desktop keyring (Secret Service): whoever copies the data folder can't read it without your login keyring.")
        case .keyfile, .passcode: tr("The database key moves into a key file beside the data: this protects copies of the database, not a copy of the whole folder.")
        }
    }
    /// The confirmation's button.
    public static var setLevelButton: String { tr("Change", context: "button") }
    /// After the change.
    public static func levelSet(_ level: String) -> String { tr("The data is now protected by: {level}.", ["level": .text(level)]) }
    /// The level in one or two words (a row's detail).
    public static func levelShort(_ level: ProtectionLevel) -> String {
        switch level {
        case .passcode: tr("Passcode", context: "protection level")
        case .keyring: tr("Keyring", context: "protection level")
        case .keyfile: tr("Key file", context: "protection level")
        }
    }
}
