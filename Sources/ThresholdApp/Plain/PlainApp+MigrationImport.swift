import Features
import Foundation

/// Plain mode's "Migrate from another device" (PRODUCT.md 6): the same import as the full-screen
/// app's welcome screen (`OnboardingWorker.importArchive`), run synchronously with progress lines.
extension PlainApp {
    /// How one import attempt ended.
    enum ImportOutcome {
        /// The imported data is in place and the store reopened on it.
        case imported
        /// The destination has visible profiles: ask before replacing them.
        case needsReplace
        /// Nothing changed; the report says why.
        case failed(ErrorReport)
    }

    /// The import screen: asks for the link, imports, and on a failure offers Retry, another link
    /// or Back; a destination with profiles is replaced only after a yes.
    /// - Returns: true when the import succeeded (onboarding is then marked done and the chat list
    ///   of the imported data follows); false when the user went back to welcome.
    func migrateFromAnotherDevice() throws -> Bool {
        io.write("\nMigrate from another device\n\(ScreenText.migrationImportHelp)\n")
        var link = ProfileSearch.trimmed(try line("Migration link (empty to go back): "))
        guard !link.isEmpty else { return false }
        var replace = false
        while true {
            switch try importArchive(link, replace: replace) {
            case .imported:
                io.write("Migration complete. Your data from the other device is here. Finalize the migration on "
                         + "the other device (threshold migrate finalize): using both devices breaks message delivery.\n")
                return true
            case .needsReplace:
                if Answer.isYes(try line("This device already holds data. Replace it with the imported data? [y/N] ")) {
                    replace = true
                    continue
                }
                io.write("Nothing on this device was changed.\n")
            case .failed(let report):
                // Migration errors already say that nothing was changed; others get it said.
                let said = report.message.contains("Nothing was changed")
                io.write("Import failed: \(report.message)\n" + (said ? "" : "Nothing on this device was changed.\n"))
            }
            guard let choice = try choose("Import", ["Retry", "Enter another link"]) else { return false }
            if choice == 1 {
                link = ProfileSearch.trimmed(try line("Migration link (empty to go back): "))
                guard !link.isEmpty else { return false }
                replace = false
            }
        }
    }

    /// One import attempt through the session (which reopens its store on whatever is then in
    /// place); progress lines only when the output is a terminal.
    func importArchive(_ text: String, replace: Bool) throws -> ImportOutcome {
        io.write("Importing the archive…\n")
        var pacer = ProgressLinePacer()
        do {
            try session.importArchive(link: text, replace: replace) { [io, session] progress in
                guard io.showsProgress, let shown = pacer.line(for: progress, at: session.now()) else { return }
                io.write(shown + "\n")
            }
            return .imported
        } catch MigrationError.destinationNotEmpty {
            return .needsReplace
        } catch {
            return .failed(ErrorReport(error))
        }
    }
}
