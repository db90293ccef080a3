import Foundation
import Migration

/// Turns the pipeline's progress reports into ``TransferProgress``: bytes, rate and ETA per step,
/// at most ten updates a second (and always the last one of a step). The one meter of every front
/// end; the time comes in as an argument, so tests choose it.
public struct TransferMeter: Sendable {
    private var phase: MigrationProgress.Phase?
    private var phaseStart = 0.0
    private var lastReport = -1.0
    private var resumes = 0
    private var reconnecting: Int?

    /// A meter before any report.
    public init() {}

    /// The shortest gap between two shown reports of one step: a tenth of a second. A debug build
    /// run with `THRESHOLD_TEST_PROGRESS_GAP` (seconds) uses that instead, so the journey suite's
    /// command-line run sees a phase move however fast the machine is (issue 31's verifying phase);
    /// a release build ignores the variable.
    static let minimumGap: Double = {
        #if DEBUG
        if let gap = ProcessInfo.processInfo.environment["THRESHOLD_TEST_PROGRESS_GAP"].flatMap(Double.init), gap >= 0 {
            return gap
        }
        #endif
        return 0.1
    }()

    /// The progress to show for `progress` reported at `now` (seconds, monotonic), or nil when too
    /// soon after the last one.
    public mutating func update(_ progress: MigrationProgress, at now: Double) -> TransferProgress? {
        if progress.phase != phase {
            phase = progress.phase
            phaseStart = now
        } else if now - lastReport < Self.minimumGap && progress.completed < progress.total && progress.resumes == resumes
                    && progress.reconnectingSeconds == reconnecting {
            // (A resume, and each second of reconnecting, is always shown.)
            return nil
        }
        resumes = progress.resumes
        reconnecting = progress.reconnectingSeconds
        lastReport = now
        let elapsed = max(now - phaseStart, 0.001)
        let rate = Double(progress.completed) / elapsed
        var eta: Int?
        if progress.total > progress.completed, rate > 0 {
            eta = Int((Double(progress.total - progress.completed) / rate).rounded(.up))
        } else if progress.total > 0, progress.completed >= progress.total {
            eta = 0
        }
        let countsBytes = progress.phase != .snapshot && progress.phase != .verifying
        return TransferProgress(label: TransferProgress.label(progress.phase), countsBytes: countsBytes,
                                completed: progress.completed, total: progress.total, bytesPerSecond: UInt64(rate),
                                etaSeconds: eta, resumes: progress.resumes, resumedAt: progress.resumedAt,
                                reconnectingSeconds: progress.reconnectingSeconds)
    }
}
