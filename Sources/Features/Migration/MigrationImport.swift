import Brand
import Foundation
import Migration
import Secrets
import Storage
import ThresholdCore

/// "Migrate from another device" (PRODUCT.md 6): the destination side, for every front end.
extension AppSession {
    /// Imports the archive the migration link `text` names into this session's data directory.
    ///
    /// The link is trimmed and parsed (an empty one is `invalidLink`); the store is closed (the importer opens the destination
    /// itself and swaps the file), the import runs, and a store is reopened on whatever is then in
    /// place: the imported data, or the untouched old data. On success the imported data's
    /// onboarding counts as done and what's new starts from the newest version. A one-shot command
    /// holds the data directory while it works, so it is refused with `dataInUse` while an app runs.
    ///
    /// - Parameters:
    ///   - replace: replace a destination that already has visible profiles; without it such a
    ///     destination throws ``MigrationError/destinationNotEmpty`` and nothing changes.
    ///   - removingWhatItMadeOnFailure: a one-shot command's import: when it fails, remove the lock
    ///     file it created and a first install made only to import into (with its folder, if then
    ///     empty), so a failed import leaves no file.
    ///   - progress: called on the calling thread with bytes, rate and ETA, at most ten times a second.
    /// - Throws: ``MigrationError`` (`invalidLink`, `archiveNotFound`, `archiveCorrupted`,
    ///   `destinationNotEmpty`, …), ``SessionError/dataInUse(directory:)``, or the reopen's error.
    @discardableResult
    public func importArchive(link text: String, replace: Bool, removingWhatItMadeOnFailure: Bool = false,
                              progress: @escaping (TransferProgress) -> Void = { _ in }) throws -> MigrationImportResult {
        let trimmed = ProfileSearch.trimmed(text)
        guard !trimmed.isEmpty else {
            throw MigrationError.invalidLink("No migration link was given (the line was empty): paste the whole link the export showed.")
        }
        let link: MigrationLink
        do {
            link = try MigrationLink(parsing: trimmed)
        } catch {
            throw MigrationError(error)
        }
        // `removingWhatItMadeOnFailure` (a one-shot command; an app keeps its session): what this
        // command alone made is removed if the import fails: the lock file, and a first install
        // made for the import.
        let lockFileExisted = FileManager.default.fileExists(atPath: dataDirectory.lockFilePath)
        let result = try exclusively {
          do {
            var meter = TransferMeter()
            return try reopening { key in
                // Written page by page under this install's own database key: its level and
                // passcode (in threshold.key, never in an archive) stay as they were.
                var importer = MigrationImporter(dataDirectory: dataDirectory.path, migrations: CoreSchema.migrations,
                                                 destinationKey: key)
                // The imported data counts as onboarded, written before the swap so a kill can't
                // leave it without (the checks below then find it done).
                importer.finishStaged = { [brand] staged in
                    let imported = ThresholdStore(database: staged, clock: SystemClock(), random: SecureRandom(),
                                                  kdfParameters: .owaspMinimum)
                    // Imported rows pass the rules typed ones do (names, bios, unread counts).
                    let problems = try imported.rowsBreakingTheRules()
                    guard problems.isEmpty else {
                        throw MigrationError.archiveCorrupted("its data breaks Threshold's rules (\(problems.joined(separator: "; "))).")
                    }
                    try imported.completeOnboarding(steps: MessengerFlow.allSteps(of: brand))
                    try Self.recordNewestWhatsNewIfFresh(imported, brand: brand)
                }
                return try importer.importArchive(from: link, replace: replace, destinationHasData: { db in
                    try ThresholdStore(database: db, clock: SystemClock(), random: SecureRandom(), kdfParameters: .owaspMinimum)
                        .visibleProfileCount() > 0
                }, progress: { report in
                    if let shown = meter.update(report, at: self.now()) { progress(shown) }
                })
            }
          } catch {
            if removingWhatItMadeOnFailure && !holdsDataDirectory { removeWhatAFailedImportMade(lockFileExisted: lockFileExisted) }
            throw error
          }
        }
        // The imported data carries its own progress; mark the whole flow done here too, and (as
        // after any first run) start what's new from the newest version.
        try store.completeOnboarding(steps: MessengerFlow.allSteps(of: brand))
        try recordNewestWhatsNewIfFresh()
        return result
    }

    /// After a failed import of a one-shot command, while the data directory is still held: the
    /// lock file when this command created it, and a first install made only to import into (its
    /// key file, database and, when then empty, the folder itself). Data that was there before is
    /// never touched (the importer has left it exactly as it was).
    private func removeWhatAFailedImportMade(lockFileExisted: Bool) {
        if store.madeFirstInstall, (try? store.visibleProfileCount()) ?? 0 == 0 {
            closeStore()
            for path in store.keyFilePaths + dataDirectory.databaseFiles
                + Database.creationFiles(forDatabaseAt: dataDirectory.databasePath) {
                unlink(path)
            }
            unlink(dataDirectory.lockFilePath)
            rmdir(dataDirectory.path)
            return
        }
        if !lockFileExisted { unlink(dataDirectory.lockFilePath) }
    }

    /// A fresh install never sees what's new: the newest version counts as seen.
    public func recordNewestWhatsNewIfFresh() throws {
        try Self.recordNewestWhatsNewIfFresh(store, brand: brand)
    }

    static func recordNewestWhatsNewIfFresh(_ store: ThresholdStore, brand: Brand) throws {
        if try store.whatsNewSeenVersion() == nil, let newest = brand.whatsNew.map(\.version).max() {
            try store.setWhatsNewSeenVersion(newest.description)
        }
    }
}
