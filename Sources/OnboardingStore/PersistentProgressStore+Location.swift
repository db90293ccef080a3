extension PersistentProgressStore {
    /// The conventional per-user data folder for `appName` on Linux:
    /// `$XDG_DATA_HOME/appName`, else `$HOME/.local/share/appName`; `nil` when neither is set.
    ///
    /// Apps usually put their own `--data-dir` flag and environment variable in front of it.
    public static func defaultDirectory(appName: String, environment: [String: String]) -> String? {
        func nonEmpty(_ key: String) -> String? { environment[key].flatMap { $0.isEmpty ? nil : $0 } }
        if let xdg = nonEmpty("XDG_DATA_HOME") { return xdg + "/" + appName }
        if let home = nonEmpty("HOME") { return home + "/.local/share/" + appName }
        return nil
    }
}
