import Storage

/// Onboarding progress kept in the database (the app adapts it to the engine's `ProgressStore`).
extension ThresholdStore {
    /// What the cheap "does onboarding need to run?" check reads, in one transaction.
    public struct OnboardingSnapshot: Sendable, Equatable {
        /// Step id -> highest version seen.
        public var seenVersions: [String: Int]
        /// Whether any visible profile exists.
        public var hasVisibleProfile: Bool
        /// Whether the completion of the latest run was recorded.
        public var isComplete: Bool
    }

    /// Reads progress, whether a visible profile exists and the completion marker: three indexed reads.
    public func onboardingSnapshot() throws -> OnboardingSnapshot {
        try database.read { db in
            var seen: [String: Int] = [:]
            try db.forEach("SELECT step_id, seen_version FROM onboarding_progress") { (row: borrowing Row) in
                seen[row.string("step_id") ?? ""] = row.int("seen_version")
            }
            let hasProfile = try db.int("SELECT 1 FROM profiles WHERE hidden = 0 LIMIT 1") != nil
            let complete = try Self.setting(SettingKey.onboardingComplete, in: db) == "1"
            return OnboardingSnapshot(seenVersions: seen, hasVisibleProfile: hasProfile, isComplete: complete)
        }
    }

    /// Records that a step was seen at `version`; never lowers a stored version.
    public func markOnboardingStepSeen(_ stepID: String, version: Int) throws {
        try database.write { db in
            try db.execute("""
                INSERT INTO onboarding_progress (step_id, seen_version) VALUES (?, ?)
                ON CONFLICT(step_id) DO UPDATE SET seen_version = max(seen_version, excluded.seen_version)
                """, [.text(stepID), .int(version)])
        }
    }

    /// Sets or clears the completion marker.
    public func setOnboardingComplete(_ complete: Bool) throws {
        try setSetting(SettingKey.onboardingComplete, complete ? "1" : nil)
    }

    /// Marks every given step seen and the flow complete, in one transaction (e.g. after a fresh
    /// profile is made by self-destruct, or when a host finishes onboarding its own way).
    public func completeOnboarding(steps: [(id: String, version: Int)]) throws {
        try database.write { db in
            for step in steps {
                try db.execute("""
                    INSERT INTO onboarding_progress (step_id, seen_version) VALUES (?, ?)
                    ON CONFLICT(step_id) DO UPDATE SET seen_version = max(seen_version, excluded.seen_version)
                    """, [.text(step.id), .int(step.version)])
            }
            try Self.setSetting(SettingKey.onboardingComplete, "1", in: db)
        }
    }

    /// Forgets all onboarding progress: the next launch starts at the first step.
    public func resetOnboarding() throws {
        try database.write { db in try Self.resetOnboarding(in: db) }
    }

    static func resetOnboarding(in db: Connection) throws {
        try db.execute("DELETE FROM onboarding_progress")
        try Self.setSetting(SettingKey.onboardingComplete, nil, in: db)
    }
}
