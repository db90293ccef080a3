import Features
import Foundation
import TestSupport
import ThresholdCore

/// A face a journey runs through: it does each intent its own way (keys, menu numbers, commands)
/// and answers with what the user saw.
public protocol JourneyFace: AnyObject {
    /// The face's name in test output.
    static var name: String { get }
    /// Opens the face on a data folder that ``JourneyFolder`` made.
    init(folder: JourneyFolder) throws
    /// Does `intent`; returns the text the user saw while and after doing it.
    func perform(_ intent: Journey.Intent) throws -> String
    /// Ends the session (the plain face runs its script here and splits what it printed).
    func finish() throws -> [String]?
    /// Why the face can't do this journey (listed in docs/parity.md), or nil.
    static func cannotDo(_ journey: Journey) -> String?
}

extension JourneyFace {
    public func finish() throws -> [String]? { nil }
    public static func cannotDo(_ journey: Journey) -> String? { nil }
}

/// A data folder set up for a journey: the same store, profiles and messages for every face.
public final class JourneyFolder {
    public let directory = TemporaryDirectory("journey")
    public let setup: Journey.Setup
    /// The passcode that opens the data now: the set-up's, the self-destruct passcode once a
    /// self-destruct replaced the data (it becomes the new install's passcode), none after a wipe.
    public private(set) var passcode: String?
    /// The recovery key made at set-up (``Journey/Setup/recoveryKey``), as shown to the user.
    public private(set) var recoveryKey: String?

    public init(_ setup: Journey.Setup) throws {
        self.setup = setup
        passcode = setup.passcode
        let store = try open()
        for name in setup.profiles { try store.createProfile(name: name) }
        for message in setup.messages {
            _ = try store.receiveMessage(profile: ProfileRef(message.profile), contact: message.contact, text: message.text)
        }
        if setup.seededMessages > 0 { try store.seed(SeedPlan(profiles: 1, chats: 8, messages: setup.seededMessages)) }
        if let first = setup.profiles.first { try store.activateProfile(ProfileRef(first)) }
        if let passcode = setup.passcode { try store.setPasscode(passcode) }
        if setup.onboarded {
            try store.completeOnboarding(steps: MessengerFlow.allSteps(of: JourneyFolder.brand))
            try store.setWhatsNewSeenVersion("1.2")
        }
        // After onboarding: a self-destruct keeps the install choices of the moment it was set.
        if let selfDestruct = setup.selfDestruct { try store.setSelfDestruct(passcode: selfDestruct.passcode, displayName: selfDestruct.name) }
        if let limit = setup.wipeAfter { try store.setWipeAfter(limit) }
        if setup.recoveryKey {
            let key = try RecoveryKey.generate()
            try store.setRecoveryKey(key)
            recoveryKey = key.text
        }
    }

    /// Where an export to a chosen file writes (faces that choose the file).
    public let exportDirectory = TemporaryDirectory("journey-export")
    /// The new device a migration imports on: an empty data folder.
    public let newDevice = TemporaryDirectory("journey-new-device")
    /// The migration link the last export showed.
    public var exportedLink: String?

    /// The migration link in `text` (what an export showed), if any.
    public static func link(in text: String) -> String? {
        guard let start = text.range(of: "threshold:/migrate?") else { return nil }
        let link = text[start.lowerBound...].prefix { !$0.isWhitespace && $0 != "\u{1B}" }
        return String(link)
    }

    /// Keeps the link `text` shows (an export's), when it shows one.
    public func noteExport(in text: String) {
        if let link = Self.link(in: text) { exportedLink = link }
    }

    /// The archive files exports wrote: the folder's `archives/` and ``exportDirectory``.
    public var archiveFiles: [String] {
        [directory.file("archives"), exportDirectory.path].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".age") }.map { folder + "/" + $0 }
        }
    }

    /// The recovery key opened the data under `newPasscode`.
    public func recovered(newPasscode: String) { passcode = newPasscode }

    /// Follows what a passcode typed at the lock screen did to the data: the self-destruct
    /// passcode is the new install's passcode; reaching the wipe-after limit leaves no lock.
    public func typedAtLockScreen(_ typed: String) throws {
        if typed == setup.selfDestruct?.passcode { passcode = typed }
        else if typed != passcode, setup.wipeAfter != nil {
            let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
            if try !store.isLockOn() { passcode = nil }
        }
    }

    /// What another `threshold` on this folder says while the face's app runs: the app must hold
    /// the folder (`dataInUse`), whatever happened since it started (a self-destruct, a wipe).
    public func startSecondApp() throws -> String {
        let result = try BinaryRunner.run("threshold", ["--data-dir", path, "--plain"], stdin: (passcode ?? "") + "\n")
        return result.stdout + result.stderr
    }

    /// What `threshold migrate import --replace` on this folder says while the face's app runs.
    /// The link names an archive that does not exist: the folder is held before the archive is read.
    public func importReplacing() throws -> String {
        let link = "threshold:/migrate?v=1&archive=\(directory.file("missing.age"))&key=AGE-SECRET-KEY-1GFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPQ4EGAEX&sha256=\(String(repeating: "0123456789abcdef", count: 4))&size=1234"
        // The link on standard input (after the passcode), as the command asks it.
        let result = try BinaryRunner.run("threshold", ["--data-dir", path, "migrate", "import", "--replace"] + (passcode == nil ? [] : ["--passcode-stdin"]),
                                          stdin: (passcode.map { [$0] } ?? []).joined() + (passcode == nil ? "" : "\n") + link + "\n")
        return result.stdout + result.stderr
    }

    /// The start of the `dataInUse` message (the folder's path follows it).
    public static var dataInUse: String {
        ErrorReport(SessionError.dataInUse(directory: "/")).message.components(separatedBy: "/").first ?? "?"
    }

    /// The data folder.
    public var path: String { directory.path }

    /// The store on the folder, with the cheap key derivation the tests use (the command line
    /// reads the parameters the folder was made with).
    public func open() throws -> ThresholdStore {
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        if let passcode, try store.isLockOn() { _ = try store.unlock(passcode: passcode) }
        return store
    }

    /// A running app's session on the folder, as `threshold` starts it: it holds the folder
    /// (``InstanceLock``) until ``AppSession/end()``. `passLock` is the face's way through the lock
    /// at start; without it the set-up's passcode is typed when ``Journey/Setup/unlockAtStart``.
    public func openApp(passLock: ((LockDoor) throws -> Void)? = nil) throws -> AppSession {
        let passcode = setup.unlockAtStart ? self.passcode : nil
        return try AppSession.open(dataDirectoryFlag: path, environment: environment, brand: Self.brand, deviceToken: FixedDeviceToken(nil),
                                   interactive: true, kdfParameters: .testing) { door in
            if let passLock { return try passLock(door) }
            guard let passcode else { return }
            _ = try door.pass(attempts: 1, isInteractive: false, readPasscode: { passcode }, wrongPasscode: {})
        }
    }

    /// The environment the app starts with (``Journey/Setup/lockDelay``).
    public var environment: [String: String] {
        setup.lockDelay.map { ["THRESHOLD_LOCK_DELAY": String($0)] } ?? [:]
    }

    /// Added by a face to what the user saw each time it answered a passcode prompt that a step
    /// opened (not the lock screen): the passcode was asked again.
    public static let passcodeAsked = "[the passcode was asked]"

    /// The built-in brand (it always parses).
    public static var brand: Brand {
        do { return try Brand.builtIn() } catch { fatalError("the built-in brand must parse: \(error)") }
    }
}
