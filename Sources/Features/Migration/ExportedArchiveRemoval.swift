import Foundation
import ThresholdCore

/// "Keep using this device" after an export to a file (issue 33): the archive in `DATA/archives`
/// holds all the data (encrypted under the key in its link), so each face offers to delete it.
extension AppSession {
    /// The archive the last export wrote into `DATA/archives`, while it is still there; nil when
    /// there is none (or it was written elsewhere with `--to`: the user chose that place).
    public func keptExportedArchive() throws -> String? {
        guard let path = try store.setting(MigrationExport.lastArchiveKey),
              (path as NSString).deletingLastPathComponent == dataDirectory.archivesPath,
              FileManager.default.fileExists(atPath: path) else { return nil }
        return path
    }

    /// Deletes ``keptExportedArchive()`` and forgets it. Returns whether there was one.
    @discardableResult
    public func deleteExportedArchive() throws -> Bool {
        guard let path = try keptExportedArchive() else { return false }
        try FileManager.default.removeItem(atPath: path)
        try store.setSetting(MigrationExport.lastArchiveKey, nil)
        return true
    }
}

extension MigrationText {
    /// The question after "Keep using this device" when an exported archive is still in `DATA/archives`.
    public static func deleteKeptArchive(_ path: String) -> String {
        tr("The archive exported earlier is still at {path}. It holds all your data (encrypted; its link is the key). Delete it now?",
           ["path": .user(path)])
    }
    /// The archive was deleted.
    public static var keptArchiveDeleted: String { tr("Deleted the exported archive.") }
    /// The archive stays (no terminal to ask, or the user said no).
    public static func keptArchiveStays(_ path: String) -> String {
        tr("The exported archive stays at {path}: delete it once the new device shows your data.", ["path": .user(path)])
    }
}
