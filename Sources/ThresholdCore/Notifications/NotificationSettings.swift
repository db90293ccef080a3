/// How the app tells the user about new messages (PRODUCT.md 5).
public struct NotificationSettings: Sendable, Equatable {
    /// The notification mode.
    public enum Mode: String, Sendable, CaseIterable {
        /// A background connection; notifications in real time.
        case instant
        /// Checks every few minutes; battery-friendly.
        case periodic
        /// No notifications; messages arrive only while the app is open.
        case off
    }

    /// Where the platform's device token stands.
    public enum TokenState: String, Sendable {
        /// Off needs no token.
        case notNeeded
        /// A mode that needs a token was chosen but the platform gave none yet.
        case waitingForToken
        /// The platform supplied a token.
        case registered
    }

    /// The chosen mode (nil before the user chose).
    public var mode: Mode?
    /// The token state for that mode.
    public var tokenState: TokenState
    /// Minutes between periodic checks.
    public var intervalMinutes: Int
    /// The next periodic check, seconds since 1970 (periodic mode only).
    public var nextCheckAt: Int64?

    /// Creates settings.
    public init(mode: Mode?, tokenState: TokenState, intervalMinutes: Int, nextCheckAt: Int64?) {
        self.mode = mode
        self.tokenState = tokenState
        self.intervalMinutes = intervalMinutes
        self.nextCheckAt = nextCheckAt
    }
}

/// Supplies the platform's push device token. The terminal app has none unless
/// `THRESHOLD_DEVICE_TOKEN` is set.
public protocol DeviceTokenProvider: Sendable {
    /// The token, or nil when the platform has none.
    func deviceToken() -> String?
}

/// A fixed token (or none); the terminal app's provider reads it from the environment.
public struct FixedDeviceToken: DeviceTokenProvider {
    let token: String?
    /// Creates a provider answering `token`.
    public init(_ token: String?) { self.token = token.flatMap { $0.isEmpty ? nil : $0 } }
    public func deviceToken() -> String? { token }
}
