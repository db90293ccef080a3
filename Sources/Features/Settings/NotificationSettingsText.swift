import Brand
import Foundation
import ThresholdCore

/// How the stored notification settings read in Settings, in every face.
public enum NotificationSettingsText {
    /// The device token's state in words.
    public static func token(_ settings: NotificationSettings) -> String {
        if settings.mode == nil { return tr("no mode chosen yet") }
        switch settings.tokenState {
        case .notNeeded: return tr("not needed")
        case .waitingForToken: return tr("waiting for a device token")
        case .registered: return tr("registered")
        }
    }

    /// The next periodic check in UTC (a pure function of the stored time).
    public static func nextCheck(_ settings: NotificationSettings) -> String {
        guard settings.mode == .periodic, let next = settings.nextCheckAt else { return "—" }
        let date = Date(timeIntervalSince1970: TimeInterval(next))
        return date.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC") ?? .gmt)
            .year().month().day().dateSeparator(.dash).time(includingFractionalSeconds: false)
            .timeSeparator(.colon)) + " UTC"
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
