/// Starts the interactive app. Until the terminal UI exists, prints the command-line usage.
public enum AppLauncher {
    /// Runs the app on `dataDirectory` and returns the exit code.
    public static func run(arguments: Arguments, environment: [String: String], dataDirectory: DataDirectory,
                           console: Console) throws -> Int32 {
        console.out(ThresholdCommandLine.usage + "\n")
        return 0
    }
}
