import Brand
import ThresholdCore

/// Step 4, push notifications: the modes the brand offers, an info sheet, and the action
/// "Enable notifications" ("Use chat" when Off is chosen). Choosing a mode that needs a device token
/// without one shows "No device token!" and onboarding still completes.
public struct NotificationsStep: Sendable, Equatable {
    /// What each mode means, for the selector and the info sheet.
    public static func explanation(_ mode: NotificationMode, intervalMinutes: Int) -> String {
        switch mode {
        case .instant: tr("Instant: a background connection is kept; notifications arrive in real time.")
        case .periodic: trn("Periodic: new messages are checked every {count} minute; battery-friendly.", "Periodic: new messages are checked every {count} minutes; battery-friendly.", count: intervalMinutes)
        case .off: tr("Off: no push notifications; messages are received only while the app is open.")
        }
    }

    /// What `mode` does without its name, for a row whose title already names it (the desktop's
    /// choices and Preferences); ``explanation(_:intervalMinutes:)`` is the sentence standing alone.
    public static func summary(_ mode: NotificationMode, intervalMinutes: Int) -> String {
        switch mode {
        case .instant: tr("A background connection is kept; notifications arrive in real time.")
        case .periodic: trn("New messages are checked every {count} minute; battery-friendly.", "New messages are checked every {count} minutes; battery-friendly.", count: intervalMinutes)
        case .off: tr("No push notifications; messages are received only while the app is open.")
        }
    }

    /// An alert over the screen.
    public enum Alert: Sendable, Equatable {
        /// The chosen mode needs a device token and the platform has none.
        case noDeviceToken

        /// The alert's title.
        public var title: String { tr("No device token!") }
        /// The alert's text.
        public var message: String {
            tr("Notifications will start once the device provides a push token. Your choice is saved.")
        }
    }

    /// What the user (or the host) did.
    public enum Action: Sendable, Equatable {
        case select(NotificationMode)
        case showInfo
        case closeInfo
        case submit
        case saved(NotificationSettings.TokenState)
        case dismissAlert
    }

    /// What the host does next.
    public enum Output: Sendable, Equatable {
        case none
        /// Save the mode, then send `.saved(tokenState)`.
        case save(NotificationMode)
        /// Saved (and any alert dismissed): onboarding is complete.
        case advance
    }

    /// The modes offered, in brand order.
    public let modes: [NotificationMode]
    /// Minutes between periodic checks.
    public let intervalMinutes: Int
    /// The chosen mode.
    public private(set) var selected: NotificationMode
    /// Whether the info sheet is open.
    public private(set) var showsInfo = false
    /// The open alert.
    public private(set) var alert: Alert?
    /// True while saving.
    public private(set) var isSaving = false

    /// Starts with the first mode the brand offers (instant by default) selected.
    public init(offer: NotificationOffer) {
        modes = offer.modes.isEmpty ? NotificationMode.allCases : offer.modes
        intervalMinutes = offer.periodicIntervalMinutes
        selected = modes[0]
    }

    /// The action button's title.
    public var buttonTitle: String { selected == .off ? tr("Use chat") : tr("Enable notifications") }

    /// Applies an action.
    public mutating func send(_ action: Action) -> Output {
        switch action {
        case .select(let mode):
            if modes.contains(mode) { selected = mode }
            return .none
        case .showInfo:
            showsInfo = true
            return .none
        case .closeInfo:
            showsInfo = false
            return .none
        case .submit:
            guard !isSaving, alert == nil else { return .none }
            isSaving = true
            return .save(selected)
        case .saved(let tokenState):
            isSaving = false
            if tokenState == .waitingForToken {
                alert = .noDeviceToken
                return .none
            }
            return .advance
        case .dismissAlert:
            guard alert != nil else { return .none }
            alert = nil
            return .advance
        }
    }
}
