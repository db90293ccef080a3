import Testing
import Onboarding

/// A custom step that completes itself as soon as it is shown (e.g. a silent migration check).
struct AutoStep: OnboardingStep {
    let descriptor: StepDescriptor<TestEnvironment>
    func didBecomeCurrent(_ context: StepContext) {
        try? context.complete()
    }
}

/// A custom step that hands its context to a "screen", which signals later.
final class ScreenStep: OnboardingStep {
    let descriptor: StepDescriptor<TestEnvironment>
    var context: StepContext?
    init(_ descriptor: StepDescriptor<TestEnvironment>) { self.descriptor = descriptor }
    func didBecomeCurrent(_ context: StepContext) { self.context = context }
}

final class FailingStore: ProgressStore {
    struct DiskFull: Error {}
    func seenVersions() throws -> [String: Int] { [:] }
    func markSeen(stepID: String, version: Int) throws { throw DiskFull() }
    func isFlowComplete() throws -> Bool { false }
    func setFlowComplete(_ complete: Bool) throws {}
    func reset() throws {}
}

@Suite struct CustomStepTests {
    @Test func customAndStockStepsMix() throws {
        let screen = ScreenStep(try StepDescriptor(id: "tour", weight: 15, isRequired: false))
        let steps: [any OnboardingStep<TestEnvironment>] = [
            try StepDescriptor(id: "welcome", weight: 10),
            screen,
            AutoStep(descriptor: try StepDescriptor(id: "check", weight: 17)),
            try StepDescriptor(id: "createProfile", weight: 20, commits: true),
        ]
        let recorder = Recorder()
        let engine = try makeEngine(steps, store: InMemoryProgressStore(), recorder: recorder)
        try engine.start()
        try engine.complete("welcome")
        let context = try #require(screen.context)
        #expect(context.stepID == "tour")
        #expect(context.progress.accessibilityLabel == "Step 2 of 4")
        try context.skip()
        // "check" completed itself when shown.
        #expect(engine.currentStepID == "createProfile")
        // A stale signal from the tour screen is refused.
        #expect(throws: OnboardingError.notCurrentStep(expected: "createProfile", got: "tour")) {
            try context.complete()
        }
        try engine.complete("createProfile")
        #expect(recorder.completions == 1)
        #expect(recorder.events.contains(.completed(stepID: "check")))
    }

    @Test func storeFailuresAreTypedAndLeaveTheStepCurrent() throws {
        let engine = try OnboardingEngine(
            steps: [try StepDescriptor<TestEnvironment>(id: "welcome", weight: 1)],
            environment: TestEnvironment(), store: FailingStore())
        try engine.start()
        #expect(throws: OnboardingError.storeFailed(message: "DiskFull()")) { try engine.complete("welcome") }
        #expect(engine.currentStepID == "welcome")
    }
}
