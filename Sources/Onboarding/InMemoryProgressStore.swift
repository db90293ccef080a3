import Foundation

/// A ``ProgressStore`` held in memory, for tests and hosts without persistence.
///
/// `@unchecked Sendable`: every access to the mutable state goes through `lock`.
public final class InMemoryProgressStore: ProgressStore, @unchecked Sendable {
    private let lock = NSLock()
    private var versions: [String: Int]
    private var complete: Bool

    /// Creates a store, optionally pre-filled (e.g. to simulate an existing user).
    public init(seenVersions: [String: Int] = [:], flowComplete: Bool = false) {
        self.versions = seenVersions
        self.complete = flowComplete
    }

    /// All stored `stepID -> seen version` pairs.
    public func seenVersions() -> [String: Int] {
        lock.withLock { versions }
    }

    /// Records `version` for `stepID`, keeping the larger of the stored and the new version.
    public func markSeen(stepID: String, version: Int) {
        lock.withLock { versions[stepID] = max(versions[stepID] ?? 0, version) }
    }

    /// Whether the completion marker is set.
    public func isFlowComplete() -> Bool {
        lock.withLock { complete }
    }

    /// Sets or clears the completion marker.
    public func setFlowComplete(_ complete: Bool) {
        lock.withLock { self.complete = complete }
    }

    /// Forgets everything.
    public func reset() {
        lock.withLock {
            versions = [:]
            complete = false
        }
    }
}
