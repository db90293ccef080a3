import Migration

/// One step of an export or import as every front end shows it: the step's name, bytes done and in
/// all, the rate and the time left. Measured by ``TransferMeter``; screens and reducers stay clock-free.
public struct TransferProgress: Equatable, Sendable {
    /// "Copying database", "Encrypting", "Downloading", "Decrypting", "Verifying".
    public var label: String
    /// Whether the counts are bytes (the snapshot counts pages and verifying counts entries: those
    /// are shown as a percentage only).
    public var countsBytes: Bool
    /// Done in this step.
    public var completed: UInt64
    /// In all (0 when unknown).
    public var total: UInt64
    /// Per second so far in this step.
    public var bytesPerSecond: UInt64
    /// Seconds left, when known.
    public var etaSeconds: Int?
    /// A direct transfer's receive: how many times the lost connection was resumed so far.
    public var resumes: Int
    /// The byte the last resume continued from.
    public var resumedAt: UInt64
    /// A direct transfer's receive whose connection was lost: the seconds since, while it opens
    /// it again; nil while connected.
    public var reconnectingSeconds: Int?

    /// Creates a progress value.
    public init(label: String, countsBytes: Bool = true, completed: UInt64, total: UInt64, bytesPerSecond: UInt64,
                etaSeconds: Int?, resumes: Int = 0, resumedAt: UInt64 = 0, reconnectingSeconds: Int? = nil) {
        self.label = label
        self.countsBytes = countsBytes
        self.completed = completed
        self.total = total
        self.bytesPerSecond = bytesPerSecond
        self.etaSeconds = etaSeconds
        self.resumes = resumes
        self.resumedAt = resumedAt
        self.reconnectingSeconds = reconnectingSeconds
    }

    /// "Connection lost 12 s ago; reconnecting…" while the receive opens a lost connection again,
    /// then "Connection lost; resumed at 195.3 KiB." once it was resumed (the last time), else
    /// nil: the full screen and the desktop show it beside the progress (the line faces print
    /// ``ProgressLinePacer/resumeNotice(for:)``'s, once each).
    public var resumeNotice: String? {
        if let reconnectingSeconds { return DirectTransferText.reconnecting(for: reconnectingSeconds) }
        return resumes > 0 ? DirectTransferText.resumedReceiving(at: resumedAt) : nil
    }

    /// The done fraction, 0 when the total is unknown.
    public var fraction: Double { total > 0 ? min(1, Double(completed) / Double(total)) : 0 }

    /// "Decrypting 12.0 MiB / 40.0 MiB  8.0 MiB/s  ETA 4 s", or "Copying database…" for a step
    /// that does not count bytes; with `percent`, the done percentage after the counts.
    /// The parts are a status line's fields (step, counts, rate, time left), each translated.
    public func line(percent: Bool = false) -> String {
        // The share through Formats, as the full screen's bars write it ("25 %" in German, "%25"
        // in Turkish, Persian digits in Persian); the catalog's text holds no sign of its own.
        let done = ["percent": TextArgument.text(Formats.percent(Int(fraction * 100)))]
        guard countsBytes else {
            return total > 0 ? tr("{step}… ({percent})", done.merging(["step": .text(label)]) { $1 })
                : tr("{step}…", ["step": .text(label)])
        }
        // The step and its counts are one text; the rate and the time left are fields after it.
        var line = total == 0 ? tr("{step} {done}", ["step": .text(label), "done": .bytes(completed)])
            : percent ? tr("{step} {done} / {total} ({percent})", done.merging(["step": .text(label), "done": .bytes(completed), "total": .bytes(total)]) { $1 })
            : tr("{step} {done} / {total}", ["step": .text(label), "done": .bytes(completed), "total": .bytes(total)])
        line += "  " + tr("{rate}/s", ["rate": .bytes(bytesPerSecond)])
        if let etaSeconds { line += "  " + tr("ETA {duration}", ["duration": .text(Formats.duration(seconds: Double(etaSeconds)))]) }
        return line
    }

    /// The step's name on screen.
    public static func label(_ phase: MigrationProgress.Phase) -> String {
        switch phase {
        case .snapshot: tr("Copying database")
        case .packing: tr("Encrypting")
        case .downloading: tr("Downloading")
        case .unpacking: tr("Decrypting")
        case .verifying: tr("Verifying")
        }
    }
}
