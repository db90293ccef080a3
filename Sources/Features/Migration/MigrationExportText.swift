/// The export's texts (the old device's side of a migration), once for every face: the full screen
/// lays them out; plain mode and the command line can show the same.
public enum MigrationExportText {
    /// What the export does.
    public static var explanation: String {
        tr("Export everything on this device (profiles, hidden ones included, chats and settings) into one encrypted archive. You get a link holding the archive's key: share it only with yourself.")
    }
    /// What to do on the new device.
    public static var nextSteps: String {
        tr("On the new device, with the archive copied to the same path: choose \"Migrate from another device\" on the welcome screen and paste the link, or run threshold migrate import and paste it when asked (never on the command line, where other users and shell history see it).")
    }
    /// Where the archive was written, and its size.
    public static func exported(path: String, size: UInt64) -> String {
        tr("Exported to {path} ({size}).", ["path": .user(path), "size": .bytes(size)])
    }
    /// The link's heading.
    public static var linkHeading: String { tr("Migration link (it holds the key: share it only with yourself):") }
    /// Finalizing: the question.
    public static var finalizeTitle: String { tr("Finalize migration") }
    /// Finalizing: the two ways.
    public static var finalizeMessage: String {
        tr("Has the new device imported the link? Keep using this device: the data stays here, but using Threshold on both devices breaks message delivery. Delete local data: everything on this device is erased.")
    }
    /// Finalize, keeping this device.
    public static var keepUsing: String { tr("Keep using") }
    /// Finalize, erasing this device.
    public static var deleteLocalData: String { tr("Delete local data") }
    /// After "Keep using".
    public static var finalizedTitle: String { tr("Migration finalized") }
    /// After "Keep using": what was recorded.
    public static var finalizedMessage: String {
        MigrationText.recordedMigrated + "\n" + MigrationExport.twoDevicesWarning
    }
    /// Erasing: the question.
    public static var deleteAllTitle: String { tr("Delete all local data?") }
    /// Erasing: what goes.
    public static var deleteAllMessage: String {
        tr("Every profile, chat and setting on this device, and the migration archive, will be deleted. This can't be undone. Make sure the new device imported the link first.")
    }
    /// Erasing: the button.
    public static var deleteEverything: String { tr("Delete everything") }
    /// After erasing.
    public static var deleted: String { tr("All local Threshold data on this device was deleted.") }
}
