import Onboarding
import OnboardingStore
import Testing
import TestSupport

// The code of the DocC article "Build your app's first run" (Onboarding.docc/EmbeddingOnboarding.md),
// run as written: keep the two in step.

struct AppEnvironment: Sendable {
    var isSignedIn: Bool
}

final class SyncStep: OnboardingStep {
    let descriptor: StepDescriptor<AppEnvironment>
    private var context: StepContext?

    init() throws {
        descriptor = try StepDescriptor(id: "sync", weight: 30, isRequired: false,
                                        isEligible: { $0.isSignedIn })
    }

    func didBecomeCurrent(_ context: StepContext) {
        self.context = context
    }

    func turnOn() throws {
        try context?.complete()
    }

    func notNow() throws {
        try context?.skip()
    }
}

@Suite struct EmbeddingGuideTests {
    @Test func theArticlesCodeRunsAsWritten() throws {
        let folder = TemporaryDirectory("embedding-guide")
        let dataDirectory = folder.path

        let welcome = try StepDescriptor<AppEnvironment>(id: "welcome", weight: 10)
        let terms = try StepDescriptor<AppEnvironment>(id: "terms", weight: 20, commits: true)

        let store = try PersistentProgressStore(directory: dataDirectory)
        let sync = try SyncStep()
        let steps: [any OnboardingStep<AppEnvironment>] = [welcome, terms, sync]
        let environment = AppEnvironment(isSignedIn: true)
        #expect(try OnboardingEngine.needsOnboarding(steps: steps, environment: environment, store: store))

        var rootShown = 0
        var events: [OnboardingEvent] = []
        let engine = try OnboardingEngine(steps: steps, environment: environment, store: store) {
            rootShown += 1
        }
        engine.addObserver { event in events.append(event) }
        try engine.start()
        #expect(engine.currentStepID == "welcome")
        #expect(engine.progress?.accessibilityLabel == "Step 1 of 3")
        try engine.complete("welcome")
        try engine.complete("terms")
        #expect(!engine.canGoBack)
        try sync.notNow()
        #expect(rootShown == 1)
        #expect(events.last == .flowCompleted)
        #expect(try !OnboardingEngine.needsOnboarding(steps: steps, environment: environment, store: store))

        // Bump a version: existing users see that step alone.
        let terms2 = try StepDescriptor<AppEnvironment>(id: "terms", weight: 20, version: 2, commits: true)
        let whatChanged = try StepDescriptor<AppEnvironment>(id: "whatChanged", weight: 90, version: 2,
                                                             existingUsersOnly: true)
        let bumped = try OnboardingEngine(steps: [welcome, terms2, sync, whatChanged], environment: environment, store: store)
        #expect(bumped.flowStepIDs == ["terms", "whatChanged"])
        #expect(bumped.progress == nil || bumped.progress?.total == 2)

        // Rename or retire a step.
        let renamedStore = InMemoryProgressStore(seenVersions: ["intro": 1, "tour": 1])
        let remapping = [
            try StepRemapping.renamed("intro", to: "welcome"),
            try StepRemapping.retired("tour"),
        ]
        let upgraded = try OnboardingEngine(steps: steps, environment: environment, store: renamedStore,
                                            remapping: remapping)
        // The renamed welcome counts as passed; the run resumes on terms with welcome behind it.
        #expect(upgraded.flowStepIDs == ["welcome", "terms", "sync"])
        #expect(upgraded.currentStepID == "terms")
    }
}
