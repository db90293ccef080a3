/// What an export produced: the encrypted archive and the link that opens it.
public struct MigrationExportResult: Sendable, Equatable {
    /// The link to give to the other device (it holds the key: show it only to the user).
    public var link: MigrationLink
    /// The absolute path of the encrypted archive (mode 0600).
    public var archivePath: String
    /// The archive's size in bytes.
    public var size: UInt64
    /// The archive's SHA-256 as 64 lower-case hex digits.
    public var sha256: String
    /// What the archive holds.
    public var manifest: Manifest

    /// Creates a result.
    public init(link: MigrationLink, archivePath: String, size: UInt64, sha256: String, manifest: Manifest) {
        self.link = link
        self.archivePath = archivePath
        self.size = size
        self.sha256 = sha256
        self.manifest = manifest
    }
}
