import Foundation
import Migration
import ThresholdCore

/// "Migrate to another device" (PRODUCT.md 6): the source side, for every front end: export an
/// archive, then finalize by keeping this device (recorded, with a warning) or deleting its data.
public enum MigrationExport {
    /// Settings key (in the source's own database): the last archive exported, removed by a delete.
    public static let lastArchiveKey = "migration.lastArchive"
    /// Settings key: when the user chose to keep using this device after migrating.
    public static let finalizedKey = "migration.finalizedAt"
    /// The warning shown when the user keeps using the source.
    public static var twoDevicesWarning: String {
        tr("Using Threshold on both devices breaks message delivery: keep using only the new one.")
    }

    /// The manifest's form of a travelling lock.
    static func manifestLock(_ lock: TravellingLock) -> ManifestLock {
        ManifestLock(log2N: lock.parameters.log2N, r: lock.parameters.r, p: lock.parameters.p, salt: lock.salt,
                     wipeAfter: lock.wipeAfter, selfDestruct: lock.selfDestruct, sealed: lock.sealed)
    }

    /// `path`, or when it exists (two exports within a second), `NAME-2.age`, `NAME-3.age`…
    static func uniquePath(_ path: String) -> String {
        guard FileManager.default.fileExists(atPath: path) else { return path }
        let ext = (path as NSString).pathExtension
        let stem = (path as NSString).deletingPathExtension
        var number = 2
        while FileManager.default.fileExists(atPath: "\(stem)-\(number).\(ext)") { number += 1 }
        return "\(stem)-\(number).\(ext)"
    }
}

extension AppSession {
    /// Exports the data directory into an archive at `archivePath` (made absolute; it must not
    /// exist), or by default into a new file in `DATA/archives` (which a self-destruct wipe erases
    /// with the rest), and records the archive so that deleting local data also removes it.
    /// - Parameter progress: called on the calling thread, at most ten times a second.
    /// - Throws: ``UsageError`` when `archivePath` is empty or exists; ``MigrationError``.
    public func exportArchive(to archivePath: String? = nil, at date: Date = Date(),
                              progress: @escaping (TransferProgress) -> Void = { _ in }) throws -> MigrationExportResult {
        try authorize(.exportArchive)
        let target: String
        if let archivePath {
            guard !archivePath.isEmpty else { throw UsageError(tr("--to needs a file name.")) }
            target = DataDirectory.absolute(archivePath)
            if FileManager.default.fileExists(atPath: target) {
                throw UsageError(tr("{path} already exists; choose another name with --to FILE.", ["path": .user(target)]))
            }
        } else {
            try FileManager.default.createDirectory(atPath: dataDirectory.archivesPath, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            target = MigrationExport.uniquePath(MigrationExporter.defaultArchivePath(in: dataDirectory.archivesPath, at: date))
        }
        var meter = TransferMeter()
        // A locked install's archive says so (and carries what the new install needs to keep the
        // same passcodes and attempt limit: docs/migration.md, "The lock travels").
        let lock = try store.travellingLock().map(MigrationExport.manifestLock)
        let result = try MigrationExporter(dataDirectory: dataDirectory.path, appVersion: AppVersion.current)
            .export(database: try store.openReadOnlyDatabase(), to: target, lock: lock) { report in
                if let shown = meter.update(report, at: self.now()) { progress(shown) }
            }
        try store.setSetting(MigrationExport.lastArchiveKey, target)
        try recordFinishedExport(at: date)
        return result
    }

    /// Finalize, keeping this device: records the choice. Show ``MigrationExport/twoDevicesWarning``.
    /// - Throws: ``FinalizeError/nothingExported`` when this device never finished an export.
    public func keepUsingThisDevice(at date: Date = Date()) throws {
        try requireFinishedExport()
        try store.setSetting(MigrationExport.finalizedKey, date.formatted(.iso8601))
    }

    /// Finalize, deleting local data: closes the store, then removes the database (with its
    /// companions), `files/`, the migration scratch folders, archives of the older
    /// layout and the last exported archive. Refused with `dataInUse` while an app runs on the
    /// folder (unless this session is that app). The session's store is unusable afterwards.
    /// The removal is recorded first (``LocalDataRemoval``), so a kill at any step is finished by
    /// the next start or by running it again.
    /// - Throws: ``FinalizeError/nothingExported`` when this device never finished an export
    ///   (unless this is the rerun of a removal a kill stopped: its start finished it).
    /// - Returns: how many files and folders were removed.
    @discardableResult
    public func deleteLocalData() throws -> Int {
        try deleteLocalData(step: { _ in })
    }

    /// ``deleteLocalData()`` with `step` called before each removal (tests stop it there).
    func deleteLocalData(step: @escaping (Int) throws -> Void) throws -> Int {
        try exclusively {
            let removal = LocalDataRemoval(directory: dataDirectory, step: step)
            // Running it again after a kill finds the data already gone (the start finished the
            // removal: ``finishedInterruptedRemoval``) and ends what it began.
            if !removal.isPending && !finishedInterruptedRemoval { try requireFinishedExport() }
            // A removal already under way (this is its rerun) keeps the archive it recorded.
            let recorded = removal.isPending ? nil : try store.setting(MigrationExport.lastArchiveKey)
            closeStore()
            if !removal.isPending { try removal.begin(archive: recorded) }
            let removed = try removal.finish()
            // Last, while still held: nothing is left to guard.
            try? FileManager.default.removeItem(atPath: dataDirectory.lockFilePath)
            return removed
        }
    }
}
