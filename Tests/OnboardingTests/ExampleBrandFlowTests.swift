import Foundation
import Testing
import Onboarding

/// Runs the example brand's whole step list through the engine.
///
/// OnboardingTests may only import Onboarding (Package.swift), so the brand's `steps` array is
/// read with Foundation here; the Brand module's own tests prove the same file validates.
@Suite struct ExampleBrandFlowTests {
    struct HostEnvironment: Sendable {
        var hasOperators: Bool
    }

    private func exampleSteps(_ file: String = #filePath) throws -> [Any] {
        let url = URL(fileURLWithPath: file)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/aurora-brand.json")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        return try #require(root["steps"] as? [Any])
    }

    /// How a host maps brand steps to descriptors: stock steps get the app's rules
    /// (createProfile commits, conditions needs operators), info steps are skippable pages.
    private func descriptors(_ entries: [Any]) throws -> [any OnboardingStep<HostEnvironment>] {
        try entries.enumerated().map { index, entry in
            let weight = (index + 1) * 10
            if let id = entry as? String {
                return try stock(id, version: 1, weight: weight)
            }
            let object = try #require(entry as? [String: Any])
            let id = try #require(object["id"] as? String)
            let version = object["version"] as? Int ?? 1
            if object["type"] as? String == "info" {
                return try StepDescriptor(id: id, weight: weight, version: version,
                                          isRequired: object["required"] as? Bool ?? false)
            }
            return try stock(id, version: version, weight: weight)
        }
    }

    private func stock(_ id: String, version: Int, weight: Int) throws -> StepDescriptor<HostEnvironment> {
        switch id {
        case "createProfile":
            try StepDescriptor(id: id, weight: weight, version: version, commits: true)
        case "conditions":
            try StepDescriptor(id: id, weight: weight, version: version, isEligible: { $0.hasOperators })
        default:
            try StepDescriptor(id: id, weight: weight, version: version)
        }
    }

    @Test func engineRunsTheExampleBrandsSteps() throws {
        let steps = try descriptors(try exampleSteps())
        let store = InMemoryProgressStore()
        let environment = HostEnvironment(hasOperators: true)
        var completions = 0
        var labels: [String] = []
        let engine = try OnboardingEngine(steps: steps, environment: environment, store: store) { completions += 1 }
        engine.addObserver { event in
            if case .shown(_, let progress) = event { labels.append(progress.accessibilityLabel) }
        }
        #expect(try OnboardingEngine.needsOnboarding(steps: steps, environment: environment, store: store))
        try engine.start()
        #expect(engine.flowStepIDs == ["welcome", "teamTour", "createProfile", "conditions"])
        try engine.complete("welcome")
        try engine.skip("teamTour")
        try engine.complete("createProfile")
        #expect(throws: OnboardingError.backNotAllowed(committedStep: "createProfile")) { try engine.back() }
        try engine.complete("conditions")
        #expect(engine.isComplete)
        #expect(completions == 1)
        #expect(labels == ["Step 1 of 4", "Step 2 of 4", "Step 3 of 4", "Step 4 of 4"])
        #expect(store.seenVersions()["conditions"] == 3)
        #expect(try !OnboardingEngine.needsOnboarding(steps: steps, environment: environment, store: store))
    }
}
