import ThresholdCore

extension CreateProfileStep {
    /// Whether Create can be pressed: a name that is valid or only needs correcting
    /// (``DisplayNameCheck/usableName(for:)``; pressing Create then offers the corrected name, "Correct
    /// name to X?"), a bio within the limit, and no creation under way. ``canCreate`` (the name as
    /// typed already valid) kept a correctable name a dead end on the desktop (issue 31).
    public var canSubmit: Bool {
        DisplayNameCheck(name).usableName(for: name) != nil && isBioValid && !isCreating
    }
}
