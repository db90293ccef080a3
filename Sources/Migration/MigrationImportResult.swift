/// What an import put in place.
public struct MigrationImportResult: Sendable, Equatable {
    /// The manifest of the imported archive.
    public var manifest: Manifest
    /// The schema version of the imported database after upgrading (this build's latest).
    public var schemaVersion: Int
    /// True when the archive's schema was older and was upgraded on import.
    public var upgraded: Bool
    /// True when existing data was replaced.
    public var replacedExistingData: Bool

    /// Creates a result.
    public init(manifest: Manifest, schemaVersion: Int, upgraded: Bool, replacedExistingData: Bool) {
        self.manifest = manifest
        self.schemaVersion = schemaVersion
        self.upgraded = upgraded
        self.replacedExistingData = replacedExistingData
    }
}
