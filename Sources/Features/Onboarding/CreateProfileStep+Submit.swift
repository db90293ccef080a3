import ThresholdCore

extension CreateProfileStep {
    /// Whether Create can be pressed: whenever a name is typed and no creation is under way.
    /// Pressing it answers every problem with its reason: a name that only needs correcting with
    /// "Correct name to X?", a bio over the limit with its size and the limit (issue 31: a
    /// disabled Create was a silent dead end for both on the desktop, and Enter did nothing in
    /// the full screen). ``canCreate`` says whether it would create as typed.
    public var canSubmit: Bool {
        !name.isEmpty && !isCreating
    }
}
