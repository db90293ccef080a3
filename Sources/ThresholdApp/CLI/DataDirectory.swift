import Foundation

/// Where Threshold keeps its data: `--data-dir`, else `$THRESHOLD_HOME`, else `$XDG_DATA_HOME/threshold`,
/// else `~/.local/share/threshold`.
public struct DataDirectory: Sendable, Equatable {
    /// The folder.
    public let path: String

    /// The database file inside it.
    public var databasePath: String { path + "/threshold.db" }

    /// Resolves the folder from the flag and the environment.
    public static func resolve(flag: String?, environment: [String: String]) throws(UsageError) -> DataDirectory {
        func nonEmpty(_ value: String?) -> String? { value.flatMap { $0.isEmpty ? nil : $0 } }
        if let flag {
            guard !flag.isEmpty else { throw UsageError("--data-dir needs a folder.") }
            return DataDirectory(path: flag)
        }
        if let home = nonEmpty(environment["THRESHOLD_HOME"]) { return DataDirectory(path: home) }
        if let xdg = nonEmpty(environment["XDG_DATA_HOME"]) { return DataDirectory(path: xdg + "/threshold") }
        guard let home = nonEmpty(environment["HOME"]) else {
            throw UsageError("No data directory: set HOME, THRESHOLD_HOME or pass --data-dir DIR.")
        }
        return DataDirectory(path: home + "/.local/share/threshold")
    }

    /// Creates the folder (and its parents) with mode 0700 when missing.
    public func create() throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw UsageError("The data directory \(path) is a file, not a folder.")
            }
            return
        }
        // mkdir -p by hand, so a failure names the system's reason (errno), and every folder made is 0700.
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                throw DataDirectoryError(path: path, reason: String(cString: strerror(errno)))
            }
        }
    }
}

/// The data directory could not be created. Exit code 1, code `dataDirectoryUnavailable`.
public struct DataDirectoryError: Error, Sendable, Equatable {
    /// The folder.
    public let path: String
    /// Why, as the system put it.
    public let reason: String

    /// A message for people, saying what to do.
    public var message: String {
        "The data directory \(path) can't be created (\(reason)). Choose another with --data-dir DIR or THRESHOLD_HOME."
    }
}
