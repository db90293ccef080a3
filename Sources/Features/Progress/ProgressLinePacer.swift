/// Which progress values become printed lines where nothing can be redrawn (plain mode, a log):
/// the first of each step, then at most one a second and, when the size is known, one per tenth,
/// and the step's last one.
public struct ProgressLinePacer: Sendable {
    private var label: String?
    private var lastLine = 0.0
    private var lastFraction = 0.0
    private var resumes = 0

    /// A pacer before any line.
    public init() {}

    /// ``TransferProgress/resumeNotice`` the first time `progress` carries a new resume (once
    /// each), else nil: a line to print on its own, whether progress lines are shown or not.
    public mutating func resumeNotice(for progress: TransferProgress) -> String? {
        guard progress.resumes > resumes else { return nil }
        resumes = progress.resumes
        return progress.resumeNotice
    }

    /// The line for `progress` shown at `now` (seconds, monotonic), or nil when too soon.
    public mutating func line(for progress: TransferProgress, at now: Double) -> String? {
        let fraction = progress.fraction
        let done = progress.total > 0 && progress.completed >= progress.total
        if progress.label != label {
            label = progress.label
        } else if !done {
            guard now - lastLine >= 1, progress.total == 0 || fraction - lastFraction >= 0.1 else { return nil }
        } else if lastFraction >= 1 {
            return nil
        }
        lastLine = now
        lastFraction = fraction
        return progress.line(percent: true)
    }
}
