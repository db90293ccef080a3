import Features

/// The re-key after a hide, an unhide or a delete in plain mode: one line each quarter of the way
/// (a new re-key starts again at 0). `@unchecked Sendable`: plain mode runs on one thread, which
/// is also the one the re-key reports on.
final class RekeyQuarters: @unchecked Sendable {
    private let io: PlainIO
    private var shown = -1

    init(io: PlainIO) { self.io = io }

    func show(copied: Int, total: Int) {
        if copied == 0 { shown = -1 }
        let quarter = total > 0 ? copied * 4 / total : 4
        guard quarter > shown else { return }
        shown = quarter
        io.write(RekeyText.progress(copied: copied, total: total) + "\n")
    }
}
