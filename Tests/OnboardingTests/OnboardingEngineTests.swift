import Testing
@testable import Onboarding

@Suite struct OnboardingEngineTests {
    @Test func flowIsSortedByWeightThenID() throws {
        let steps: [any OnboardingStep<TestEnvironment>] = [
            try StepDescriptor(id: "b", weight: 1),
            try StepDescriptor(id: "a", weight: 1),
            try StepDescriptor(id: "z", weight: 0),
        ]
        let engine = try makeEngine(steps, store: InMemoryProgressStore())
        #expect(engine.flowStepIDs == ["z", "a", "b"])
    }

    @Test func freshStoreNeedsOnboardingAndCompletedOneDoesNot() throws {
        let store = InMemoryProgressStore()
        let steps = try fiveSteps()
        #expect(try OnboardingEngine.needsOnboarding(steps: steps, environment: TestEnvironment(), store: store))
        let engine = try makeEngine(steps, store: store)
        try engine.start()
        for id in fiveStepOrder { try engine.complete(id) }
        #expect(engine.isComplete)
        #expect(try !OnboardingEngine.needsOnboarding(steps: steps, environment: TestEnvironment(), store: store))
    }

    /// For every prefix of the 5-step flow, a new engine over the same store (the process was
    /// killed) lands on the first unfinished step.
    @Test(arguments: 0...5)
    func killAndResumeLandsOnFirstUnfinishedStep(prefix: Int) throws {
        let store = InMemoryProgressStore()
        let first = try makeEngine(try fiveSteps(), store: store)
        try first.start()
        for id in fiveStepOrder.prefix(prefix) { try first.complete(id) }
        // "kill": drop the engine, build a new one on the same store.
        let recorder = Recorder()
        let resumed = try makeEngine(try fiveSteps(), store: store, recorder: recorder)
        try resumed.start()
        let remaining = Array(fiveStepOrder.dropFirst(prefix))
        // Before its commit point (createProfile) the run is the same run: its passed steps stay in
        // the flow, behind the current one, and Back reaches them.
        let kept = prefix < 2 ? Array(fiveStepOrder.prefix(prefix)) : []
        #expect(resumed.flowStepIDs == kept + remaining)
        #expect(resumed.currentStepID == remaining.first)
        if let current = remaining.first {
            #expect(resumed.progress == StepProgress(index: kept.count + 1, total: kept.count + remaining.count))
            #expect(resumed.canGoBack == !kept.isEmpty, "\(current)")
        }
        #expect(try OnboardingEngine.needsOnboarding(
            steps: try fiveSteps(), environment: TestEnvironment(), store: store) == !remaining.isEmpty)
        for id in remaining { try resumed.complete(id) }
        #expect(resumed.isComplete)
        // The first engine completed the flow itself when prefix == 5: no second call.
        #expect(recorder.completions == (prefix == 5 ? 0 : 1))
    }

    /// Issue 31: Create pressed on Welcome, the app quit, started again: it said "Step 1 of 3" on
    /// Create, Back did nothing and Welcome's "Migrate from another device" could not be reached.
    @Test func aRunResumedBeforeItsCommitPointKeepsItsStepCountAndBack() throws {
        let store = InMemoryProgressStore()
        let first = try makeEngine(try fiveSteps(), store: store)
        try first.start()
        #expect(first.progress == StepProgress(index: 1, total: 5))
        try first.complete("welcome")
        #expect(first.progress == StepProgress(index: 2, total: 5))
        let resumed = try makeEngine(try fiveSteps(), store: store)
        try resumed.start()
        #expect(resumed.currentStepID == "createProfile")
        #expect(resumed.progress == StepProgress(index: 2, total: 5))
        #expect(resumed.canGoBack)
        try resumed.back()
        #expect(resumed.currentStepID == "welcome")
        try resumed.complete("welcome")
        try resumed.complete("createProfile")
        #expect(!resumed.canGoBack)
        // Past the commit point a restart shows what is left, without Back.
        let later = try makeEngine(try fiveSteps(), store: store)
        try later.start()
        #expect(later.currentStepID == "conditions")
        #expect(!later.canGoBack)
    }

    @Test func skippedStepIsNotOfferedAgainOnResume() throws {
        let store = InMemoryProgressStore()
        let engine = try makeEngine(try fiveSteps(), store: store)
        try engine.start()
        for id in ["welcome", "createProfile", "conditions"] { try engine.complete(id) }
        try engine.skip("notifications")
        let resumed = try makeEngine(try fiveSteps(), store: store)
        try resumed.start()
        #expect(resumed.currentStepID == "tips")
    }

    @Test func versionBumpShowsOnlyTheBumpedStep() throws {
        let store = InMemoryProgressStore()
        let original = try makeEngine(try fiveSteps(), store: store)
        try original.start()
        for id in fiveStepOrder { try original.complete(id) }

        let steps = try fiveSteps(bump: ["conditions": 2])
        #expect(try OnboardingEngine.needsOnboarding(steps: steps, environment: TestEnvironment(), store: store))
        let recorder = Recorder()
        let upgraded = try makeEngine(steps, store: store, recorder: recorder)
        try upgraded.start()
        #expect(upgraded.flowStepIDs == ["conditions"])
        #expect(upgraded.progress == StepProgress(index: 1, total: 1))
        try upgraded.complete("conditions")
        #expect(upgraded.isComplete)
        #expect(recorder.completions == 1)
        #expect(store.seenVersions()["conditions"] == 2)
        #expect(try !OnboardingEngine.needsOnboarding(steps: steps, environment: TestEnvironment(), store: store))
    }

    @Test func newStepAddedLaterIsBackfilledAlone() throws {
        let store = InMemoryProgressStore(seenVersions: ["welcome": 1, "createProfile": 1], flowComplete: true)
        let steps: [any OnboardingStep<TestEnvironment>] = [
            try StepDescriptor(id: "welcome", weight: 1),
            try StepDescriptor(id: "createProfile", weight: 2, commits: true),
            try StepDescriptor(id: "lockSetup", weight: 3, isRequired: false),
        ]
        let engine = try makeEngine(steps, store: store)
        try engine.start()
        #expect(engine.flowStepIDs == ["lockSetup"])
    }

    @Test func storeNeverLowersAVersion() throws {
        let store = InMemoryProgressStore(seenVersions: ["welcome": 3])
        store.markSeen(stepID: "welcome", version: 1)
        #expect(store.seenVersions()["welcome"] == 3)
        // A downgraded app (step back at version 1) does not show the step either.
        let engine = try makeEngine([try StepDescriptor(id: "welcome", weight: 1)], store: store)
        #expect(engine.flowStepIDs.isEmpty)
    }

    @Test func conditionalStepsFollowTheEnvironment() throws {
        let store = InMemoryProgressStore()
        let without = TestEnvironment(hasOperators: false)
        let engine = try makeEngine(try fiveSteps(), store: store, environment: without)
        #expect(engine.flowStepIDs == ["welcome", "createProfile", "notifications", "tips"])
        try engine.start()
        try engine.complete("welcome")
        // An earlier answer makes the conditional step eligible.
        try engine.updateEnvironment(TestEnvironment(hasOperators: true))
        #expect(engine.flowStepIDs == fiveStepOrder)
        #expect(engine.currentStepID == "createProfile")
        #expect(engine.progress == StepProgress(index: 2, total: 5))
    }

    @Test func allIneligibleStepsMeanNoOnboarding() throws {
        let steps: [any OnboardingStep<TestEnvironment>] = [
            try StepDescriptor(id: "adultsOnly", weight: 1, isEligible: { $0.isAdult }),
        ]
        let minor = TestEnvironment(isAdult: false)
        #expect(try !OnboardingEngine.needsOnboarding(steps: steps, environment: minor, store: InMemoryProgressStore()))
    }

    @Test func completionFiresExactlyOnce() throws {
        let store = InMemoryProgressStore()
        let recorder = Recorder()
        let engine = try makeEngine(try fiveSteps(), store: store, recorder: recorder)
        try engine.start()
        for id in fiveStepOrder { try engine.complete(id) }
        #expect(recorder.completions == 1)
        #expect(throws: OnboardingError.flowComplete) { try engine.complete("tips") }
        try engine.start()
        #expect(recorder.completions == 1)

        // A resumed engine on a completed store does not fire again.
        let again = Recorder()
        let resumed = try makeEngine(try fiveSteps(), store: store, recorder: again)
        try resumed.start()
        #expect(resumed.isComplete)
        #expect(again.completions == 0)
        #expect(again.events.isEmpty)
    }

    @Test func completionFiresOnResumeWhenKilledBeforeTheHandler() throws {
        // Every step is recorded but the completion marker never was: the process died in between.
        let store = InMemoryProgressStore(seenVersions: Dictionary(uniqueKeysWithValues: fiveStepOrder.map { ($0, 1) }))
        let recorder = Recorder()
        let engine = try makeEngine(try fiveSteps(), store: store, recorder: recorder)
        try engine.start()
        #expect(recorder.completions == 1)
        #expect(recorder.events == [.flowCompleted])
        let recorder2 = Recorder()
        try makeEngine(try fiveSteps(), store: store, recorder: recorder2).start()
        #expect(recorder2.completions == 0)
    }

    @Test func backIsAllowedBeforeTheCommitPointAndRefusedAfter() throws {
        let engine = try makeEngine(try fiveSteps(), store: InMemoryProgressStore())
        try engine.start()
        #expect(throws: OnboardingError.noPreviousStep) { try engine.back() }
        try engine.complete("welcome")
        #expect(engine.canGoBack)
        try engine.back()
        #expect(engine.currentStepID == "welcome")
        #expect(engine.progress == StepProgress(index: 1, total: 5))
        try engine.complete("welcome")
        try engine.complete("createProfile")
        #expect(!engine.canGoBack)
        #expect(throws: OnboardingError.backNotAllowed(committedStep: "createProfile")) { try engine.back() }
        try engine.complete("conditions")
        #expect(throws: OnboardingError.backNotAllowed(committedStep: "createProfile")) { try engine.back() }
        #expect(engine.currentStepID == "notifications")
    }

    @Test func backStaysClosedAfterResumingPastACommitPoint() throws {
        let store = InMemoryProgressStore()
        let engine = try makeEngine(try fiveSteps(), store: store)
        try engine.start()
        try engine.complete("welcome")
        try engine.complete("createProfile")
        let resumed = try makeEngine(try fiveSteps(), store: store)
        try resumed.start()
        try resumed.complete("conditions")
        #expect(throws: OnboardingError.backNotAllowed(committedStep: "createProfile")) { try resumed.back() }
    }

    @Test func progressCountsStepNOfN() throws {
        let engine = try makeEngine(try fiveSteps(), store: InMemoryProgressStore())
        try engine.start()
        var seen: [String] = []
        while let progress = engine.progress, let id = engine.currentStepID {
            seen.append(progress.accessibilityLabel)
            try engine.complete(id)
        }
        #expect(seen == ["Step 1 of 5", "Step 2 of 5", "Step 3 of 5", "Step 4 of 5", "Step 5 of 5"])
        #expect(engine.progress == nil)
        #expect(StepProgress(index: 2, total: 4).accessibilityLabel == "Step 2 of 4")
        #expect(StepProgress(index: 2, total: 4).fraction == 0.5)
        #expect(StepProgress(index: 0, total: 0).fraction == 0)
    }

    @Test func observersReceiveEventsInOrder() throws {
        let recorder = Recorder()
        let engine = try makeEngine(try fiveSteps(), store: InMemoryProgressStore(), recorder: recorder)
        var second: [OnboardingEvent] = []
        engine.addObserver { second.append($0) }
        try engine.start()
        try engine.complete("welcome")
        try engine.back()
        try engine.complete("welcome")
        try engine.complete("createProfile")
        try engine.complete("conditions")
        try engine.skip("notifications")
        try engine.skip("tips")
        let expected: [OnboardingEvent] = [
            .shown(stepID: "welcome", progress: StepProgress(index: 1, total: 5)),
            .completed(stepID: "welcome"),
            .shown(stepID: "createProfile", progress: StepProgress(index: 2, total: 5)),
            .shown(stepID: "welcome", progress: StepProgress(index: 1, total: 5)),
            .completed(stepID: "welcome"),
            .shown(stepID: "createProfile", progress: StepProgress(index: 2, total: 5)),
            .completed(stepID: "createProfile"),
            .shown(stepID: "conditions", progress: StepProgress(index: 3, total: 5)),
            .completed(stepID: "conditions"),
            .shown(stepID: "notifications", progress: StepProgress(index: 4, total: 5)),
            .skipped(stepID: "notifications"),
            .shown(stepID: "tips", progress: StepProgress(index: 5, total: 5)),
            .skipped(stepID: "tips"),
            .flowCompleted,
        ]
        #expect(recorder.events == expected)
        #expect(second == expected)
        #expect(recorder.completions == 1)
    }

    @Test func requiredStepsCannotBeSkipped() throws {
        let engine = try makeEngine(try fiveSteps(), store: InMemoryProgressStore())
        try engine.start()
        #expect(throws: OnboardingError.requiredStepCannotBeSkipped("welcome")) { try engine.skip("welcome") }
        #expect(engine.currentStepID == "welcome")
    }

    @Test func actionsNameTheCurrentStep() throws {
        let engine = try makeEngine(try fiveSteps(), store: InMemoryProgressStore())
        #expect(throws: OnboardingError.notStarted) { try engine.complete("welcome") }
        try engine.start()
        #expect(throws: OnboardingError.notCurrentStep(expected: "welcome", got: "conditions")) {
            try engine.complete("conditions")
        }
        #expect(throws: OnboardingError.unknownStep("nope")) { try engine.complete("nope") }
    }

    @Test func registrationIsChecked() throws {
        #expect(throws: OnboardingError.invalidVersion(stepID: "x", version: 0)) {
            _ = try StepDescriptor<TestEnvironment>(id: "x", weight: 1, version: 0)
        }
        #expect(throws: OnboardingError.emptyStepID) { _ = try StepDescriptor<TestEnvironment>(id: "", weight: 1) }
        let dup: [any OnboardingStep<TestEnvironment>] = [
            try StepDescriptor(id: "a", weight: 1), try StepDescriptor(id: "a", weight: 2),
        ]
        #expect(throws: OnboardingError.duplicateStep("a")) {
            _ = try OnboardingEngine(steps: dup, environment: TestEnvironment(), store: InMemoryProgressStore())
        }
    }

    @Test func resetStartsANewRun() throws {
        let store = InMemoryProgressStore()
        let recorder = Recorder()
        let engine = try makeEngine(try fiveSteps(), store: store, recorder: recorder)
        try engine.start()
        for id in fiveStepOrder { try engine.complete(id) }
        try engine.reset()
        #expect(store.seenVersions().isEmpty)
        #expect(!store.isFlowComplete())
        #expect(engine.currentStepID == "welcome")
        #expect(engine.canGoBack == false)
        for id in fiveStepOrder { try engine.complete(id) }
        #expect(recorder.completions == 2)
    }

    @Test func errorsHaveStableCodes() {
        let table: [(OnboardingError, String)] = [
            (.backNotAllowed(committedStep: "a"), "backNotAllowed"),
            (.noPreviousStep, "noPreviousStep"),
            (.notCurrentStep(expected: "a", got: "b"), "notCurrentStep"),
            (.requiredStepCannotBeSkipped("a"), "requiredStepCannotBeSkipped"),
            (.unknownStep("a"), "unknownStep"),
            (.duplicateStep("a"), "duplicateStep"),
            (.invalidVersion(stepID: "a", version: 0), "invalidVersion"),
            (.emptyStepID, "emptyStepID"),
            (.flowComplete, "flowComplete"),
            (.notStarted, "notStarted"),
            (.storeFailed(message: "disk"), "storeFailed"),
        ]
        for (error, code) in table {
            #expect(error.code == code)
            #expect(!error.description.isEmpty)
        }
        #expect(OnboardingError.backNotAllowed(committedStep: "createProfile").description
            == "Going back is not possible after step \"createProfile\" has been completed.")
    }
}
