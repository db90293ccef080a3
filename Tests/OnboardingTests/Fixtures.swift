import Onboarding

/// The environment of the test app.
struct TestEnvironment: Sendable {
    var hasOperators = true
    var isAdult = true
}

/// Records every event and completion call in order.
final class Recorder {
    var events: [OnboardingEvent] = []
    var completions = 0
}

/// A 5-step flow: weights deliberately out of registration order, one commit point.
func fiveSteps(bump: [String: Int] = [:]) throws -> [any OnboardingStep<TestEnvironment>] {
    [
        try StepDescriptor(id: "notifications", weight: 40, version: bump["notifications"] ?? 1, isRequired: false),
        try StepDescriptor(id: "welcome", weight: 10, version: bump["welcome"] ?? 1),
        try StepDescriptor(id: "createProfile", weight: 20, version: bump["createProfile"] ?? 1, commits: true),
        try StepDescriptor(id: "conditions", weight: 30, version: bump["conditions"] ?? 1,
                           isEligible: { $0.hasOperators }),
        try StepDescriptor(id: "tips", weight: 50, version: bump["tips"] ?? 1, isRequired: false),
    ]
}

let fiveStepOrder = ["welcome", "createProfile", "conditions", "notifications", "tips"]

func makeEngine(
    _ steps: [any OnboardingStep<TestEnvironment>],
    store: InMemoryProgressStore,
    environment: TestEnvironment = TestEnvironment(),
    recorder: Recorder = Recorder()
) throws -> OnboardingEngine<TestEnvironment> {
    let engine = try OnboardingEngine(steps: steps, environment: environment, store: store) {
        recorder.completions += 1
    }
    engine.addObserver { recorder.events.append($0) }
    return engine
}
