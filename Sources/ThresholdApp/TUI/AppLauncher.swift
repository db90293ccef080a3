#if canImport(Glibc)
import Glibc
#endif
import Terminal
import ThresholdCore

/// Starts the interactive app: the full-screen terminal UI, or plain line prompts (`--plain`, no
/// TTY, `TERM=dumb`). One interactive app per data directory.
public enum AppLauncher {
    /// Runs the app on `dataDirectory` and returns the exit code. Errors are reported on `console`.
    public static func run(arguments: Arguments, environment: [String: String], dataDirectory: DataDirectory,
                           console: Console) throws -> Int32 {
        let options: LaunchOptions
        let lock: InstanceLock
        do {
            options = try LaunchOptions(arguments: arguments, environment: environment,
                                        isTerminal: LiveTerminal.isTerminal())
            lock = try InstanceLock(directory: dataDirectory.path)
        } catch {
            console.err("threshold: \(error.message)\n")
            return error.exitCode
        }
        defer { withExtendedLifetime(lock) {} }
        if !options.isPlain {
            // Before any thread exists, so every thread inherits the blocked signals (the terminal
            // takes SIGTERM, SIGINT, SIGHUP, SIGQUIT and SIGWINCH through dispatch sources).
            LiveTerminal.prepareSignals()
        }
        let store = try ThresholdStore(path: dataDirectory.databasePath)
        let chrome = AppChrome(theme: options.theme, brand: options.brand,
                               themeDescription: options.themeDescription, dataDirectory: dataDirectory.path)
        if options.isPlain {
            // The lock covers the plain mode too: a pending wipe is finished and the passcode asked
            // before anything is read (a self-destruct passcode carries on like the passcode).
            do {
                let secrets = TerminalSecretInput(fromStandardInput: isatty(STDIN_FILENO) != 1, console: console)
                _ = try PlainLockPrompt.unlockInteractively(store: store, secrets: secrets, console: console)
            } catch {
                let report = ErrorReport(error)
                console.err("threshold: \(report.message)\n")
                return report.exitCode
            }
            let app = PlainApp(store: store, brand: options.brand, io: StandardPlainIO(console: console),
                               deviceToken: FixedDeviceToken(environment["THRESHOLD_DEVICE_TOKEN"]))
            app.run()
            return 0
        }
        let onboarding = OnboardingWorker(storeWorker: StoreWorker(store: store), brand: options.brand,
                                          deviceToken: FixedDeviceToken(environment["THRESHOLD_DEVICE_TOKEN"]))
        return runFullScreen(onboarding: onboarding, chrome: chrome, colorMode: options.colorMode, console: console)
    }

    private static func runFullScreen(onboarding: OnboardingWorker, chrome: AppChrome, colorMode: ColorMode,
                                      console: Console) -> Int32 {
        let terminal: LiveTerminal
        do {
            terminal = try LiveTerminal()
        } catch {
            console.err("threshold: \(error.description)\n")
            return 1
        }
        let waker = terminal.waker
        let runner = LiveEffectRunner(onboarding: onboarding, wake: { waker.wake() })
        do {
            let app = try TUIApp(backend: terminal, colorMode: colorMode, chrome: chrome, runner: runner)
            try app.run()
            terminal.restore()
            return 0
        } catch {
            terminal.restore()
            console.err("threshold: \(error.description)\n")
            return 1
        }
    }
}
