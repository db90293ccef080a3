import Features
import Foundation
import Testing
import TestSupport
@testable import CommandLineFace

/// The command line's parser and its catalog, without running a command.
@Suite struct CommandLineParserTests {
    func usageMessage(_ argv: [String]) -> String? {
        do {
            let arguments = try Arguments(argv)
            try CommandCatalog.check(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    /// A whole-number option's bounds are numbers written the language's way (found on the
    /// release build: German "von 1 bis 86400" for `migrate export --serve --timeout 0`).
    @Test func anOptionsBoundsAreWrittenTheLanguagesWay() throws {
        let arguments = try Arguments(["migrate", "export", "--serve", "--timeout", "0"])
        let message: String = Texts.with(Translator(preferences: ["de"])) {
            do throws(UsageError) {
                _ = try arguments.integer("timeout", default: 600, in: 1...86400)
                return ""
            } catch { return error.message }
        }
        #expect(message.contains("86.400"), "\(message)")
    }

    @Test func anOptionNeverTakesTheNextOptionAsItsValue() throws {
        #expect(usageMessage(["profiles", "create", "Ann", "--bio", "--json"])?.contains("--bio needs a value, not the option --json") == true)
        #expect(usageMessage(["--data-dir", "--json", "profiles", "list"])?.contains("--data-dir needs a value") == true)
        let inline = try Arguments(["profiles", "create", "Ann", "--bio=--json"])
        #expect(inline.options["bio"] == "--json" && !inline.has("json"))
        #expect(try Arguments(["profiles", "create", "Ann", "--bio", "-"]).options["bio"] == "-")
    }

    @Test func unknownWordsSuggestTheNearest() {
        #expect(usageMessage(["profles", "list"])?.contains("Did you mean \"profiles\"?") == true)
        #expect(usageMessage(["profiles", "craete", "Ann"])?.contains("Did you mean \"create\"?") == true)
        #expect(usageMessage(["lock", "self-destruct", "sett", "X"])?.contains("Did you mean \"set\"?") == true)
        #expect(usageMessage(["profiles", "list", "--jsno"])?.contains("Did you mean --json?") == true)
        #expect(usageMessage(["profiles", "create", "Ann", "--bip", "x"])?.contains("Unknown option --bip. Did you mean --bio?") == true)
        #expect(usageMessage(["profiles", "create", "Ann", "--replace"])?.contains("'profiles create' does not take --replace") == true)
        #expect(usageMessage(["zzzzzzzz"])?.contains("Did you mean") == false)
        #expect(usageMessage(["profiles", "create", "Ann", "--bio", "x"]) == nil)
        #expect(usageMessage(["whats-new", "--all"]) == nil)
        #expect(usageMessage(["lock", "wipe-after", "3"]) == nil)
    }

    @Test func echoedArgumentsAreCutAndEscaped() {
        let huge = String(repeating: "x", count: 100_000)
        let message = usageMessage([huge]) ?? ""
        #expect(message.count < 300 && message.contains("…"))
        let hostile = usageMessage(["\u{1B}]0;pwned\u{07}"]) ?? ""
        #expect(!hostile.contains("\u{1B}") && hostile.contains("\\u{1B}]0;pwned\\u{7}"))
    }

    @Test func everyCommandHasItsOwnHelpAndTheUsageIsDerived() {
        for spec in CommandCatalog.all {
            let help = CommandCatalog.help(for: spec.path) ?? ""
            #expect(help.contains(spec.usage) && help.contains(spec.summary), "\(spec.name)")
            #expect(ThresholdCommandLine.usage.contains(spec.usage), "\(spec.name)")
        }
        #expect(CommandCatalog.help(for: ["profiles"])?.contains("threshold profiles delete [NAME]") == true)
        #expect(CommandCatalog.spec(for: ["lock", "self-destruct", "set", "X"])?.name == "lock self-destruct set")
        #expect(Suggestion.distance("kitten", "sitting") == 3)
    }

    @Test func linkAndHiddenNamesAreOptionalPositionalsAndSecretsNeverOptions() throws {
        // LINK and NAME may be left off (then read from a prompt or standard input).
        #expect(CommandCatalog.spec(for: ["migrate", "import"])?.usage == "threshold migrate import [LINK] [--archive FILE] [--replace] [--without-lock]")
        for command in ["activate", "update", "mute", "unmute", "unhide", "delete"] {
            #expect(CommandCatalog.spec(for: ["profiles", command])?.arguments == "[NAME]", "\(command)")
        }
        #expect(CommandCatalog.spec(for: ["profiles", "hide"])?.arguments == "NAME")
        #expect(usageMessage(["migrate", "import"]) == nil && usageMessage(["migrate", "import", "--replace"]) == nil)
        #expect(usageMessage(["profiles", "unhide", "--password-stdin"]) == nil)
        #expect(usageMessage(["profiles", "update", "--name-stdin", "--password-stdin"]) == nil)
        #expect(usageMessage(["profiles", "create", "A", "--name-stdin"])?.contains("does not take --name-stdin") == true)
        #expect(try Arguments(["profiles", "update", "--name-stdin"]).has("name-stdin"))
        #expect(CommandCatalog.help(for: ["migrate", "import"])?.contains("/proc") == true)
        #expect(CommandCatalog.help(for: ["profiles", "activate"])?.contains("before the password") == true)
        #expect(CommandCatalog.help(for: ["profiles", "create"])?.contains("before the password") == false)
        // A password, passcode or link given as an option: refused, pointing to stdin, never echoed.
        for argv in [["profiles", "unhide", "A", "--password=s3cret"], ["profiles", "unhide", "A", "--password", "s3cret"]] {
            let message = usageMessage(argv) ?? ""
            #expect(message.contains("--password-stdin") && !message.contains("s3cret"))
        }
        #expect(usageMessage(["lock", "clear", "--passcode=s3cret"])?.contains("--passcode-stdin") == true)
        #expect(usageMessage(["migrate", "import", "--link", "s3cret"])?.contains("paste it when asked") == true)
    }

    @Test func aPastedLinkIsEchoedWithoutItsKey() {
        let link = "threshold:/migrate?v=1&archive=%2Fa.age&key=AGE-SECRET-KEY-1QQQQQQQQQQQQ&sha256=00&size=1"
        let message = usageMessage([link]) ?? ""
        #expect(message.contains("threshold:/migrate?v=1&archive=%2Fa.age&[key not shown]"))
        #expect(!message.contains("QQQQ") && !message.contains("AGE-SECRET"))
        #expect(!SafeText.echo("x AGE-SECRET-KEY-1ABCDEF").contains("ABCDEF"))
        #expect(SafeText.echo("Alice") == "Alice")
    }

    @Test func anOmittedNameIsReadBeforeThePassword() throws {
        let home = TemporaryDirectory("argv-parser")
        func run(_ argv: [String], _ lines: [String]) -> (Int32, CapturingConsole) {
            let console = CapturingConsole()
            let status = ThresholdCommandLine.run(["--data-dir", home.path] + argv, environment: [:], console: console,
                                                  secrets: { _ in ScriptedSecretInput(lines) })
            return (status, console)
        }
        #expect(run(["profiles", "create", "Main"], []).0 == 0)
        #expect(run(["profiles", "create", "Inner"], []).0 == 0)
        #expect(run(["profiles", "activate", "Main"], []).0 == 0)
        #expect(run(["profiles", "hide", "Inner", "--password-stdin"], ["pw"]).0 == 0)
        let (status, console) = run(["profiles", "activate", "--password-stdin"], ["Inner", "pw"])
        // The name was read without echo: the result does not print it back either (issue 33).
        #expect(status == 0 && console.stdout.contains("\"…\" is active for this command only") && !console.stdout.contains("Inner"))
        let (missing, empty) = run(["profiles", "mute"], [])
        #expect(missing == 2 && empty.stderr.contains("Missing the profile's name"))
        let (blank, blankConsole) = run(["profiles", "mute"], [""])
        #expect(blank == 2 && blankConsole.stderr.contains("is empty"))
        let (extra, extraConsole) = run(["profiles", "mute", "A", "B"], [])
        #expect(extra == 2 && extraConsole.stderr.contains("Unexpected argument \"B\""))
        // Issue 33: a name typed without echo is not printed back when the password is wrong.
        for argv in [["profiles", "activate", "--password-stdin"], ["profiles", "unhide", "--password-stdin"], ["--json", "profiles", "activate", "--password-stdin"]] {
            let (wrong, wrongConsole) = run(argv, ["Inner", "not the password"])
            #expect(wrong != 0, "\(argv)")
            #expect(!wrongConsole.stderr.contains("Inner") && !wrongConsole.stdout.contains("Inner"), "\(argv): \(wrongConsole.stderr)")
        }
        // Issue 33: a 30,000-character argument comes back cut, in text and JSON.
        let long = String(repeating: "y", count: 30_000)
        for argv in [["profiles", "activate", long], ["profiles", "mute", long], ["profiles", "unmute", long], ["chats", "read", long],
                     ["operators", "accept", long], ["--json", "profiles", "mute", long], ["--json", "chats", "read", long]] {
            let (_, longConsole) = run(argv, [])
            #expect(longConsole.stderr.utf8.count + longConsole.stdout.utf8.count < 1_000, "\(argv.prefix(3))")
        }
    }

    @Test func helpAndJSONWithoutACommand() {
        let console = CapturingConsole()
        #expect(ThresholdCommandLine.run(["profiles", "create", "--help"], environment: [:], console: console) == 0)
        #expect(console.stdout.hasPrefix("threshold profiles create NAME [--bio TEXT] [--image FILE]\n"))
        let json = CapturingConsole()
        #expect(ThresholdCommandLine.run(["--json"], environment: [:], console: json) == 2)
        #expect(json.stdout.hasPrefix(#"{"error":{"code":"usage","message":"--json needs a command"#))
        let typo = CapturingConsole()
        #expect(ThresholdCommandLine.run(["profiles", "lst", "--help"], environment: [:], console: typo) == 2)
        #expect(typo.stderr.contains("Did you mean \"list\"?"))
    }

    @Test func safeTextShowsControlsAndKeepsTheRest() {
        #expect(SafeText.forTerminal("Zoë\tok\n\u{1B}[2J\u{9B}\u{7F}") == "Zoë\tok\n\\u{1B}[2J\\u{9B}\\u{7F}")
        #expect(SafeText.echo("a\nb") == "a\\nb")
    }
}
