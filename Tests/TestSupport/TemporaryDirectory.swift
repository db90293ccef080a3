import Foundation

/// A fresh folder under the system's temporary directory, removed when the value is released.
public final class TemporaryDirectory: @unchecked Sendable {
    // @unchecked Sendable: `path` is immutable.
    /// The folder's path.
    public let path: String

    /// Creates the folder.
    public init(_ label: String = "threshold-tests") {
        path = NSTemporaryDirectory() + label + "-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// A path inside the folder.
    public func file(_ name: String) -> String { path + "/" + name }
}
