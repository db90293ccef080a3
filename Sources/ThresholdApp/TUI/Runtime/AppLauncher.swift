#if canImport(Glibc)
import Glibc
#endif
import Features
import Terminal

/// Starts the interactive app: the full-screen terminal UI, or plain line prompts (`--plain`, no
/// TTY, `TERM=dumb`), on an interactive ``AppSession`` (one app per data directory).
public enum AppLauncher {
    /// Runs the app and returns the exit code. Errors are reported on `console`.
    public static func run(arguments: Arguments, environment: [String: String], brand: Brand,
                           deviceToken: any DeviceTokenProvider, console: Console) throws -> Int32 {
        let options: LaunchOptions
        do {
            options = try LaunchOptions(arguments: arguments, environment: environment, brand: brand,
                                        isTerminal: LiveTerminal.isTerminal())
        } catch {
            console.err("threshold: \(error.message)\n")
            return error.exitCode
        }
        if !options.isPlain {
            // Before any thread exists, so every thread inherits the blocked signals (the terminal
            // takes SIGTERM, SIGINT, SIGHUP, SIGQUIT and SIGWINCH through dispatch sources).
            LiveTerminal.prepareSignals()
        }
        let session: AppSession
        do {
            session = try AppSession.open(dataDirectoryFlag: arguments.options["data-dir"], environment: environment,
                                          brand: brand, deviceToken: deviceToken, interactive: true) { door in
                // Plain mode passes the lock with prompts before anything is read (a self-destruct
                // passcode carries on like the passcode); the full screen shows its lock screen.
                guard options.isPlain else { return }
                let secrets = TerminalSecretInput(fromStandardInput: isatty(STDIN_FILENO) != 1, console: console)
                _ = try PlainLockPrompt.unlockInteractively(door: door, secrets: secrets, console: console)
            }
        } catch {
            let report = ErrorReport(error)
            console.err("threshold: \(report.message)\n")
            return report.exitCode
        }
        // The app owns the process: its language (--lang, the setting, the environment) for every thread.
        Texts.use(environment: environment, setting: (try? session.languageSetting()) ?? nil, flag: arguments.options["lang"])
        if options.isPlain {
            PlainApp(session: session, io: StandardPlainIO(console: console)).run()
            return 0
        }
        let chrome = AppChrome(theme: options.theme, brand: brand, themeDescription: options.themeDescription,
                               dataDirectory: session.dataDirectory.path)
        return runFullScreen(session: session, chrome: chrome, colorMode: options.colorMode, console: console)
    }

    private static func runFullScreen(session: AppSession, chrome: AppChrome, colorMode: ColorMode,
                                      console: Console) -> Int32 {
        let terminal: LiveTerminal
        do {
            terminal = try LiveTerminal()
        } catch {
            console.err("threshold: \(error.description)\n")
            return 1
        }
        let waker = terminal.waker
        let runner = LiveEffectRunner(onboarding: OnboardingWorker(session: session), wake: { waker.wake() })
        do {
            let app = try TUIApp(backend: terminal, colorMode: colorMode, chrome: chrome, runner: runner,
                                 lockDelay: session.lockDelay)
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
