import Storage

extension MigrationImporter {
    /// Refuses a staged database (of schema `version`) whose schema is not exactly what the first
    /// `version` migrations make, or that is not a Threshold database at all (`SchemaCheck`).
    func verifySchema(at path: String, version: Int) throws(MigrationError) {
        let known = Array(migrations.prefix(version))
        let expected = try SchemaCheck.expectedObjects(
            migrations: known, scratchPath: dataDirectory + "/" + DataLayout.importWorkspace + "/expected-schema.db")
        let staged: Database
        do {
            staged = try Database(path: path, key: destinationKey, migrations: known)
        } catch {
            // Too new, unknown schema changes, no schema_migrations table: not a database this code made.
            throw .archiveCorrupted("its database is not a Threshold database.")
        }
        defer { staged.close() }
        do {
            try staged.read { db in try SchemaCheck.verify(db, expected: expected, migrations: known) }
        } catch let error as MigrationError {
            throw error
        } catch {
            throw .archiveCorrupted("its database is not a Threshold database.")
        }
    }
}
