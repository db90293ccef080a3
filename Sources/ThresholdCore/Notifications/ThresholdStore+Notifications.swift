import Storage

extension ThresholdStore {
    /// The stored notification settings; `defaultInterval` applies until one is stored.
    public func notificationSettings(defaultInterval: Int = 10) throws -> NotificationSettings {
        try database.read { db in
            let mode = try Self.setting(SettingKey.notificationMode, in: db).flatMap(NotificationSettings.Mode.init(rawValue:))
            let token = try Self.setting(SettingKey.notificationTokenState, in: db)
                .flatMap(NotificationSettings.TokenState.init(rawValue:)) ?? .notNeeded
            let interval = try Self.setting(SettingKey.notificationInterval, in: db).flatMap { Int($0) } ?? defaultInterval
            let next = try Self.setting(SettingKey.notificationNextCheck, in: db).flatMap { Int64($0) }
            return NotificationSettings(mode: mode, tokenState: token, intervalMinutes: interval, nextCheckAt: next)
        }
    }

    /// Saves the mode as chosen. Instant and periodic without a device token are saved too, marked
    /// as waiting for a token. Periodic schedules the next check `intervalMinutes` from now.
    @discardableResult
    public func setNotificationMode(_ mode: NotificationSettings.Mode, deviceToken: String?,
                                    intervalMinutes: Int) throws -> NotificationSettings {
        let interval = max(intervalMinutes, 1)
        let tokenState: NotificationSettings.TokenState =
            mode == .off ? .notNeeded : (deviceToken == nil ? .waitingForToken : .registered)
        let next: Int64? = mode == .periodic ? clock.now() + Int64(interval) * 60 : nil
        try database.write { db in
            try Self.setSetting(SettingKey.notificationMode, mode.rawValue, in: db)
            try Self.setSetting(SettingKey.notificationTokenState, tokenState.rawValue, in: db)
            try Self.setSetting(SettingKey.notificationInterval, String(interval), in: db)
            try Self.setSetting(SettingKey.notificationNextCheck, next.map(String.init), in: db)
        }
        return NotificationSettings(mode: mode, tokenState: tokenState, intervalMinutes: interval, nextCheckAt: next)
    }

    /// The newest what's-new version the user has seen, if any.
    public func whatsNewSeenVersion() throws -> String? { try setting(SettingKey.whatsNewSeen) }

    /// Records the newest what's-new version seen.
    public func setWhatsNewSeenVersion(_ version: String) throws { try setSetting(SettingKey.whatsNewSeen, version) }
}
