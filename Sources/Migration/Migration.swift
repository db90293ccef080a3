/// The `Migration` module. See docs/architecture.md.
public enum MigrationModule {
    /// The module's name, for diagnostics.
    public static let name = "Migration"
}
