/// One member of a tar archive, as the reader returns it.
public struct TarEntry: Sendable, Equatable {
    /// What the entry is.
    public enum Kind: Sendable, Equatable {
        /// A regular file whose bytes follow the header.
        case file
        /// A directory (no bytes).
        case directory
    }

    /// The relative path, without a trailing slash; always passes ``ArchivePath/isSafe(_:)``.
    public var path: String
    /// File or directory.
    public var kind: Kind
    /// The number of content bytes (0 for directories).
    public var size: UInt64
    /// Permission bits.
    public var mode: UInt32
    /// Modification time in seconds since 1970.
    public var modificationTime: Int64

    /// Creates an entry description.
    public init(path: String, kind: Kind, size: UInt64, mode: UInt32, modificationTime: Int64) {
        self.path = path
        self.kind = kind
        self.size = size
        self.mode = mode
        self.modificationTime = modificationTime
    }
}
