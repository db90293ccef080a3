import Foundation
import Secrets
import Storage

/// Thrown by a test's ``KeyStep`` hook to stop an operation where it stands, as a SIGKILL would:
/// the operation's own clean-up on failure does not run for it.
package struct KeyStepKill: Error, Sendable {
    package init() {}
}

extension KeyFile {
    /// The purpose of the re-key marker in ``pending`` (state ``State/rekeyPending``).
    static let rekeyPurpose = "threshold key-file v1 rekey pending"
}

/// A full re-key (PRODUCT.md 7; docs/security.md, "Re-keying"): a new random database key, every
/// page of the database re-encrypted under it, atomic.
///
/// 1. Under the key file's exclusive lock, the database is copied into `threshold.db.rekey` through
///    SQLite's online backup with the VFS keyed by the new key (``Database/rekeyedCopy(to:key:pagesPerStep:progress:)``),
///    the store's connection holding the database file exclusively from before the copy until it
///    closes (another process's open connection makes this ``DatabaseError/Kind/busy``, nothing
///    changed), then checked and synced. A kill here leaves the old key
///    file and database untouched and a staged copy under a key nobody kept: the next start removes it.
/// 2. The database is closed; a log left beside it means another process still has it open, and
///    the re-key stops there (``DatabaseError/Kind/busy``, the staged copy removed, nothing changed).
/// 3. The commit point: `threshold.key` is replaced atomically by one that wraps the *new* key
///    (with the new passcode, when one is given), in state ``KeyFile/State/rekeyPending``.
/// 4. The staged copy is renamed over `threshold.db` (any empty log of the old one removed first),
///    and the key file is marked `ready`. Whoever unwraps the new key after a kill in 3-4 finishes
///    it (``finishRekey(_:_:_:)``): at start at the keyring and key-file levels, at the first right
///    passcode at the passcode level.
///
/// So a kill at any moment leaves the old key with the old data, or the new key with the new data.
extension ThresholdStore {
    /// Where a re-key stages the database re-encrypted under the new key.
    var stagedRekeyPath: String { databasePath + ".rekey" }

    /// The staged copy and the companions SQLite may have made beside it.
    var stagedRekeyFiles: [String] { ["", "-wal", "-shm", "-journal"].map { stagedRekeyPath + $0 } }

    /// Removes a staged re-key copy (one a killed re-key left, or this one's after a failure).
    func removeStagedRekey() throws {
        do {
            for path in stagedRekeyFiles { try DurableFile.remove(path) }
        } catch {
            throw LockError.keyStorageFailed(SystemCallFailure(error, doing: "remove the staged re-key copy"))
        }
    }

    /// Re-encrypts the whole database under a new random key, and, with `newPasscode`, changes the
    /// passcode in the same commit (the level becomes `passcode`, as ``setPasscode(_:)``). After it,
    /// an old copy of `threshold.key` with the old passcode opens nothing written since.
    ///
    /// The data directory must not be in use by another process (Features takes its instance lock;
    /// a command still holding the database makes this ``DatabaseError/Kind/busy``, changing nothing).
    /// `progress` receives (pages copied, total pages).
    /// - Throws: ``LockError/locked`` before the lock is passed; the ``ProfileError`` of an invalid
    ///   passcode and ``LockError/samePasscode`` (checked before anything is copied); storage errors.
    public func rekey(newPasscode: String? = nil, progress: ((_ copied: Int, _ total: Int) -> Void)? = nil) throws {
        try rekey(newPasscode: newPasscode, waitingForOthers: true, progress: progress)
    }

    /// ``rekey(newPasscode:progress:)``; without `waitingForOthers`, another process's open
    /// connection makes it ``DatabaseError/Kind/busy`` at once (nothing changed) instead of after
    /// the busy timeout.
    func rekey(newPasscode: String?, waitingForOthers: Bool, progress: ((_ copied: Int, _ total: Int) -> Void)?) throws {
        if let newPasscode { try Self.validatePasscode(newPasscode) }
        guard let keys else { return }
        var previous: KeyFile?
        try keys.exclusively(failure: { LockError.keyStorageFailed($0) }) {
            guard let old = currentKeys else { throw LockError.locked }
            guard var file = try keys.read(), file.state == .ready else { throw LockError.keyFileDamaged }
            guard let current = try file.unwrap(kek: old.kek), current.databaseKey.constantTimeEquals(old.databaseKey) else {
                closeDatabase()
                throw LockError.locked
            }
            previous = file
            var unlocked = old
            // Everything that can refuse is decided before the copy starts.
            if let newPasscode { try applyPasscode(newPasscode, to: &file, &unlocked) }
            unlocked.databaseKey = try SecureBytes.random(DatabaseKey.byteCount, from: random)
            // The recovery wrapping holds the old key: it goes (the faces offer a new recovery key).
            file.recovery = nil
            file.state = .rekeyPending
            file.pending = try KeyFile.tag(unlocked.databaseKey, KeyFile.rekeyPurpose)
            try file.wrap(unlocked, random: random)

            try removeStagedRekey()
            let hidden = sessionActiveHiddenID
            var committed = false
            do {
                try keys.step(.rekeyCopying)
                try database.rekeyedCopy(to: stagedRekeyPath, key: try Self.storageKey(unlocked.databaseKey),
                                          waitingForOthers: waitingForOthers, progress: progress)
                try syncDataFolder()
                try keys.step(.rekeyStaged)
                closeDatabase()
                // The last connection to close removes the log: one still there is another
                // process's, which could write to the old file after the copy.
                if FileManager.default.fileExists(atPath: databasePath + "-wal") {
                    throw DatabaseError(kind: .busy, message: "another process is using the database")
                }
                try keys.step(.rekeyCommitting)
                try keys.write(file)
                committed = true
                try keys.step(.rekeyCommitted)
                try finishRekey(file, unlocked, keys)
            } catch let kill as KeyStepKill {
                throw kill
            } catch {
                // Before the commit point nothing changed: back to the old key and data. After it
                // (or when the write's outcome is unknown), the key file says which key is in force.
                let inForce = (try? keys.read()).flatMap { $0 }
                if !committed && inForce?.state != .rekeyPending {
                    try? removeStagedRekey()
                    // Reopened in any case: the connection may keep the exclusive lock it took.
                    closeDatabase()
                    try? open(with: old)
                } else if !isUnlocked, let inForce, inForce.state == .rekeyPending {
                    try? finishRekey(inForce, unlocked, keys)
                }
                if let hidden, isUnlocked { sessionActiveHiddenID = hidden }
                throw error
            }
            if let hidden { sessionActiveHiddenID = hidden }
        }
        if newPasscode != nil, let previous, previous.level == .keyring { try? keys.keyring.remove(id: KeyVault.keyringID(previous)) }
    }

    /// Finishes a committed re-key (``KeyFile/State/rekeyPending``, `unlocked` from its wrapping):
    /// the staged copy renamed over the database (when not done yet), the key file marked ready,
    /// the database opened. Safe to run again after a kill at any point.
    /// - Throws: ``LockError/keyFileDamaged`` when the marker does not match the unwrapped key.
    func finishRekey(_ pendingFile: KeyFile, _ unlocked: UnlockedKeys, _ keys: KeyVault) throws {
        guard ConstantTime.equals(try KeyFile.tag(unlocked.databaseKey, KeyFile.rekeyPurpose), pendingFile.pending) else {
            throw LockError.keyFileDamaged
        }
        if FileManager.default.fileExists(atPath: stagedRekeyPath) {
            closeDatabase()
            do {
                // The old database's log and index (empty: it was closed cleanly before the commit)
                // must not be read beside the new file.
                for suffix in ["-wal", "-shm", "-journal"] { try DurableFile.remove(databasePath + suffix) }
                for path in stagedRekeyFiles.dropFirst() { try DurableFile.remove(path) }
                // The old file, under the old key, is overwritten in place before its blocks are
                // freed (kept as `threshold.db.old` from before the rename until then).
                try keys.step(.rekeySwapping)
                try DurableFile.swapOverwriting(staged: stagedRekeyPath, over: databasePath)
            } catch let failure as DurableFile.Failure {
                throw LockError.keyStorageFailed(failure)
            }
        }
        try keys.step(.rekeySwapped)
        var file = pendingFile
        file.state = .ready
        file.pending = []
        try file.wrap(unlocked, random: random)
        try keys.write(file)
        try open(with: unlocked)
    }

    private func syncDataFolder() throws {
        do {
            try DurableFile.syncFolder(of: databasePath)
        } catch {
            throw LockError.keyStorageFailed(SystemCallFailure(error, doing: "sync the data folder"))
        }
    }
}
