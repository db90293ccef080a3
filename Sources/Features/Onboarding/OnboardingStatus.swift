import Brand
import Onboarding
import ThresholdCore

/// Where a person stands in the messenger's onboarding, as the app would open it: the same engine
/// over the same stored progress, so `threshold onboarding status` names the step the app shows
/// (issue 31: it said "welcome" while the app opened on "Create your profile").
public struct OnboardingStatus: Sendable, Equatable {
    /// One step of the brand's flow and what is stored about it.
    public struct Step: Sendable, Equatable {
        /// The step's id.
        public let id: String
        /// The step's current version.
        public let version: Int
        /// The version the user last saw (0: never).
        public let seen: Int
        /// Whether the app still shows it.
        public let pending: Bool
    }

    /// Whether the app opens on onboarding.
    public let needsOnboarding: Bool
    /// The step the app opens on (nil when onboarding is not needed).
    public let currentStep: String?
    /// "Step n of N" for that step, as the app shows it.
    public let progress: StepProgress?
    /// Every step of the brand's flow, in the brand's order.
    public let steps: [Step]
}

extension AppSession {
    /// Where onboarding stands, read through the engine the app runs (``OnboardingSession``).
    public func onboardingStatus() throws -> OnboardingStatus {
        let snapshot = try store.onboardingSnapshot()
        let brand = self.brand
        let needs = MessengerFlow.needsOnboarding(brand: brand, snapshot: snapshot)
        let engine = try OnboardingEngine(steps: MessengerFlow.steps(for: brand),
                                          environment: OnboardingEnvironment(hasVisibleProfile: snapshot.hasVisibleProfile),
                                          store: SQLiteProgressStore(store: store))
        let flow = engine.flowStepIDs
        let ahead = engine.currentStepID.flatMap { current in flow.firstIndex(of: current).map { Set(flow[$0...]) } } ?? []
        let steps = MessengerFlow.steps(for: brand).map { $0.descriptor }.sorted { $0.weight < $1.weight }
        return OnboardingStatus(
            needsOnboarding: needs,
            currentStep: needs ? engine.currentStepID : nil,
            progress: needs ? engine.progress : nil,
            steps: steps.map { d in
                OnboardingStatus.Step(id: d.id, version: d.version, seen: snapshot.seenVersions[d.id] ?? 0,
                                      pending: needs && ahead.contains(d.id))
            })
    }
}
