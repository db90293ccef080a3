import ThresholdCore

/// Notices when another process (the command line, `dev receive`, the host's messaging layer)
/// committed to the database, so a running app can redraw without a keypress.
///
/// It asks SQLite's `PRAGMA data_version`, which changes exactly when another connection commits
/// (this process's own writes leave it alone), with the store's opening it was read on (a reopened
/// database counts afresh: ``DataVersion``): one cheap query per check, no busy loop, no file
/// watching. A front end calls ``check(_:)`` on a timer of a few hundred milliseconds.
///
/// A check that can't read the version (the file busy under other writers, the store closed or
/// being swapped), or a redraw that could not read the data (``missed()``), is never taken as "no
/// change": the next check that reads counts as a change, so a change is shown late rather than
/// lost (issue 36: under five writers, changes waited for the next one to show).
///
/// It also carries out a full re-key that a one-shot command's hide, unhide or delete left owed
/// because this app held the data (docs/security.md, "Nothing earlier survives"): asked at the
/// first check that reads and after every outside change, and retried at each check while the
/// command still has the file open (each try gives up at once, never waiting for the file).
public struct ExternalChangeWatch: Sendable {
    private var last: DataVersion?
    private var pending = false
    private var askOwedRekey = true
    /// How many checks could not read the version (the benches and tests report it).
    public private(set) var unreadableChecks = 0

    /// A watch that has seen nothing yet (its first check only records the version).
    public init() {}

    /// Whether another process committed since the last check (or a check or redraw since then
    /// failed). A closed or swapped store counts as a change once (its connection starts a new count).
    public mutating func check(_ session: AppSession) -> Bool {
        guard let now = session.dataVersion() else {
            unreadableChecks += 1
            if last != nil { pending = true }
            return false
        }
        defer {
            last = now
            pending = false
        }
        let changed = last.map { now != $0 } ?? false || pending
        if changed { askOwedRekey = true }
        if askOwedRekey { askOwedRekey = !session.settleOwedRekey() }
        return changed
    }

    /// Records the version now as the one later checks compare with, without carrying out an
    /// owed re-key: a window takes its baseline on its main loop before its first read, and leaves
    /// the re-key (minutes on a large install) to its first ``check(_:)`` on a worker thread.
    public mutating func baseline(_ session: AppSession) {
        guard let now = session.dataVersion() else {
            unreadableChecks += 1
            return
        }
        last = now
        pending = false
    }

    /// The redraw after a change could not read the data: the next check that reads counts as a
    /// change again.
    public mutating func missed() {
        pending = true
    }
}

extension AppSession {
    /// SQLite's `data_version` of the store's connection, nil when the store is closed or the
    /// version can't be read now.
    func dataVersion() -> DataVersion? {
        try? store.dataVersion()
    }
}
