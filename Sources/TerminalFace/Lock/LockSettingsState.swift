import Features

/// Settings → App lock: the lock's status (read after the passcode was given) and the selected row.
struct LockSettingsState: Equatable, Sendable {
    /// The rows, top to bottom.
    enum Row: Int, Equatable, Sendable, CaseIterable {
        case passcode, selfDestruct, wipeAfter, protection
    }

    /// The lock's configuration.
    var status: LockStatus
    /// The selected row.
    var selected = Row.passcode

    /// Creates the screen for `status`.
    init(status: LockStatus) {
        self.status = status
    }
}
