@testable import Features
import JourneySupport
import TestSupport
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
    /// The operators switched on in Settings › Server operators, not accepted yet.
    var operators: Set<String>?

    static func cannotDo(_ journey: Journey) -> String? {
        if journey.runsCommands { return JourneyCommands.noCommandLine }
        return journey.leavesOperators ? "leaving a screen is a face's: the model holds the choice until it is accepted" : nil
    }

    init(folder: JourneyFolder) throws {
        self.folder = folder
        session = try folder.openApp()
        // The passcode typed at start grants the sensitive actions for the lock delay.
        if folder.setup.unlockAtStart, try session.isLockOn() { session.authorization.passcodeAccepted() }
    }

    /// The app lock before `action` (``AuthorizationGate``): when it says no, the user is asked the
    /// passcode and types it; the grant starts again.
    private func authorize(_ action: UserAction) throws -> String {
        guard !session.authorization.allows(action, isLockOn: try session.isLockOn()) else { return "" }
        if let passcode = folder.setup.passcode { _ = try session.confirmPasscode(passcode) }
        return JourneyFolder.passcodeAsked + "\n"
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
        // Each intent is the user's input (a key, a click): the app lock's grant notes it.
        session.authorization.activity()
        switch intent {
        case .hide(let name, let password):
            let asked = try authorize(.hideProfile)
            try session.hideProfile(name, password: password)
            return asked
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
            let asked = try authorize(.deleteProfile)
            if confirm { try session.deleteProfile(ref(name), serverData: false) }
            return asked
        case .create(let name, let bio):
            let asked = try authorize(.createProfile)
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
            return asked + seen.joined(separator: "\n")
        case .wipeAfter(let text):
            let asked = try authorize(.wipeAfter)
            do {
                try session.setWipeAfter(try WipeAfterLimit.parse(text))
            } catch {
                return asked + ErrorReport(error).message
            }
            return asked
        case .welcomeCreate:
            let run = try onboarding ?? startOnboarding()
            _ = try run.send(.welcome(.createProfile))
            return shown(run)
        case .restart:
            session.end()
            session = try folder.openApp()
            return shown(try startOnboarding())
        case .back:
            guard let run = onboarding else { return "" }
            _ = try run.send(.back)
            return shown(run)
        case .unlock(let passcode):
            defer { try? folder.typedAtLockScreen(passcode) }
            if try session.unlock(passcode: passcode) == .unlocked { session.authorization.passcodeAccepted() }
            return try session.homeSnapshot().profiles.map(\.name).joined(separator: "\n")
        case .secondApp:
            return try folder.startSecondApp()
        case .importReplacing:
            return try folder.importReplacing()
        case .language(let code):
            try session.setLanguageSetting(code)
            return ""
        case .theme(let name):
            guard let theme = ThemeSetting(rawValue: name) else { throw JourneyFailure("no theme \(name)") }
            try session.setThemeSetting(theme)
            return ""
        case .checkData:
            return try session.checkData().summary
        case .toggleOperator(let id):
            var selected = try operators ?? Set(session.operatorStates().filter(\.enabled).map(\.id))
            if selected.remove(id) == nil { selected.insert(id) }
            operators = selected
            return ""
        case .acceptOperators:
            try session.acceptConditions(selected: operators ?? [])
            operators = nil
            return ""
        case .leaveOperators:
            return ""
        case .recover(let newPasscode):
            _ = try session.recover(typedKey: folder.recoveryKey ?? "", level: .passcode, newPasscode: newPasscode)
            folder.recovered(newPasscode: newPasscode)
            return try session.homeSnapshot().profiles.map(\.name).joined(separator: "\n")
        case .selfDestruct(let typed, let passcode):
            let asked = try authorize(.selfDestructPasscode)
            // The form's rule: a name that only needs correcting is offered corrected.
            let check = DisplayNameCheck(typed)
            guard let name = check.usableName(for: typed) else { return asked + (check.problem ?? "") }
            try session.setSelfDestruct(passcode: passcode, displayName: name)
            return asked + (check.problem ?? "")
        case .export(let typed):
            var seen = ""
            if !session.authorization.allows(.exportArchive, isLockOn: try session.isLockOn()) {
                seen += JourneyFolder.passcodeAsked + "\n"
                _ = try session.confirmPasscode(typed ?? folder.passcode ?? "")
            }
            var lines: [String] = []
            let result = try session.exportArchive(to: folder.exportDirectory.file("export.age")) { lines.append($0.line(percent: true)) }
            folder.exportedLink = result.link.formatted
            return seen + lines.joined(separator: "\n") + "\n" + MigrationText.linkHeading + "\n" + result.link.formatted
        case .importOnNewDevice:
            // The new device's app, with a clock that moves a quarter second per reading: every
            // report of the pipeline is shown (none is paced away), so the lines say whether each
            // phase moved.
            let clock = SteppingClock(step: 0.25)
            let store = try ThresholdStore(path: folder.newDevice.file("threshold.db"), kdfParameters: .testing)
            let destination = AppSession(store: store, brand: JourneyFolder.brand, dataDirectory: DataDirectory(path: folder.newDevice.path),
                                         now: { clock.now() })
            var lines: [String] = []
            let summary = try destination.importArchive(link: folder.exportedLink ?? "", replace: false, progress: { progress in
                lines.append(progress.line(percent: true))
            }, lockAnswer: { [folder] _ in folder.passcode.map { .passcode($0) } ?? .decline })
            lines.append(summary.protectionText)
            return JourneyProgress.marked(lines.joined(separator: "\n"))
        case .finalize(let deleteLocal):
            guard deleteLocal else {
                try session.keepUsingThisDevice()
                return MigrationExport.twoDevicesWarning
            }
            try session.deleteLocalData()
            return ""
        case .command:
            return ""
        case .whatsNew:
            let newest = session.brand.whatsNew.sorted { $0.version > $1.version }.first
            return newest.map { ([$0.title] + $0.items).joined(separator: "\n") } ?? ""

        }
    }
}
