import Features
import Foundation

/// Plain mode's "Migrate from another device" (PRODUCT.md 6): the same import as the full-screen
/// app's welcome screen (`OnboardingWorker.importArchive`), run synchronously with progress lines.
extension PlainApp {
    /// How one import attempt ended.
    enum ImportOutcome {
        /// The imported data is in place and the store reopened on it; the summary's protection text.
        case imported(String)
        /// No archive where the link says (nor at the path given): ask where it is.
        case archiveMissing(ErrorReport)
        /// The destination has visible profiles: ask before replacing them.
        case needsReplace
        /// Nothing changed; the report says why (and, when its `saysNothingChanged`, that nothing changed).
        case failed(ErrorReport)
    }

    /// The import screen: asks for the link, imports, and on a failure offers Retry, another link
    /// or Back; a destination with profiles is replaced only after a yes. An archive that is not at
    /// the link's path is asked for (a path, checked against the link's digest); a locked device's
    /// archive asks for that device's passcode.
    /// - Returns: true when the import succeeded (onboarding is then marked done and the chat list
    ///   of the imported data follows); false when the user went back to welcome.
    func migrateFromAnotherDevice() throws -> Bool {
        io.write("\n" + MigrationPageText.importTitle + "\n" + ScreenText.migrationImportHelp + "\n")
        var link = ProfileSearch.trimmed(try line(MigrationText.linkPrompt))
        guard !link.isEmpty else { return false }
        var replace = false
        var archivePath: String?
        while true {
            switch try importArchive(link, replace: replace, archivePath: archivePath) {
            case .imported(let protection):
                io.write(MigrationPageText.completeTitle + "\n" + MigrationImportText.complete + "\n" + protection + "\n")
                return true
            case .archiveMissing(let report):
                io.write("\(report.message)\n")
                let path = ProfileSearch.trimmed(try line(MigrationImportText.whereIsTheArchivePrompt))
                guard !path.isEmpty else { return false }
                archivePath = path
                continue
            case .needsReplace:
                if try confirm(MigrationImportText.replaceExisting, defaultYes: false) {
                    replace = true
                    continue
                }
                io.write(MigrationImportText.nothingChanged + "\n")
            case .failed(let report):
                // Migration errors already say that nothing was changed; others get it said.
                io.write(MigrationText.importFailed(report.message) + "\n"
                         + (report.saysNothingChanged ? "" : MigrationImportText.nothingChanged + "\n"))
            }
            guard let choice = try choose(MigrationText.importChoice, [MigrationText.retry, MigrationText.anotherLink]) else { return false }
            if choice == 1 {
                link = ProfileSearch.trimmed(try line(MigrationText.linkPrompt))
                guard !link.isEmpty else { return false }
                replace = false
                archivePath = nil
            }
        }
    }

    /// One import attempt through the session (which reopens its store on whatever is then in
    /// place); progress lines only when the output is a terminal.
    func importArchive(_ text: String, replace: Bool, archivePath: String? = nil) throws -> ImportOutcome {
        io.write(MigrationText.importing + "\n")
        var pacer = ProgressLinePacer()
        do {
            let summary = try session.importArchive(link: text, replace: replace, archivePath: archivePath, progress: { [io, session] progress in
                // A resume is said whether progress lines are shown or not.
                if let notice = pacer.resumeNotice(for: progress) { io.write(notice + "\n") }
                guard io.showsProgress, let shown = pacer.line(for: progress, at: session.now()) else { return }
                io.write(shown + "\n")
            }, shortCode: { [self] code in shortCodeAnswer(code) },
               lockAnswer: { [self] afterWrong in travellingLockAnswer(afterWrongPasscode: afterWrong) })
            return .imported(summary.protectionText)
        } catch MigrationError.destinationNotEmpty {
            return .needsReplace
        } catch let error as MigrationError where archivePath == nil && error.code == "archiveNotFound"
                    && AppSession.migrationLinkNamesAFile(text) {
            return .archiveMissing(ErrorReport(error))
        } catch {
            // A "no" to "same code on both devices?" is said in the words of that answer.
            return .failed(ErrorReport(error).afterCodeQuestion)
        }
    }

    /// A direct transfer's short code: shown, then "same code on both devices?" (anything but a
    /// yes stops the import with nothing changed).
    func shortCodeAnswer(_ code: String) -> ShortCodeAnswer {
        io.write(DirectTransferText.compareCode(code) + "\n")
        guard let same = confirmOrEnd(DirectTransferText.sameCodeQuestion, defaultYes: false) else { return .cancel }
        return same ? .matches : .differs
    }

    /// Asks for the passcode of the device a locked archive comes from; an empty answer imports
    /// without it after a yes (this device is then unlocked), else stops the import.
    func travellingLockAnswer(afterWrongPasscode: Bool) -> TravellingLockAnswer {
        if afterWrongPasscode { io.write(MigrationImportText.notThatPasscode + "\n") }
        io.write(MigrationImportText.lockedArchive + "\n")
        guard let passcode = io.readSecret(prompt: MigrationPageText.passcodeTitle + ": ") else { return .cancel }
        if !passcode.isEmpty { return .passcode(passcode) }
        return confirmOrEnd(MigrationImportText.importWithoutPasscode, defaultYes: false) == true ? .decline : .cancel
    }
}
