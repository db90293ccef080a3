/// What screen readers say for the desktop's controls that show no text of their own.
extension DesktopText {
    /// A profile row's menu button, named for its profile (every row's button was "Profile
    /// actions": a screen reader could not tell them apart).
    public static func actions(for name: String) -> String {
        tr("Actions for {name}", ["name": .user(name)])
    }
}
