import Brand
import ThresholdCore

/// What the faces read and change besides the profile operations: the lock, chats, what's new,
/// onboarding progress, the outbox and the developer commands. The session keeps the store to
/// itself; every face goes through these, so a rule added here holds in every face.
extension AppSession {
    // MARK: Lock

    /// Whether the app lock (a passcode) is on.
    public func isLockOn() throws -> Bool { try store.isLockOn() }
    /// The lock's settings (never the passcodes).
    public func lockStatus() throws -> LockStatus { try store.lockStatus() }
    /// Checks `passcode` (counted against the attempt limit) and opens the data; a self-destruct
    /// passcode replaces it (``UnlockResult/dataReplaced``), and so does a wrong one that reaches
    /// the wipe-after limit: either way an app keeps holding the data directory (its lock file was
    /// renewed with every other file).
    ///
    /// This is the lock screen's check: accepted, it grants the sensitive profile actions for the
    /// lock delay (``AuthorizationGate``). A prompt opened for an action uses
    /// ``confirmPasscode(_:)``.
    public func unlock(passcode: String) throws -> UnlockResult {
        let result = Result { try store.unlock(passcode: passcode) }
        try keepHoldingDataDirectory()
        let outcome = try result.get()
        // A self-destruct passcode looks like an ordinary unlock in everything that follows.
        authorization.passcodeAccepted()
        // A re-key a command's hide, unhide or delete left owed while an app held the data.
        if holdsDataDirectory { settleOwedRekey() }
        // The lock screen's language agrees with the data now open (a self-destruct's has none).
        keepLockScreenLanguage()
        return outcome
    }
    /// ``unlock(passcode:)`` for a prompt the user opened before an action (a lock change, an
    /// export, a sensitive profile action): accepted, it also lets the actions asked every time
    /// through until the user is idle (``AuthorizationGate``).
    public func confirmPasscode(_ passcode: String) throws -> UnlockResult {
        let outcome = try unlock(passcode: passcode)
        authorization.passcodeAccepted(forAction: true)
        return outcome
    }
    /// Throws `LockError.locked` unless `action` may run now (``AuthorizationGate``): every
    /// operation that changes the lock, exports or touches a profile's secrecy passes here first.
    func authorize(_ action: UserAction) throws {
        try authorization.require(action, isLockOn: store.isLockOn())
    }
    /// Sets or changes the passcode (the protection level becomes `passcode`).
    public func setPasscode(_ passcode: String) throws {
        try authorize(.setPasscode)
        try store.setPasscode(passcode)
        keepLockScreenLanguage()
    }
    /// Turns the passcode off, with the self-destruct passcode and the attempt limit.
    public func clearPasscode() throws {
        try authorize(.clearPasscode)
        try store.clearPasscode()
        keepLockScreenLanguage()
    }
    /// Sets the self-destruct passcode and the name of the profile a self-destruct leaves.
    public func setSelfDestruct(passcode: String, displayName: String) throws {
        try authorize(.selfDestructPasscode)
        try store.setSelfDestruct(passcode: passcode, displayName: displayName)
    }
    /// Removes the self-destruct passcode.
    public func clearSelfDestruct() throws {
        try authorize(.selfDestructPasscode)
        try store.clearSelfDestruct()
    }
    /// Wipes everything after `attempts` wrong passcodes in a row (nil: never).
    public func setWipeAfter(_ attempts: Int?) throws {
        try authorize(.wipeAfter)
        try store.setWipeAfter(attempts)
    }
    /// Moves the database key to the keyring or key-file level (the passcode must be off).
    public func setProtectionLevel(_ level: ProtectionLevel) throws { try store.setProtectionLevel(level) }
    /// Finishes a self-destruct or wipe a killed process left (opening the store already did);
    /// true when this session's opening did.
    @discardableResult
    public func finishPendingWipe() throws -> Bool { try store.finishPendingWipe() }
    /// The largest attempt limit.
    public static var maxWipeAfter: Int { ThresholdStore.maxWipeAfter }

    // MARK: Profiles

    /// How many profiles are visible.
    public func visibleProfileCount() throws -> Int { try store.visibleProfileCount() }
    /// The active profile, if any.
    public func activeProfile() throws -> Profile? { try store.activeProfile() }
    /// Whether a visible profile has this name (asking a hidden profile's password only then).
    public func isVisibleProfileName(_ name: String) throws -> Bool { try store.isVisibleProfileName(name) }
    /// Checks a display name as creating a profile does.
    public static func validateName(_ name: String) throws(ProfileError) { try ThresholdStore.validateName(name) }
    /// What the home screens show, read now.
    public func homeSnapshot() throws -> HomeSnapshot { try HomeSnapshot.read(from: store) }
    /// The hidden profiles `password` reveals (one KDF run whatever their number; none on failure).
    /// (Nothing, and no reason, while the passcode is to be asked first.)
    public func reveal(_ password: String) -> [Profile] {
        guard (try? authorize(.revealProfiles)) != nil else { return [] }
        return ProfileSearch.reveal(password, in: store)
    }
    /// Shows `notice` the first time only: true when the face should show it now (it is remembered).
    public func takeNoticeIfFirst(_ notice: Notice) -> Bool { Notice.takeIfFirst(notice, store: store) }
    /// Remembers that `notice` was shown.
    public func markNoticeShown(_ notice: Notice) { Notice.markShown(notice, store: store) }

    // MARK: Chats

    /// The active profile's chats.
    public func chatsOfActiveProfile() throws -> [Chat] { try store.chatsOfActiveProfile() }
    /// Marks the active profile's chat with `contact` read; returns how many messages were unread.
    public func readChat(_ contact: String) throws -> Int { try store.readChat(contact) }
    /// The server the developer commands record messages as coming from.
    public static var defaultServer: String { ThresholdStore.defaultServer }
    /// Records an incoming message for `ref`'s chat with `contact`; true when it should notify.
    @discardableResult
    public func receiveMessage(profile ref: ProfileRef, contact: String, text: String,
                               server: String = ThresholdStore.defaultServer) throws -> Bool {
        try store.receiveMessage(profile: ref, contact: contact, text: text, server: server)
    }
    /// Records an incoming message on a server queue; true when it should notify.
    @discardableResult
    public func receiveMessage(server: String, queue: String, text: String) throws -> Bool {
        try store.receiveMessage(server: server, queue: queue, text: text)
    }

    // MARK: Onboarding and what's new

    /// Whether the flow has steps to show now.
    public func needsOnboarding() throws -> Bool { try MessengerFlow.needsOnboarding(brand: brand, store: store) }
    /// The onboarding progress as stored.
    public func onboardingSnapshot() throws -> OnboardingSnapshot { try store.onboardingSnapshot() }
    /// Forgets the onboarding progress (the flow runs again).
    public func resetOnboarding() throws { try store.resetOnboarding() }
    /// The roles every enabled set of operators must cover.
    public static var requiredRoles: [String] { ThresholdStore.requiredRoles }
    /// The newest what's-new version seen.
    public func whatsNewSeenVersion() throws -> String? { try store.whatsNewSeenVersion() }
    /// Records `version` as seen.
    public func setWhatsNewSeenVersion(_ version: String) throws { try store.setWhatsNewSeenVersion(version) }
    /// A step-by-step onboarding on this session's store.
    public func onboardingSession() throws -> OnboardingSession {
        try OnboardingSession(brand: brand, store: store, deviceToken: deviceToken)
    }

    // MARK: Outbox and developer commands

    /// The server requests still owed.
    public func outboxJobs() throws -> [OutboxJob] { try store.outboxJobs() }
    /// Sends every owed request now through the built-in HTTP client.
    public func flushOutbox() throws -> OutboxReport {
        try OutboxDeliverer(store: store, client: HTTPServerClient()).deliver(force: true)
    }
    /// Fills the store for demos and benchmarks.
    public func seed(_ plan: SeedPlan) throws -> [Profile] { try store.seed(plan) }
    /// Every row the database key reads (the passcode holder's view).
    public func dumpDatabase() throws -> DatabaseDump { try store.dumpDatabase() }
}

/// The app lock at the door of a session being opened: what a face's way through the lock gets
/// (``AppSession/open(dataDirectoryFlag:environment:brand:deviceToken:interactive:kdfParameters:passLock:)``).
public struct LockDoor {
    let store: ThresholdStore

    /// Whether the app lock is on (a face checks its flags against it before reading a line).
    public func isLockOn() throws -> Bool { try store.isLockOn() }

    /// Passes the lock as ``AppLockGate/pass(store:attempts:isInteractive:readPasscode:wrongPasscode:)`` does.
    public func pass(attempts: Int, isInteractive: Bool, readPasscode: () -> String?,
                     wrongPasscode: () -> Void) throws -> UnlockResult {
        try AppLockGate.pass(store: store, attempts: attempts, isInteractive: isInteractive,
                             readPasscode: readPasscode, wrongPasscode: wrongPasscode)
    }
}
