import Synchronization

/// Whether the full re-key that ends a hide, an unhide or a delete
/// (``ThresholdStore/replaceKeyAfterRemoval()``) can run now, asked before it starts.
///
/// The re-key needs the database file to itself (``ThresholdStore/rekey(newPasscode:progress:)``):
/// it takes the file's exclusive lock, and every other open connection in WAL mode keeps a shared
/// lock on the file for as long as it is open, between its reads too. An app (the desktop, the full
/// screen, plain mode) keeps its connection open for its whole life, so a one-shot command's re-key
/// could only wait out SQLite's 5 s busy timeout and then be left out (measured: `profiles hide`
/// took 5.7-6.5 s with the desktop open, 0.7-1.1 s once left out at once). Features tells the store of a one-shot command
/// how to know that an app holds the data directory (its instance lock); the re-key is then left
/// out at once, as it would have been after the wait, and never runs under an app whose connection
/// happens to be closed for a moment (the app would reopen the file under a key that no longer
/// opens it).
public final class RemovalRekeyCondition: Sendable {
    private let appHoldsData = Mutex<(@Sendable () -> Bool)?>(nil)
    private let skipped = Mutex(0)

    init() {}

    /// `probe` answers whether an app in another process holds the data directory now (nil: never
    /// asked, as in an app, which holds the directory itself).
    public func useAppProbe(_ probe: (@Sendable () -> Bool)?) {
        appHoldsData.withLock { $0 = probe }
    }

    /// Whether a probe was given (a one-shot command's store; an app's has none).
    public var hasAppProbe: Bool { appHoldsData.withLock { $0 != nil } }

    /// How many re-keys after a removal were left out because an app held the data.
    public var skippedForApp: Int { skipped.withLock { $0 } }

    /// Whether the re-key may start: false (and counted) while an app holds the data.
    func allowsRekey() -> Bool {
        guard let probe = appHoldsData.withLock({ $0 }), probe() else { return true }
        skipped.withLock { $0 += 1 }
        return false
    }
}
