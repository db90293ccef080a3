import Brand

extension NotificationsStep {
    /// A notification mode as the step offers it, named here so a face needs no import of Brand.
    public typealias Mode = NotificationMode

    /// A mode's name as every face shows it in a list of modes.
    public static func title(_ mode: NotificationMode) -> String {
        switch mode {
        case .instant: tr("Instant", context: "notification mode")
        case .periodic: tr("Periodic", context: "notification mode")
        case .off: tr("Off", context: "notification mode")
        }
    }
}
