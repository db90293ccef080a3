#if canImport(Glibc)
import Glibc
#endif
import GTKKit
import OnboardingStore
import TransitExample

/// `threshold-transit-desktop [--data-dir DIR] [--simulate-release N]`: the example's desktop
/// face, on the same data directory as `threshold-transit`, so a first run started in one
/// resumes in the other. Exit codes: 0 done, 1 the data could not be used or no display, 2 usage.
@MainActor
public enum TransitDesktopLauncher {
    /// The usage text.
    public static let usage = """
        Usage: threshold-transit-desktop [--data-dir DIR] [--simulate-release 1|2]

        The example transit app's desktop face on the Threshold onboarding kit's pages. It shares
        its data directory and onboarding progress with threshold-transit (the terminal face).

          --data-dir DIR          as threshold-transit (default: $THRESHOLD_TRANSIT_HOME, else
                                  $XDG_DATA_HOME/threshold-transit, else ~/.local/share/threshold-transit)
          --simulate-release N    run release N's onboarding (1 or 2, default 2)
          -h, --help              this text

        """

    /// Runs the app and returns the exit code.
    public static func main(arguments: [String], environment: [String: String]) -> Int32 {
        var dataDirectory: String?
        var release = TransitRelease.current
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help":
                print(usage, terminator: "")
                return 0
            case "--data-dir", "--simulate-release":
                index += 1
                guard index < arguments.count, !arguments[index].isEmpty, !arguments[index].hasPrefix("--") else {
                    return usageError("\(argument) needs a value.")
                }
                if argument == "--data-dir" {
                    dataDirectory = arguments[index]
                } else {
                    guard let number = Int(arguments[index]), let chosen = TransitRelease(rawValue: number) else {
                        return usageError("--simulate-release takes 1 or 2.")
                    }
                    release = chosen
                }
            default:
                return usageError("Unknown option \(TransitPlainUI.escaped(String(argument.prefix(40)))).")
            }
            index += 1
        }
        guard let directory = TransitLauncher.dataDirectory(flag: dataDirectory, environment: environment) else {
            return usageError("No data directory: set HOME or THRESHOLD_TRANSIT_HOME, or pass --data-dir DIR.")
        }
        guard GTK.initialize() else {
            printError("No display could be opened (set DISPLAY or WAYLAND_DISPLAY); threshold-transit runs in a terminal.")
            return 1
        }
        let store: PersistentProgressStore
        do {
            store = try PersistentProgressStore(directory: directory)
        } catch {
            printError(String(describing: error))
            return 1
        }
        defer { store.close() }
        let application = Application(id: "org.threshold.Transit")
        var face: TransitDesktopFace?
        var failure: (any Error)?
        application.onActivate {
            do {
                let made = try TransitDesktopFace(store: store, release: release, application: application)
                face = made
                try made.start()
            } catch {
                failure = error
                application.quit()
            }
        }
        let status = application.run()
        _ = face
        if let failure {
            printError(String(describing: failure))
            return 1
        }
        return status
    }

    private static func usageError(_ message: String) -> Int32 {
        printError("\(message)\n\n\(usage)")
        return 2
    }

    private static func printError(_ text: String) {
        var line = "threshold-transit-desktop: \(text)\n"
        line.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
    }
}
