import Foundation
import Testing
import TestSupport

/// Plain mode and the main commands of the built binary in the pseudo-locale: every word a person
/// reads is marked, so a word still written in English in code shows up as plain ASCII letters.
/// What stays English on purpose is allowed: command and option names and metavariables (from the
/// usage lines), the names and values the script types, onboarding step ids, and the brand's own
/// texts (removed before checking: the brand has no per-language values yet). The same script in
/// German shows German.
@Suite struct TextsEndToEndTests {
    /// One run's output, labelled for the failure message.
    struct Output {
        var label: String
        var result: RunResult
    }

    /// The script: the main command groups, their `--help`, usage errors, then plain mode.
    private func script(_ language: String) throws -> (outputs: [Output], brandTexts: [String], allowed: Set<String>) {
        let cli = CLI()
        let environment = ["LANG": "C.UTF-8"]
        var outputs: [Output] = []
        func run(_ arguments: [String], stdin: String? = nil, status: Int32 = 0) throws {
            let result = try BinaryRunner.run("threshold", ["--data-dir", cli.directory.path, "--lang", language] + arguments,
                                              stdin: stdin, environment: environment)
            #expect(result.status == status, "\(arguments): \(result.stdout)\(result.stderr)")
            outputs.append(Output(label: arguments.joined(separator: " "), result: result))
        }
        try run(["onboarding", "status"])
        try run(["profiles", "create", "Ann"])
        try run(["profiles", "create", "Bob", "--bio", "Hi"])
        try run(["operators", "list"])
        try run(["operators", "accept", "lumen"])
        try run(["notifications", "mode"])
        try run(["notifications", "mode", "off"])
        try run(["notifications", "mode", "periodic"])
        try run(["whats-new", "--all"])
        try run(["whats-new"])
        try run(["onboarding", "status"])
        try run(["conditions", "show"])
        try run(["profiles", "activate", "Ann"])
        try run(["profiles", "list"])
        try run(["profiles", "hide", "Bob", "--password-stdin"], stdin: "pw-bob\n")
        try run(["profiles", "reveal", "--password-stdin"], stdin: "pw-bob\n")
        try run(["profiles", "unhide", "Bob", "--password-stdin"], stdin: "pw-bob\n")
        try run(["profiles", "delete", "Bob", "--yes"])
        try run(["dev", "receive", "--profile", "Ann", "--chat", "Zoe", "Hello"])
        try run(["chats", "list"])
        try run(["chats", "read", "Zoe"])
        try run(["outbox", "list"])
        // The app lock: set, its settings, the re-key and the recovery key, then off again.
        let passcode = "pc-e2e-1\n"
        try run(["lock", "status"])
        try run(["lock", "set", "--passcode-stdin"], stdin: passcode)
        try run(["lock", "status", "--passcode-stdin"], stdin: passcode)
        try run(["lock", "wipe-after", "5", "--passcode-stdin"], stdin: passcode)
        try run(["lock", "self-destruct", "set", "--passcode-stdin"], stdin: passcode + "Decoy\nsd-e2e-1\n")
        try run(["lock", "self-destruct", "clear", "--passcode-stdin"], stdin: passcode)
        try run(["lock", "wipe-after", "off", "--passcode-stdin"], stdin: passcode)
        try run(["lock", "rekey", "--passcode-stdin"], stdin: passcode)
        try run(["lock", "recovery-key", "--passcode-stdin"], stdin: passcode)
        try run(["lock", "recovery-key", "clear", "--passcode-stdin"], stdin: passcode)
        try run(["lock", "wipe-after", "0", "--passcode-stdin"], stdin: passcode, status: 2)
        try run(["lock", "clear", "--passcode-stdin"], stdin: passcode)
        try run(["lock", "frob"], status: 2)
        // Migration: export, import into another data directory (the link on standard input), finalize.
        try run(["migrate", "export"])
        let link = outputs.last?.result.stdout.split(separator: "\n").first { $0.hasPrefix("threshold:/migrate") }.map(String.init) ?? ""
        #expect(!link.isEmpty, "the export printed its link")
        let other = FileManager.default.temporaryDirectory.appendingPathComponent("texts-import-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: other) }
        let imported = try BinaryRunner.run("threshold", ["--data-dir", other, "--lang", language, "migrate", "import"],
                                            stdin: link + "\n", environment: environment)
        #expect(imported.status == 0, "migrate import: \(imported.stdout)\(imported.stderr)")
        outputs.append(Output(label: "migrate import", result: imported))
        try run(["migrate", "finalize"])
        try run(["migrate", "frob"], status: 2)
        try run(["migrate", "export", "--timeout", "5"], status: 2)
        for help in [["--help"], ["profiles", "--help"], ["profiles", "delete", "--help"], ["chats", "--help"],
                     ["notifications", "mode", "--help"], ["whats-new", "--help"], ["operators", "--help"],
                     ["lock", "--help"], ["lock", "set", "--help"], ["migrate", "--help"], ["migrate", "import", "--help"]] {
            try run(help)
        }
        try run(["profiles", "frob"], status: 2)
        try run(["profiles", "list", "--bogus"], status: 2)
        try run(["--theme", "blue", "profiles", "list"], status: 2)
        try run(["dev", "seed", "--profiles", "x"], status: 2)
        try run(["notifications", "mode", "loud"], status: 2)
        try run(["chats", "read"], status: 2)
        try run(["profiles", "list", "--password", "x"], status: 2)
        // Plain mode: read Zoe's chat, "Your chat profiles" (all), Settings (notifications, what's
        // new, operators), create Cy, then hide Ann, reveal and unhide her, delete her, quit.
        let plain = [
            "4", "4", "1", "pc-plain-1",                // Settings -> App lock -> Set passcode
            "4", "3", "3", "Decoy", "sd-plain-1",       // wipe after 3; set the self-destruct passcode
            "3", "4", "off", "2", "0",                  // remove it; attempt limit off; turn off the passcode; back
            "5", "1", "1", "", "0",                     // Migrate to another device -> file -> keep this device (keep the archive); back
            "1", "1",                                   // Read a chat -> Zoe
            "2", "", "0",                               // Your chat profiles, all, back
            "4", "1", "0", "2", "3", "0", "0",          // Settings: notifications (back), what's new, operators (back), back
            "3", "Cy", "",                              // Create profile Cy (active now)
            "2", "", "1", "3", "pw-ann",                // profiles: Ann -> Hide profile, password
            "pw-ann", "1", "2",                         // search with the password: Ann -> Unhide
            "", "1", "4", "1", "yes",                   // all: Ann -> Delete profile -> local only -> yes
            "", "0", "0",                               // all, back, quit
        ]
        try run(["--plain"], stdin: plain.joined(separator: "\n") + "\n")

        // What stays English on purpose.
        let english = try BinaryRunner.run("threshold", ["--help"], environment: environment).stdout
        // The syntax lines: "Usage: threshold [--data-dir DIR] ...", "  threshold profiles list ...".
        var allowed = Set(english.split(separator: "\n").compactMap { line in line.range(of: "threshold ").map { line[$0.lowerBound...] } }
            .filter { $0.hasPrefix("threshold [") || $0.hasPrefix("threshold --") || english.contains("\n  " + $0) }
            .flatMap(Self.asciiWords))
        allowed.formUnion(["threshold", "Threshold", "Ann", "Bob", "Cy", "Zoe", "Hello", "Hi", "pw", "bob", "ann",
                           "frob", "bogus", "blue", "loud", "UTC", "password", "Decoy",
                           "KiB", "MiB"])  // byte units (ByteCount) stay as they are
        // The pseudo-locale's own name, as Settings › Language shows every language by its endonym.
        allowed.formUnion(["Pseudo", "locale"])
        let status = try cli.json("onboarding", "status").object
        for step in status["steps"] as? [[String: Any]] ?? [] { allowed.formUnion(Self.asciiWords(step["id"] as? String ?? "")) }
        var brandTexts: [String] = []
        let operators = try cli.json("operators", "list").object["operators"] as? [[String: Any]] ?? []
        for server in operators {
            brandTexts += ["name", "legalName", "tag", "id"].compactMap { server[$0] as? String }
            allowed.formUnion((server["roles"] as? [String] ?? []).flatMap(Self.asciiWords))
        }
        for entry in try cli.json("whats-new", "--all").object["entries"] as? [[String: Any]] ?? [] {
            brandTexts += [entry["title"] as? String].compactMap { $0 } + (entry["items"] as? [String] ?? [])
        }
        if let conditions = try cli.json("conditions", "show").object["text"] as? String { brandTexts.append(conditions) }
        #expect(!operators.isEmpty && brandTexts.count > 3, "the brand's texts were read")
        return (outputs, brandTexts.sorted { $0.count > $1.count }, allowed)
    }

    /// The runs of ASCII letters in `text` (2 or more; a pseudo-locale text has none).
    static func asciiWords(_ text: some StringProtocol) -> [String] {
        String(text).split(whereSeparator: { (character: Character) in !(character.isASCII && character.isLetter) })
            .map(String.init).filter { $0.count >= 2 }
    }

    @Test func thePseudoLocaleShowsNoEnglishInPlainModeOrTheCommands() throws {
        let (outputs, brandTexts, allowed) = try script("qps")
        var checked = 0
        for output in outputs {
            for (stream, text) in [("stdout", output.result.stdout), ("stderr", output.result.stderr)] {
                // Paths and the migration link (after "threshold:"), and a recovery key, are data.
                var rest = text.replacingOccurrences(of: #"(?<![A-Za-z])/\S+"#, with: " ", options: .regularExpression)
                    .replacingOccurrences(of: #"[A-Z0-9]{5}([- ][A-Z0-9]{5}){7}"#, with: " ", options: .regularExpression)
                for brandText in brandTexts { rest = rest.replacingOccurrences(of: brandText, with: " ") }
                let english = Set(Self.asciiWords(rest)).subtracting(allowed)
                let context = english.sorted().first.flatMap { rest.range(of: $0) }.map { range in
                    String(rest[rest.index(range.lowerBound, offsetBy: -min(60, rest.distance(from: rest.startIndex, to: range.lowerBound)))...]
                        .prefix(160))
                } ?? ""
                #expect(english.isEmpty, "\(output.label) (\(stream)): English words \(english.sorted()) in: \(context)")
                checked += text.isEmpty ? 0 : 1
            }
        }
        #expect(checked > 30, "the runs printed something")
        let plain = try #require(outputs.last?.result.stdout)
        // The menu lists its fixed entries before the "Switch to" rows (issue 17 item 6).
        #expect(plain.contains("  4) [Šéţţîñĝš"), "Settings is not the 4th entry")
    }

    @Test func theSameScriptInGermanShowsGerman() throws {
        let (outputs, _, _) = try script("de")
        let all = outputs.map { $0.result.stdout + $0.result.stderr }.joined(separator: "\n")
        for german in ["Profil „Ann“ erstellt; es ist jetzt aktiv.", "Die Einrichtung ist abgeschlossen.",
                       "Benachrichtigungen: aus.", "Benachrichtigungen: regelmäßig, alle", "Befehle:",
                       "Optionen für jeden Befehl:", "Unbekannter profiles-Befehl „frob“.", "--theme muss light oder dark sein",
                       "Der Postausgang ist leer.", "Passwörter werden nie als Argumente angegeben",
                       "Deine Chatprofile", "Suchen oder Passwort eingeben (leer für alle): ", "Welchen Chat lesen?",
                       "Tippe yes, um zu löschen: ", "Tschüss.",
                       "Code festgelegt. Threshold fragt beim Start", "Code festgelegt. Jeder Befehl fragt jetzt danach.",
                       "Selbstzerstörungscode festgelegt.", "Versuchslimit aus.", "Exportiert nach ", "Archiv importiert (",
                       "Schutz: Die Daten auf diesem Gerät", "Vermerkt, dass die Daten dieses Geräts umgezogen sind."] where !all.contains(german) {
            Issue.record("missing German text: \(german)")
        }
        #expect(!all.contains("·]"), "no pseudo-locale text in German")
    }

    /// `--version` prints the app's name and the one version (also the migration manifest's).
    @Test func versionPrintsTheNameAndVersion() throws {
        let cli = CLI()
        let text = try cli.run("--version")
        #expect(text.status == 0)
        #expect(text.stdout.range(of: #"^Threshold \d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(text.stdout)")
        let json = try cli.json("--version")
        #expect(json.status == 0)
        #expect(json.object["name"] as? String == "Threshold")
        #expect(text.stdout == "Threshold \(json.object["version"] as? String ?? "?")\n")
        #expect(try cli.run("profiles", "list", "--version").status == 2)
    }

    /// `--theme` is checked with a subcommand as without one: a usage error, exit 2.
    @Test func aBadThemeIsAUsageErrorWithACommandToo() throws {
        let cli = CLI()
        let (status, code) = try cli.errorCode("--theme", "blue", "profiles", "list")
        #expect(status == 2)
        #expect(code == "usage")
        #expect(try cli.run("--theme", "dark", "profiles", "list").status == 0)
        let bare = try cli.run("--theme", "blue")
        #expect(bare.status == 2)
        #expect(bare.stderr == "threshold: --theme must be light or dark, not \"blue\".\n")
    }
}
