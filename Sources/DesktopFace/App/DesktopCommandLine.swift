import Features

/// What `threshold-desktop` prints about its own arguments, in the user's language (the
/// environment's, as no setting is read before the data is opened).
public enum DesktopCommandLine {
    /// Chooses the language from the environment (and `--lang` when already known).
    public static func useLanguage(environment: [String: String], flag: String?) {
        Texts.use(environment: environment, setting: nil, flag: flag)
    }
    /// The usage line.
    public static var usage: String { DesktopText.usage }
    /// An option without its value.
    public static func needsValue(_ option: String) -> String { DesktopText.needsValue(option) }
    /// An unknown option.
    public static func unknownOption(_ option: String) -> String { DesktopText.unknownOption(option) }

    /// The application id of the default data folder (the desktop entry's, the icon's).
    public static let applicationIDBase = "org.threshold.Threshold"

    /// The application id for the data folder `--data-dir` (or the environment) names: one
    /// running instance per folder (``DataDirectory/applicationID(base:flag:environment:)``).
    public static func applicationID(dataDirectoryFlag: String?, environment: [String: String]) -> String {
        DataDirectory.applicationID(base: applicationIDBase, flag: dataDirectoryFlag, environment: environment)
    }
}
