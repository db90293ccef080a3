/// The conventional per-user data folder of an app on Linux (the XDG base directory rule), for
/// every app on the kit: Threshold's ``DataDirectory`` and the onboarding kit's progress store.
public enum UserDataFolder {
    /// `$XDG_DATA_HOME/appName`, else `$HOME/.local/share/appName`; `nil` when neither is set
    /// (an empty variable counts as unset).
    public static func path(appName: String, environment: [String: String]) -> String? {
        func nonEmpty(_ key: String) -> String? { environment[key].flatMap { $0.isEmpty ? nil : $0 } }
        if let xdg = nonEmpty("XDG_DATA_HOME") { return xdg + "/" + appName }
        if let home = nonEmpty("HOME") { return home + "/.local/share/" + appName }
        return nil
    }
}
