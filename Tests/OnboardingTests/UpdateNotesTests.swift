import Testing
import Onboarding

/// Update notes (`existingUsersOnly`): existing users see a bumped note alone; new users never
/// see the notes of the release they start with.
@Suite struct UpdateNotesTests {
    static func steps(notesVersion: Int) throws -> [any OnboardingStep<TestEnvironment>] {
        [
            try StepDescriptor(id: "welcome", weight: 10),
            try StepDescriptor(id: "region", weight: 20, commits: true),
            try StepDescriptor(id: "whatChanged", weight: 90, version: notesVersion, existingUsersOnly: true),
        ]
    }

    @Test func aNewUserNeverSeesTheNotesOfTheirFirstRelease() throws {
        let store = InMemoryProgressStore()
        let engine = try OnboardingEngine(steps: try Self.steps(notesVersion: 2), environment: TestEnvironment(), store: store)
        #expect(engine.flowStepIDs == ["welcome", "region"])
        try engine.start()
        try engine.complete("welcome")
        try engine.complete("region")
        #expect(engine.isComplete)
        #expect(store.seenVersions()["whatChanged"] == 2)
        #expect(try !OnboardingEngine.needsOnboarding(steps: try Self.steps(notesVersion: 2),
                                                      environment: TestEnvironment(), store: store))
        // The next bump reaches them like any existing user.
        let bumped = try OnboardingEngine(steps: try Self.steps(notesVersion: 3), environment: TestEnvironment(), store: store)
        #expect(bumped.flowStepIDs == ["whatChanged"])
    }

    @Test func anExistingUserSeesTheBumpedNotesAlone() throws {
        let store = InMemoryProgressStore(seenVersions: ["welcome": 1, "region": 1, "whatChanged": 1], flowComplete: true)
        let steps = try Self.steps(notesVersion: 2)
        #expect(try OnboardingEngine.needsOnboarding(steps: steps, environment: TestEnvironment(), store: store))
        var completions = 0
        let engine = try OnboardingEngine(steps: steps, environment: TestEnvironment(), store: store) { completions += 1 }
        try engine.start()
        #expect(engine.flowStepIDs == ["whatChanged"])
        #expect(engine.progress?.accessibilityLabel == "Step 1 of 1")
        try engine.complete("whatChanged")
        #expect(completions == 1)
        #expect(try !OnboardingEngine.needsOnboarding(steps: steps, environment: TestEnvironment(), store: store))
    }

    /// A note step added in a later release (never seen by anybody) reaches users who finished
    /// onboarding, and not users still in the middle of their first run.
    @Test func aNoteAddedLaterUsesTheCompletionMarker() throws {
        let finished = InMemoryProgressStore(seenVersions: ["welcome": 1, "region": 1], flowComplete: true)
        let steps = try Self.steps(notesVersion: 1)
        #expect(try OnboardingEngine.needsOnboarding(steps: steps, environment: TestEnvironment(), store: finished))
        #expect(try OnboardingEngine(steps: steps, environment: TestEnvironment(), store: finished).flowStepIDs == ["whatChanged"])

        let midFlow = InMemoryProgressStore(seenVersions: ["welcome": 1])
        let engine = try OnboardingEngine(steps: steps, environment: TestEnvironment(), store: midFlow)
        // The new user's passed step stays in the flow (Back reaches it), the note does not join.
        #expect(engine.flowStepIDs == ["welcome", "region"])
        #expect(engine.currentStepID == "region")
    }

    /// Killed after a new user's last step but before the marker: the resumed engine still
    /// records the notes as seen and fires the completion once.
    @Test func killedBeforeTheMarkerStillRecordsTheNotes() throws {
        let store = InMemoryProgressStore(seenVersions: ["welcome": 1, "region": 1])
        var completions = 0
        let engine = try OnboardingEngine(steps: try Self.steps(notesVersion: 2), environment: TestEnvironment(), store: store) {
            completions += 1
        }
        #expect(engine.flowStepIDs.isEmpty)
        try engine.start()
        #expect(completions == 1)
        #expect(store.seenVersions()["whatChanged"] == 2)
        #expect(store.isFlowComplete())
    }

    @Test func resetMakesTheUserNewAgain() throws {
        let store = InMemoryProgressStore(seenVersions: ["welcome": 1, "region": 1, "whatChanged": 1], flowComplete: true)
        let engine = try OnboardingEngine(steps: try Self.steps(notesVersion: 2), environment: TestEnvironment(), store: store)
        try engine.start()
        try engine.reset()
        #expect(engine.flowStepIDs == ["welcome", "region"])
    }

    /// Going back to a recorded step and answering it differently keeps that step current.
    @Test func anEnvironmentChangeAfterBackKeepsTheCurrentStep() throws {
        let steps: [any OnboardingStep<TestEnvironment>] = [
            try StepDescriptor(id: "welcome", weight: 10, isRequired: false),
            try StepDescriptor(id: "conditions", weight: 20, isEligible: { $0.hasOperators }),
            try StepDescriptor(id: "tips", weight: 30),
        ]
        let engine = try OnboardingEngine(steps: steps, environment: TestEnvironment(hasOperators: false),
                                          store: InMemoryProgressStore())
        try engine.start()
        try engine.skip("welcome")
        try engine.back()
        try engine.updateEnvironment(TestEnvironment(hasOperators: true))
        #expect(engine.currentStepID == "welcome")
        #expect(engine.flowStepIDs == ["welcome", "conditions", "tips"])
        try engine.complete("welcome")
        #expect(engine.currentStepID == "conditions")
        try engine.updateEnvironment(TestEnvironment(hasOperators: false))
        #expect(engine.currentStepID == "tips")
    }
}
