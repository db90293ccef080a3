import CommandLineFace
import Foundation
import Testing
import TestSupport

/// Issue 33: a name read at a no-echo prompt (or from standard input) is never shown again: not in
/// the password prompt that follows, not in an error, not in the result.
@Suite struct UnechoedNameTests {
    let home = TemporaryDirectory("unechoed-name")

    func run(_ argv: [String], _ lines: [String], interactive: Bool = false) -> (Int32, CapturingConsole, [String]) {
        let console = CapturingConsole()
        let input = ScriptedSecretInput(lines, interactive: interactive)
        let status = ThresholdCommandLine.run(["--data-dir", home.path] + argv, environment: [:], console: console,
                                              secrets: { _ in input })
        return (status, console, input.prompts)
    }

    @Test func aNameTypedWithoutEchoIsNotInThePromptsErrorsOrResults() {
        #expect(run(["profiles", "create", "Main"], []).0 == 0)
        #expect(run(["profiles", "create", "Inner"], []).0 == 0)
        #expect(run(["profiles", "activate", "Main"], []).0 == 0)
        #expect(run(["profiles", "hide", "Inner", "--password-stdin"], ["pw"]).0 == 0)
        // On a terminal: the name at the no-echo prompt, then the password prompt without it.
        // (A hidden profile can't be muted: that refusal must not name it either.)
        for (argv, works) in [(["profiles", "activate"], true), (["profiles", "mute"], false), (["profiles", "unhide"], true)] {
            for password in ["wrong", "pw"] {
                let (status, console, prompts) = run(argv, ["Inner", password], interactive: true)
                let shown = prompts.joined() + console.stdout + console.stderr
                #expect(prompts.first?.contains("not shown") == true, "\(argv): \(prompts)")
                #expect(prompts.count == 2, "\(argv): \(prompts)")
                #expect(!shown.contains("Inner"), "\(argv) \(password): \(shown)")
                #expect((status == 0) == (password == "pw" && works), "\(argv) \(password): \(shown)")
            }
        }
        #expect(run(["profiles", "hide", "Inner", "--password-stdin"], ["pw"]).0 == 0)
        // Given on standard input, the same: a new name read with --name-stdin too.
        let (status, console, _) = run(["profiles", "update", "--name-stdin", "--password-stdin"], ["Inner", "Innermost", "pw"])
        let shown = console.stdout + console.stderr
        #expect(!shown.contains("Inner"), "\(status): \(shown)")
        // A name typed with echo (an argument) is shown as before.
        let (_, visible, _) = run(["profiles", "mute", "Main"], [])
        #expect(visible.stdout.contains("Main"))
    }
}
