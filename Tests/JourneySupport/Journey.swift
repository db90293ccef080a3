import Features
import ThresholdCore

/// One user journey, written once: what is on the device before it, what the user does (as
/// intents, not keys), and what the user must see after each step. Every face runs the same list
/// (``JourneySuite``): the model (`AppSession`, what every face calls), the full screen, plain mode
/// and the command line, each with its own keys, menus or commands (issue 31, "one journey suite").
public struct Journey: Sendable, CustomStringConvertible {
    /// What a data folder holds before the first step.
    public struct Setup: Sendable {
        /// Profiles, oldest first; the first one is active after set-up.
        public var profiles: [String] = ["Ann"]
        /// Messages received: (profile, contact, text).
        public var messages: [(profile: String, contact: String, text: String)] = []
        /// The app passcode, if the lock is on.
        public var passcode: String?
        /// Whether the first run is over (a folder with profiles made by a finished onboarding).
        public var onboarded = true
        /// The self-destruct passcode and the name of the profile it leaves.
        public var selfDestruct: (passcode: String, name: String)? = nil
        /// Wipe everything after this many wrong passcodes.
        public var wipeAfter: Int? = nil
        /// Whether the face passes its lock screen before the first step (false: the journey's
        /// own ``Intent/unlock(_:)`` steps do).
        public var unlockAtStart = true
        /// `THRESHOLD_LOCK_DELAY`: idle seconds after which a sensitive action asks the passcode
        /// again (nil: the default).
        public var lockDelay: Int? = nil
        /// Whether a recovery key was made (``JourneyFolder/recoveryKey``).
        public var recoveryKey = false
        /// Demo messages added to the data (``ThresholdStore/seed(_:)``: one profile "Profile 1",
        /// eight chats): a migration of a few MiB.
        public var seededMessages = 0
    }

    /// One thing the user does.
    public enum Intent: Sendable, Equatable {
        /// Your chat profiles › the profile › Hide profile, with this password.
        case hide(String, password: String)
        /// Types the password where names are searched, and pauses.
        case reveal(password: String)
        /// Makes the profile the active one (a revealed hidden one too).
        case switchTo(String)
        /// Opens the active profile's chat with this contact.
        case read(chat: String)
        /// Your chat profiles › the profile › Mute / Unmute.
        case mute(String)
        case unmute(String)
        /// Your chat profiles › the profile › Delete profile (local data only), then confirms or not.
        case delete(String, confirm: Bool)
        /// Create profile with this name and bio, as typed; accepts a corrected name when offered.
        case create(name: String, bio: String)
        /// Settings › App lock › Wipe after wrong passcodes, typed as the user typed it.
        case wipeAfter(String)
        /// On Welcome: "Create your profile".
        case welcomeCreate
        /// Quits the app (as Ctrl-C or closing the window) and starts it again on the same folder.
        case restart
        /// Back (Esc, Alt+Left, an empty answer where the prompt says so).
        case back
        /// At the lock screen of the app just started: types this passcode and Enter (Unlock).
        case unlock(String)
        /// Another `threshold` started on the same folder while this app runs.
        case secondApp
        /// `threshold migrate import --replace LINK` on the same folder while this app runs.
        case importReplacing
        /// Settings › Language: this language code (nil: follow the system), picked where the face
        /// offers a list, typed where it takes a code.
        case language(String?)
        /// Settings › Theme: light, dark or system.
        case theme(String)
        /// Settings › Check data.
        case checkData
        /// At the lock screen: "Forgot passcode? Use the recovery key", the folder's key typed,
        /// then this new passcode (twice).
        case recover(newPasscode: String)
        /// Settings › What's new (then closes it).
        case whatsNew
        /// Settings › Server operators: switches this operator (brand id) on or off.
        case toggleOperator(String)
        /// Settings › Server operators › Accept conditions (for the operators switched on).
        case acceptOperators
        /// Leaves Settings › Server operators (Esc, Back) with a change not accepted, and answers
        /// the question: keep (Accept) or discard.
        case leaveOperators(keep: Bool)
        /// Settings › App lock › Self-destruct passcode: the name of the profile it leaves, as
        /// typed (a corrected name is accepted when offered, as Create profile offers it), then
        /// its passcode twice.
        case selfDestruct(name: String, passcode: String)
        /// Settings › Migrate to another device › Export to a file; the passcode asked for it is
        /// answered with `passcode` (nil: the folder's own). The link shown is kept
        /// (``JourneyFolder/exportedLink``).
        case export(passcode: String?)
        /// On a new device (an empty data folder, ``JourneyFolder/newDevice``): Migrate from another
        /// device, the link the export showed, and the other device's passcode when asked.
        case importOnNewDevice
        /// Settings › Migrate to another device, after the import: keep using this device, or
        /// delete its data.
        case finalize(deleteLocal: Bool)
        /// `threshold` with these arguments and environment (a usage error and its words).
        case command([String], environment: [String: String])
    }

    /// What must hold right after a step.
    public struct Outcome: Sendable {
        /// Texts the user sees (on the screen, or printed by the step).
        public var sees: [String] = []
        /// Texts the user must not see.
        public var doesNotSee: [String] = []
    }

    /// What the data holds after the last step (read from the folder, the same for every face).
    public struct Result: Sendable {
        /// The visible profiles' names, in list order.
        public var visibleProfiles: [String]? = nil
        /// Names of the visible profiles that are muted.
        public var muted: [String]? = nil
        /// The wipe-after limit (nil: off).
        public var wipeAfter: Int?? = nil
        /// A hidden profile that the password still reveals: (password, name).
        public var revealable: (password: String, name: String)? = nil
        /// Whether the app lock is on.
        public var lockOn: Bool? = nil
        /// The stored language setting (nil: follow the system).
        public var language: String?? = nil
        /// The stored theme setting (nil: follow the terminal or desktop).
        public var theme: String?? = nil
        /// A passcode that opens the data (checked on a store of its own, before the others).
        public var passcodeOpens: String? = nil
        /// The operators in use (brand ids, brand order).
        public var operatorsInUse: [String]? = nil
        /// The name of the profile a self-destruct leaves (nil: no self-destruct passcode).
        public var selfDestructName: String?? = nil
        /// How many archive files an export wrote (the folder's `archives/` and
        /// ``JourneyFolder/exportDirectory``).
        public var archivesWritten: Int? = nil
        /// The visible profiles the new device holds after the import.
        public var newDeviceProfiles: [String]? = nil
        /// Whether finalize deleted this device's data (no database left).
        public var sourceDeleted: Bool? = nil
        /// The bio of a visible profile: (name, bio).
        public var bio: (name: String, bio: String)? = nil
    }

    public var name: String
    public var setup = Setup()
    public var steps: [(intent: Intent, outcome: Outcome)]
    public var result = Result()

    public var description: String { name }

    /// Whether a step looks at the passcode prompts a face answered (``JourneyFolder/passcodeAsked``).
    public var watchesThePasscodePrompt: Bool {
        steps.contains { $0.outcome.sees.contains(JourneyFolder.passcodeAsked) || $0.outcome.doesNotSee.contains(JourneyFolder.passcodeAsked) }
    }

    /// Whether a step leaves the operators screen with a change not accepted.
    public var leavesOperators: Bool {
        steps.contains { if case .leaveOperators = $0.intent { true } else { false } }
    }

    /// Whether a step imports on a new device (a face that starts no second app can't).
    public var migrates: Bool {
        steps.contains { if case .importOnNewDevice = $0.intent { true } else { false } }
    }

    /// Whether a step runs a command (a face with no command line can't).
    public var runsCommands: Bool {
        steps.contains { if case .command = $0.intent { true } else { false } }
    }

    /// Whether the journey starts at the lock screen (``Intent/unlock(_:)`` steps).
    public var usesTheLockScreen: Bool {
        steps.contains { if case .unlock = $0.intent { true } else { false } }
    }
}
