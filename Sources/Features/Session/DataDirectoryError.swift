/// The data directory can't be used: it can't be created, is a file, belongs to another user, or
/// its loose permissions can't be tightened. Exit code 1, code `dataDirectoryUnavailable`.
public struct DataDirectoryError: Error, Sendable, Equatable {
    /// What is wrong with the folder (worded by ``ErrorReport`` in the user's language).
    public enum Problem: Sendable, Equatable {
        /// A file is where the folder should be.
        case isFile
        /// The folder belongs to another user.
        case otherOwner
        /// Others may read or write it, and chmod failed (the system's reason, in English).
        case cannotTighten(String)
        /// It can't be created (the system's reason, in English).
        case cannotCreate(String)
    }

    /// The folder.
    public let path: String
    /// Why.
    public let problem: Problem

    /// Creates the error.
    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// A message in English (logs; people read ``ErrorReport``'s wording).
    public var message: String {
        let reason = switch problem {
        case .isFile: "it is a file, not a folder"
        case .otherOwner: "it belongs to another user"
        case .cannotTighten(let why): "its permissions are open to others and can't be tightened: " + why
        case .cannotCreate(let why): "it can't be created: " + why
        }
        return "The data directory \(path) can't be used (\(reason)). Choose another with --data-dir DIR or THRESHOLD_HOME."
    }
}
