import CommandLineFace
import Features
import TestSupport
import Testing

/// Every action's command (``CommandLineParity``) exists on the command line.
@Suite struct CommandLineParityTests {
    let directory = TemporaryDirectory("parity")

    @Test func everyCommandExists() {
        for action in UserAction.allCases {
            let words = CommandLineParity.command(action).split(separator: " ").map(String.init)
            let console = CapturingConsole()
            _ = ThresholdCommandLine.run(["--data-dir", directory.path] + words + ["--json"], environment: [:],
                                         console: console, secrets: { _ in ScriptedSecretInput([]) })
            #expect(!console.stderr.contains("Unknown"), "\(action): \(console.stderr)")
        }
    }
}
