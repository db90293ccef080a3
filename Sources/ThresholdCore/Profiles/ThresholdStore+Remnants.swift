import Storage

/// What a hide, an unhide or a deletion does after its transaction so that nothing of the data it
/// removed survives on the disk under a key the passcode still opens (PRODUCT.md 11;
/// docs/security.md, "Nothing earlier survives").
///
/// The change's own transaction records that the re-key is owed (``SettingKey/rekeyOwed``, a row
/// inside the encrypted file, never a file beside it); the re-key removes the row once it is done.
/// So a re-key left out (an app in another process held the data, a kill before or during it) is
/// not lost: the app that holds the data carries it out (``settleOwedRekey(waitingForOthers:)``,
/// from its live watch and after its unlock), and a later removal does it with its own.
extension ThresholdStore {
    /// Whether a removal now must be followed by a full re-key, asked before its transaction (the
    /// key file is read outside it): not for a store without a key file (a migration's staging
    /// copy), and not while `threshold.key` holds a recovery wrapping (it wraps the database key
    /// under a key only the user has, so it can't follow a new one, and dropping it silently would
    /// lose the user's way back; `lock rekey` drops it and offers a new one).
    func owesRekeyAfterRemoval() throws -> Bool {
        guard let keys, currentKeys != nil else { return false }
        guard let file = try keys.read(), file.state == .ready, file.recovery == nil else { return false }
        return true
    }

    /// Inside a removal's transaction: records the re-key it owes (with `owed`).
    static func recordRekeyOwed(_ owed: Bool, in db: Connection) throws {
        if owed { try setSetting(SettingKey.rekeyOwed, "1", in: db) }
    }

    /// Replaces the database key with a full re-key (``rekey(newPasscode:progress:)``): every frame
    /// or page written before, wherever a freed block keeps it (a log of an earlier release, one
    /// a crash left, a file system that copies on write), is then under a key that no longer
    /// exists, since the replaced key file is overwritten in place too.
    ///
    /// Left owed (``settleOwedRekey(waitingForOthers:)``), with the log's overwrite (the VFS)
    /// protecting the removed data meanwhile, when another process has the database open
    /// (``DatabaseError/Kind/busy``: the change itself is committed, and a command that fails after
    /// it would read as if it had not been), and at once, without waiting for the file, when an app
    /// in another process holds the data directory (``removalRekeyCondition``): its connection
    /// stays open, so the wait would end busy; that app carries it out.
    func replaceKeyAfterRemoval() throws {
        _ = try settleOwedRekey(waitingForOthers: true)
    }

    /// Carries out the full re-key a hide, an unhide or a delete left owed (by this process or
    /// another), reporting to ``removalRekeyProgress``, and removes the record of it.
    ///
    /// - Parameter waitingForOthers: false: another process's open connection leaves it owed at
    ///   once (a running app retries at its next check instead of stalling for the busy timeout).
    /// - Returns: true when nothing is owed any more (done now, or nothing was owed); false when it
    ///   stays owed for now: the store is locked, an app in another process holds the data
    ///   (``removalRekeyCondition``), or another process has the database open.
    @discardableResult
    public func settleOwedRekey(waitingForOthers: Bool = false) throws -> Bool {
        guard isUnlocked else { return false }
        guard try setting(SettingKey.rekeyOwed) != nil else { return true }
        guard try owesRekeyAfterRemoval() else {
            // A recovery key set since (or a store without a key file): the key is kept, as
            // a removal now would keep it.
            try setSetting(SettingKey.rekeyOwed, nil)
            return true
        }
        guard removalRekeyCondition.allowsRekey() else { return false }
        do {
            try rekey(newPasscode: nil, waitingForOthers: waitingForOthers,
                      progress: { copied, total in self.removalRekeyProgress.report(copied: copied, total: total) })
        } catch let error as DatabaseError where error.kind == .busy {
            return false
        }
        // Written under the new key; a kill before it leaves the row, and the re-key is done once more.
        try setSetting(SettingKey.rekeyOwed, nil)
        return true
    }
}
