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

/// `threshold language` names the language the texts are in and where it was chosen, for each
/// source (issue 35: `--lang de` under `LANGUAGE=ru` said "aus der Umgebung: LANGUAGE…", and
/// after `language ja`, `--lang de language` named 日本語).
@Suite struct LanguageSourceEndToEndTests {
    private func run(_ cli: CLI, _ arguments: [String], environment: [String: String]) throws -> RunResult {
        try BinaryRunner.run("threshold", ["--data-dir", cli.directory.path] + arguments, environment: environment)
    }

    /// The first line of `threshold language`'s output (the languages to choose follow it).
    private func said(_ cli: CLI, _ arguments: [String], environment: [String: String]) throws -> String {
        let output = try run(cli, arguments, environment: environment).stdout
        return output.split(separator: "\n", maxSplits: 1).first.map { $0 + "\n" } ?? output
    }

    @Test func eachSourceIsNamed() throws {
        let cli = CLI()
        let russian = ["LANG": "ru_RU.UTF-8", "LANGUAGE": "ru"]
        // The flag, over the environment.
        #expect(try said(cli, ["--lang", "de", "language"], environment: russian)
            == "Sprache: Deutsch (aus --lang, nur für diesen Aufruf).\n")
        // The environment, named by its variable.
        #expect(try said(cli, ["language"], environment: russian) == "Язык: Русский (из переменной окружения LANGUAGE).\n")
        #expect(try said(cli, ["language"], environment: ["LANG": "fr_FR.UTF-8"])
            == "Langue : Français (d’après la variable d’environnement LANG).\n")
        // Nothing: the default.
        #expect(try said(cli, ["language"], environment: ["LANG": "C"])
            == "Language: English (the default: neither Threshold's setting nor the environment chooses one).\n")
        // The stored setting, and the flag over it: the flag's language is named, not the setting's.
        #expect(try run(cli, ["language", "ja"], environment: russian).status == 0)
        #expect(try said(cli, ["language"], environment: russian).hasPrefix("言語: 日本語（Threshold で選択済み。"))
        let flagged = try said(cli, ["--lang", "de", "language"], environment: russian)
        #expect(flagged == "Sprache: Deutsch (aus --lang, nur für diesen Aufruf).\n", "\(flagged)")
        let json = try run(cli, ["--lang", "de", "language", "--json"], environment: russian).stdout
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(object?["language"] as? String == "de")
        #expect(object?["setting"] as? String == "ja")
        #expect(object?["source"] as? String == "flag")
    }
}

/// `migrate export --serve --timeout 1` from outside: "innerhalb von 1 Sekunde", not "1 Sekunden".
@Suite struct ServeDurationEndToEndTests {
    @Test func aOneSecondLimitIsOneSecond() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Ann")
        let result = try BinaryRunner.run("threshold", ["--data-dir", cli.directory.path, "migrate", "export", "--serve", "--timeout", "1"],
                                          environment: ["LANG": "de_DE.UTF-8"])
        #expect(result.stdout.contains("innerhalb von 1 Sekunde."), "\(result.stdout)")
        #expect(!result.stdout.contains("1 Sekunden"), "\(result.stdout)")
    }
}
