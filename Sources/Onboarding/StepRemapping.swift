/// One entry of an app's remapping table: what progress recorded under a step id the app no longer
/// registers (a retired or renamed step) means for the steps it registers now.
///
/// The engine never rewrites or deletes what the store holds under the old id; it reads the table
/// each time it computes the flow, and at ``OnboardingEngine/start()`` records the carried-over
/// versions under the new ids (so dropping an entry in a much later release loses nothing).
///
/// ```swift
/// let remapping = [
///     try StepRemapping.renamed("pickRegion", to: "region"),       // same step, new id
///     try StepRemapping.renamed("setup", to: "alerts", countsAsVersion: 1), // split step, one part
///     try StepRemapping.retired("tour"),                           // gone, nothing replaces it
/// ]
/// ```
///
/// Entries chain: `a -> b` and `b -> c` carry progress of `a` to `c`, so each release only adds
/// the entries for its own renames.
public struct StepRemapping: Hashable, Sendable {
    /// The id the app no longer registers.
    public let oldID: String
    /// The registered id (or the id of another entry's ``oldID``) that takes the progress over;
    /// `nil` for a retired step whose progress counts for nothing.
    public let newID: String?
    /// The version of the new step that having seen the old one counts as; `nil` carries the
    /// old step's seen version over unchanged.
    public let countsAsVersion: Int?

    /// Creates an entry.
    ///
    /// - Throws: ``OnboardingError/emptyStepID`` for an empty id, ``OnboardingError/invalidVersion(stepID:version:)``
    ///   when `countsAsVersion < 1`.
    public init(oldID: String, newID: String?, countsAsVersion: Int? = nil) throws(OnboardingError) {
        guard !oldID.isEmpty, newID?.isEmpty != true else { throw .emptyStepID }
        if let countsAsVersion, countsAsVersion < 1 {
            throw .invalidVersion(stepID: newID ?? oldID, version: countsAsVersion)
        }
        self.oldID = oldID
        self.newID = newID
        self.countsAsVersion = countsAsVersion
    }

    /// A step now registered under another id. Users who had seen `oldID` have seen `newID` at
    /// the same version (or at `countsAsVersion`, when the new step counts its versions afresh).
    public static func renamed(_ oldID: String, to newID: String, countsAsVersion: Int? = nil) throws(OnboardingError) -> StepRemapping {
        try StepRemapping(oldID: oldID, newID: newID, countsAsVersion: countsAsVersion)
    }

    /// A step the app dropped: its stored progress is kept but means nothing. Declaring it makes
    /// the engine refuse a step registered again under the retired id by mistake.
    public static func retired(_ oldID: String) throws(OnboardingError) -> StepRemapping {
        try StepRemapping(oldID: oldID, newID: nil)
    }
}
