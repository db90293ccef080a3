import Foundation
import Testing
import TestSupport

/// Issue 35 item 5 from outside, through the built binary: a code without a catalog is refused
/// (not stored), a translator's partial catalog in THRESHOLD_LOCALE_DIR can be chosen and falls
/// back text by text, and a broken one is said once on stderr, only when a text is looked up.
@Suite struct LanguageCatalogsEndToEndTests {
    private func run(_ cli: CLI, _ arguments: [String], environment: [String: String] = [:]) throws -> RunResult {
        try BinaryRunner.run("threshold", ["--data-dir", cli.directory.path] + arguments, environment: environment)
    }

    private func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("threshold-locale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    @Test func aCodeWithoutACatalogIsRefusedWithTheList() throws {
        let cli = CLI()
        try run(cli, ["profiles", "create", "Ann"])
        let setting = try run(cli, ["language", "it"], environment: ["LANG": "C"])
        #expect(setting.status == 2)
        #expect(setting.stderr.contains("Threshold has no \"it\" language."), "\(setting.stderr)")
        #expect(setting.stderr.contains("de (Deutsch)") && setting.stderr.contains("en (English)"), "\(setting.stderr)")
        let stored = try run(cli, ["language", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(stored.stdout.utf8)) as? [String: Any]
        #expect(object?["setting"] is NSNull, "nothing was stored: \(stored.stdout)")
        let flag = try run(cli, ["profiles", "list", "--lang", "xx", "--json"])
        #expect(flag.status == 2)
        let error = (try JSONSerialization.jsonObject(with: Data(flag.stdout.utf8)) as? [String: Any])?["error"] as? [String: Any]
        #expect(error?["code"] as? String == "unknownLanguage", "\(flag.stdout)")
        #expect((error?["available"] as? [String])?.contains("ja") == true)
        // In the user's language, from the environment (the refused code can't be it).
        let german = try run(cli, ["language", "it"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(german.stderr.contains("Threshold hat keine Sprache „it“."), "\(german.stderr)")
        // A --lang that names no language Threshold has: its refusal follows the environment too
        // (release review: it was English), and a list's usable items still win (it:fr is French).
        let early = try run(cli, ["--lang", "xx", "profiles", "list"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(early.status == 2)
        #expect(early.stderr.contains("Threshold hat keine Sprache „xx“."), "\(early.stderr)")
        let early2 = try run(cli, ["--lang=xx", "profiles", "list"], environment: ["LANG": "C", "LC_MESSAGES": "ru_RU.UTF-8"])
        #expect(early2.status == 2 && early2.stderr.contains("xx") && !early2.stderr.contains("Threshold has no"), "\(early2.stderr)")
        let listed = try run(cli, ["--lang", "it:fr", "profiles", "list"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(listed.status == 2)
        #expect(listed.stderr.contains("n’a pas de langue"), "\(listed.stderr)")
        // The same for a --lang naming no catalog (it was English whatever the environment said).
        let flagged = try run(cli, ["profiles", "list", "--lang", "zz"], environment: ["LANGUAGE": "de", "LANG": "de_DE.UTF-8"])
        #expect(flagged.status == 2 && flagged.stderr.contains("Threshold hat keine Sprache „zz“."), "\(flagged.stderr)")
        #expect(try run(cli, ["language", "de_AT"]).status == 0)
    }

    @Test func aTranslatorsPartialCatalogCanBeChosenAndFallsBack() throws {
        let cli = CLI()
        try run(cli, ["profiles", "create", "Ann"])
        let partial = """
        msgid ""
        msgstr ""
        "Language: xx\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"

        msgid "\\"{name}\\" is now the active profile."
        msgstr "XX {name} XX"
        """
        let locale = try folder(["xx.po": partial])
        defer { try? FileManager.default.removeItem(at: locale) }
        let environment = ["THRESHOLD_LOCALE_DIR": locale.path]
        let chosen = try run(cli, ["profiles", "activate", "Ann", "--lang", "xx"], environment: environment)
        #expect(chosen.status == 0)
        #expect(chosen.stdout == "XX Ann XX\n")
        // Not in the catalog: English.
        let missing = try run(cli, ["chats", "list", "--lang", "xx"], environment: environment)
        #expect(missing.stdout == "No chats yet.\n", "\(missing.stdout)")
        #expect(missing.stderr.isEmpty)
    }

    /// `threshold language` shows a partial catalog's share translated, as Settings › Language
    /// does ("{language} ({percent} translated)"), in its human output and its JSON (`languages`;
    /// `available` unchanged); its summary lists every catalog, derived from the library.
    @Test func theLanguageCommandShowsTheCoverageOfAPartialCatalog() throws {
        let cli = CLI()
        try run(cli, ["profiles", "create", "Ann"])
        let partial = """
        msgid ""
        msgstr ""
        "Language: xx\\n"
        "X-Language-Name: Xish\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"

        msgid "\\"{name}\\" is now the active profile."
        msgstr "XX {name} XX"
        """
        let locale = try folder(["xx.po": partial])
        defer { try? FileManager.default.removeItem(at: locale) }
        let environment = ["THRESHOLD_LOCALE_DIR": locale.path, "LANG": "C"]
        #expect(try run(cli, ["language", "xx"], environment: environment).status == 0)
        let human = try run(cli, ["language"], environment: environment)
        #expect(human.status == 0, "\(human.stderr)")
        let lines = human.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("Xish (0% translated)") == true, "\(human.stdout)")
        #expect(lines.contains("  xx  Xish (0% translated)") && lines.contains("  de  Deutsch") && lines.contains { $0.hasPrefix("  zh_CN  简体中文") },
                "\(human.stdout)")
        let json = try run(cli, ["language", "--json"], environment: environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["available"] as? [String])?.contains("xx") == true && (object["available"] as? [String])?.last == "qps")
        let languages = try #require(object["languages"] as? [[String: Any]])
        let xx = try #require(languages.first { $0["code"] as? String == "xx" })
        #expect(xx["name"] as? String == "Xish" && xx["translated"] as? Int == 1 && xx["percent"] as? Int == 0
                && xx["complete"] as? Bool == false, "\(xx)")
        let german = try #require(languages.first { $0["code"] as? String == "de" })
        #expect(german["percent"] as? Int == 100 && german["complete"] as? Bool == true, "\(german)")
        // The summary: every shipped catalog and the translator's, never a list written by hand.
        let help = try run(cli, ["language", "--help"], environment: environment)
        for code in ["en", "ar", "de", "es", "fa", "fr", "ja", "ru", "tr", "uk", "zh_CN", "xx", "qps"] {
            #expect(help.stdout.contains(code), "\(code): \(help.stdout)")
        }
        let usage = try run(cli, ["language", "--help"], environment: ["LANG": "C"])
        #expect(usage.stdout.contains("zh_CN") && usage.stdout.contains("uk") && !usage.stdout.contains("xx"), "\(usage.stdout)")
    }

    @Test func aBrokenCatalogInTheLocaleFolderIsSaidOnceWhenATextIsLookedUp() throws {
        let cli = CLI()
        try run(cli, ["profiles", "create", "Ann"])
        let locale = try folder(["de.po": "msgid \"Ann\"\nmsgstr \"x\"\nmsgstr \"y\"\n"])
        defer { try? FileManager.default.removeItem(at: locale) }
        let environment = ["LANG": "de_DE.UTF-8", "THRESHOLD_LOCALE_DIR": locale.path]
        // A command printing no text looks no text up, so the catalog is never read (start-up
        // pays nothing for the language).
        let quiet = try run(cli, ["onboarding", "status", "--json"], environment: environment)
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
        let listed = try run(cli, ["profiles", "list"], environment: environment)
        #expect(listed.status == 0)
        let warnings = listed.stderr.split(separator: "\n").filter { $0.contains("THRESHOLD_LOCALE_DIR") }
        #expect(warnings.count == 1, "\(listed.stderr)")
        #expect(warnings.first?.contains("de.po:3") == true, "\(listed.stderr)")
        #expect(listed.stdout.contains("Total unread: 0"), "English, since German was skipped: \(listed.stdout)")
    }
}
