/// Persists onboarding progress. Small and synchronous so that an SQLite-backed
/// implementation is a handful of statements.
///
/// Contract:
/// - ``markSeen(stepID:version:)`` never lowers a stored version (keep the maximum);
/// - ``seenVersions()`` is the single read behind ``OnboardingEngine/needsOnboarding(steps:environment:store:remapping:)``;
/// - the completion marker records that the completion handler of the current run has fired;
/// - ``reset()`` clears versions and the marker.
public protocol ProgressStore: AnyObject {
    /// All stored `stepID -> seen version` pairs.
    func seenVersions() throws -> [String: Int]
    /// Records that `stepID` was seen at `version`; a lower version than the stored one is ignored.
    func markSeen(stepID: String, version: Int) throws
    /// Whether the completion of the latest run has been recorded.
    func isFlowComplete() throws -> Bool
    /// Sets or clears the completion marker.
    func setFlowComplete(_ complete: Bool) throws
    /// Forgets all progress (e.g. when the last profile is deleted).
    func reset() throws
}
