import Storage

/// What a hide, an unhide or a deletion does after its transaction so that nothing of the data it
/// removed survives on the disk under a key the passcode still opens (PRODUCT.md 11;
/// docs/security.md, "Nothing earlier survives").
extension ThresholdStore {
    /// Replaces the database key with a full re-key (``rekey(newPasscode:progress:)``): every frame
    /// or page written before, wherever a freed block keeps it (a log of an earlier release, one
    /// a crash left, a file system that copies on write), is then under a key that no longer
    /// exists, since the replaced key file is overwritten in place too.
    ///
    /// Not done, and the log's overwrite (the VFS) is then what protects the removed data:
    /// - for a store without a key file (a migration's staging copy);
    /// - when `threshold.key` holds a recovery wrapping: it wraps the database key under a key only
    ///   the user has, so it can't follow a new one, and dropping it silently would lose the user's
    ///   way back (`lock rekey` drops it and offers a new one);
    /// - when another process has the database open (``DatabaseError/Kind/busy``): the change
    ///   itself is committed, and a command that fails after it would read as if it had not been;
    /// - at once, without waiting for the file, when an app in another process holds the data
    ///   directory (``removalRekeyCondition``): its connection stays open, so the wait would end busy.
    func replaceKeyAfterRemoval() throws {
        guard let keys, currentKeys != nil else { return }
        guard let file = try keys.read(), file.state == .ready, file.recovery == nil else { return }
        guard removalRekeyCondition.allowsRekey() else { return }
        do {
            try rekey(progress: { copied, total in self.removalRekeyProgress.report(copied: copied, total: total) })
        } catch let error as DatabaseError where error.kind == .busy {
            return
        }
    }
}
