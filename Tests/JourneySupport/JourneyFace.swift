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

    public init(_ setup: Journey.Setup) throws {
        self.setup = setup
        let store = try open()
        for name in setup.profiles { try store.createProfile(name: name) }
        for message in setup.messages {
            _ = try store.receiveMessage(profile: ProfileRef(message.profile), contact: message.contact, text: message.text)
        }
        if let first = setup.profiles.first { try store.activateProfile(ProfileRef(first)) }
        if let passcode = setup.passcode { try store.setPasscode(passcode) }
        if setup.onboarded {
            try store.completeOnboarding(steps: MessengerFlow.allSteps(of: JourneyFolder.brand))
            try store.setWhatsNewSeenVersion("1.2")
        }
    }

    /// The data folder.
    public var path: String { directory.path }

    /// The store on the folder, with the cheap key derivation the tests use (the command line
    /// reads the parameters the folder was made with).
    public func open() throws -> ThresholdStore {
        let store = try ThresholdStore(path: directory.file("threshold.db"), kdfParameters: .testing)
        if let passcode = setup.passcode, try store.isLockOn() { _ = try store.unlock(passcode: passcode) }
        return store
    }

    /// The built-in brand (it always parses).
    public static var brand: Brand {
        do { return try Brand.builtIn() } catch { fatalError("the built-in brand must parse: \(error)") }
    }
}
