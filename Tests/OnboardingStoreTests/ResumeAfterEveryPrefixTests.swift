import Onboarding
import OnboardingStore
import Testing
import TestSupport

/// The engine's kill-and-resume promise over the on-disk store: for every prefix of a flow the
/// store is dropped without any shutdown work (as a killed process leaves it) and a new engine on
/// a new connection resumes on the first unfinished step. The example app's own flow is killed
/// for real (SIGKILL) in TransitExampleTests.
@Suite struct ResumeAfterEveryPrefixTests {
    struct Environment: Sendable {}

    static func steps(notes: Int = 1) throws -> [any OnboardingStep<Environment>] {
        [
            try StepDescriptor(id: "location", weight: 10, isRequired: false),
            try StepDescriptor(id: "region", weight: 20, commits: true),
            try StepDescriptor(id: "alerts", weight: 30, isRequired: false),
            try StepDescriptor(id: "whatChanged", weight: 90, version: notes, existingUsersOnly: true),
        ]
    }

    static let order = ["location", "region", "alerts"]

    @Test(arguments: 0...3)
    func resumesOnTheFirstUnfinishedStep(prefix: Int) throws {
        let folder = TemporaryDirectory("onboarding-resume")
        do {
            let store = try PersistentProgressStore(directory: folder.path)
            let engine = try OnboardingEngine(steps: try Self.steps(), environment: Environment(), store: store)
            try engine.start()
            for (index, id) in Self.order.prefix(prefix).enumerated() {
                // Mix completions and skips: both are recorded.
                if index == 0 { try engine.skip(id) } else { try engine.complete(id) }
            }
            // The connection is dropped here; the real SIGKILL runs in TransitExampleTests.
        }
        let store = try PersistentProgressStore(directory: folder.path)
        let remaining = Array(Self.order.dropFirst(prefix))
        #expect(try OnboardingEngine.needsOnboarding(steps: try Self.steps(), environment: Environment(), store: store) == !remaining.isEmpty)
        var completions = 0
        let resumed = try OnboardingEngine(steps: try Self.steps(), environment: Environment(), store: store) { completions += 1 }
        try resumed.start()
        // Before the region (the commit point) the passed step stays in the flow, behind the current one.
        let kept = prefix == 1 ? Array(Self.order.prefix(1)) : []
        #expect(resumed.flowStepIDs == kept + remaining)
        #expect(resumed.currentStepID == remaining.first)
        // Past the region (a commit point), back stays closed after the restart.
        if prefix >= 2 && !remaining.isEmpty { #expect(!resumed.canGoBack) }
        for id in remaining { try resumed.complete(id) }
        #expect(completions == (prefix == 3 ? 0 : 1))
        #expect(try store.isFlowComplete())
        // A new user's run records the notes of this release as seen; the next bump shows them alone.
        #expect(try store.seenVersions()["whatChanged"] == 1)
        let upgraded = try OnboardingEngine(steps: try Self.steps(notes: 2), environment: Environment(), store: store)
        #expect(upgraded.flowStepIDs == ["whatChanged"])
    }
}
