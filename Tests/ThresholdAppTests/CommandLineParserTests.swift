import Features
import Foundation
import Testing
@testable import ThresholdApp

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
        #expect(CommandCatalog.help(for: ["profiles"])?.contains("threshold profiles delete NAME") == true)
        #expect(CommandCatalog.spec(for: ["lock", "self-destruct", "set", "X"])?.name == "lock self-destruct set")
        #expect(Suggestion.distance("kitten", "sitting") == 3)
    }

    @Test func helpAndJSONWithoutACommand() {
        let console = CapturingConsole()
        #expect(ThresholdCommandLine.run(["profiles", "create", "--help"], environment: [:], console: console) == 0)
        #expect(console.stdout.hasPrefix("threshold profiles create NAME [--bio TEXT]\n"))
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
