@testable import Features
import JourneySupport
import ThresholdCore

/// The journeys against the model every face calls (`AppSession` and the Features rules), with no
/// face at all: what a face must reach, and the baseline the faces are compared with.
final class ModelFace: JourneyFace {
    static let name = "model"
    let folder: JourneyFolder
    var session: AppSession
    /// The onboarding run, once Welcome or a resumed step was shown.
    var onboarding: OnboardingSession?
    /// The password typed where names are searched, and what it revealed.
    var revealPassword: String?
    var revealed: [Profile] = []

    init(folder: JourneyFolder) throws {
        self.folder = folder
        session = AppSession(store: try folder.open(), brand: JourneyFolder.brand)
    }

    /// The onboarding session as the app starts it.
    private func startOnboarding() throws -> OnboardingSession {
        let run = try session.onboardingSession()
        _ = run.start()
        onboarding = run
        return run
    }

    /// What a face shows of the current step: its counter and its choices or title.
    private func shown(_ run: OnboardingSession) -> String {
        var lines = run.progress.map { [OnboardingText.progress($0)] } ?? []
        switch run.screen {
        case .welcome: lines += [OnboardingText.createProfile, OnboardingText.migrate, OnboardingText.howItWorks]
        case .createProfile: lines.append(OnboardingText.createProfile)
        default: break
        }
        return lines.joined(separator: "\n")
    }

    func perform(_ intent: Journey.Intent) throws -> String {
        do {
            return try act(intent)
        } catch {
            return ErrorReport(error).message
        }
    }

    private func ref(_ name: String) -> ProfileRef {
        let hidden = revealed.contains { $0.name == name }
        return ProfileRef(name, password: hidden ? revealPassword : nil)
    }

    private func act(_ intent: Journey.Intent) throws -> String {
        switch intent {
        case .hide(let name, let password):
            try session.hideProfile(name, password: password)
            return ""
        case .reveal(let password):
            revealPassword = password
            revealed = session.reveal(password)
            let visible = ProfileSearch.matching(try session.homeSnapshot().profiles, query: password)
            let rows = visible + revealed
            return rows.isEmpty ? ProfilesText.noMatch : rows.map(\.name).joined(separator: "\n")
        case .switchTo(let name):
            try session.activateProfile(ref(name))
            return ""
        case .read(let contact):
            return try session.openChat(contact).messages.map(\.text).joined(separator: "\n")
        case .mute(let name):
            try session.setMuted(ref(name), true)
            return ""
        case .unmute(let name):
            try session.setMuted(ref(name), false)
            return ""
        case .delete(let name, let confirm):
            if confirm { try session.deleteProfile(ref(name), serverData: false) }
            return ""
        case .create(let name, let bio):
            var form = CreateProfileStep()
            _ = form.send(.setName(name))
            _ = form.send(.setBio(bio))
            var seen: [String] = []
            var output = form.send(.submit)
            if let alert = form.alert {
                seen.append(alert.message)
                guard case .invalidName(_?) = alert else { return seen.joined(separator: "\n") }
                _ = form.send(.useCorrectedName)
                output = form.send(.submit)
            }
            if case .create(let name, let bio) = output { try session.createProfile(name: name, bio: bio) }
            return seen.joined(separator: "\n")
        case .wipeAfter(let text):
            // Every face asks the passcode before a lock change; the session refuses it otherwise.
            if let passcode = folder.setup.passcode { _ = try session.confirmPasscode(passcode) }
            try session.setWipeAfter(try WipeAfterLimit.parse(text))
            return ""
        case .welcomeCreate:
            let run = try onboarding ?? startOnboarding()
            _ = try run.send(.welcome(.createProfile))
            return shown(run)
        case .restart:
            session = AppSession(store: try folder.open(), brand: JourneyFolder.brand)
            return shown(try startOnboarding())
        case .back:
            guard let run = onboarding else { return "" }
            _ = try run.send(.back)
            return shown(run)
        }
    }
}
