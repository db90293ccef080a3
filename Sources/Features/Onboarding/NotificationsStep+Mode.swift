import Brand

extension NotificationsStep {
    /// A notification mode as the step offers it, named here so a face needs no import of Brand.
    public typealias Mode = NotificationMode

    /// A mode's name as the desktop shows it.
    public static func title(_ mode: NotificationMode) -> String {
        switch mode {
        case .instant: DesktopText.instant
        case .periodic: DesktopText.periodic
        case .off: DesktopText.off
        }
    }
}
