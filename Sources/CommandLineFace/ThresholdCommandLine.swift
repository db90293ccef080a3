import Features
import TerminalIO
import Foundation

/// The `threshold` command line: parses, opens the store, runs one command, maps any error once.
public enum ThresholdCommandLine {
    /// The usage text, derived from ``CommandCatalog/all``: the syntax (command and option names
    /// stay English) around the translated explanations.
    public static var usage: String {
        tr("Threshold: onboarding and private chat profiles.") + "\n\n"
            + tr("Usage: {usage}", ["usage": .text("threshold [--data-dir DIR] [--brand FILE] [--theme light|dark] [--lang CODE] [--plain] [COMMAND] [--json]")])
            + "\n       threshold --version | --help\n\n"
            + tr("Commands:") + "\n" + CommandCatalog.usage(CommandCatalog.all) + "\n\n"
            + tr("Run 'threshold COMMAND --help' for what a command does.\nPasswords are asked for without echo on a terminal, or read one per line from standard input with --password-stdin. The app-lock passcode, when set, is asked first (no echo), or read from the first line of standard input with --passcode-stdin. No secret is ever an argument (other users read command lines through /proc; shells keep them): leave LINK off 'migrate import', and NAME off a command whose profile may be hidden, to be asked at a no-echo prompt or to give it on standard input. Lines of standard input are read in this order: the passcode, the profile's name or the migration link, the new name (--name-stdin), the profile password, a new passcode. With --json the result or the error is one JSON object on stdout.\nExit codes: 0 success, 1 refused by a rule or bad data, 2 usage error.\nData directory: --data-dir, else $THRESHOLD_HOME, else $XDG_DATA_HOME/threshold, else ~/.local/share/threshold.\nLanguage: --lang, else 'threshold language', else $LANGUAGE, $LC_ALL, $LC_MESSAGES, $LANG (--lang qps: pseudo-locale).")
    }

    /// `threshold --version`: the app's name and version (the same version as the migration manifest's).
    static func version(brand: Brand) -> String { "\(brand.appName) \(AppVersion.current)" }

    /// Starts the interactive app (no command given): the executable passes the launcher that
    /// knows the full-screen and plain faces, so this face never depends on them.
    public typealias AppLaunch = (_ arguments: Arguments, _ environment: [String: String], _ brand: Brand,
                                  _ deviceToken: any DeviceTokenProvider, _ console: Console) throws -> Int32

    /// Runs one invocation and returns the exit code. Without `launchApp`, running with no command
    /// is a usage error (a build with the command line only).
    public static func run(_ argv: [String], environment: [String: String], console: Console,
                           secrets makeSecrets: ((Arguments) -> SecretInput)? = nil,
                           launchApp: AppLaunch? = nil) -> Int32 {
        // The language before anything is parsed, so even a usage error is in it (docs/languages.md).
        let languageFlag = Self.languageFlag(argv)
        return Texts.with(Texts.choose(environment: environment, flag: usableLanguages(languageFlag, environment: environment))) {
            runInLanguage(argv, environment: environment, console: console, secrets: makeSecrets, launchApp: launchApp,
                          languageFlag: languageFlag)
        }
    }

    /// The items of `--lang` that name a language Threshold has (`it:fr` → `fr`), nil when none
    /// does: the refusal of an unknown one (``UnknownLanguageError``) is then in the environment's
    /// language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), not English (docs/languages.md).
    static func usableLanguages(_ flag: String?, environment: [String: String]) -> String? {
        guard let flag else { return nil }
        let library = Texts.library(environment: environment)
        let usable = flag.split(separator: ":").map(String.init).filter { (try? library.check(language: $0)) != nil }
        return usable.isEmpty ? nil : usable.joined(separator: ":")
    }

    /// `--lang CODE` or `--lang=CODE`, read ahead of the parser.
    static func languageFlag(_ argv: [String]) -> String? {
        for (index, argument) in argv.enumerated() {
            if argument == "--" { return nil }
            if argument.hasPrefix("--lang=") { return String(argument.dropFirst("--lang=".count)) }
            if argument == "--lang", index + 1 < argv.count { return argv[index + 1] }
        }
        return nil
    }

    private static func runInLanguage(_ argv: [String], environment: [String: String], console: Console,
                                      secrets makeSecrets: ((Arguments) -> SecretInput)?, launchApp: AppLaunch?,
                                      languageFlag: String?) -> Int32 {
        let wantsJSON = argv.contains("--json")
        var commandContext: CommandContext?
        // The language an error is worded in when it is not the run's first choice: the lock
        // prompt's (the setting kept for the lock screen), then the session's (the setting).
        var reportLanguage: Translator?
        do {
            let arguments = try Arguments(argv)
            // A --lang with no catalog is refused, not shown in English under another name.
            if let languageFlag { try Texts.library(environment: environment).check(language: languageFlag) }
            if arguments.has("help") {
                if arguments.words.isEmpty {
                    console.out(usage + "\n")
                } else {
                    try CommandCatalog.check(arguments)
                    console.out((CommandCatalog.help(for: arguments.words) ?? usage) + "\n")
                }
                return 0
            }
            try CommandCatalog.check(arguments)
            // Checked here for every run, with or without a command (the app reads it too).
            if let theme = arguments.options["theme"], theme != "light", theme != "dark" {
                throw UsageError(SettingsText.invalidThemeFlag(theme))
            }
            if arguments.has("version") {
                guard arguments.words.isEmpty else {
                    throw UsageError(tr("--version takes no command. Run 'threshold --version' alone."))
                }
                let brand = try AppSession.loadBrand(flag: arguments.options["brand"])
                if arguments.has("json") {
                    console.out(JSONValue.object([("name", .string(brand.appName)), ("version", .string(AppVersion.current))]).serialized() + "\n")
                } else {
                    console.out(version(brand: brand) + "\n")
                }
                return 0
            }
            if arguments.words.isEmpty && arguments.has("json") {
                throw UsageError(tr("--json needs a command (the app itself has no JSON output). Run 'threshold --help' for the list."))
            }
            // A broken --brand is an error for every command, not only for those that show it.
            let brand = try AppSession.loadBrand(flag: arguments.options["brand"])
            let deviceToken = FixedDeviceToken(environment["THRESHOLD_DEVICE_TOKEN"])
            if arguments.words.isEmpty {
                guard let launchApp else {
                    throw UsageError(tr("This build has no interactive app. Run 'threshold --help' for the commands."))
                }
                return try launchApp(arguments, environment, brand, deviceToken, console)
            }
            let secrets = makeSecrets?(arguments)
                ?? TerminalSecretInput(fromStandardInput: arguments.has("password-stdin") || arguments.has("passcode-stdin")
                                           || arguments.has("recovery-stdin"),
                                       console: console)
            // The recovery opens data that may not open otherwise: it runs before any session.
            if arguments.words.starts(with: ["lock", "recover"]) {
                return try Texts.with(Texts.choose(environment: environment, setting: nil, flag: languageFlag)) {
                    try LockCommand.recover(arguments: arguments, environment: environment, console: console, secrets: secrets)
                }
            }
            // A script written for a locked install must not run against one without a lock:
            // its passcode line would be read as the next secret (a hidden profile's password).
            // (`lock set` reads the new passcode with it; `lock self-destruct set` says `lockOff`.)
            let passcodeStdinNeedsALock = arguments.has("passcode-stdin") && !arguments.words.starts(with: ["lock", "set"])
                && !arguments.words.starts(with: ["lock", "self-destruct", "set"])
            // Worded only when thrown: looking a text up parses the language's catalog, which a
            // command printing no text (`onboarding status --json`) must not pay for.
            let noPasscodeLine = { UsageError(tr("--passcode-stdin was given, but this install has no passcode (the lock is off), so no line was read and nothing was changed. Leave out --passcode-stdin, or set a passcode first: threshold lock set.")) }
            // Where there is no data directory yet (or an empty one), there is no lock either: said
            // before an install is made there. (A directory with anything in it, such as a
            // self-destruct a kill interrupted, is opened first: its recovery may have to finish.)
            if passcodeStdinNeedsALock {
                let directory = try DataDirectory.resolve(flag: arguments.options["data-dir"], environment: environment).path
                if (try? FileManager.default.contentsOfDirectory(atPath: directory))?.isEmpty ?? true { throw noPasscodeLine() }
            }
            // Finalize where there is no data (none yet, or a removal that finished): opening the
            // folder would make a fresh install there. Deleting is done already; keeping is refused.
            if arguments.words == ["migrate", "finalize"] {
                let directory = try DataDirectory.resolve(flag: arguments.options["data-dir"], environment: environment).path
                if try MigrationFinalize.withoutData(at: directory, deleteLocal: arguments.has("delete-local")) == .nothingToDelete {
                    // Success (the data is gone), said as it is; `removed: 0` and `nothingToDelete` for scripts.
                    let result = JSONValue.object([("ok", .bool(true)), ("deletedLocal", .bool(true)), ("removed", .int(0)),
                                                   ("nothingToDelete", .bool(true))])
                    console.out((arguments.has("json") ? result.serialized() : SafeText.forTerminal(MigrationText.nothingToDelete(in: directory))) + "\n")
                    return 0
                }
            }
            // Every command reads or changes user data, so each passes the app lock first.
            let session = try AppSession.open(dataDirectoryFlag: arguments.options["data-dir"], environment: environment,
                                              brand: brand, deviceToken: deviceToken, interactive: false) { door in
                if passcodeStdinNeedsALock, try !door.isLockOn() { throw noPasscodeLine() }
                // The passcode prompt speaks the chosen language, as the lock screens do (LockScreenLanguage).
                guard try door.isLockOn() else { return try LockGate.authorize(door: door, secrets: secrets, console: console) }
                let lockLanguage = door.translator(environment: environment, flag: languageFlag)
                reportLanguage = lockLanguage
                try Texts.with(lockLanguage) { try LockGate.authorize(door: door, secrets: secrets, console: console) }
            }
            let commandLanguage = session.translator(environment: environment, flag: languageFlag)
            reportLanguage = commandLanguage
            let context = CommandContext(arguments: arguments, environment: environment, console: console,
                                         secrets: secrets, session: session)
            commandContext = context
            // A hide, unhide or delete ends with a full re-key (minutes on a large install): its
            // progress on one stderr line, when stderr is a terminal (issue 33).
            let rekeyLine = RekeyProgressLine(console: console)
            session.observeRekeyAfterRemoval { copied, total in rekeyLine.show(copied: copied, total: total) }
            defer { rekeyLine.finish() }
            try Texts.with(commandLanguage) {
            switch arguments.words[0] {
            case "profiles": try ProfilesCommand.run(context)
            case "migrate": try MigrateCommand.run(context)
            case "lock": try LockCommand.run(context)
            case "chats": try ChatsCommand.run(context)
            case "onboarding": try OnboardingCommand.run(context)
            case "operators": try OperatorsCommand.run(context)
            case "conditions": try ConditionsCommand.run(context)
            case "notifications": try NotificationsCommand.run(context)
            case "whats-new": try WhatsNewCommand.run(context)
            case "outbox": try OutboxCommand.run(context)
            case "dev": try DevCommand.run(context)
            case "language": try LanguageCommand.run(context)
            case "check": try CheckCommand.run(context)
            default:
                throw UsageError(tr("Unknown command \"{command}\". Run 'threshold --help' for the list.", ["command": .text(SafeText.echo(arguments.words[0]))]))
            }
            }
            return context.exitStatus
        } catch {
            var report = reportLanguage.map { language in Texts.with(language) { ErrorReport(error) } } ?? ErrorReport(error)
            // A name typed at the no-echo prompt (a hidden profile's) is not printed back when no
            // profile matched it with the password given, nor in any other error (issue 33).
            if let context = commandContext, context.nameReadWithoutEcho {
                if report.code == .unknownProfile {
                    report = reportLanguage.map { language in Texts.with(language) { ErrorReport(ProfileError.unknownProfile("…")) } }
                        ?? ErrorReport(ProfileError.unknownProfile("…"))
                } else {
                    report = ErrorReport(code: report.code, message: context.masked(report.message), exitCode: report.exitCode,
                                         extra: report.extra, saysNothingChanged: report.saysNothingChanged)
                }
            }
            if wantsJSON {
                console.out(report.json.serialized() + "\n")
            }
            console.err("threshold: \(SafeText.forTerminal(report.message))\n")
            return report.exitCode
        }
    }
}
