/// The two-stage delete's texts (the seed's choice sheet, then the confirmation), once for every
/// face: the full screen's menu and alert, plain mode's choice and question, the command line's
/// confirmation, the desktop's dialogs.
public enum ProfileDeleteText {
    /// The first stage's title.
    public static var title: String { tr("Delete profile") }
    /// The first stage's question.
    public static func choice(_ name: String) -> String {
        tr("Delete \"{name}\" and all its chats from this device?", ["name": .user(name)])
    }
    /// Delete the local data only (the servers keep the profile's connections).
    public static var localOnly: String { tr("Delete profile (local data only)") }
    /// Delete the local data and the profile's connections on the servers (through the outbox).
    public static var withServerData: String { tr("Delete profile and server connections") }
    /// The second stage's title.
    public static var confirmTitle: String { tr("Delete profile?") }
    /// The second stage's message: what goes, and that it is final.
    public static func confirmation(_ name: String, serverData: Bool) -> String {
        serverData
            ? tr("\"{name}\" and its chats on this device and its connections on the servers will be deleted. This can't be undone.", ["name": .user(name)])
            : tr("\"{name}\" and its chats on this device (server data is kept) will be deleted. This can't be undone.", ["name": .user(name)])
    }
}

extension ProfileDeleteText {
    /// The confirmation was not given: nothing happened.
    public static var cancelled: String { tr("Cancelled; nothing was deleted.") }
    /// The server deletions a delete with server data left in the outbox.
    public static func queued(_ count: Int) -> String {
        trn("{count} server deletion queued in the outbox.", "{count} server deletions queued in the outbox.", count: count)
    }
}
