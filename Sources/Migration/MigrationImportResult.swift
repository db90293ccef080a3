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
    /// For a direct transfer: the archive bytes received and how many times a broken connection
    /// was resumed; nil for a file or a download.
    public var direct: (received: UInt64, resumes: Int)?

    public static func == (a: MigrationImportResult, b: MigrationImportResult) -> Bool {
        a.manifest == b.manifest && a.schemaVersion == b.schemaVersion && a.upgraded == b.upgraded
            && a.replacedExistingData == b.replacedExistingData && a.direct?.received == b.direct?.received
            && a.direct?.resumes == b.direct?.resumes
    }

    /// Creates a result.
    public init(manifest: Manifest, schemaVersion: Int, upgraded: Bool, replacedExistingData: Bool) {
        self.manifest = manifest
        self.schemaVersion = schemaVersion
        self.upgraded = upgraded
        self.replacedExistingData = replacedExistingData
    }
}
