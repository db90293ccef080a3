/// The app's version, once: `threshold --version`, Settings › About and the migration manifest.
public enum AppVersion {
    /// The release version.
    public static let current = "0.1.0"
}
