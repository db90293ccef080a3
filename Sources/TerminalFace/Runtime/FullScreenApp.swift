#if canImport(Glibc)
import Glibc
#endif
import Features
import Terminal
import TerminalIO

/// The full-screen terminal face, started on an open interactive ``AppSession``.
public enum FullScreenApp {
    /// Blocks the signals the terminal takes through dispatch sources (SIGTERM, SIGINT, SIGHUP,
    /// SIGQUIT, SIGWINCH). Call before any thread exists, so every thread inherits the mask.
    public static func prepareSignals() {
        LiveTerminal.prepareSignals()
    }

    /// Whether standard input and output are a terminal.
    public static func isTerminal() -> Bool { LiveTerminal.isTerminal() }

    /// Runs the app until the user quits; returns the exit code. Errors are reported on `console`.
    ///
    /// The app draws in the process's language (`Texts.use` at launch: `--lang`, the stored
    /// setting, the environment), which Settings › Language changes while it runs: a task's own
    /// language (the command line's, chosen before the session could read the setting) is put
    /// aside for the app's loop.
    public static func run(session: AppSession, options: LaunchOptions, console: Console) -> Int32 {
        Texts.$override.withValue(nil) { runInProcessLanguage(session: session, options: options, console: console) }
    }

    private static func runInProcessLanguage(session: AppSession, options: LaunchOptions, console: Console) -> Int32 {
        var chrome = AppChrome(theme: options.theme, brand: options.brand, themeDescription: options.themeDescription,
                               dataDirectory: session.dataDirectory.path, themeFromFlag: options.themeFromFlag,
                               terminalIsDark: options.terminalIsDark, usesGlyphs: options.usesGlyphs)
        // The brand follows the language: Settings › Language changes it while the app runs (the
        // session keeps the last localized brand, so a frame in the same language builds nothing).
        chrome.brandInLanguage = { session.brand }
        // Without --theme, the theme stored in Settings › Theme (an unreadable setting: the terminal's).
        if !options.themeFromFlag {
            let stored = (try? session.themeSetting()) ?? .system
            chrome.themeSetting = stored
            chrome.theme = chrome.theme(for: stored)
        } else {
            chrome.themeSetting = options.theme.isDark ? .dark : .light
        }
        let terminal: LiveTerminal
        do {
            terminal = try LiveTerminal()
        } catch {
            console.err("threshold: \(error.description)\n")
            return 1
        }
        // Which image protocols the terminal draws, from its answers (at most 100 ms; a terminal
        // that knows none answers the device attributes at once).
        if options.detectsImages {
            chrome.graphics = terminal.detectGraphics(askKitty: options.asksKitty)
            chrome.cellPixels = terminal.cellPixelSize ?? .fallback
            chrome.sixelColors = terminal.sixelColorRegisters.map { min(max($0, 2), SixelEncoder.maximumColors) } ?? 16
        }
        let waker = terminal.waker
        let runner = LiveEffectRunner(onboarding: OnboardingWorker(session: session, loadsPictures: chrome.drawsPictures),
                                      wake: { waker.wake() })
        do {
            let app = try TUIApp(backend: terminal, colorMode: options.colorMode, chrome: chrome, runner: runner,
                                 lockDelay: session.lockDelay, activity: { session.authorization.activity() })
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
