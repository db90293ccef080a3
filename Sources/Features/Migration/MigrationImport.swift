import Brand
import Foundation
import Migration
import Secrets
import Storage
import ThresholdCore

/// The answer to "this archive comes from a locked device: its passcode?" during an import.
public enum TravellingLockAnswer: Sendable, Equatable {
    /// The passcode of the device the archive comes from.
    case passcode(String)
    /// Import without the lock: this device ends up unlocked (the summary says so).
    case decline
    /// Stop the import; nothing changes.
    case cancel
}

/// What an import did, for every front end's summary: the import itself, what protects the data
/// now, and what became of the source's lock.
public struct MigrationImportSummary: Sendable {
    /// What became of the app lock of the device the archive comes from.
    public enum LockOutcome: Sendable, Equatable {
        /// That device was not locked.
        case none
        /// This install is now locked with that device's passcode, self-destruct passcode and
        /// attempt limit.
        case carried(selfDestruct: Bool, wipeAfter: Int?)
        /// That device was locked and the user declined its passcode: this device is unlocked.
        case declined
    }

    /// The import's result.
    public var result: MigrationImportResult
    /// What protects the database key now.
    public var level: ProtectionLevel
    /// The source's lock.
    public var lock: LockOutcome

    /// The lines every front end shows after an import: the protection level, always, and what
    /// became of the other device's lock.
    public var protectionText: String {
        var text = switch level {
        case .passcode: tr("Protection: the data on this device is under a passcode (the app lock).")
        case .keyring: tr("Protection: the data on this device is under the desktop keyring.")
        case .keyfile: tr("Protection: the data on this device is under a key file beside the data (no passcode).")
        }
        switch lock {
        case .none:
            break
        case .carried(let selfDestruct, let wipeAfter):
            // Whole sentences, each on its own line: none is glued into another's line.
            text += "\n" + (selfDestruct
                ? tr("It opens with the other device's passcode, and its self-destruct passcode is set as it was.")
                : tr("It opens with the other device's passcode; no self-destruct passcode is set."))
            text += "\n" + (wipeAfter.map {
                trn("All data is wiped after {count} wrong passcode in a row, as before.",
                    "All data is wiped after {count} wrong passcodes in a row, as before.", count: $0)
            } ?? tr("There is no attempt limit, as before."))
        case .declined:
            text += "\n" + tr("The other device was locked with a passcode, and you imported without it: this device is now unlocked (Threshold opens without a passcode). To set one: threshold lock set, or Settings › App lock.")
        }
        return text
    }
}

/// "Migrate from another device" (PRODUCT.md 6): the destination side, for every front end.
extension AppSession {
    /// How many wrong passcodes of the archive's device one import accepts before it stops.
    public static let travellingLockAttempts = 3

    /// Imports the archive the migration link `text` names into this session's data directory.
    ///
    /// The link is trimmed and parsed (an empty one is `invalidLink`); the store is closed (the importer opens the destination
    /// itself and swaps the file), the import runs, and a store is reopened on whatever is then in
    /// place: the imported data, or the untouched old data. On success the imported data's
    /// onboarding counts as done and what's new starts from the newest version. A one-shot command
    /// holds the data directory while it works, so it is refused with `dataInUse` while an app runs.
    ///
    /// An archive made on a locked install says so (docs/migration.md, "The lock travels"): once
    /// it is verified, before the commit point, `lockAnswer` is asked for that install's passcode
    /// (`true` after a wrong one, up to ``travellingLockAttempts`` times); the import then
    /// protects this install with it (the passcode level, the self-destruct passcode and the
    /// attempt limit as they were), imports without it on ``TravellingLockAnswer/decline``, or
    /// stops with nothing changed on ``TravellingLockAnswer/cancel``.
    ///
    /// - Parameters:
    ///   - replace: replace a destination that already has visible profiles; without it such a
    ///     destination throws ``MigrationError/destinationNotEmpty`` and nothing changes.
    ///   - removingWhatItMadeOnFailure: a one-shot command's import: when it fails, remove the lock
    ///     file it created and a first install made only to import into (with its folder, if then
    ///     empty), so a failed import leaves no file.
    ///   - archivePath: where the archive is when it is not at the link's location (made absolute);
    ///     checked against the link's digest all the same.
    ///   - stop: a Stop from another thread (a face's button or key): a direct transfer ends at its
    ///     next frame or wait, any import at the latest before its commit point, with
    ///     ``MigrationError/cancelled(_:)`` and nothing changed.
    ///   - progress: called on the calling thread with bytes, rate and ETA, at most ten times a
    ///     second, and at once when a direct transfer's lost connection was resumed
    ///     (``TransferProgress/resumeNotice``).
    ///   - shortCode: for a direct transfer's link, called once connected with the short code both
    ///     devices show (``DirectTransferText/compareCode(_:)``), before anything is received;
    ///     anything but ``ShortCodeAnswer/matches`` stops with nothing changed. Without it a direct
    ///     link is refused (`cancelled`).
    ///   - lockAnswer: asked for the passcode of a locked archive's device; without it (a front end
    ///     that can't ask) such an import stops (``MigrationError/cancelled(_:)``, saying where to
    ///     import it instead) rather than drop the lock silently.
    /// - Throws: ``MigrationError`` (`invalidLink`, `archiveNotFound`, `archiveCorrupted`,
    ///   `destinationNotEmpty`, `wrongPasscode`, `cancelled`…), ``SessionError/dataInUse(directory:)``,
    ///   or the reopen's error.
    @discardableResult
    public func importArchive(link text: String, replace: Bool, archivePath: String? = nil,
                              removingWhatItMadeOnFailure: Bool = false,
                              stop: DirectTransferStop? = nil,
                              progress: @escaping (TransferProgress) -> Void = { _ in },
                              shortCode: ((String) -> ShortCodeAnswer)? = nil,
                              lockAnswer: ((_ afterWrongPasscode: Bool) -> TravellingLockAnswer)? = nil)
        throws -> MigrationImportSummary {
        let trimmed = ProfileSearch.trimmed(text)
        guard !trimmed.isEmpty else {
            throw MigrationError.invalidLink(.worded(tr("No migration link was given (the line was empty): paste the whole link the export showed. Nothing was changed.")))
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
        let override = try archivePath.map { path in
            guard !path.isEmpty else { throw UsageError(tr("--archive needs a file name.")) }
            return DataDirectory.absolute(path)
        }
        var opened: OpenedTravellingLock?
        var declined = false
        let result = try exclusively {
          do {
            var meter = TransferMeter()
            return try reopening { key in
                // Written page by page under this install's own database key; a travelling lock
                // re-wraps that key after the swap (below).
                var importer = MigrationImporter(dataDirectory: dataDirectory.path, migrations: CoreSchema.migrations,
                                                 destinationKey: key)
                importer.cancellation = stop?.cancellation
                // The imported data counts as onboarded, written before the swap so a kill can't
                // leave it without (the checks below then find it done).
                importer.finishStaged = { [brand] staged in
                    let imported = ThresholdStore(database: staged, clock: SystemClock(), random: SecureRandom(),
                                                  kdfParameters: .owaspMinimum)
                    // Imported rows pass the rules typed ones do (names, bios, unread counts).
                    let problems = try imported.rowsBreakingTheRules()
                    guard problems.isEmpty else {
                        // The rules broken are a technical detail (the checks' own English words), on a line of its own.
                        throw MigrationError.archiveCorrupted(.worded(tr("The migration archive is damaged or incomplete: its data breaks Threshold's rules. Nothing was changed; export it again on the other device.\nTechnical detail: {detail}",
                                                                          ["detail": .text(problems.joined(separator: "; "))])))
                    }
                    try imported.completeOnboarding(steps: MessengerFlow.allSteps(of: brand))
                    try Self.recordNewestWhatsNewIfFresh(imported, brand: brand)
                    // The source's exports are not this device's: finalize here needs an export made here.
                    try MigrationFinalize.forgetExports(in: imported)
                }
                var confirm: ((String) throws(MigrationError) -> Void)?
                if let shortCode {
                    confirm = { (code: String) throws(MigrationError) -> Void in
                        try ShortCodeAnswer.check(shortCode(code))
                        // The receive starts now: its rate is measured from here (its first report
                        // comes only once a 1 MiB buffer arrived), and the face leaves the question.
                        if let shown = meter.update(MigrationProgress(phase: .unpacking, completed: 0, total: 0), at: self.now()) {
                            progress(shown)
                        }
                    }
                }
                return try importer.importArchive(from: link, replace: replace, archivePath: override, destinationHasData: { db in
                    try ThresholdStore(database: db, clock: SystemClock(), random: SecureRandom(), kdfParameters: .owaspMinimum)
                        .visibleProfileCount() > 0
                }, beforeCommit: { (manifest: Manifest) throws(MigrationError) in
                    if let stop, stop.wasStopped { throw stop.importStopped }
                    guard let lock = manifest.lock else { return }
                    guard let lockAnswer else {
                        throw .cancelled(.worded(tr("The archive comes from a device locked with a passcode, and this screen can't ask for that passcode yet: import it with threshold --plain (Migrate from another device) or threshold migrate import, which ask for it. Nothing was changed.")))
                    }
                    switch try Self.askTravellingLock(lock, lockAnswer) {
                    case .some(let lock): opened = lock
                    case .none: declined = true
                    }
                    if let stop, stop.wasStopped { throw stop.importStopped }
                }, confirmShortCode: confirm, progress: { report in
                    if let shown = meter.update(report, at: self.now()) { progress(shown) }
                })
            }
          } catch {
            if removingWhatItMadeOnFailure && !holdsDataDirectory { removeWhatAFailedImportMade(lockFileExisted: lockFileExisted) }
            // A stop ends the receive with Migration's own words: said here in the user's language.
            if let stop, stop.wasStopped, (error as? MigrationError)?.code == "cancelled" { throw stop.importStopped }
            throw error
          }
        }
        // Right after the swap: the same passcode protects the imported data (the re-wrap is one
        // atomic key-file replace; docs/migration.md says what a kill in between leaves).
        if let opened { try store.adoptTravellingLock(opened) }
        // The imported data carries its own progress; mark the whole flow done here too, and (as
        // after any first run) start what's new from the newest version.
        try store.completeOnboarding(steps: MessengerFlow.allSteps(of: brand))
        try recordNewestWhatsNewIfFresh()
        // The lock screen's language as the imported data says (its setting, when its lock came along).
        keepLockScreenLanguage()
        let outcome: MigrationImportSummary.LockOutcome = if let opened {
            .carried(selfDestruct: opened.selfDestructName != nil, wipeAfter: opened.wipeAfter)
        } else if declined {
            .declined
        } else {
            .none
        }
        return MigrationImportSummary(result: result, level: try store.protectionLevel(), lock: outcome)
    }

    /// Asks for the passcode of a locked archive's device until it opens the lock (nil: declined).
    private static func askTravellingLock(_ record: ManifestLock,
                                          _ answer: (Bool) -> TravellingLockAnswer) throws(MigrationError) -> OpenedTravellingLock? {
        let lock = TravellingLock(parameters: ScryptParameters(log2N: record.log2N, r: record.r, p: record.p),
                                  salt: record.salt, wipeAfter: record.wipeAfter, selfDestruct: record.selfDestruct,
                                  sealed: record.sealed)
        for attempt in 0..<travellingLockAttempts {
            switch answer(attempt > 0) {
            case .cancel:
                throw .cancelled(.worded(tr("The import was stopped before the other device's passcode was given. Nothing was changed.")))
            case .decline:
                return nil
            case .passcode(let passcode):
                do {
                    if let opened = try ThresholdStore.openTravellingLock(lock, passcode: passcode) { return opened }
                } catch LockError.keyFileDamaged {
                    throw .archiveCorrupted(.worded(tr("The migration archive is damaged or incomplete: its manifest's lock record is malformed. Nothing was changed; export it again on the other device.")))
                } catch {
                    throw .io(.technical("cannot check the passcode (\(String(describing: error)))"))
                }
            }
        }
        throw .wrongArchivePasscode
    }

    /// After a one-shot import that failed before it began (a usage error, a malformed link, a
    /// missing `--archive` name): a first install this command made only to import into is removed,
    /// folder included, as after a failed import (a refused link used to leave `threshold.db`,
    /// `threshold.key` and the folder). Data that was there before is never touched; an app that
    /// holds its data directory keeps its session. Safe to call after the import cleaned up itself.
    public func removeFirstInstallMadeForAFailedImport() {
        guard !holdsDataDirectory, store.madeFirstInstall else { return }
        let lockFileExisted = FileManager.default.fileExists(atPath: dataDirectory.lockFilePath)
        _ = try? exclusively {
            if (try? store.visibleProfileCount()) ?? 0 == 0 { removeWhatAFailedImportMade(lockFileExisted: lockFileExisted) }
        }
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

extension AppSession {
    /// Whether the migration link `text` names an archive file on this device (not a URL); false
    /// for a text that is no link.
    public static func migrationLinkNamesAFile(_ text: String) -> Bool {
        guard let link = try? MigrationLink(parsing: ProfileSearch.trimmed(text)) else { return false }
        if case .file = link.archive { return true }
        return false
    }
}
