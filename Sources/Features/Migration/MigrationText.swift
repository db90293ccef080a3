import ThresholdCore

/// The export's, import's and finalize's texts of plain mode and the command line, once
/// (questions of the import both share are in ``MigrationImportText``; the direct transfer's in
/// ``DirectTransferText``).
public enum MigrationText {
    // MARK: Export

    /// Plain mode's export screen: what it does.
    public static var exportIntro: String {
        tr("Move all your data to your new device: write an encrypted archive file, or send it directly to a device on this network. The link shown then holds the key to your data.")
    }
    /// Plain mode's choice between a file and a direct transfer.
    public static var exportChoice: String { tr("Export", context: "migration") }
    /// While the archive is written.
    public static var exporting: String { tr("Exporting…") }
    /// Where the archive was written, and its size.
    public static func exported(to path: String, size: UInt64) -> String {
        tr("Exported to {path} ({size}).", ["path": .user(path), "size": .text(ByteCount.format(size))])
    }
    /// Plain mode, after the export: what to do on the new device (the link follows).
    public static var afterExportPlain: String {
        tr("Copy the archive to the new device (into any folder, or onto a USB stick). There, choose \"Migrate from another device\" (or run threshold migrate import, with --archive FILE when the archive is not at the same path) and paste this link when asked. It holds the archive's key: share it only with yourself, and keep it off command lines:")
    }
    /// The command line, above the link.
    public static var linkHeading: String { tr("Migration link (it holds the archive's key: share it only with yourself):") }
    /// The command line, below the link: what to do on the new device.
    public static var afterExportCommand: String {
        tr("Copy the archive to the new device (into any folder, or onto a USB stick). There, run threshold migrate import and paste this link when asked (keep it off the command line, where other users and shell history see it; add --archive FILE when the archive is not at the same path there), or choose \"Migrate from another device\" on the welcome screen. To send the data over this network instead, without a file: threshold migrate export --serve.")
    }
    /// Above the link's QR code.
    public static var orScanIt: String { tr("Or scan it:") }

    // MARK: Finalize

    /// Plain mode's finalize menu.
    public static var finalizeTitle: String { tr("Finalize", context: "migration") }
    public static var keepUsingThisDevice: String { tr("Keep using this device") }
    public static var deleteThisDevicesData: String { tr("Delete this device's data") }
    /// The question before deleting local data (plain mode adds "Type yes to delete").
    public static var deleteQuestion: String { tr("Delete all Threshold data on this device? This can't be undone.") }
    /// Plain mode: anything but yes.
    public static var nothingDeleted: String { tr("Nothing was deleted.") }
    /// The command line: a no.
    public static var deleteCancelled: String { tr("Cancelled; nothing was deleted.") }
    /// Plain mode, after the delete.
    public static var deletedPlain: String {
        tr("All local Threshold data on this device was deleted. Keep using Threshold on the new device.")
    }
    /// The command line, after the delete.
    public static func deleted(in directory: String) -> String {
        tr("Deleted all local Threshold data in {directory} (database, files and migration archives).", ["directory": .user(directory)])
    }
    /// The command line, `migrate finalize --delete-local` on a data folder that is missing or
    /// empty (a removal that already finished): nothing was there, so nothing was deleted.
    public static func nothingToDelete(in directory: String) -> String {
        tr("There is no Threshold data in {directory}, so nothing was deleted.", ["directory": .user(directory)])
    }
    /// The command line, after keeping this device.
    public static var recordedMigrated: String { tr("Recorded that this device's data was migrated.") }

    // MARK: Import

    /// Plain mode: the link, an empty line goes back.
    public static var linkPrompt: String { tr("Migration link (empty to go back): ") }
    /// The command line: the link, at a no-echo prompt.
    public static var pasteLinkPrompt: String { tr("Paste the migration link: ") }
    /// While the archive is imported.
    public static var importing: String { tr("Importing the archive…") }
    /// An import failed (the report's message follows).
    public static func importFailed(_ message: String) -> String { tr("Import failed: {reason}", ["reason": .text(message)]) }
    /// Plain mode's menu after a failure.
    public static var importChoice: String { tr("Import", context: "migration") }
    public static var retry: String { tr("Retry") }
    public static var anotherLink: String { tr("Enter another link") }
    /// The link was given as an argument.
    public static var linkInArgvWarning: String {
        tr("Warning: the migration link holds the archive's key, and as an argument other users of this computer can read it while the import runs. Next time paste it at the prompt, or give it on standard input.")
    }
    /// The command line's prompt for the passcode of a locked archive's device.
    public static var lockedArchivePrompt: String {
        tr("The archive comes from a device locked with a passcode. Its passcode (empty to import without it): ")
    }
    /// The command line's question before importing without it.
    public static var importWithoutPasscodeShort: String { tr("Import without the passcode? This device will then be unlocked.") }
    /// The command line's summary of an import.
    public static func imported(files: Int, appVersion: String, upgraded: Bool) -> String {
        upgraded
            ? trn("Imported the archive ({count} file, made by Threshold {version}); its data was upgraded to this version.",
                  "Imported the archive ({count} files, made by Threshold {version}); its data was upgraded to this version.",
                  count: files, ["version": .text(appVersion)])
            : trn("Imported the archive ({count} file, made by Threshold {version}).",
                  "Imported the archive ({count} files, made by Threshold {version}).",
                  count: files, ["version": .text(appVersion)])
    }
    /// The command line, after an import.
    public static var finalizeOnTheOtherDevice: String {
        tr("Now finalize the migration on the other device: threshold migrate finalize [--delete-local]")
    }
}
