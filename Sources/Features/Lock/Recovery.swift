import Secrets
import ThresholdCore

/// ``ThresholdCore/RecoveryKey``, as the faces see it.
public typealias RecoveryKey = ThresholdCore::RecoveryKey

/// The recovery key (PRODUCT.md 7; docs/security.md, "Recovery key"), for every face: offered
/// when a protection level is chosen, shown once, typed back on a terminal, stored nowhere.
extension AppSession {
    /// Whether the data has a recovery key.
    public func hasRecoveryKey() throws -> Bool { try store.hasRecoveryKey() }
    /// Stores the second wrapping under `key` (after it was shown and, on a terminal, typed back).
    public func setRecoveryKey(_ key: RecoveryKey) throws { try store.setRecoveryKey(key) }
    /// Removes the recovery key.
    public func clearRecoveryKey() throws { try store.clearRecoveryKey() }
    /// Opens the data with `key` and protects it at `level` (a locked session: a forgotten passcode).
    public func recover(with key: RecoveryKey, level: ProtectionLevel, newPasscode: String?) throws {
        try store.recover(with: key, level: level, newPasscode: newPasscode)
        // The recovery key and a new passcode were just typed: as strong as a confirmed passcode.
        authorization.passcodeAccepted(forAction: true)
    }
}

/// `threshold lock recover` where no session can open (the keyring entry is gone, so opening the
/// data fails): the data directory held, the store opened for recovery, the data opened with the
/// recovery key and protected again at `level`.
public enum Recovery {
    public static func recover(dataDirectoryFlag: String?, environment: [String: String], key: RecoveryKey,
                               level: ProtectionLevel, newPasscode: String?,
                               kdfParameters: ScryptParameters = .owaspMinimum) throws {
        let directory = try DataDirectory.resolve(flag: dataDirectoryFlag, environment: environment)
        try directory.prepare()
        let lock = try InstanceLock(directory)
        try withExtendedLifetime(lock) {
            let store = try ThresholdStore.openForRecovery(path: directory.databasePath, kdfParameters: kdfParameters)
            defer { store.closeDatabase() }
            try store.recover(with: key, level: level, newPasscode: newPasscode)
        }
    }

    /// Whether `typed` is `shown` typed back (case, spaces and dashes aside), compared in constant time.
    public static func matches(_ typed: String, _ shown: RecoveryKey) -> Bool {
        guard let parsed = try? RecoveryKey.parse(typed) else { return false }
        return ConstantTime.equals(Array(parsed.text.utf8), Array(shown.text.utf8))
    }
}

/// The recovery key's texts, once for every face.
public enum RecoveryKeyText {
    /// The offer, asked when a protection level is chosen.
    public static var offer: String {
        tr("Make a recovery key? It opens the data if the passcode is forgotten or the keyring entry is lost. It is shown once and stored nowhere: write it down and keep it away from this device.")
    }

    /// Said plainly when the offer is declined on the command line.
    public static var declined: String {
        tr("No recovery key was made. Without a recovery key, a lost keyring entry or a forgotten passcode means the data can't be read. Make one later with 'threshold lock recovery-key'.")
    }

    /// ``declined`` in an app (the full screen, plain mode, the desktop): a recovery key is made
    /// later in its Settings › App lock, not with a command (issue 31: the full screen sent users to
    /// `threshold lock recovery-key`).
    public static var declinedInApp: String {
        tr("No recovery key was made. Without a recovery key, a lost keyring entry or a forgotten passcode means the data can't be read. Make one later in Settings › App lock.")
    }

    /// Above the key, shown once.
    public static var shown: String {
        tr("Your recovery key (shown once, stored nowhere; write it down, keep it away from this device):")
    }

    /// The confirmation prompt.
    public static var typeBack: String { tr("Type the recovery key to confirm: ") }

    /// The prompt of `lock recover`.
    public static var prompt: String { tr("Recovery key: ") }

    /// Said when the key is stored.
    public static var made: String {
        tr("Recovery key made. With it, 'threshold lock recover' opens the data if the passcode or the keyring entry is lost.")
    }

    /// ``made`` in an app (the full screen, plain mode, the desktop): it asks for the key at start.
    public static var madeInApp: String {
        tr("Recovery key made. With it, Threshold opens the data if the passcode or the keyring entry is lost: it asks for the key at start.")
    }

    /// Said after a recovery.
    public static func recovered(level: ProtectionLevel) -> String {
        tr("The data is open again, now protected at the {level} level. The recovery key still works; make a new one with 'threshold lock recovery-key' if it may have been seen.",
           ["level": .text(LockSettingsText.levelShort(level))])
    }

    /// ``recovered(level:)`` in an app: a new key is made in its Settings › App lock.
    public static func recoveredInApp(level: ProtectionLevel) -> String {
        tr("The data is open again, now protected at the {level} level. The recovery key still works; make a new one in Settings › App lock if it may have been seen.",
           ["level": .text(LockSettingsText.levelShort(level))])
    }

    /// Said after a re-key that replaced the key a recovery key opened.
    public static var droppedByRekey: String {
        tr("The old recovery key opened the old key and now opens nothing. Make a new one with 'threshold lock recovery-key'.")
    }

    /// ``droppedByRekey`` in an app: a new key is made in its Settings › App lock.
    public static var droppedByRekeyInApp: String {
        tr("The old recovery key opened the old key and now opens nothing. Make a new one in Settings › App lock.")
    }

    /// Said when the recovery key is removed.
    public static var cleared: String { tr("Recovery key removed: it opens nothing now.") }

    /// The lock settings' menu entry.
    public static var menuMake: String { tr("Make a new recovery key") }
}
