import Onboarding

/// The releases of the example app whose onboarding differs, so an upgrade can be tried for real
/// (`--simulate-release 1`, then a normal launch).
///
/// | step | release 1 | release 2 (current) |
/// |---|---|---|
/// | location permission | `location` v1 | `location` v1 |
/// | region picker | `pickRegion` v1 (commit point) | renamed `region` v1 (remapped) |
/// | service alerts (custom step) | `alerts` v1 | `alerts` v1, plus "near me" when location is on |
/// | what changed (existing users only) | `whatChanged` v1 | `whatChanged` v2 |
public enum TransitRelease: Int, Sendable, CaseIterable {
    /// The first release.
    case first = 1
    /// The current release.
    case second = 2

    /// The release a normal launch runs.
    public static let current = TransitRelease.second

    /// Step ids, as the engine stores them.
    public enum StepID {
        /// The location permission page.
        public static let location = "location"
        /// The region picker of release 1.
        public static let pickRegion = "pickRegion"
        /// The region picker since release 2.
        public static let region = "region"
        /// The custom service-alerts step.
        public static let alerts = "alerts"
        /// The update notes.
        public static let whatChanged = "whatChanged"
    }

    /// The id of this release's region step.
    public var regionStepID: String { self == .first ? StepID.pickRegion : StepID.region }

    /// The descriptors of the steps the app's screens drive (the custom step brings its own).
    public func stockSteps() throws(OnboardingError) -> [StepDescriptor<TransitEnvironment>] {
        [
            try StepDescriptor(id: StepID.location, weight: 10, isRequired: false),
            try StepDescriptor(id: regionStepID, weight: 20, commits: true),
            try StepDescriptor(id: StepID.whatChanged, weight: 90, version: rawValue, existingUsersOnly: true),
        ]
    }

    /// Retired and renamed steps of earlier releases.
    public func remapping() throws(OnboardingError) -> [StepRemapping] {
        self == .first ? [] : [try .renamed(StepID.pickRegion, to: StepID.region)]
    }

    /// What the update notes say.
    public var notes: WhatChangedNotes {
        switch self {
        case .first:
            WhatChangedNotes(title: "What changed in Threshold Transit 1", lines: ["The first release."])
        case .second:
            WhatChangedNotes(title: "What changed in Threshold Transit 2", lines: [
                "Service alerts can now follow the stops near you.",
                "The region list finds places by their local names (try \"Wien\").",
                "Your earlier choices were kept; only this page is new.",
            ])
        }
    }
}
