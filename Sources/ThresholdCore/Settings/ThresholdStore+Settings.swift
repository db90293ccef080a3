import Storage

extension ThresholdStore {
    /// Reads a setting inside a transaction.
    package static func setting(_ key: String, in db: Connection) throws -> String? {
        try db.string("SELECT value FROM settings WHERE key = ?", [.text(key)])
    }

    /// Writes (or with nil, removes) a setting inside a transaction.
    package static func setSetting(_ key: String, _ value: String?, in db: Connection) throws {
        if let value {
            try db.execute("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                           [.text(key), .text(value)])
        } else {
            try db.execute("DELETE FROM settings WHERE key = ?", [.text(key)])
        }
    }

    /// Reads one setting.
    public func setting(_ key: String) throws -> String? {
        try database.read { try Self.setting(key, in: $0) }
    }

    /// Writes (or with nil, removes) one setting.
    public func setSetting(_ key: String, _ value: String?) throws {
        try database.write { try Self.setSetting(key, value, in: $0) }
    }
}

/// The keys of the settings table that the core itself uses.
package enum SettingKey {
    /// The id of the active (visible) profile.
    static let activeProfile = "profiles.active"
    /// "1" once the onboarding flow's completion was recorded.
    static let onboardingComplete = "onboarding.complete"
    /// The newest what's-new version the user has seen.
    static let whatsNewSeen = "whatsNew.seenVersion"
    /// Notification settings.
    static let notificationMode = "notifications.mode"
    static let notificationTokenState = "notifications.tokenState"
    static let notificationInterval = "notifications.intervalMinutes"
    static let notificationNextCheck = "notifications.nextCheckAt"
    /// "1" while the full re-key that ends a hide, an unhide or a delete is still owed (written in
    /// the change's own transaction; removed once the re-key is done). Inside the encrypted file,
    /// so it tells only a passcode holder that such a change happened moments ago.
    static let rekeyOwed = "keys.rekeyOwed"
}
