/// The names the migration pipeline uses inside a data directory.
enum DataLayout {
    static let databaseName = "threshold.db"
    static let filesName = "files"
    /// Export's scratch folder (the database snapshot), removed when export ends.
    static let exportWorkspace = ".migration-export"
    /// Import's staging folder; holds the commit marker while the swap is under way.
    static let importWorkspace = ".migration-import"
    static let stagingName = "staging"
    static let commitMarker = "commit"
    static let oldFilesName = "old-files"
    static let downloadName = "download.age"
    static let commitMarkerContents = Array("threshold-migration-commit 1\n".utf8)
    /// The database's companion files, removed with it.
    static let databaseCompanions = ["-wal", "-shm", "-journal"]
    /// Default archive names: `threshold-migration-YYYYMMDD-HHMMSS.age`.
    static let archivePrefix = "threshold-migration-"
    static let archiveSuffix = ".age"
}
