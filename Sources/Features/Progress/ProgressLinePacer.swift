/// Which progress values become printed lines where nothing can be redrawn (plain mode, a log):
/// the first of each step, then at most one a second and, when the size is known, one per tenth,
/// and the step's last one.
public struct ProgressLinePacer: Sendable {
    private var label: String?
    private var lastLine = 0.0
    private var lastFraction = 0.0
    private var resumes = 0
    /// The resume count when a reconnect was last said (-1: never): once per lost connection.
    private var reconnectingNoticed = -1

    /// A pacer before any line.
    public init() {}

    /// "Connection lost; reconnecting…" the first time `progress` says a lost connection is
    /// being opened again, ``TransferProgress/resumeNotice`` the first time it carries a new
    /// resume (once each), else nil: a line to print on its own, whether progress lines are
    /// shown or not.
    public mutating func resumeNotice(for progress: TransferProgress) -> String? {
        if progress.reconnectingSeconds != nil {
            guard reconnectingNoticed != progress.resumes else { return nil }
            reconnectingNoticed = progress.resumes
            return DirectTransferText.reconnecting
        }
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
