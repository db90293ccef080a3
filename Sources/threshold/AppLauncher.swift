#if canImport(Glibc)
import Glibc
#endif
import CommandLineFace
import Features
import PlainFace
import TerminalFace
import TerminalIO

/// Starts the interactive app (`threshold` without a command): the full-screen face, or plain
/// mode's line prompts (`--plain`, no TTY, `TERM=dumb`), on an interactive ``AppSession`` (one app
/// per data directory). The only place that knows all three terminal faces.
enum AppLauncher {
    /// Runs the app and returns the exit code. Errors are reported on `console`.
    static func run(arguments: Arguments, environment: [String: String], brand: Brand,
                    deviceToken: any DeviceTokenProvider, console: Console) throws -> Int32 {
        let options: LaunchOptions
        do {
            options = try LaunchOptions(plain: arguments.has("plain"), theme: arguments.options["theme"],
                                        environment: environment, brand: brand, isTerminal: FullScreenApp.isTerminal())
        } catch {
            let report = ErrorReport(error)
            console.err("threshold: \(report.message)\n")
            return report.exitCode
        }
        if !options.isPlain {
            // Before any thread exists, so every thread inherits the blocked signals.
            FullScreenApp.prepareSignals()
        }
        let session: AppSession
        // Plain mode's lock prompt and its refusal speak the chosen language (LockScreenLanguage).
        var lockLanguage: Translator?
        do {
            do {
                session = try AppSession.open(dataDirectoryFlag: arguments.options["data-dir"], environment: environment,
                                              brand: brand, deviceToken: deviceToken, interactive: true) { door in
                    // Plain mode passes the lock with prompts before anything is read (a self-destruct
                    // passcode carries on like the passcode); the full screen shows its lock screen.
                    guard options.isPlain else { return }
                    let secrets = TerminalSecretInput(fromStandardInput: isatty(STDIN_FILENO) != 1, console: console)
                    // In the chosen language, as every lock screen (Features' LockScreenLanguage).
                    let language = door.translator(environment: environment, flag: arguments.options["lang"])
                    lockLanguage = language
                    try Texts.with(language) {
                        _ = try PlainLockPrompt.unlockInteractively(door: door, secrets: secrets, console: console)
                    }
                }
            } catch where AppSession.offersRecovery(after: error) {
                // The keyring entry is gone and a recovery key was made, or threshold.key is
                // damaged (no passcode is asked of it, so no attempt counts): both faces open on
                // their recovery form instead of ending in an error. Without a recovery slot the
                // recovery open fails with the same error, shown below.
                session = try AppSession.openForRecovery(dataDirectoryFlag: arguments.options["data-dir"],
                                                         environment: environment, brand: brand, deviceToken: deviceToken)
            }
        } catch {
            let report = lockLanguage.map { language in Texts.with(language) { ErrorReport(error) } } ?? ErrorReport(error)
            console.err("threshold: \(SafeText.forTerminal(report.message))\n")
            return report.exitCode
        }
        // The app owns the process: its language (--lang, the setting, the environment) for every thread.
        // Before an unlock (the full screen's lock screen) the setting is read from the lock
        // screen's copy of it (Features' LockScreenLanguage).
        Texts.use(environment: environment, setting: session.startLanguageSetting(environment: environment), flag: arguments.options["lang"])
        // The command line chose a language before the session could read the stored setting, as
        // a task override; the app's own language, chosen just now, replaces it for both faces.
        return Texts.$override.withValue(nil) {
            // The full screen draws the brand it was launched with: give it the one in that language.
            var launched = options
            launched.brand = session.brand
            if launched.isPlain {
                PlainApp(session: session, io: StandardPlainIO(console: console)).run()
                return 0
            }
            return FullScreenApp.run(session: session, options: launched, console: console)
        }
    }
}
