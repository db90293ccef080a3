import Onboarding
import OnboardingStore

/// The example's first run, front-end neutral: the engine decides the page, this type performs
/// each page's answer on the store and tells the engine. The terminal and plain front ends only
/// draw ``page`` and call the actions.
public final class TransitOnboarding {
    /// The page to draw.
    public enum Page: Hashable, Sendable {
        /// "Use your location?" with Allow / Not now.
        case location
        /// The region picker.
        case region
        /// The custom step (``ServiceAlertsStep``).
        case alerts
        /// The update notes of this release (existing users only).
        case whatChanged(WhatChangedNotes)
    }

    /// The release whose flow runs.
    public let release: TransitRelease
    /// The custom step, drawn by the front ends through its own API.
    public let alertsStep: ServiceAlertsStep
    /// The engine, for a front end that follows it (the desktop face hands it to the kit's
    /// `OnboardingWindow`); answers still go through this type's methods.
    public let engine: OnboardingEngine<TransitEnvironment>
    private let store: PersistentProgressStore

    /// Every step of `release`, custom one included.
    static func steps(_ release: TransitRelease, alertsStep: ServiceAlertsStep) throws(OnboardingError) -> [any OnboardingStep<TransitEnvironment>] {
        try release.stockSteps() + [alertsStep]
    }

    /// The cheap check before building any UI: one read of the store.
    public static func needsOnboarding(store: PersistentProgressStore, release: TransitRelease) throws -> Bool {
        let steps: [any OnboardingStep<TransitEnvironment>] = try release.stockSteps() + [try ServiceAlertsStep.makeDescriptor()]
        return try OnboardingEngine.needsOnboarding(steps: steps, environment: try environment(in: store),
                                                    store: store, remapping: try release.remapping())
    }

    /// Starts or resumes the flow from the progress in `store`; `onComplete` fires once when it ends.
    public init(store: PersistentProgressStore, release: TransitRelease, onComplete: @escaping () -> Void) throws {
        self.store = store
        self.release = release
        let environment = try Self.environment(in: store)
        alertsStep = try ServiceAlertsStep(selected: Set(TransitValues.alerts(try store.value(forKey: TransitValues.alerts)))) {
            try store.setValue(TransitValues.encode($0), forKey: TransitValues.alerts)
        }
        alertsStep.offersNearMe = environment.locationAllowed
        engine = try OnboardingEngine(steps: try Self.steps(release, alertsStep: alertsStep), environment: environment,
                                      store: store, remapping: try release.remapping(), onComplete: onComplete)
        try engine.start()
    }

    /// The current page; nil once the flow is complete.
    public var page: Page? {
        switch engine.currentStepID {
        case TransitRelease.StepID.location: .location
        case release.regionStepID: .region
        case TransitRelease.StepID.alerts: .alerts
        case TransitRelease.StepID.whatChanged: .whatChanged(release.notes)
        default: nil
        }
    }

    /// "Step n of N" for the current page.
    public var progress: StepProgress? { engine.progress }

    /// Whether ``back()`` goes anywhere (closed once the region is chosen).
    public var canGoBack: Bool { engine.canGoBack }

    /// "Allow": stores the answer, then completes the step.
    public func allowLocation() throws {
        try recordLocation(allowed: true)
        try engine.complete(TransitRelease.StepID.location)
    }

    /// "Not now": stores the answer, then skips the step (it is not asked again).
    public func declineLocation() throws {
        try recordLocation(allowed: false)
        try engine.skip(TransitRelease.StepID.location)
    }

    /// Stores the region, then completes the region step (a commit point: back closes).
    public func chooseRegion(_ region: Region) throws {
        try recordRegion(region)
        try engine.complete(release.regionStepID)
    }

    /// Stores the location answer and updates what later steps offer, without moving the flow
    /// (a page that completes or skips the step itself, such as the kit's permission page).
    public func recordLocation(allowed: Bool) throws {
        try answerLocation(allowed ? TransitValues.allowed : TransitValues.declined)
    }

    /// Stores the region without moving the flow (the kit's pick-one page completes the step).
    public func recordRegion(_ region: Region) throws {
        try store.setValue(region.id, forKey: TransitValues.region)
    }

    /// Closes the update notes.
    public func finishNotes() throws {
        try engine.complete(TransitRelease.StepID.whatChanged)
    }

    /// Back to the previous page, where the flow allows it.
    public func back() throws {
        try engine.back()
    }

    /// The answer is stored before the engine records the step: killed in between, the user
    /// sees the page again with nothing lost.
    private func answerLocation(_ value: String) throws {
        try store.setValue(value, forKey: TransitValues.location)
        let environment = TransitEnvironment(locationAllowed: value == TransitValues.allowed)
        alertsStep.offersNearMe = environment.locationAllowed
        try engine.updateEnvironment(environment)
    }

    private static func environment(in store: PersistentProgressStore) throws -> TransitEnvironment {
        TransitEnvironment(locationAllowed: try store.value(forKey: TransitValues.location) == TransitValues.allowed)
    }
}
