import Onboarding
import ThresholdCore

/// The onboarding engine's progress, kept in Threshold's database.
public final class SQLiteProgressStore: ProgressStore {
    private let store: ThresholdStore

    /// Adapts `store`.
    public init(store: ThresholdStore) { self.store = store }

    public func seenVersions() throws -> [String: Int] { try store.onboardingSnapshot().seenVersions }
    public func markSeen(stepID: String, version: Int) throws { try store.markOnboardingStepSeen(stepID, version: version) }
    public func isFlowComplete() throws -> Bool { try store.onboardingSnapshot().isComplete }
    public func setFlowComplete(_ complete: Bool) throws { try store.setOnboardingComplete(complete) }
    public func reset() throws { try store.resetOnboarding() }
}
