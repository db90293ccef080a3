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
