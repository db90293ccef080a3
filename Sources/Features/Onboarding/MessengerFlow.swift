import Brand
import Onboarding
import ThresholdCore

/// The messenger's onboarding flow built from a brand: its stock and info steps, in brand order.
public enum MessengerFlow {
    /// The engine steps for `brand`: weight = position in the brand's list; create-profile commits;
    /// welcome and create-profile are eligible only while no visible profile exists; info steps can
    /// be skipped unless the brand marks them required.
    public static func steps(for brand: Brand) -> [any OnboardingStep<OnboardingEnvironment>] {
        var steps: [any OnboardingStep<OnboardingEnvironment>] = []
        for (index, step) in brand.steps.enumerated() {
            let weight = (index + 1) * 10
            let descriptor: StepDescriptor<OnboardingEnvironment>?
            switch step {
            case .stock(let stock, let version):
                let beforeProfile = stock == .welcome || stock == .createProfile
                let eligibility: @Sendable (OnboardingEnvironment) -> Bool = beforeProfile ? Self.needsNoProfile : Self.always
                descriptor = try? StepDescriptor<OnboardingEnvironment>(id: stock.rawValue, weight: weight, version: version, isRequired: true,
                                                 commits: stock == .createProfile, isEligible: eligibility)
            case .info(let info):
                descriptor = try? StepDescriptor<OnboardingEnvironment>(id: info.id, weight: weight, version: info.version,
                                                 isRequired: info.isRequired)
            }
            // The brand validator guarantees non-empty ids and versions >= 1, so nothing is dropped.
            if let descriptor { steps.append(descriptor) }
        }
        return steps
    }

    @Sendable static func needsNoProfile(_ environment: OnboardingEnvironment) -> Bool { !environment.hasVisibleProfile }
    @Sendable static func always(_ environment: OnboardingEnvironment) -> Bool { true }

    /// The cheap start-up check: one read transaction, no engine, no UI.
    public static func needsOnboarding(brand: Brand, store: ThresholdStore) throws -> Bool {
        let snapshot = try store.onboardingSnapshot()
        return needsOnboarding(brand: brand, snapshot: snapshot)
    }

    /// The check over an already-read snapshot.
    public static func needsOnboarding(brand: Brand, snapshot: ThresholdStore.OnboardingSnapshot) -> Bool {
        let environment = OnboardingEnvironment(hasVisibleProfile: snapshot.hasVisibleProfile)
        // Without a profile the app can't be used, whatever the progress says.
        if !snapshot.hasVisibleProfile { return true }
        return steps(for: brand).contains { step in
            let d = step.descriptor
            return (snapshot.seenVersions[d.id] ?? 0) < d.version && d.isEligible(environment)
        }
    }

    /// Every step id and version of the brand, for marking the whole flow done at once.
    public static func allSteps(of brand: Brand) -> [(id: String, version: Int)] {
        brand.steps.map { ($0.id, $0.version) }
    }

    /// The brand's operators as the store sees them.
    public static func operatorDefinitions(_ brand: Brand) -> [OperatorDefinition] {
        brand.operators.map { OperatorDefinition(id: $0.id, roles: Set($0.roles.map(\.rawValue))) }
    }
}
