import Testing
import Onboarding

/// Release 1 of an app had `intro, pickRegion, setup, tour`; release 3 registers
/// `intro, location, region, alerts`: `pickRegion` became `regionChooser` in release 2 and
/// `region` in release 3, `setup` was split into `location` and `alerts`, `tour` was retired.
@Suite struct StepRemappingTests {
    static func currentSteps() throws -> [any OnboardingStep<TestEnvironment>] {
        [
            try StepDescriptor(id: "intro", weight: 10),
            try StepDescriptor(id: "location", weight: 20, isRequired: false),
            try StepDescriptor(id: "region", weight: 30, commits: true),
            try StepDescriptor(id: "alerts", weight: 40, version: 2),
        ]
    }

    static func table() throws -> [StepRemapping] {
        [
            try .renamed("pickRegion", to: "regionChooser"),
            try .renamed("regionChooser", to: "region"),
            try .renamed("setup", to: "location"),
            // The old setup covered alerts as they were in version 1; version 2 is new to everybody.
            try .renamed("setup", to: "alerts", countsAsVersion: 1),
            try .retired("tour"),
        ]
    }

    /// Progress stored by earlier releases -> the flow of release 3.
    static let cases: [(stored: [String: Int], flow: [String])] = [
        ([:], ["intro", "location", "region", "alerts"]),
        // Before the commit point (region) the passed steps stay in the flow, behind the current one.
        (["intro": 1], ["intro", "location", "region", "alerts"]),
        // Mid-flow in release 1: the renamed region step counts (through the chain).
        (["intro": 1, "pickRegion": 1], ["location", "alerts"]),
        // Mid-flow in release 2, under the intermediate name.
        (["intro": 1, "regionChooser": 1], ["location", "alerts"]),
        // Split step: location done, alerts only at version 1, so alerts v2 is shown.
        (["intro": 1, "pickRegion": 1, "setup": 1], ["alerts"]),
        // A retired step's progress means nothing; it never shows up.
        (["intro": 1, "tour": 1], ["intro", "location", "region", "alerts"]),
        // Already under the new id at a higher version: never lowered by an old entry
        // (alerts stays at 2 although setup counts as 1), so nothing is left.
        (["intro": 1, "region": 1, "pickRegion": 1, "setup": 1, "alerts": 2], []),
        // A higher old version is carried over unchanged.
        (["pickRegion": 4], ["intro", "location", "alerts"]),
    ]

    @Test(arguments: 0..<cases.count)
    func theRemappingTableDecidesTheFlow(index: Int) throws {
        let (stored, flow) = Self.cases[index]
        let store = InMemoryProgressStore(seenVersions: stored)
        let engine = try OnboardingEngine(steps: try Self.currentSteps(), environment: TestEnvironment(),
                                          store: store, remapping: try Self.table())
        #expect(engine.flowStepIDs == flow)
        let pending = flow.filter { (stored[$0] ?? 0) == 0 }
        #expect(try OnboardingEngine.needsOnboarding(steps: try Self.currentSteps(), environment: TestEnvironment(),
                                                     store: store, remapping: try Self.table()) == !pending.isEmpty)
        // Without the table the renamed progress is lost: the user would repeat the region step.
        if stored["pickRegion"] != nil, stored["region"] == nil {
            let plain = try OnboardingEngine(steps: try Self.currentSteps(), environment: TestEnvironment(), store: store)
            #expect(plain.flowStepIDs.contains("region"))
        }
    }

    @Test func aUserMidFlowLandsOnTheRightStepAndTheCarriedProgressIsRecorded() throws {
        let store = InMemoryProgressStore(seenVersions: ["intro": 1, "pickRegion": 1])
        let engine = try OnboardingEngine(steps: try Self.currentSteps(), environment: TestEnvironment(),
                                          store: store, remapping: try Self.table())
        try engine.start()
        #expect(engine.currentStepID == "location")
        #expect(engine.progress == StepProgress(index: 1, total: 2))
        // The region step (a commit point) counts as done: back stays closed.
        #expect(!engine.canGoBack)
        // Start recorded the carried version under the new id; the old one is kept as it was.
        #expect(store.seenVersions()["region"] == 1)
        #expect(store.seenVersions()["pickRegion"] == 1)
        #expect(store.seenVersions()["regionChooser"] == nil)
        // A later release without the table still knows the region step is done.
        let later = try OnboardingEngine(steps: try Self.currentSteps(), environment: TestEnvironment(), store: store)
        #expect(later.flowStepIDs == ["location", "alerts"])
    }

    @Test func needsOnboardingWritesNothing() throws {
        let store = InMemoryProgressStore(seenVersions: ["intro": 1, "pickRegion": 1])
        _ = try OnboardingEngine.needsOnboarding(steps: try Self.currentSteps(), environment: TestEnvironment(),
                                                 store: store, remapping: try Self.table())
        #expect(store.seenVersions() == ["intro": 1, "pickRegion": 1])
    }

    @Test func badTablesAreRefusedWithTheirCode() throws {
        let steps = try Self.currentSteps()
        let bad: [([StepRemapping], OnboardingError)] = [
            ([try .renamed("intro", to: "region")], .remappedStepStillRegistered("intro")),
            ([try .retired("alerts")], .remappedStepStillRegistered("alerts")),
            ([try .renamed("a", to: "b"), try .renamed("b", to: "a")], .remappingCycle("a")),
            ([try .renamed("a", to: "a")], .remappingCycle("a")),
            ([try .renamed("a", to: "nowhere")], .unknownRemappingTarget(oldID: "a", newID: "nowhere")),
            ([try .renamed("a", to: "region"), try .renamed("a", to: "region")], .duplicateRemapping("a")),
        ]
        for (table, error) in bad {
            #expect(throws: error) {
                _ = try OnboardingEngine(steps: steps, environment: TestEnvironment(),
                                         store: InMemoryProgressStore(), remapping: table)
            }
            #expect(throws: error) {
                _ = try OnboardingEngine.needsOnboarding(steps: steps, environment: TestEnvironment(),
                                                         store: InMemoryProgressStore(), remapping: table)
            }
        }
        #expect(throws: OnboardingError.emptyStepID) { _ = try StepRemapping.renamed("", to: "region") }
        #expect(throws: OnboardingError.emptyStepID) { _ = try StepRemapping.renamed("a", to: "") }
        #expect(throws: OnboardingError.invalidVersion(stepID: "region", version: 0)) {
            _ = try StepRemapping.renamed("a", to: "region", countsAsVersion: 0)
        }
        #expect(OnboardingError.remappingCycle("a").code == "remappingCycle")
        #expect(OnboardingError.unknownRemappingTarget(oldID: "a", newID: "b").code == "unknownRemappingTarget")
    }
}
