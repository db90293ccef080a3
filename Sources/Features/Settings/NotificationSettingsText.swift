import Brand
import Foundation
import ThresholdCore

/// How the stored notification settings read in Settings, in every face.
public enum NotificationSettingsText {
    /// The device token's state in words.
    public static func token(_ settings: NotificationSettings) -> String {
        if settings.mode == nil { return tr("no mode chosen yet", context: "device token") }
        switch settings.tokenState {
        case .notNeeded: return tr("not needed", context: "device token")
        case .waitingForToken: return tr("waiting for a device token", context: "device token")
        case .registered: return tr("registered", context: "device token")
        }
    }

    /// The next periodic check, the language's way, in UTC (a pure function of the stored time,
    /// so the same on every machine): "6 Dec 2026, 09:29 UTC", "06.12.2026, 09:29 UTC".
    public static func nextCheck(_ settings: NotificationSettings) -> String {
        guard settings.mode == .periodic, let next = settings.nextCheckAt else { return "—" }
        let date = Date(timeIntervalSince1970: TimeInterval(next))
        return tr("{time} UTC", ["time": .text(Formats.dateTime(date, timeZone: TimeZone(identifier: "UTC") ?? .gmt))])
    }

    /// The settings in one sentence, after they were read or changed (plain mode, the command
    /// line): "Notifications: periodic, every 30 minutes (waiting for a device token)."
    public static func summary(_ settings: NotificationSettings) -> String {
        let waiting = settings.tokenState == .waitingForToken
        let minutes = settings.intervalMinutes
        switch settings.mode {
        case nil: return tr("Notifications: no mode chosen yet.")
        case .off: return tr("Notifications: off.")
        case .instant:
            return waiting ? tr("Notifications: instant (waiting for a device token).") : tr("Notifications: instant.")
        case .periodic:
            return waiting
                ? trn("Notifications: periodic, every {count} minute (waiting for a device token).",
                      "Notifications: periodic, every {count} minutes (waiting for a device token).", count: minutes)
                : trn("Notifications: periodic, every {count} minute.", "Notifications: periodic, every {count} minutes.", count: minutes)
        }
    }

    /// The settings' details (plain mode's Settings › Notifications).
    public static func details(_ settings: NotificationSettings) -> String {
        trn("Device token: {token}; periodic checks every {count} minute; next check: {next}.",
            "Device token: {token}; periodic checks every {count} minutes; next check: {next}.",
            count: settings.intervalMinutes, ["token": .text(token(settings)), "next": .text(nextCheck(settings))])
    }

    /// The mode's name in a sentence (lower case where the language has cases): "instant".
    public static func modeName(_ mode: NotificationSettings.Mode?) -> String {
        switch mode {
        case nil: tr("not chosen", context: "notification mode")
        case .instant: tr("instant", context: "notification mode")
        case .periodic: tr("periodic", context: "notification mode")
        case .off: tr("off", context: "notification mode")
        }
    }

    /// A device token is needed but none was given: the choice still counts.
    public static var noDeviceToken: String {
        tr("No device token! Notifications start once the device provides one; your choice is saved.")
    }
}

extension Brand::NotificationMode {
    /// The brand's mode for a stored mode.
    public init(_ mode: NotificationSettings.Mode) {
        switch mode {
        case .instant: self = .instant
        case .periodic: self = .periodic
        case .off: self = .off
        }
    }
}
