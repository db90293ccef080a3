import Features
import Localization
import Migration
import Testing

/// The one progress model: bytes, rate and ETA, paced for redrawn lines and for printed ones.
@Suite struct ProgressTests {
    @Test func meterGivesRateAndETAAndThrottles() {
        var meter = TransferMeter()
        let first = meter.update(MigrationProgress(phase: .unpacking, completed: 0, total: 100), at: 10)
        #expect(first?.label == "Decrypting")
        #expect(meter.update(MigrationProgress(phase: .unpacking, completed: 10, total: 100), at: 10.05) == nil)
        let later = meter.update(MigrationProgress(phase: .unpacking, completed: 50, total: 100), at: 11)
        #expect(later?.bytesPerSecond == 50 && later?.etaSeconds == 1)
        #expect(meter.update(MigrationProgress(phase: .unpacking, completed: 100, total: 100), at: 11.01)?.etaSeconds == 0)
        let snapshot = meter.update(MigrationProgress(phase: .snapshot, completed: 3, total: 4), at: 12)
        #expect(snapshot?.countsBytes == false && snapshot?.line() == "Copying database… (75%)")
    }

    @Test func linesSayBytesRateAndETA() {
        let progress = TransferProgress(label: "Decrypting", completed: 12 << 20, total: 40 << 20,
                                        bytesPerSecond: 8 << 20, etaSeconds: 4)
        #expect(progress.line() == "Decrypting 12.0\u{A0}MiB / 40.0\u{A0}MiB  8.0\u{A0}MiB/s  ETA 4 seconds")
        #expect(progress.line(percent: true) == "Decrypting 12.0\u{A0}MiB / 40.0\u{A0}MiB (30%)  8.0\u{A0}MiB/s  ETA 4 seconds")
        #expect(progress.fraction == 0.3)
        #expect(ByteCount.format(812) == "812\u{A0}B" && ByteCount.format(1536) == "1.5\u{A0}KiB")
    }

    /// Issue 35: the printed progress lines put the share in raw with the catalog's own sign
    /// ("(30 %)" with a plain space in German, Latin digits in Persian); now Formats writes it, as
    /// the full screen's bars do.
    @Test(arguments: ["de", "tr", "fa", "ar", "ja"])
    func printedLinesWriteTheSharesTheLanguagesWay(language: String) {
        Texts.with(Translator(preferences: [language])) {
            let progress = TransferProgress(label: "Decrypting", completed: 12 << 20, total: 40 << 20,
                                            bytesPerSecond: 8 << 20, etaSeconds: 4)
            #expect(progress.line(percent: true).contains(Formats.percent(30)), "\(language): \(progress.line(percent: true))")
            let counting = TransferProgress(label: "Copying database", countsBytes: false, completed: 3, total: 4, bytesPerSecond: 0,
                                            etaSeconds: nil)
            #expect(counting.line().contains(Formats.percent(75)), "\(language): \(counting.line())")
        }
    }

    @Test func printedLinesAtMostOneASecondAndOnePerTenth() {
        var meter = TransferMeter()
        var pacer = ProgressLinePacer()
        func at(_ phase: MigrationProgress.Phase, _ done: UInt64, _ total: UInt64, _ time: Double) -> String? {
            guard let shown = meter.update(MigrationProgress(phase: phase, completed: done, total: total), at: time) else { return nil }
            return pacer.line(for: shown, at: time)
        }
        #expect(at(.unpacking, 0, 100, 10) == "Decrypting 0\u{A0}B / 100\u{A0}B (0%)  0\u{A0}B/s")
        #expect(at(.unpacking, 5, 100, 10.5) == nil, "under a second")
        #expect(at(.unpacking, 8, 100, 11.5) == nil, "under a tenth")
        #expect(at(.unpacking, 20, 100, 12) == "Decrypting 20\u{A0}B / 100\u{A0}B (20%)  10\u{A0}B/s  ETA 8 seconds")
        #expect(at(.unpacking, 25, 100, 13.5) == nil)
        #expect(at(.unpacking, 100, 100, 14) == "Decrypting 100\u{A0}B / 100\u{A0}B (100%)  25\u{A0}B/s  ETA 0 seconds")
        #expect(at(.unpacking, 100, 100, 14.5) == nil, "the step's end once")
        #expect(at(.verifying, 0, 4, 15) == "Verifying… (0%)")
        // An unknown size: one line a second.
        #expect(at(.downloading, 0, 0, 20) != nil)
        #expect(at(.downloading, 50, 0, 20.5) == nil)
        #expect(at(.downloading, 90, 0, 21) == "Downloading 90\u{A0}B  90\u{A0}B/s")
    }

    @Test func aResumeIsShownAtOnceAndSaidOnce() {
        var meter = TransferMeter()
        var pacer = ProgressLinePacer()
        let first = meter.update(MigrationProgress(phase: .unpacking, completed: 0, total: 1 << 20), at: 10)
        #expect(first?.resumeNotice == nil)
        #expect(first.flatMap { pacer.resumeNotice(for: $0) } == nil)
        // Within a tenth of a second of the last report, but the connection was resumed: shown.
        let resumed = meter.update(MigrationProgress(phase: .unpacking, completed: 212 << 10, total: 1 << 20,
                                                     resumes: 1, resumedAt: 200 << 10), at: 10.01)
        #expect(resumed?.resumes == 1 && resumed?.resumedAt == 200 << 10)
        #expect(resumed?.resumeNotice == "Connection lost; resumed at 200.0\u{A0}KiB.")
        #expect(resumed.flatMap { pacer.resumeNotice(for: $0) } == "Connection lost; resumed at 200.0\u{A0}KiB.")
        // Said once: the next reports carry the same resume, the face's line stays.
        let next = meter.update(MigrationProgress(phase: .unpacking, completed: 300 << 10, total: 1 << 20,
                                                  resumes: 1, resumedAt: 200 << 10), at: 11)
        #expect(next?.resumeNotice != nil)
        #expect(next.flatMap { pacer.resumeNotice(for: $0) } == nil)
        #expect(meter.update(MigrationProgress(phase: .unpacking, completed: 301 << 10, total: 1 << 20,
                                               resumes: 1, resumedAt: 200 << 10), at: 11.01) == nil, "paced again")
        let again = meter.update(MigrationProgress(phase: .unpacking, completed: 400 << 10, total: 1 << 20,
                                                   resumes: 2, resumedAt: 390 << 10), at: 11.02)
        #expect(again.flatMap { pacer.resumeNotice(for: $0) } == "Connection lost; resumed at 390.0\u{A0}KiB.")
    }

    @Test func reconnectingIsShownEachSecondAndSaidOncePerLostConnection() {
        var meter = TransferMeter()
        var pacer = ProgressLinePacer()
        _ = meter.update(MigrationProgress(phase: .unpacking, completed: 100 << 10, total: 1 << 20), at: 10)
        // The connection broke: a report each second while the source is reached again, never paced away.
        for second in 1...3 {
            let waiting = meter.update(MigrationProgress(phase: .unpacking, completed: 100 << 10, total: 1 << 20,
                                                         reconnectingSeconds: second), at: 10 + Double(second) * 0.01)
            #expect(waiting?.reconnectingSeconds == second)
            #expect(waiting?.resumeNotice == "Connection lost \(second) s ago; reconnecting…")
            #expect(waiting.flatMap { pacer.resumeNotice(for: $0) } == (second == 1 ? "Connection lost; reconnecting…" : nil))
        }
        // Resumed: the notice says where, and the line faces say it once.
        let resumed = meter.update(MigrationProgress(phase: .unpacking, completed: 101 << 10, total: 1 << 20,
                                                     resumes: 1, resumedAt: 100 << 10), at: 10.05)
        #expect(resumed?.reconnectingSeconds == nil && resumed?.resumeNotice == "Connection lost; resumed at 100.0\u{A0}KiB.")
        #expect(resumed.flatMap { pacer.resumeNotice(for: $0) } == "Connection lost; resumed at 100.0\u{A0}KiB.")
        // A second lost connection is said again.
        let second = meter.update(MigrationProgress(phase: .unpacking, completed: 200 << 10, total: 1 << 20, resumes: 1,
                                                    resumedAt: 100 << 10, reconnectingSeconds: 1), at: 12)
        #expect(second.flatMap { pacer.resumeNotice(for: $0) } == "Connection lost; reconnecting…")
    }

    @Test func aNoAtTheCodeQuestionIsSaidInItsOwnWords() {
        let report = ErrorReport(MigrationError.shortCodeMismatch)
        #expect(report.message.hasPrefix("The code you typed"), "the command line's standard-input wording")
        #expect(report.afterCodeQuestion.message == DirectTransferText.codesDiffer)
        #expect(report.afterCodeQuestion.code == .shortCodeMismatch && report.afterCodeQuestion.exitCode == report.exitCode)
        let other = ErrorReport(MigrationError.destinationNotEmpty)
        #expect(other.afterCodeQuestion == other)
    }
}
