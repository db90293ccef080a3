#if canImport(Glibc)
import Glibc
#endif
import OnboardingStore
import Terminal

/// `threshold-transit [--data-dir DIR] [--plain] [--simulate-release N]`: parses the command
/// line, opens the progress store, and runs the full-screen or the plain front end.
///
/// Data directory: `--data-dir DIR`, else `$THRESHOLD_TRANSIT_HOME`, else
/// `$XDG_DATA_HOME/threshold-transit`, else `~/.local/share/threshold-transit` (created 0700).
/// Exit codes: 0 done, 1 the data could not be used, 2 usage error.
public enum TransitLauncher {
    /// The product's name, used in messages.
    public static let name = "threshold-transit"

    /// The usage text.
    public static let usage = """
        Usage: threshold-transit [--data-dir DIR] [--plain] [--simulate-release 1|2]

        The example transit app on the Threshold onboarding kit: a first run with a location
        permission, a region picker and service alerts, then the app's home screen.

          --data-dir DIR          where progress and answers are kept (default: $THRESHOLD_TRANSIT_HOME,
                                  else $XDG_DATA_HOME/threshold-transit, else ~/.local/share/threshold-transit)
          --plain                 line prompts instead of the full screen (also when not a terminal)
          --simulate-release N    run release N's onboarding (1 or 2, default 2), to try an upgrade
          -h, --help              this text

        """

    /// The parsed command line.
    struct Options: Equatable {
        var dataDirectory: String?
        var plain = false
        var release = TransitRelease.current
        var help = false
    }

    /// A bad command line: the message says what to do.
    struct UsageError: Error, Equatable {
        let message: String
    }

    /// Runs the app and returns the exit code.
    public static func main(arguments: [String], environment: [String: String]) -> Int32 {
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            printError("\(error.message)\n\n\(usage)")
            return 2
        }
        if options.help {
            writeOut(usage)
            return 0
        }
        guard let directory = dataDirectory(flag: options.dataDirectory, environment: environment) else {
            printError("No data directory: set HOME or THRESHOLD_TRANSIT_HOME, or pass --data-dir DIR.")
            return 2
        }
        do {
            let store = try PersistentProgressStore(directory: directory)
            defer { store.close() }
            let app = try TransitApp(store: store, release: options.release)
            if options.plain || environment["TERM"] == "dumb" || !LiveTerminal.isTerminal() {
                try TransitPlainUI(app: app, readLine: { Swift.readLine(strippingNewline: true) }, write: writeOut).run()
            } else {
                let terminal = try LiveTerminal()
                defer { terminal.restore() }
                let ui = try TransitTerminalUI(app: app, theme: Theme.detect(environment: environment))
                try ui.run(on: terminal, colorMode: ColorMode.detect(environment: environment))
            }
            return 0
        } catch {
            printError(String(describing: error))
            return 1
        }
    }

    /// The data directory both faces use: `--data-dir DIR`, else `$THRESHOLD_TRANSIT_HOME`, else
    /// `$XDG_DATA_HOME/threshold-transit`, else `~/.local/share/threshold-transit`; nil when none is known.
    public static func dataDirectory(flag: String?, environment: [String: String]) -> String? {
        flag ?? nonEmpty(environment["THRESHOLD_TRANSIT_HOME"])
            ?? PersistentProgressStore.defaultDirectory(appName: name, environment: environment)
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var index = 0
        func value(of flag: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--"), !arguments[index].isEmpty else {
                throw UsageError(message: "\(flag) needs a value.")
            }
            return arguments[index]
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--data-dir": options.dataDirectory = try value(of: "--data-dir")
            case "--plain": options.plain = true
            case "--simulate-release":
                let text = try value(of: "--simulate-release")
                guard let number = Int(text), let release = TransitRelease(rawValue: number) else {
                    throw UsageError(message: "--simulate-release takes 1 or 2.")
                }
                options.release = release
            case "-h", "--help": options.help = true
            default:
                throw UsageError(message: "Unknown option \(TransitPlainUI.escaped(String(arguments[index].prefix(40)))).")
            }
            index += 1
        }
        return options
    }

    private static func nonEmpty(_ value: String?) -> String? {
        value.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Writes to standard output at once (no buffering: prompts must show before a read).
    static func writeOut(_ text: String) {
        write(to: STDOUT_FILENO, text)
    }

    private static func printError(_ text: String) {
        write(to: STDERR_FILENO, "\(name): \(text)\n")
    }

    private static func write(to fd: Int32, _ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                bytes = bytes.dropFirst(n)
            } else if n < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
