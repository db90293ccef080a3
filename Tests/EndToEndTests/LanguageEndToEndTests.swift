import Foundation
import Testing
import TestSupport

/// The built binary in the user's language: chosen from the environment, the stored setting and
/// `--lang`, with what scripts read (JSON keys, codes, exit codes) unchanged.
@Suite struct LanguageEndToEndTests {
    private func run(_ cli: CLI, _ arguments: [String], environment: [String: String], stdin: String? = nil) throws -> RunResult {
        try BinaryRunner.run("threshold", ["--data-dir", cli.directory.path] + arguments, stdin: stdin, environment: environment)
    }

    @Test func messagesFollowTheEnvironmentInGettextOrder() throws {
        let cli = CLI()
        let german = try run(cli, ["profiles", "create", "Ann"], environment: ["LANG": "de_DE.UTF-8@euro"])
        #expect(german.status == 0)
        #expect(german.stdout == "Profil „Ann“ erstellt; es ist jetzt aktiv.\n")
        let french = try run(cli, ["profiles", "activate", "Ann"], environment: ["LANG": "de_DE.UTF-8", "LANGUAGE": "fr:de"])
        #expect(french.stdout == "« Ann » est maintenant le profil actif.\n")
        let c = try run(cli, ["profiles", "activate", "Ann"], environment: ["LANG": "C", "LANGUAGE": "fr"])
        #expect(c.stdout == "\"Ann\" is now the active profile.\n")
        let russian = try run(cli, ["profiles", "list"], environment: ["LC_MESSAGES": "ru_RU.UTF-8", "LANG": "en_US.UTF-8"])
        #expect(russian.stdout.contains("Всего непрочитанных: 0"))
    }

    @Test func errorsAreTranslatedButCodesAndExitCodesStay() throws {
        let cli = CLI()
        let human = try run(cli, ["frobnicate"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(human.status == 2)
        // One text, so no stray space between the two sentences (issue 35).
        #expect(human.stderr == "threshold: 不明なコマンド「frobnicate」です。一覧は 'threshold --help' で確認できます。\n")
        let json = try run(cli, ["frobnicate", "--json"], environment: ["LANG": "es_ES.UTF-8"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let error = try #require(object?["error"] as? [String: Any])
        #expect(error["code"] as? String == "usage")
        #expect(error["message"] as? String == "Comando desconocido «frobnicate». Ejecuta 'threshold --help' para ver la lista.")
        #expect(json.status == 2)
    }

    /// The app itself (plain mode here) takes the stored setting too, not only the commands: the
    /// command line's early choice (made before the setting could be read) must not stick.
    @Test func theInteractiveAppFollowsTheStoredSetting() throws {
        let cli = CLI()
        try run(cli, ["profiles", "create", "Ann"], environment: [:])
        try run(cli, ["operators", "accept", "lumen"], environment: [:])
        try run(cli, ["notifications", "mode", "off"], environment: [:])
        #expect(try run(cli, ["language", "de"], environment: [:]).status == 0)
        let plain = try run(cli, ["--plain"], environment: ["LANG": "C"], stdin: "0\n")
        #expect(plain.stdout.contains("Chats von Ann"), "\(plain.stdout)")
        #expect(!plain.stdout.contains("Chats of"))
    }

    @Test func theSettingOverridesTheEnvironmentAndLangOverridesBoth() throws {
        let cli = CLI()
        try run(cli, ["profiles", "create", "Ann"], environment: [:])
        let set = try run(cli, ["language", "ru", "--json"], environment: ["LANG": "de_DE.UTF-8"])
        let object = try JSONSerialization.jsonObject(with: Data(set.stdout.utf8)) as? [String: Any]
        #expect(object?["language"] as? String == "ru")
        #expect(object?["setting"] as? String == "ru")
        let read = try run(cli, ["chats", "list"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(read.stdout == "Чатов пока нет.\n")
        let flag = try run(cli, ["chats", "list", "--lang", "ar"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(flag.stdout == "لا محادثات بعد.\n")
        let pseudo = try run(cli, ["chats", "list", "--lang=qps"], environment: [:])
        #expect(pseudo.stdout.hasPrefix("[") && !pseudo.stdout.contains("No chats yet"))
        try run(cli, ["language", "system"], environment: [:])
        #expect(try run(cli, ["chats", "list"], environment: ["LANG": "de_DE.UTF-8"]).stdout == "Noch keine Chats.\n")
        let bad = try run(cli, ["language", "../x"], environment: [:])
        #expect(bad.status == 2)
    }

    /// What the translated commands print is all marked in the pseudo-locale: no English of
    /// Threshold's own is left (names, codes and command words aside).
    @Test func theTranslatedCommandsShowNoEnglishInThePseudoLocale() throws {
        let cli = CLI()
        let pseudo = ["LANG": "C.UTF-8", "LANGUAGE": ""]
        var outputs: [String] = []
        for arguments in [["profiles", "create", "Ann"], ["profiles", "create", "Bob"], ["profiles", "activate", "Ann"],
                          ["profiles", "mute", "Bob"], ["profiles", "unmute", "Bob"], ["profiles", "update", "Bob", "--bio", "Hi"],
                          ["chats", "list"], ["profiles", "delete", "Bob", "--yes"]] {
            let result = try run(cli, ["--lang", "qps"] + arguments, environment: pseudo)
            #expect(result.status == 0)
            outputs.append(result.stdout)
        }
        for output in outputs {
            #expect(output.hasPrefix("[") && output.contains("]"), "not marked: \(output)")
        }
        let listing = try run(cli, ["--lang", "qps", "profiles", "list"], environment: pseudo).stdout
        #expect(listing.split(separator: "\n").last?.hasPrefix("[") == true, "\(listing)")
        for (arguments, code) in [(["profiles", "activate", "Nobody"], "unknownProfile"), (["profiles", "frob"], "usage"),
                                  (["profiles", "create", "Ann"], "duplicateName")] {
            let failed = try run(cli, ["--lang=qps"] + arguments, environment: pseudo)
            #expect(failed.stderr.hasPrefix("threshold: ["), "\(code): \(failed.stderr)")
            let json = try run(cli, ["--lang=qps"] + arguments + ["--json"], environment: pseudo)
            #expect(json.stdout.contains("\"code\":\"\(code)\""), "\(json.stdout)")
        }
    }

    @Test func pluralsAndIsolatedNamesInRightToLeftText() throws {
        let cli = CLI()
        try run(cli, ["profiles", "create", "Ann"], environment: [:])
        let arabic = try run(cli, ["profiles", "activate", "Ann"], environment: ["LANG": "ar_EG.UTF-8"])
        #expect(arabic.stdout == "أصبح «\u{2068}Ann\u{2069}» الملف الشخصي النشط.\n")
        try run(cli, ["profiles", "create", "דנה"], environment: [:])
        let english = try run(cli, ["profiles", "activate", "דנה"], environment: [:])
        #expect(english.stdout == "\"\u{2068}דנה\u{2069}\" is now the active profile.\n")
    }
}
