import Brand
import Features
import Foundation
import TestSupport
import Testing
import ThresholdCore

/// Every ``UserAction`` through `Features` alone, with no face: the operation a face calls, what it
/// changes, and one of its rules or errors. The switch is exhaustive, so a new action does not build
/// until it is driven here too (each face's own tests then check it only lays out what this returns).
@Suite struct UserActionTests {
    let folder = TemporaryDirectory("features-actions")

    /// An install after onboarding: Ann (active) and Bob, a chat with Dee on Ann, the lock off.
    func session(_ name: String = "threshold.db") throws -> AppSession {
        let store = try ThresholdStore(path: folder.file(name), kdfParameters: .testing)
        let brand = try Brand.builtIn()
        try store.createProfile(name: "Bob")
        try store.createProfile(name: "Ann")
        try store.receiveMessage(profile: ProfileRef("Ann"), contact: "Dee", text: "hello")
        try store.completeOnboarding(steps: MessengerFlow.allSteps(of: brand))
        return AppSession(store: store, brand: brand)
    }

    func names(_ session: AppSession) throws -> [String] {
        try session.listProfiles().profiles.map(\.name).sorted()
    }

    @Test(arguments: UserAction.allCases)
    func everyActionRunsThroughFeaturesAlone(_ action: UserAction) throws {
        switch action {
        case .runOnboarding:
            let fresh = AppSession(store: try ThresholdStore(path: folder.file("fresh.db"), kdfParameters: .testing),
                                   brand: try Brand.builtIn())
            #expect(try fresh.needsOnboarding())
            let onboarding = try fresh.onboardingSession()
            _ = onboarding.start()
            guard case .welcome = onboarding.screen else { Issue.record("starts at \(onboarding.screen)"); return }
            _ = try onboarding.send(.welcome(.createProfile))
            guard case .createProfile = onboarding.screen else { Issue.record("then \(onboarding.screen)"); return }
            #expect(try !session().needsOnboarding())

        case .createProfile:
            let session = try session()
            #expect(try session.createProfile(name: "Cy", bio: "hi").name == "Cy")
            #expect(try session.activeProfile()?.name == "Cy")
            #expect(throws: ProfileError.duplicateName("Ann")) { try session.createProfile(name: "Ann", bio: "") }
            #expect(throws: ProfileError.bioTooLong(bytes: Bio.maxBytes + 1)) {
                try session.createProfile(name: "Dan", bio: String(repeating: "x", count: Bio.maxBytes + 1))
            }

        case .checkData:
            let session = try session()
            let check = try session.checkData()
            #expect(check.isSound && check.pageCount > 0 && check.damagedPages.isEmpty)
            #expect(check.summary.contains("no damage found"))

        case .activateProfile:
            let session = try session()
            try session.activateProfile(ProfileRef("Bob"))
            #expect(try session.activeProfile()?.name == "Bob")
            #expect(throws: ProfileError.unknownProfile("Nobody")) { try session.activateProfile(ProfileRef("Nobody")) }

        case .editProfile:
            let session = try session()
            try session.updateProfile(ProfileRef("Bob"), name: "Robert", bio: "new")
            #expect(try names(session) == ["Ann", "Robert"])
            #expect(throws: ProfileError.duplicateName("Ann")) { try session.updateProfile(ProfileRef("Robert"), name: "Ann", bio: nil) }

        case .muteProfile, .unmuteProfile:
            let session = try session()
            try session.setMuted(ProfileRef("Bob"), true)
            #expect(try session.listProfiles().profiles.first { $0.name == "Bob" }?.muted == true)
            try session.setMuted(ProfileRef("Bob"), false)
            #expect(try session.listProfiles().profiles.first { $0.name == "Bob" }?.muted == false)

        case .hideProfile:
            let session = try session()
            // The rule every face shares: not the active profile, and a password of one's own.
            #expect(throws: ProfileError.cantHideActiveProfile) { try session.hideProfile("Ann", password: "hunter22") }
            #expect(throws: ProfileError.emptyPassword) { try session.hideProfile("Bob", password: "") }
            try session.hideProfile("Bob", password: "hunter22")
            #expect(try names(session) == ["Ann"])

        case .revealProfiles:
            let session = try session()
            try session.hideProfile("Bob", password: "hunter22")
            #expect(session.reveal("hunter22").map(\.name) == ["Bob"])
            #expect(session.reveal("wrong").isEmpty)
            #expect(try session.listProfiles(revealing: "hunter22").profiles.map(\.name).contains("Bob"))

        case .unhideProfile:
            let session = try session()
            try session.hideProfile("Bob", password: "hunter22")
            #expect(throws: ProfileError.self) { try session.unhideProfile("Bob", password: "wrong") }
            try session.unhideProfile("Bob", password: "hunter22")
            #expect(try names(session) == ["Ann", "Bob"])

        case .deleteProfile:
            let session = try session()
            #expect(throws: ProfileError.cantDeleteActiveProfile) { _ = try session.deleteProfile(ProfileRef("Ann"), serverData: false) }
            let deletion = try session.deleteProfile(ProfileRef("Bob"), serverData: true)
            #expect(!deletion.wasLastVisibleProfile)
            #expect(try names(session) == ["Ann"])

        case .listChats:
            let session = try session()
            #expect(try session.chatsOfActiveProfile().map(\.contact) == ["Dee"])
            #expect(try session.homeSnapshot().totalUnread == 1)

        case .readChat:
            let session = try session()
            let transcript = try session.openChat("Dee")
            #expect(transcript.messages.map(\.text) == ["hello"] && transcript.markedRead == 1)
            #expect(transcript.snapshot.totalUnread == 0)
            #expect(throws: ChatError.unknownChat("Nobody")) { _ = try session.openChat("Nobody") }

        case .chooseNotifications:
            let session = try session()
            #expect(try session.setNotificationMode(.off).mode == .off)
            #expect(try session.notificationSettings().mode == .off)

        case .acceptConditions:
            let session = try session()
            #expect(throws: OperatorError.noOperatorSelected) { _ = try session.acceptConditions(selected: []) }
            let first = try #require(try session.operatorStates().first)
            let states = try session.acceptConditions(selected: [first.id])
            #expect(states.first { $0.id == first.id }?.acceptedVersion != nil)

        case .viewConditions:
            let session = try session()
            // The document every face shows (the built-in brand's text loads; a load error is a value).
            guard case .documentLoaded(let text) = OnboardingSession.loadConditions(of: session.brand) else {
                Issue.record("the built-in conditions did not load")
                return
            }
            #expect(!text.isEmpty)

        case .whatsNew:
            let session = try session()
            try session.setWhatsNewSeenVersion("1.0")
            #expect(try session.whatsNewSeenVersion() == "1.0")

        case .setPasscode, .clearPasscode:
            let session = try session()
            try session.setPasscode("2468")
            #expect(try session.isLockOn())
            #expect(throws: LockError.wrongPasscode) { _ = try session.unlock(passcode: "1357") }
            try session.clearPasscode()
            #expect(try !session.isLockOn())
            // Lock changes always ask again, whatever grant is alive.
            #expect(Authorization.requirement(for: .clearPasscode) == .always)

        case .selfDestructPasscode:
            let session = try session()
            #expect(throws: LockError.lockOff) { try session.setSelfDestruct(passcode: "9999", displayName: "Decoy") }
            try session.setPasscode("2468")
            #expect(throws: LockError.samePasscode) { try session.setSelfDestruct(passcode: "2468", displayName: "Decoy") }
            try session.setSelfDestruct(passcode: "9999", displayName: "Decoy")
            #expect(try session.lockStatus().selfDestructOn)

        case .wipeAfter:
            let session = try session()
            try session.setPasscode("2468")
            #expect(throws: LockError.self) { try session.setWipeAfter(0) }
            try session.setWipeAfter(5)
            #expect(try session.lockStatus().wipeAfter == 5)

        case .exportArchive, .finalizeMigration, .importArchive:
            let source = try session()
            let exported = try source.exportArchive(to: folder.file("moved.age"))
            #expect(FileManager.default.fileExists(atPath: folder.file("moved.age")))
            try source.keepUsingThisDevice()
            // Into a fresh install: everything arrives; a second import without replace is refused.
            try FileManager.default.createDirectory(atPath: folder.file("other"), withIntermediateDirectories: true)
            let other = AppSession(store: try ThresholdStore(path: folder.file("other/threshold.db"), kdfParameters: .testing),
                                   brand: try Brand.builtIn())
            try other.importArchive(link: exported.link.formatted, replace: false)
            #expect(try names(other) == ["Ann", "Bob"])
            #expect(throws: MigrationError.destinationNotEmpty) {
                try other.importArchive(link: exported.link.formatted, replace: false)
            }
            #expect(throws: MigrationError.self) { try other.importArchive(link: "threshold-migrate:nonsense", replace: true) }
        }
    }
}
