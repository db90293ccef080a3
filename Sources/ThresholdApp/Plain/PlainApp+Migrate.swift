import Foundation
import Migration
import Secrets
import ThresholdCore

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

    /// The migrate screen: asks for the link, imports, and on a failure offers Retry, another link
    /// or Back; a destination with profiles is replaced only after a yes.
    /// - Returns: true when the import succeeded (onboarding is then marked done and the chat list
    ///   of the imported data follows); false when the user went back to welcome.
    func migrateFromAnotherDevice() throws -> Bool {
        io.write("\nMigrate from another device\n\(MigrateToDeviceScreen.help)\n")
        var link = ProfilesState.trimmed(try line("Migration link (empty to go back): "))
        guard !link.isEmpty else { return false }
        var replace = false
        while true {
            switch try importArchive(link, replace: replace) {
            case .imported:
                try completeAfterMigration()
                io.write("Migration complete. Your data from the other device is here. Finalize the migration on "
                         + "the other device (threshold migrate finalize): using both devices breaks message delivery.\n")
                return true
            case .needsReplace:
                let answer = ProfilesState.trimmed(
                    try line("This device already holds data. Replace it with the imported data? [y/N] "))
                    .lowercased()
                if answer == "y" || answer == "yes" {
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
                link = ProfilesState.trimmed(try line("Migration link (empty to go back): "))
                guard !link.isEmpty else { return false }
                replace = false
            }
        }
    }

    /// One import attempt. Closes the store (the importer opens the destination itself and swaps
    /// the file), imports, then opens a store on whatever is in place: the imported data, or the
    /// untouched old data. Throws only when no store can be reopened.
    func importArchive(_ text: String, replace: Bool) throws -> ImportOutcome {
        let link: MigrationLink
        do {
            link = try MigrationLink(parsing: text)
        } catch {
            return .failed(ErrorReport(MigrationError(error)))
        }
        let old = store
        let path = old.databasePath
        let dataDirectory = SourceMigration.absolute((path as NSString).deletingLastPathComponent)
        io.write("Importing the archive…\n")
        old.closeDatabase()
        var lines = PlainProgressLines()
        var failure: (any Error)?
        do {
            let importer = MigrationImporter(dataDirectory: dataDirectory, migrations: CoreSchema.migrations)
            _ = try importer.importArchive(from: link, replace: replace, destinationHasData: { db in
                try ThresholdStore(database: db, clock: SystemClock(), random: SecureRandom(), kdfParameters: .owaspMinimum)
                    .visibleProfileCount() > 0
            }, progress: { [io, now] progress in
                guard io.showsProgress, let shown = lines.update(progress, at: now()) else { return }
                io.write(shown + "\n")
            })
        } catch {
            failure = error
        }
        storeHandle.replace(with: try ThresholdStore(path: path, kdfParameters: old.kdfParameters))
        guard let failure else { return .imported }
        if let error = failure as? MigrationError, error == .destinationNotEmpty { return .needsReplace }
        return .failed(ErrorReport(failure))
    }

    /// The imported data carries its own progress; a session on it marks the flow done here too,
    /// and (as after any first run) what's new starts from the newest version.
    private func completeAfterMigration() throws {
        let session = try OnboardingSession(brand: brand, store: store, deviceToken: deviceToken)
        _ = try session.completeAfterMigration()
        if try store.whatsNewSeenVersion() == nil, let newest = brand.whatsNew.map(\.version).max() {
            try store.setWhatsNewSeenVersion(newest.description)
        }
    }
}

/// Which of the importer's progress reports become plain-mode lines: the first of each step, then
/// at most one a second and (when the size is known) one per tenth, and the step's last report.
/// Bytes, rate and ETA come from ``MigrationMeter``, as on the full screen.
struct PlainProgressLines {
    private var meter = MigrationMeter()
    private var phase: MigrationProgress.Phase?
    private var lastLine = 0.0
    private var lastFraction = 0.0

    /// The line for `progress` reported at `now` (seconds, monotonic), or nil when too soon.
    mutating func update(_ progress: MigrationProgress, at now: Double) -> String? {
        guard let shown = meter.update(progress, at: now) else { return nil }
        let fraction = shown.fraction
        let done = progress.total > 0 && progress.completed >= progress.total
        if progress.phase != phase {
            phase = progress.phase
        } else if !done {
            guard now - lastLine >= 1, progress.total == 0 || fraction - lastFraction >= 0.1 else { return nil }
        } else if lastFraction >= 1 {
            return nil
        }
        lastLine = now
        lastFraction = fraction
        let percent = progress.total > 0 ? " (\(Int(fraction * 100))%)" : ""
        // The snapshot and verifying steps count pages or entries, not bytes: a percentage only.
        if progress.phase == .snapshot || progress.phase == .verifying {
            return "\(shown.label)…" + percent
        }
        // "Decrypting 12.0 MiB / 40.0 MiB (30%)  8.0 MiB/s  ETA 4 s".
        var line = "\(shown.label) \(MigrateCommand.formatBytes(shown.completed))"
        if shown.total > 0 { line += " / \(MigrateCommand.formatBytes(shown.total))" }
        line += percent + "  \(MigrateCommand.formatBytes(shown.bytesPerSecond))/s"
        if let eta = shown.etaSeconds { line += "  ETA \(eta) s" }
        return line
    }
}
