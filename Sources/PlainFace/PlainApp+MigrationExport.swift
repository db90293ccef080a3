import Features

/// Plain mode's "Migrate to another device" (the export, on the old device), through the same session
/// calls as the full-screen app's Settings screen.
extension PlainApp {
    /// Settings → Migrate to another device: export (progress lines on a terminal), the link to
    /// type on the new device, then finalize: keep using this device (with the warning) or delete
    /// this device's data (after a typed yes), which ends the session.
    func migrateToAnotherDevice() throws {
        io.write("\nMigrate to another device\nAn encrypted archive of all your data is written in the data "
                 + "directory; the link below holds its key.\n")
        guard try choose("Export", ["Export now"]) != nil else { return }
        do {
            _ = try passLock(for: .exportArchive)
        } catch let error as LockError {
            report(error)
            return
        }
        io.write("Exporting…\n")
        var pacer = ProgressLinePacer()
        let result: MigrationExportResult
        do {
            result = try session.exportArchive { [io, session] progress in
                guard io.showsProgress, let shown = pacer.line(for: progress, at: session.now()) else { return }
                io.write(shown + "\n")
            }
        } catch {
            report(error)
            return
        }
        io.write("Exported to \(result.archivePath) (\(ByteCount.format(result.size))).\n"
                 + "Copy the archive to the new device (same path), choose \"Migrate from another device\" there "
                 + "(or run threshold migrate import) and paste this link when asked; it holds the archive's key: "
                 + "share it only with yourself, and keep it off command lines:\n"
                 + result.link.formatted + "\n")
        guard let choice = try choose("Finalize", ["Keep using this device", "Delete this device's data"]) else { return }
        if choice == 0 {
            try session.keepUsingThisDevice()
            io.write("Warning: \(MigrationExport.twoDevicesWarning)\n")
            return
        }
        let answer = try line("Delete all Threshold data on this device? This can't be undone. Type yes to delete: ")
        guard Answer.isTypedYes(answer) else {
            io.write("Nothing was deleted.\n")
            return
        }
        try session.deleteLocalData()
        io.write("All local Threshold data on this device was deleted. Keep using Threshold on the new device.\n")
        throw Quit()
    }
}
