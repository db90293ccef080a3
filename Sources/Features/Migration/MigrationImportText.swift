/// The import's questions and answers, once for every face (plain mode and the full screen lay
/// them out; the command line asks the same on standard error).
public enum MigrationImportText {
    /// Asked when the archive is not at the path the link names (copied to another folder, on a USB stick).
    public static var whereIsTheArchive: String { tr("Where is the archive on this device? Its path:") }
    /// The same question as a line prompt, where an empty answer goes back.
    public static var whereIsTheArchivePrompt: String { tr("Where is the archive on this device? Its path (empty to go back): ") }
    /// The archive comes from a locked install: its passcode is asked once.
    public static var lockedArchive: String {
        tr("The archive comes from a device locked with a passcode. Type that passcode to keep this device locked with it, or leave it empty to import without it.")
    }
    /// The passcode typed was not the other device's.
    public static var notThatPasscode: String { tr("That is not the other device's passcode.") }
    /// Importing without the travelling lock leaves this device unlocked: said before, asked plainly.
    public static var importWithoutPasscode: String {
        tr("Import without the passcode? This device will then be unlocked; set a passcode afterwards in Settings › App lock.")
    }
    /// The destination already holds data.
    public static var replaceExisting: String { tr("This device already holds data. Replace it with the imported data?") }
    /// After a refusal: nothing on this device changed.
    public static var nothingChanged: String { tr("Nothing on this device was changed.") }
    /// An import's failure: why, then that nothing on this device was changed, said once (most
    /// reasons already say it: ``ErrorReport/saysNothingChanged``), on a line of its own (the
    /// reason is whole sentences; nothing is joined to it with a space).
    public static func failure(_ report: ErrorReport) -> String {
        report.saysNothingChanged ? MigrationText.importFailed(report.message)
            : tr("Import failed: {reason}\nNothing on this device was changed.", ["reason": .text(report.message)])
    }
    /// The import finished (every app face: finalizing is a choice in the other device's app, or
    /// `threshold migrate finalize` there; no command is named here).
    public static var complete: String {
        tr("Your data from the other device is here. Now finalize the migration on the other device, where it was sent from: using both devices breaks message delivery.")
    }
    /// The desktop's ``complete``, without the command line.
    public static var completeOnDesktop: String { complete }
}
