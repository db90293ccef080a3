/// The `Terminal` module. See docs/architecture.md.
public enum TerminalModule {
    /// The module's name, for diagnostics.
    public static let name = "Terminal"
}
