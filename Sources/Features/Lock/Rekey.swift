import Storage
import ThresholdCore

/// The full re-key (PRODUCT.md 7): a new database key, every page re-encrypted, atomic. Every face
/// offers it when the passcode is changed and on its own in the lock settings.
extension AppSession {
    /// Re-encrypts all data under a new random key; with `newPasscode`, the passcode changes in the
    /// same step (as ``setPasscode(_:)``). Holds the data directory against a running app
    /// (``SessionError/dataInUse(directory:)`` then, nothing changed); a command in another process
    /// still using the database makes it `dataInUse` too, nothing changed. `progress` receives
    /// (pages copied, total pages).
    public func rekey(newPasscode: String? = nil, progress: ((_ copied: Int, _ total: Int) -> Void)? = nil) throws {
        if newPasscode != nil { try authorize(.setPasscode) }
        try exclusively { try store.rekey(newPasscode: newPasscode, progress: progress) }
    }

    /// Carries out the full re-key that a hide, an unhide or a delete left owed (a one-shot command
    /// ran it while an app held the data, or a kill came first), only in an app, which holds the
    /// data directory (``holdsDataDirectory``): ``ExternalChangeWatch`` asks, and so do the
    /// session's opening and unlock. It reports to ``observeRekeyAfterRemoval(_:)``'s observer.
    /// - Returns: true when nothing is owed any more or it can't be done in this session (an error
    ///   other than the file busy: not retried); false to ask again later (locked, file in use or busy).
    @discardableResult
    public func settleOwedRekey() -> Bool {
        guard holdsDataDirectory || !store.removalRekeyCondition.hasAppProbe else { return true }
        do {
            return try store.settleOwedRekey()
        } catch let error as DatabaseError where error.kind == .busy {
            // The record could not be read under other writers: asked again at the next check.
            return false
        } catch {
            return true
        }
    }

    /// The full re-key that ends every later hide, unhide and delete (docs/security.md, "Nothing
    /// earlier survives"): it copies every page, minutes on a 1 GiB install, so a face shows
    /// `progress` (pages copied, total pages; ``RekeyText/progress(copied:total:)``) on the thread
    /// doing the change, instead of freezing (issue 33). nil: no more reports.
    public func observeRekeyAfterRemoval(_ progress: (@Sendable (_ copied: Int, _ total: Int) -> Void)?) {
        store.removalRekeyProgress.observe(progress)
    }
}

/// The re-key's texts, once for every face.
public enum RekeyText {
    /// Asked when the passcode is changed on a locked install (answered yes or no).
    public static var question: String {
        tr("Also re-encrypt all data under a new key? Do this if you think the old passcode leaked: a copy of the old key file then opens nothing written from now on. It takes about as long as copying the data.")
    }

    /// The progress line.
    public static func progress(copied: Int, total: Int) -> String {
        tr("Re-encrypting: {copied} of {total} pages", ["copied": .number(copied), "total": .number(total)])
    }

    /// Said when the re-key is done.
    public static var done: String {
        tr("All data is re-encrypted under a new key. An old copy of threshold.key, with the old passcode, opens nothing written from now on.")
    }

    /// Said when the passcode changed without a re-key.
    public static var notRekeyed: String {
        tr("The data key was kept (only re-wrapped): whoever has an old copy of threshold.key and the old passcode can still read the data. Run 'threshold lock rekey' (or choose Re-encrypt all data) if the old passcode leaked.")
    }

    /// The lock settings' menu entry.
    public static var menuEntry: String { tr("Re-encrypt all data under a new key") }
}
