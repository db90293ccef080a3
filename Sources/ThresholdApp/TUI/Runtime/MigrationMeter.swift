import Migration

/// Turns the importer's progress reports into what the screen shows: bytes, rate and ETA per step,
/// at most ten updates a second (and always the last one of a step).
struct MigrationMeter: Sendable {
    private var phase: MigrationProgress.Phase?
    private var phaseStart = 0.0
    private var lastReport = -1.0

    /// A meter before any report.
    init() {}

    /// The screen's progress for `progress` reported at `now` (seconds, monotonic), or nil when
    /// too soon after the last one.
    mutating func update(_ progress: MigrationProgress, at now: Double) -> MigrationStatus.Progress? {
        if progress.phase != phase {
            phase = progress.phase
            phaseStart = now
        } else if now - lastReport < 0.1 && progress.completed < progress.total {
            return nil
        }
        lastReport = now
        let elapsed = max(now - phaseStart, 0.001)
        let rate = Double(progress.completed) / elapsed
        var eta: Int?
        if progress.total > progress.completed, rate > 0 {
            eta = Int((Double(progress.total - progress.completed) / rate).rounded(.up))
        } else if progress.total > 0, progress.completed >= progress.total {
            eta = 0
        }
        return MigrationStatus.Progress(label: Self.label(progress.phase), completed: progress.completed,
                                        total: progress.total, bytesPerSecond: UInt64(rate), etaSeconds: eta)
    }

    /// The step's name on screen.
    static func label(_ phase: MigrationProgress.Phase) -> String {
        switch phase {
        case .snapshot: "Copying database"
        case .packing: "Encrypting"
        case .downloading: "Downloading"
        case .unpacking: "Decrypting"
        case .verifying: "Verifying"
        }
    }
}
