/// The white-label onboarding flow engine.
///
/// The app registers steps (stock ones as ``StepDescriptor`` values, custom ones as
/// ``OnboardingStep`` types). The flow of a session is every eligible step whose stored seen
/// version is below its version, sorted by weight (ties by id). Progress is written to a
/// ``ProgressStore`` as each step completes, so a new engine over the same store resumes on the
/// first unfinished step, and a version bump of one step shows that step alone. A remapping table
/// (``StepRemapping``) carries progress of retired or renamed steps over to the steps registered
/// now, and update notes (``StepDescriptor/isForExistingUsersOnly``) reach existing users alone.
///
/// The engine is a reference type owned by the UI loop that drives it; it is deliberately not
/// `Sendable`. Observers and the completion handler run synchronously on that loop.
public final class OnboardingEngine<Environment> {
    private let steps: [any OnboardingStep<Environment>]
    private let stepsByID: [String: any OnboardingStep<Environment>]
    private let store: any ProgressStore
    private let remapping: [StepRemapping]
    /// Whether this user finished a run before this engine was made (the completion marker was
    /// set); decides update notes that were never seen.
    private var isExistingUser: Bool
    private var environment: Environment
    private let completionHandler: () -> Void
    private var observers: [(OnboardingEvent) -> Void] = []

    /// This session's flow; steps before `position` have been passed.
    private var flow: [String]
    private var position = 0
    /// Set once a `commits` step has completed (in this session or an earlier one of this run).
    private var committedStep: String?
    private var started = false
    /// Whether the completion marker was cleared for the run in progress.
    private var runMarkedOpen = false
    private var completionFired = false

    /// Creates an engine and computes the flow from the store.
    ///
    /// - Parameters:
    ///   - steps: stock and custom steps, in any order.
    ///   - environment: the value eligibility predicates look at.
    ///   - store: where progress is kept.
    ///   - remapping: retired and renamed step ids of earlier releases (see ``StepRemapping``).
    ///   - onComplete: called once when the flow finishes (see ``start()``).
    /// - Throws: ``OnboardingError/duplicateStep(_:)``, a remapping error
    ///   (``OnboardingError/remappedStepStillRegistered(_:)``, ``OnboardingError/remappingCycle(_:)``,
    ///   ``OnboardingError/unknownRemappingTarget(oldID:newID:)``, ``OnboardingError/duplicateRemapping(_:)``),
    ///   or ``OnboardingError/storeFailed(message:)``.
    public init(
        steps: [any OnboardingStep<Environment>],
        environment: Environment,
        store: any ProgressStore,
        remapping: [StepRemapping] = [],
        onComplete: @escaping () -> Void = {}
    ) throws(OnboardingError) {
        var byID: [String: any OnboardingStep<Environment>] = [:]
        for step in steps {
            let id = step.descriptor.id
            guard byID[id] == nil else { throw .duplicateStep(id) }
            byID[id] = step
        }
        self.steps = steps.sorted { lhs, rhs in
            let (a, b) = (lhs.descriptor, rhs.descriptor)
            return a.weight != b.weight ? a.weight < b.weight : a.id < b.id
        }
        try StepRemapping.validate(remapping, registered: Set(byID.keys))
        self.stepsByID = byID
        self.store = store
        self.remapping = remapping
        self.environment = environment
        self.completionHandler = onComplete
        self.flow = []
        let hasNotes = steps.contains { $0.descriptor.isForExistingUsersOnly }
        let flowWasComplete = try Self.read { try store.isFlowComplete() }
        self.isExistingUser = hasNotes ? flowWasComplete : false
        let seen = try Self.seen(in: store, remapping: remapping)
        let pending = pendingSteps(seen: seen, excluding: [])
        self.flow = pending
        self.committedStep = alreadyCommittedStep(seen: seen)
        // A run resumed before its commit point (a new user who quit on the second step) is the
        // same run: the steps it already passed come back into the flow, before the first pending
        // one, so "step n of N" reads as before the restart and Back still reaches them.
        let passed = stepsPassedInOpenRun(seen: seen, pending: pending, flowWasComplete: flowWasComplete)
        self.flow = passed + pending
        self.position = passed.count
    }

    /// The cheap check to run before building any UI: one read of the store, then predicates
    /// evaluated in memory (a second read, of the completion marker, only when the one step left
    /// is an update note never seen before).
    ///
    /// - Parameters:
    ///   - steps: the same steps the engine would be given.
    ///   - environment: the value eligibility predicates look at.
    ///   - store: where progress is kept.
    ///   - remapping: the same table the engine is given.
    /// - Returns: `true` when at least one eligible step has a seen version below its version.
    /// - Throws: a remapping error, or ``OnboardingError/storeFailed(message:)``.
    public static func needsOnboarding(
        steps: [any OnboardingStep<Environment>],
        environment: Environment,
        store: any ProgressStore,
        remapping: [StepRemapping] = []
    ) throws(OnboardingError) -> Bool {
        if !remapping.isEmpty {
            try StepRemapping.validate(remapping, registered: Set(steps.map { $0.descriptor.id }))
        }
        let seen = try Self.seen(in: store, remapping: remapping)
        var waitsForMarker = false
        for step in steps {
            let d = step.descriptor
            let stored = seen[d.id] ?? 0
            guard stored < d.version, d.isEligible(environment) else { continue }
            if !d.isForExistingUsersOnly || stored >= 1 { return true }
            waitsForMarker = true
        }
        return waitsForMarker ? try read { try store.isFlowComplete() } : false
    }

    // MARK: - State

    /// The ids of this session's flow, in order (passed steps included).
    public var flowStepIDs: [String] { flow }

    /// The id of the current step, `nil` once the flow is complete.
    public var currentStepID: String? {
        position < flow.count ? flow[position] : nil
    }

    /// The descriptor of the current step, `nil` once the flow is complete.
    public var currentStep: StepDescriptor<Environment>? {
        currentStepID.flatMap { stepsByID[$0]?.descriptor }
    }

    /// "Step n of N" for the current step, `nil` once the flow is complete.
    public var progress: StepProgress? {
        position < flow.count ? StepProgress(index: position + 1, total: flow.count) : nil
    }

    /// Whether every step of this session's flow is done.
    public var isComplete: Bool { position >= flow.count }

    /// Whether ``back()`` would succeed now.
    public var canGoBack: Bool { started && committedStep == nil && position > 0 && position <= flow.count }

    // MARK: - Observers

    /// Adds an observer of shown / completed / skipped / flow-completed events, called in order.
    public func addObserver(_ observer: @escaping (OnboardingEvent) -> Void) {
        observers.append(observer)
    }

    // MARK: - Actions

    /// Starts the session: announces the current step, or, when nothing is left to do and the
    /// completion was never recorded (e.g. the process died right after the last step), finishes
    /// the flow so the completion handler fires exactly once.
    public func start() throws(OnboardingError) {
        guard !started else { return }
        try recordRemappedProgress()
        started = true
        try showCurrentOrFinish()
    }

    /// Completes the current step, which must be `stepID`.
    public func complete(_ stepID: String) throws(OnboardingError) {
        let step = try checkCurrent(stepID)
        try record(step.descriptor)
        if step.descriptor.commits { committedStep = stepID }
        emit(.completed(stepID: stepID))
        position += 1
        try showCurrentOrFinish()
    }

    /// Skips the current step, which must be `stepID` and not required. A skipped step counts
    /// as seen at its version: it is not offered again on resume.
    public func skip(_ stepID: String) throws(OnboardingError) {
        let step = try checkCurrent(stepID)
        guard !step.descriptor.isRequired else { throw .requiredStepCannotBeSkipped(stepID) }
        try record(step.descriptor)
        emit(.skipped(stepID: stepID))
        position += 1
        try showCurrentOrFinish()
    }

    /// Goes back to the previous step of this session's flow.
    ///
    /// - Throws: ``OnboardingError/backNotAllowed(committedStep:)`` once a commit point has
    ///   completed; ``OnboardingError/noPreviousStep`` on the first step.
    public func back() throws(OnboardingError) {
        guard started else { throw .notStarted }
        guard position < flow.count else { throw .flowComplete }
        if let committedStep { throw .backNotAllowed(committedStep: committedStep) }
        guard position > 0 else { throw .noPreviousStep }
        position -= 1
        showCurrent()
    }

    /// Replaces the environment and recomputes the steps not yet passed (a step may have
    /// become eligible or ineligible because of an earlier answer).
    public func updateEnvironment(_ environment: Environment) throws(OnboardingError) {
        self.environment = environment
        guard position < flow.count else { return }
        let previous = currentStepID
        let passed = Array(flow[..<position])
        // Steps ahead that this session already lists stay while eligible, also those already
        // recorded (the user went back to them); the others join when pending.
        let ahead = Set(flow[position...])
        let seen = try Self.seen(in: store, remapping: remapping)
        let pending = Set(pendingSteps(seen: seen, excluding: Set(passed)))
        flow = passed + steps.compactMap { step in
            let d = step.descriptor
            if ahead.contains(d.id) { return d.isEligible(environment) ? d.id : nil }
            return pending.contains(d.id) ? d.id : nil
        }
        if started, currentStepID != previous { try showCurrentOrFinish() }
    }

    /// Clears all progress and starts a new run from the first step (e.g. when the last
    /// profile was deleted). The completion handler may fire again at the end of the new run.
    public func reset() throws(OnboardingError) {
        try Self.read { try store.reset() }
        isExistingUser = false
        flow = pendingSteps(seen: [:], excluding: [])
        position = 0
        committedStep = nil
        runMarkedOpen = false
        completionFired = false
        if started { try showCurrentOrFinish() }
    }

    // MARK: - Internals

    private func pendingSteps(seen: [String: Int], excluding: Set<String>) -> [String] {
        steps.compactMap { step in
            let d = step.descriptor
            let stored = seen[d.id] ?? 0
            guard !excluding.contains(d.id), stored < d.version, d.isEligible(environment) else {
                return nil
            }
            if d.isForExistingUsersOnly && stored == 0 && !isExistingUser { return nil }
            return d.id
        }
    }

    /// A commit point done earlier in a run that is still in progress keeps back navigation closed.
    /// The steps a new user's run already completed before its first pending step while it has not
    /// reached its commit point (a new user who quit on the profile step): they stay in the flow,
    /// behind the current step, so "step n of N" reads as before the restart and Back reaches them
    /// (Welcome's other ways in, such as a migration, stay open). Empty when the flow has no
    /// eligible commit point, once one was ever recorded, and for a flow that was ever complete.
    private func stepsPassedInOpenRun(seen: [String: Int], pending: [String], flowWasComplete: Bool) -> [String] {
        guard let first = pending.first, !flowWasComplete else { return [] }
        let commits = steps.filter { $0.descriptor.commits && $0.descriptor.isEligible(environment) }
        guard !commits.isEmpty, commits.allSatisfy({ (seen[$0.descriptor.id] ?? 0) == 0 }) else { return [] }
        var passed: [String] = []
        for step in steps {
            let d = step.descriptor
            if d.id == first { break }
            if d.isEligible(environment), !d.isForExistingUsersOnly, (seen[d.id] ?? 0) >= d.version { passed.append(d.id) }
        }
        return passed
    }

    private func alreadyCommittedStep(seen: [String: Int]) -> String? {
        guard !flow.isEmpty else { return nil }
        return steps.first { step in
            let d = step.descriptor
            return d.commits && (seen[d.id] ?? 0) >= d.version && d.isEligible(environment)
        }?.descriptor.id
    }

    private func checkCurrent(_ stepID: String) throws(OnboardingError) -> any OnboardingStep<Environment> {
        guard started else { throw .notStarted }
        guard let step = stepsByID[stepID] else { throw .unknownStep(stepID) }
        guard let current = currentStepID else { throw .flowComplete }
        guard current == stepID else { throw .notCurrentStep(expected: current, got: stepID) }
        return step
    }

    private func record(_ descriptor: StepDescriptor<Environment>) throws(OnboardingError) {
        // Clearing the marker first means a crash between the last step and the handler is
        // detected by the next engine (flow empty, marker clear) and the handler still fires.
        if !runMarkedOpen {
            try Self.read {
                if try store.isFlowComplete() { try store.setFlowComplete(false) }
            }
            runMarkedOpen = true
        }
        try Self.read { try store.markSeen(stepID: descriptor.id, version: descriptor.version) }
    }

    private func showCurrentOrFinish() throws(OnboardingError) {
        if position < flow.count {
            showCurrent()
        } else {
            try finish()
        }
    }

    private func showCurrent() {
        guard let id = currentStepID, let progress, let step = stepsByID[id] else { return }
        emit(.shown(stepID: id, progress: progress))
        step.didBecomeCurrent(StepContext(
            stepID: id,
            progress: progress,
            onComplete: { [weak self] (id: String) throws(OnboardingError) in
                guard let self else { throw .flowComplete }
                try self.complete(id)
            },
            onSkip: { [weak self] (id: String) throws(OnboardingError) in
                guard let self else { throw .flowComplete }
                try self.skip(id)
            }
        ))
    }

    private func finish() throws(OnboardingError) {
        guard !completionFired else { return }
        let alreadyRecorded = try Self.read { try store.isFlowComplete() }
        guard !alreadyRecorded else { return }
        // A new user's run never shows this version's update notes: record them as seen, before
        // the marker, so a crash in between repeats this idempotent write and nothing else.
        if !isExistingUser {
            let seen = try Self.read { try store.seenVersions() }
            for step in steps where step.descriptor.isForExistingUsersOnly && (seen[step.descriptor.id] ?? 0) == 0 {
                try Self.read { try store.markSeen(stepID: step.descriptor.id, version: step.descriptor.version) }
            }
        }
        // The marker is written before the handler runs: a crash in between loses the call
        // rather than repeating it.
        try Self.read { try store.setFlowComplete(true) }
        isExistingUser = true
        completionFired = true
        emit(.flowCompleted)
        completionHandler()
    }

    /// The stored seen versions with the remapping table applied.
    private static func seen(in store: any ProgressStore, remapping: [StepRemapping]) throws(OnboardingError) -> [String: Int] {
        let stored = try read { try store.seenVersions() }
        return StepRemapping.apply(remapping, to: stored)
    }

    /// Writes progress carried over by the remapping table under the registered ids, so it
    /// survives a later release that drops the table entry. Idempotent: versions are never lowered.
    private func recordRemappedProgress() throws(OnboardingError) {
        guard !remapping.isEmpty else { return }
        let stored = try Self.read { try store.seenVersions() }
        let mapped = StepRemapping.apply(remapping, to: stored)
        for id in stepsByID.keys.sorted() {
            if let version = mapped[id], version > (stored[id] ?? 0) {
                try Self.read { try store.markSeen(stepID: id, version: version) }
            }
        }
    }

    private func emit(_ event: OnboardingEvent) {
        for observer in observers { observer(event) }
    }

    private static func read<T>(_ body: () throws -> T) throws(OnboardingError) -> T {
        do {
            return try body()
        } catch let error as OnboardingError {
            throw error
        } catch {
            throw .storeFailed(message: String(describing: error))
        }
    }
}
