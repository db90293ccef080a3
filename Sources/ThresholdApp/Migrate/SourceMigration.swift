import Foundation
import Migration
import ThresholdCore

/// The source side of a device migration (PRODUCT.md 6), shared by `threshold migrate export |
/// finalize` and the app's "Migrate to another device" screen, so both do exactly the same.
enum SourceMigration {
    /// The app version written into archive manifests.
    static let appVersion = "0.1.0"
    /// Settings key (in the source's own database): the last archive exported, removed by a delete.
    static let lastArchiveKey = "migration.lastArchive"
    /// Settings key: when the user chose to keep using this device after migrating.
    static let finalizedKey = "migration.finalizedAt"
    /// The warning shown when the user keeps using the source.
    static let twoDevicesWarning = "Using Threshold on both devices breaks message delivery: keep using only the new one."

    /// `path` made absolute against the current directory.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// The data directory of `store` (the folder of its database), absolute.
    static func dataDirectory(of store: ThresholdStore) -> String {
        absolute((store.databasePath as NSString).deletingLastPathComponent)
    }

    /// Exports the store's data directory into an archive at `archivePath`, or by default into a
    /// new file in `DATA/archives` (which a self-destruct wipe erases with the rest), and records
    /// the archive so that deleting local data also removes it.
    /// - Parameter progress: called on the calling thread while the export runs.
    static func export(store: ThresholdStore, dataDirectory: String, to archivePath: String? = nil,
                       now: Date = Date(), progress: ((MigrationProgress) -> Void)? = nil) throws -> MigrationExportResult {
        let target: String
        if let archivePath {
            target = absolute(archivePath)
        } else {
            let archives = dataDirectory + "/archives"
            try FileManager.default.createDirectory(atPath: archives, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            target = uniquePath(MigrationExporter.defaultArchivePath(in: archives, at: now))
        }
        let result = try MigrationExporter(dataDirectory: dataDirectory, appVersion: appVersion)
            .export(database: store.database, to: target, progress: progress)
        try store.setSetting(lastArchiveKey, target)
        return result
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

    /// Finalize, keeping this device: records the choice. Show ``twoDevicesWarning`` to the user.
    static func keepUsingThisDevice(store: ThresholdStore, now: Date = Date()) throws {
        try store.setSetting(finalizedKey, now.formatted(.iso8601))
    }

    /// Finalize, deleting local data: closes the store's database, then removes the database (with
    /// its WAL, SHM and journal), `files/`, the migration scratch folders, old-layout archives in
    /// the data directory and the last exported archive. The store is unusable afterwards.
    /// - Returns: how many files and folders were removed.
    @discardableResult
    static func deleteLocalData(store: ThresholdStore, dataDirectory: String) throws -> Int {
        let recorded = try store.setting(lastArchiveKey)
        store.closeDatabase()
        // The key file first: once it is gone, whatever remains of the database is unreadable.
        var targets = store.keyFilePaths
        targets += ["", "-wal", "-shm", "-journal"].map { dataDirectory + "/threshold.db" + $0 }
        targets += ["files", ".migration-export", ".migration-import"].map { dataDirectory + "/" + $0 }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dataDirectory)) ?? []
        targets += names.filter { $0.hasPrefix("threshold-migration-") && ($0.hasSuffix(".age") || $0.hasSuffix(".age.partial")) }
            .map { dataDirectory + "/" + $0 }
        if let recorded { targets.append(recorded) }
        var removed = 0
        for path in targets where FileManager.default.fileExists(atPath: path) {
            try FileManager.default.removeItem(atPath: path)
            removed += 1
        }
        return removed
    }
}
