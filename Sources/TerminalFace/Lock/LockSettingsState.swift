import Features

/// Settings → App lock: the lock's status (read after the passcode was given), whether a recovery
/// key exists, the selected row and, while a re-key runs, its progress.
struct LockSettingsState: Equatable, Sendable {
    /// The rows, top to bottom.
    enum Row: Int, Equatable, Sendable, CaseIterable {
        case passcode, selfDestruct, wipeAfter, protection, recoveryKey, rekey
    }

    /// The lock's configuration.
    var status: LockStatus
    /// Whether the data has a recovery key (readable without a key: not a secret).
    var hasRecoveryKey: Bool
    /// The selected row.
    var selected = Row.passcode
    /// A re-key under way: pages copied of the total (nil when none runs).
    var rekeyProgress: RekeyProgress?

    /// What Enter does on the selected row: set or change it (or say why it can't be yet), or
    /// re-encrypt the data (after a confirmation).
    enum EnterAction: Equatable, Sendable {
        case setOrChange, rekey
    }

    /// Enter's action on the selected row, as the hint row names it (``AppUpdate/openLockRow`` does
    /// it; LockSettingsHintTests checks that every hinted key acts on every row).
    var enterAction: EnterAction { selected == .rekey ? .rekey : .setOrChange }

    /// Whether `x` turns the selected row off (something is set there to remove); the hint row
    /// shows `x` only then, and ``AppUpdate/askToRemove`` acts only then.
    var removesWithX: Bool {
        switch selected {
        case .passcode: status.isOn
        case .selfDestruct: status.selfDestructOn
        case .wipeAfter: status.wipeAfter != nil
        case .recoveryKey: hasRecoveryKey
        case .protection, .rekey: false
        }
    }

    /// Creates the screen for `status`.
    init(status: LockStatus, hasRecoveryKey: Bool = false) {
        self.status = status
        self.hasRecoveryKey = hasRecoveryKey
    }
}

/// A re-key's progress: pages copied of the total.
struct RekeyProgress: Equatable, Sendable {
    var copied: Int
    var total: Int

    /// From 0 to 1.
    var fraction: Double { total > 0 ? min(1, Double(copied) / Double(total)) : 0 }
}
