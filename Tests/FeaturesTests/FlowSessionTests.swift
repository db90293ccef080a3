import Features
import Onboarding
import Brand
import Foundation
import Secrets
import Testing
import TestSupport
import ThresholdCore

/// A store on disk and a way to "kill and restart": a new session over the same file.
struct FlowFixture {
    let directory = TemporaryDirectory("flow-tests")
    let clock = ManualClock()
    let store: ThresholdStore
    let brand: Brand

    init(brand: Brand? = nil) throws {
        store = try ThresholdStore(path: directory.file("threshold.db"), clock: clock, kdfParameters: .testing)
        self.brand = try brand ?? Brand.builtIn()
    }

    func session(token: String? = nil) throws -> OnboardingSession {
        try OnboardingSession(brand: brand, store: try reopened(), deviceToken: FixedDeviceToken(token))
    }

    func reopened() throws -> ThresholdStore {
        try ThresholdStore(path: directory.file("threshold.db"), clock: clock, kdfParameters: .testing)
    }

    static func exampleBrand() throws -> Brand {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try Brand.load(contentsOf: root.appendingPathComponent("Examples/aurora-brand.json"))
    }
}

extension OnboardingSession.Screen {
    var name: String {
        switch self {
        case .welcome: "welcome"
        case .createProfile: "createProfile"
        case .conditions: "conditions"
        case .notifications: "notifications"
        case .info(let step): "info:\(step.page.id)"
        case .complete: "complete"
        }
    }
}

/// Drives the session through the current screen's happy path; returns the request.
@discardableResult
func passCurrentStep(_ session: OnboardingSession, name: String = "Ann") throws -> OnboardingSession.Request {
    switch session.screen {
    case .welcome: return try session.send(.welcome(.createProfile))
    case .createProfile:
        _ = try session.send(.createProfile(.setName(name)))
        return try session.send(.createProfile(.submit))
    case .conditions:
        _ = try session.send(.conditions(.documentLoaded("text")))
        return try session.send(.conditions(.accept))
    case .notifications:
        _ = try session.send(.notifications(.select(.off)))
        return try session.send(.notifications(.submit))
    case .info: return try session.send(.info(.continue))
    case .complete: return .finished
    }
}

@Suite struct FlowSessionTests {
    @Test func theWholeFirstRunOnTheBuiltInBrand() throws {
        let f = try FlowFixture()
        let session = try f.session()
        #expect(session.screen.name == "welcome")
        #expect(session.progress?.accessibilityLabel == "Step 1 of 4")
        #expect(try session.send(.welcome(.showHowItWorks)) == .none)
        #expect(try session.send(.welcome(.createProfile)) == .none)
        #expect(session.screen.name == "createProfile" && session.canGoBack)
        _ = try session.send(.createProfile(.setName("Ann")))
        #expect(try session.send(.createProfile(.submit)) == .loadConditionsDocument)
        #expect(session.screen.name == "conditions" && !session.canGoBack)
        #expect(try session.send(.back) == .none)
        #expect(session.screen.name == "conditions")
        #expect(try session.send(.conditions(.documentLoaded("text"))) == .none)
        #expect(try session.send(.conditions(.accept)) == .none)
        #expect(session.screen.name == "notifications")
        #expect(session.progress?.accessibilityLabel == "Step 4 of 4")
        #expect(try session.send(.notifications(.submit)) == .none)
        guard case .notifications(let step) = session.screen else { Issue.record("expected notifications"); return }
        #expect(step.alert == .noDeviceToken)
        #expect(try session.send(.notifications(.dismissAlert)) == .finished)
        #expect(session.screen == .complete)
        // What was chosen is stored.
        let store = try f.reopened()
        #expect(try store.listProfiles().active?.name == "Ann")
        #expect(try store.notificationSettings().mode == .instant)
        #expect(try store.notificationSettings().tokenState == .waitingForToken)
        let operators = try store.operatorStates(MessengerFlow.operatorDefinitions(f.brand))
        #expect(operators.allSatisfy { $0.enabled && $0.acceptedVersion == f.brand.conditions?.version })
        #expect(try !MessengerFlow.needsOnboarding(brand: f.brand, store: store))
        // A relaunch goes straight to the chat list.
        #expect(try f.session().screen == .complete)
        #expect(try f.session().start() == .finished)
    }

    @Test func backWorksBeforeTheProfileIsCreated() throws {
        let f = try FlowFixture()
        let session = try f.session()
        _ = try session.send(.welcome(.createProfile))
        _ = try session.send(.createProfile(.setName("typed")))
        #expect(try session.send(.back) == .none)
        #expect(session.screen.name == "welcome")
        #expect(try session.send(.back) == .none)
        #expect(session.screen.name == "welcome")
    }

    @Test func killAndResumeAfterEveryStepLandsOnTheFirstUnfinishedStep() throws {
        let order = ["welcome", "createProfile", "conditions", "notifications", "complete"]
        for stop in 0..<order.count {
            let f = try FlowFixture()
            let first = try f.session(token: "tok")
            for _ in 0..<stop { try passCurrentStep(first) }
            #expect(first.screen.name == order[stop])
            // The process is killed here; a new process resumes.
            let resumed = try f.session(token: "tok")
            let expected = stop == 1 ? "createProfile" : order[stop]
            // After welcome only, nothing was committed: resuming shows create profile (welcome was seen).
            #expect(resumed.screen.name == expected, "stopped after \(stop) steps")
        }
    }

    @Test func deletingTheLastProfileReturnsToWelcome() throws {
        let f = try FlowFixture()
        let session = try f.session(token: "tok")
        while session.screen != .complete { try passCurrentStep(session) }
        let store = try f.reopened()
        try store.deleteProfile(ProfileRef("Ann"), serverData: false)
        #expect(try MessengerFlow.needsOnboarding(brand: f.brand, store: store))
        #expect(try f.session().screen.name == "welcome")
    }

    @Test func aNewConditionsVersionShowsOnlyTheReviewStepToExistingUsers() throws {
        let f = try FlowFixture()
        let session = try f.session(token: "tok")
        while session.screen != .complete { try passCurrentStep(session) }
        let bumped = try Brand.parse(BrandTestText.builtInWithConditionsVersion(2))
        let review = try OnboardingSession(brand: bumped, store: try f.reopened(), deviceToken: FixedDeviceToken(nil))
        #expect(review.screen.name == "conditions")
        #expect(review.progress?.accessibilityLabel == "Step 1 of 1")
        _ = try review.send(.conditions(.documentLoaded("new text")))
        #expect(try review.send(.conditions(.accept)) == .finished)
        #expect(try !MessengerFlow.needsOnboarding(brand: bumped, store: try f.reopened()))
    }

    @Test func theExampleBrandRunsItsOwnFlowWithoutCodeChanges() throws {
        let brand = try FlowFixture.exampleBrand()
        let f = try FlowFixture(brand: brand)
        let session = try f.session()
        var seen: [String] = []
        while session.screen != .complete {
            seen.append(session.screen.name)
            try passCurrentStep(session, name: "Bo")
        }
        #expect(seen == ["welcome", "info:teamTour", "createProfile", "conditions"])
        #expect(try f.reopened().listProfiles().active?.name == "Bo")
    }

    @Test func infoStepsCanBeSkippedUnlessRequired() throws {
        let brand = try FlowFixture.exampleBrand()
        let f = try FlowFixture(brand: brand)
        let session = try f.session()
        try passCurrentStep(session)
        guard case .info(let info) = session.screen else { Issue.record("expected the info step"); return }
        #expect(info.canSkip)
        _ = try session.send(.info(.skip))
        #expect(session.screen.name == "createProfile")
    }

    @Test func migrationCompletesOnboarding() throws {
        let f = try FlowFixture()
        let session = try f.session()
        #expect(try session.send(.welcome(.migrateFromAnotherDevice)) == .openMigration)
        try f.store.createProfile(name: "Imported")
        #expect(try session.completeAfterMigration() == .finished)
        #expect(try f.session().screen == .complete)
    }

    @Test func aDuplicateNameShowsTheAlertAndStays() throws {
        let f = try FlowFixture()
        let session = try f.session()
        try passCurrentStep(session)
        // Another process created the same name meanwhile.
        try f.store.createProfile(name: "Ann")
        _ = try session.send(.createProfile(.setName("Ann")))
        #expect(try session.send(.createProfile(.submit)) == .none)
        guard case .createProfile(let step) = session.screen else { Issue.record("expected create profile"); return }
        #expect(step.alert == .duplicateName("Ann"))
    }

    @Test func sqliteProgressStoreNeverLowersAVersion() throws {
        let f = try FlowFixture()
        let progress = SQLiteProgressStore(store: f.store)
        try progress.markSeen(stepID: "a", version: 3)
        try progress.markSeen(stepID: "a", version: 1)
        #expect(try progress.seenVersions() == ["a": 3])
        try progress.setFlowComplete(true)
        #expect(try progress.isFlowComplete())
        try progress.reset()
        #expect(try progress.seenVersions().isEmpty && !progress.isFlowComplete())
    }
}

/// Variants of the built-in brand text for tests.
enum BrandTestText {
    static func builtInWithConditionsVersion(_ version: Int) throws -> String {
        let text = Brand.builtInJSON
        let bumped = text.replacingOccurrences(of: #""conditions", "notifications""#,
                                               with: #"{ "id": "conditions", "version": \#(version) }, "notifications""#)
        #expect(bumped != text)
        return bumped
    }
}

/// Issue 31: Create pressed on Welcome, the app quit and started again.
@Suite struct ResumedOnboardingTests {
    @Test func quittingOnCreateResumesTheSameRunWithBackToWelcome() throws {
        let f = try FlowFixture()
        let first = try f.session()
        #expect(first.progress == StepProgress(index: 1, total: 4))
        try passCurrentStep(first)
        #expect(first.screen.name == "createProfile")
        // The restart: the same step, the same count, and Back reaches Welcome (and its migration).
        let resumed = try f.session()
        #expect(resumed.screen.name == "createProfile")
        #expect(resumed.progress == StepProgress(index: 2, total: 4))
        #expect(resumed.canGoBack)
        _ = try resumed.send(.back)
        #expect(resumed.screen.name == "welcome")
        #expect(try resumed.send(.welcome(.migrateFromAnotherDevice)) == .openMigration)
        // The command line names the step the app opens on.
        let status = try AppSession(store: try f.reopened(), brand: f.brand).onboardingStatus()
        #expect(status.currentStep == "createProfile")
        #expect(status.progress == StepProgress(index: 2, total: 4))
        #expect(status.steps.first { $0.id == "welcome" }?.pending == false)
    }
}

/// Issue 31: a bio over 160 bytes made Create do nothing, silently.
@Suite struct CreateProfileBioTests {
    @Test func createWithATooLongBioSaysWhy() {
        var step = CreateProfileStep()
        _ = step.send(.setName("Ann"))
        _ = step.send(.setBio(String(repeating: "é", count: 81)))
        #expect(step.send(.submit) == .none)
        #expect(step.alert == .bioTooLong(162))
        #expect(step.alert?.title == "Bio too long")
        #expect(step.alert?.message == "The bio is 162 bytes; the limit is 160 bytes.")
        _ = step.send(.dismissAlert)
        _ = step.send(.setBio("fits"))
        #expect(step.send(.submit) == .create(name: "Ann", bio: "fits"))
    }
}
