/// Notices when another process (the command line, `dev receive`, the host's messaging layer)
/// committed to the database, so a running app can redraw without a keypress.
///
/// It asks SQLite's `PRAGMA data_version`, which changes exactly when another connection commits
/// (this process's own writes leave it alone): one cheap query per check, no busy loop, no file
/// watching. A front end calls ``check(_:)`` on a timer of a few hundred milliseconds.
public struct ExternalChangeWatch: Sendable {
    private var last: Int?

    /// A watch that has seen nothing yet (its first check only records the version).
    public init() {}

    /// Whether another process committed since the last check. A closed or swapped store counts
    /// as a change once (its connection starts a new count).
    public mutating func check(_ session: AppSession) -> Bool {
        let now = session.dataVersion()
        defer { last = now }
        guard let last, let now else { return false }
        return now != last
    }
}

extension AppSession {
    /// SQLite's `data_version` of the store's connection, nil when the store is closed.
    func dataVersion() -> Int? {
        try? store.dataVersion()
    }
}
