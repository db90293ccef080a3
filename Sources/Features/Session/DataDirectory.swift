import Foundation
import Storage

/// Where Threshold keeps its data, and the one description of what lives inside it.
///
/// The folder is `--data-dir`, else `$THRESHOLD_HOME`, else `$XDG_DATA_HOME/threshold`, else
/// `~/.local/share/threshold`. Inside: `threshold.db` (with its WAL, SHM and journal companions),
/// `files/`, `archives/` (exports made by default), `threshold.lock` (held while an interactive app
/// runs) and the migration pipeline's scratch folders.
public struct DataDirectory: Sendable, Equatable {
    /// The folder, always absolute (made so against the current directory when resolved).
    public let path: String

    /// A data directory at `path`; a relative path is made absolute against the current directory.
    public init(path: String) {
        self.path = Self.absolute(path)
    }

    /// The database file.
    public var databasePath: String { path + "/threshold.db" }
    /// The database and its companions (WAL, SHM, rollback journal).
    public var databaseFiles: [String] { ["", "-wal", "-shm", "-journal"].map { databasePath + $0 } }
    /// The lock file an interactive app holds (see ``InstanceLock``).
    public var lockFilePath: String { path + "/threshold.lock" }
    /// Where exports go by default; a self-destruct wipe erases it with the rest.
    public var archivesPath: String { path + "/archives" }
    /// Attachments and other files that travel with a migration.
    public var filesPath: String { path + "/files" }
    /// The migration pipeline's scratch folders (export snapshot, import staging).
    public var migrationScratchPaths: [String] { [".migration-export", ".migration-import"].map { path + "/" + $0 } }

    /// Whether `name`, a file directly in the folder, is an archive of the older layout (exports
    /// used to land beside the database), or one an export left half-written.
    public static func isLegacyArchiveName(_ name: String) -> Bool {
        name.hasPrefix("threshold-migration-") && (name.hasSuffix(".age") || name.hasSuffix(".age.partial"))
    }

    /// `path` made absolute against the current directory.
    public static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// Resolves the folder from the flag and the environment.
    public static func resolve(flag: String?, environment: [String: String]) throws(UsageError) -> DataDirectory {
        func nonEmpty(_ value: String?) -> String? { value.flatMap { $0.isEmpty ? nil : $0 } }
        if let flag {
            guard !flag.isEmpty else { throw UsageError("--data-dir needs a folder.") }
            return DataDirectory(path: flag)
        }
        if let home = nonEmpty(environment["THRESHOLD_HOME"]) { return DataDirectory(path: home) }
        guard let folder = UserDataFolder.path(appName: "threshold", environment: environment) else {
            throw UsageError("No data directory: set HOME, THRESHOLD_HOME or pass --data-dir DIR.")
        }
        return DataDirectory(path: folder)
    }

    /// Creates the folder (and its parents) with mode 0700 when missing; an existing folder that
    /// others may read or write is tightened to 0700, and one that belongs to another user is
    /// refused (its owner could read everything Threshold writes).
    public func prepare() throws(DataDirectoryError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw DataDirectoryError(path: path, problem: .isFile)
            }
            guard info.st_uid == geteuid() else {
                throw DataDirectoryError(path: path, problem: .otherOwner)
            }
            if info.st_mode & 0o077 != 0, chmod(path, 0o700) != 0 {
                throw DataDirectoryError(path: path, problem: .cannotTighten(SystemErrorText.reason(errno: errno)))
            }
            return
        }
        // mkdir -p by hand, so a failure names the system's reason (errno), and every folder made is 0700.
        var prefix = ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                throw DataDirectoryError(path: path, problem: .cannotCreate(SystemErrorText.reason(errno: errno)))
            }
        }
    }
}
