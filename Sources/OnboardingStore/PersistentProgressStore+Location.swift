import Storage

extension PersistentProgressStore {
    /// The conventional per-user data folder for `appName` on Linux:
    /// `$XDG_DATA_HOME/appName`, else `$HOME/.local/share/appName`; `nil` when neither is set.
    ///
    /// Apps usually put their own `--data-dir` flag and environment variable in front of it.
    public static func defaultDirectory(appName: String, environment: [String: String]) -> String? {
        UserDataFolder.path(appName: appName, environment: environment)
    }
}
