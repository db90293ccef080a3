import Foundation
import ThresholdCore

/// Finalize's rules (PRODUCT.md 6, docs/migration.md "Finalize"), once for every face:
/// finalize is the source's last step, so it needs a finished export; deleting the local data
/// can't be undone, so it is asked on a terminal and, without one, only done when `--yes` says so.
public enum MigrationFinalize {
    /// Settings key: when this device last finished an export (a file written, or an archive sent
    /// directly). Finalize is refused without it (``FinalizeError/nothingExported``).
    public static let exportedKey = "migration.exportedAt"

    /// How the command line goes on with "delete local data".
    public enum Deletion: Sendable, Equatable {
        /// `--yes` was given: delete without a question.
        case confirmed
        /// Ask ``MigrationText/deleteQuestion`` (yes/no, default no): only a yes deletes.
        case ask
    }

    /// "Delete local data" with `--yes` (`yes`) or not, where a question can (`canAsk`: a
    /// terminal) or can't be asked. Without a terminal and without `--yes` nothing is deleted:
    /// a piped "n", an empty or closed standard input must never be taken as a yes.
    /// - Throws: ``UsageError`` (exit 2) when neither a yes nor a terminal is there.
    public static func deletion(yes: Bool, canAsk: Bool) throws -> Deletion {
        if yes { return .confirmed }
        guard canAsk else { throw UsageError(deletionNeedsYes) }
        return .ask
    }

    /// Removes what an archive brings of its source's exports and finalize (an archive made after
    /// an earlier export carries them): the imported data has not moved from this device.
    static func forgetExports(in store: ThresholdStore) throws {
        for key in [exportedKey, MigrationExport.lastArchiveKey, MigrationExport.finalizedKey] {
            try store.setSetting(key, nil)
        }
    }

    /// Whether the data folder at `path` holds nothing finalize could act on: it does not exist or
    /// is empty (a removal that finished leaves it so; one a kill interrupted keeps its marker).
    /// Finalize there must not open it, which would make a fresh install: deleting is already
    /// done, keeping is refused (``FinalizeError/nothingExported``). The crash pass found the
    /// rerun of a finished `--delete-local` leaving a new key file and database behind.
    public static func nothingToFinalize(at path: String) -> Bool {
        (try? FileManager.default.contentsOfDirectory(atPath: path))?.isEmpty ?? true
    }

    /// What finalize ended with on a data folder it did not open (``nothingToFinalize(at:)``).
    public enum WithoutData: Sendable, Equatable {
        /// `--delete-local` where nothing is left to delete (a second run, a removal that already
        /// finished): success, as the data is gone, but said as it is: nothing was deleted.
        case nothingToDelete
    }

    /// Finalize's rule before any face opens the data folder at `directory` (the command line's
    /// `migrate finalize`; the other faces finalize on an open session): where the folder is
    /// missing or empty nothing is opened (that would make a fresh install there), and
    /// `deleteLocal` ends in ``WithoutData/nothingToDelete``. `nil`: the folder holds data; open it
    /// and finalize as usual.
    /// - Throws: ``FinalizeError/nothingExported`` for keeping (no `deleteLocal`) a device with
    ///   no data: it has exported nothing.
    public static func withoutData(at directory: String, deleteLocal: Bool) throws(FinalizeError) -> WithoutData? {
        guard nothingToFinalize(at: directory) else { return nil }
        guard deleteLocal else { throw FinalizeError.nothingExported }
        return .nothingToDelete
    }

    /// The usage error of ``deletion(yes:canAsk:)``.
    public static var deletionNeedsYes: String {
        tr("Deleting this device's data asks for confirmation on a terminal; to delete from a script, add --yes. Nothing was deleted.")
    }
}

extension AppSession {
    /// Whether this device finished an export (a file, or a direct transfer sent): what finalize needs.
    /// An export recorded by an older version (its last archive's path) counts too.
    public func hasFinishedExport() throws -> Bool {
        try store.setting(MigrationFinalize.exportedKey) != nil || store.setting(MigrationExport.lastArchiveKey) != nil
    }

    /// Refuses finalize on a device that never finished an export.
    /// - Throws: ``FinalizeError/nothingExported``.
    public func requireFinishedExport() throws {
        guard try hasFinishedExport() else { throw FinalizeError.nothingExported }
    }

    /// Records a finished export (``MigrationFinalize/exportedKey``).
    func recordFinishedExport(at date: Date = Date()) throws {
        try store.setSetting(MigrationFinalize.exportedKey, date.formatted(.iso8601))
    }
}
