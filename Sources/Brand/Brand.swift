/// The `Brand` module. See docs/architecture.md.
public enum BrandModule {
    /// The module's name, for diagnostics.
    public static let name = "Brand"
}
