import Foundation
import Testing
import TestSupport

/// Issue 35 checked from outside, on the built binary: no two translated sentences joined with
/// a space in code, the yes/no prompt in the user's language, the language command's source,
/// durations said the language's way.
@Suite struct WholeSentencesEndToEndTests {
    private func run(_ cli: CLI, _ arguments: [String], environment: [String: String], stdin: String? = nil) throws -> RunResult {
        try BinaryRunner.run("threshold", ["--data-dir", cli.directory.path] + arguments, stdin: stdin, environment: environment)
    }

    /// `migrate import` with an empty link: one whole message, not the link's sentence with
    /// "Nothing was changed." glued to it ("…貼り付けてください。 何も変更されていません。").
    @Test func anEmptyLinkIsOneWholeMessageInJapanese() throws {
        let cli = CLI()
        let result = try run(cli, ["migrate", "import"], environment: ["LANG": "ja_JP.UTF-8"], stdin: "\n")
        #expect(result.status == 1)
        #expect(result.stderr.contains("貼り付けてください。何も変更されていません。"), "\(result.stderr)")
        #expect(!result.stderr.contains("。 "), "\(result.stderr)")
    }

    /// Plain mode's invalid-name alert: its title on a line, the question as the prompt.
    @Test func plainModesInvalidNameIsNotGluedInJapanese() throws {
        let cli = CLI()
        let result = try run(cli, ["--plain"], environment: ["LANG": "ja_JP.UTF-8"], stdin: "1\n  Ann\n\n\n")
        #expect(result.stdout.contains("無効な表示名です！\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("！ ") && !result.stdout.contains("。 "), "\(result.stdout)")
    }
}
