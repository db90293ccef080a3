import Foundation
import Testing
import TestSupport

/// The brand's own texts in the user's language, through the built binary: plain mode's welcome,
/// `whats-new` and `conditions show` (docs/brand.md, "Languages"). The brand is loaded before the
/// stored language setting is read, so these also show that the language is applied where the
/// texts are read, not where the file is loaded.
@Suite struct BrandLanguageEndToEndTests {
    private static let neutral = ["LANG": "C.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""]

    private static var exampleBrand: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/aurora-brand.json").path
    }

    private func run(_ cli: CLI, _ arguments: [String], environment: [String: String] = [:], stdin: String? = nil) throws -> RunResult {
        try BinaryRunner.run("threshold", ["--data-dir", cli.directory.path] + arguments, stdin: stdin,
                             environment: Self.neutral.merging(environment) { $1 })
    }

    @Test func plainModesWelcomeShowsTheGermanTaglineAndHighlights() throws {
        let cli = CLI()
        let german = try run(cli, ["--plain", "--lang", "de"], stdin: "0\n")
        #expect(german.stdout.contains("Die Zukunft des Messagings"), "\(german.stdout)")
        for text in ["Privatsphäre neu gedacht", "Keine Benutzerkennungen.", "Immun gegen Spam",
                     "Du entscheidest, wer sich verbinden kann.", "Dezentral", "Jeder kann Server betreiben."] {
            #expect(german.stdout.contains(text), "\(text)")
        }
        for english in ["The future of messaging", "Privacy redefined", "Immune to spam", "Anybody can host servers."] {
            #expect(!german.stdout.contains(english), "\(english) is still English")
        }
        let english = try run(cli, ["--plain"], stdin: "0\n")
        #expect(english.stdout.contains("The future of messaging") && english.stdout.contains("Privacy redefined"))
    }

    @Test func whatsNewAndTheConditionsFollowTheEnvironmentAndTheSetting() throws {
        let cli = CLI()
        let german = try run(cli, ["whats-new", "--all"], environment: ["LANG": "de_DE.UTF-8", "LANGUAGE": "de"])
        #expect(german.status == 0)
        #expect(german.stdout.contains("Willkommen bei Threshold"), "\(german.stdout)")
        #expect(german.stdout.contains("Schalte ein Profil stumm oder verbirg es mit einem Passwort."))
        #expect(!german.stdout.contains("Welcome to Threshold"))

        let french = try run(cli, ["conditions", "show", "--json"], environment: ["LANG": "fr_FR.UTF-8"])
        let object = try JSONSerialization.jsonObject(with: Data(french.stdout.utf8)) as? [String: Any]
        #expect(object?["version"] as? String == "2026-01", "the version users accept is the same in every language")
        #expect((object?["text"] as? String)?.hasPrefix("Conditions d’utilisation de Threshold") == true)

        // The stored setting is read after the brand was loaded, and still applies to it.
        try run(cli, ["language", "ja"])
        let japanese = try run(cli, ["whats-new", "--all", "--json"], environment: ["LANG": "de_DE.UTF-8"])
        let entries = (try JSONSerialization.jsonObject(with: Data(japanese.stdout.utf8)) as? [String: Any])?["entries"]
            as? [[String: Any]] ?? []
        #expect(entries.map { $0["version"] as? String } == ["0.1"])
        #expect(entries.first?["title"] as? String == "Threshold へようこそ")
        #expect(try run(cli, ["conditions", "show", "--lang", "ar"]).stdout.contains("شروط استخدام Threshold"))
    }

    @Test func thePseudoLocaleMarksTheBrandsTexts() throws {
        let cli = CLI()
        let whatsNew = try run(cli, ["whats-new", "--all", "--lang", "qps"])
        #expect(whatsNew.stdout.contains("çĥåţ þŕöƒîļéš öñ öñé đéṽîçé"), "\(whatsNew.stdout)")
        #expect(!whatsNew.stdout.contains("Several chat profiles on one device"))
        let plain = try run(cli, ["--plain", "--lang", "qps"], stdin: "0\n")
        #expect(plain.stdout.contains("[Ţĥé ƒûţûŕé öƒ ɱéššåĝîñĝ"), "\(plain.stdout)")
        #expect(!plain.stdout.contains("The future of messaging") && !plain.stdout.contains("Privacy redefined"))
    }

    @Test func theExampleBrandInGermanAndInALanguageItHasOneTextFor() throws {
        let cli = CLI()
        let conditions = try run(cli, ["--brand", Self.exampleBrand, "conditions", "show", "--lang", "de"])
        #expect(conditions.stdout.contains("# Nutzungsbedingungen von Aurora Chat"), "\(conditions.stdout)")
        let brazilian = try run(cli, ["--brand", Self.exampleBrand, "--plain"], environment: ["LANG": "pt_BR.UTF-8"], stdin: "0\n")
        #expect(brazilian.stdout.contains("Mensagens tranquilas para equipes pequenas"), "\(brazilian.stdout)")
        #expect(brazilian.stdout.contains("Team first"), "no Portuguese title: the default")
    }
}

/// The full screen gets its brand from the launch path (`AppLauncher`), once the language is chosen.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal end-to-end tests skipped"))
struct TmuxBrandLanguageTests {
    let cli = CLI()

    @Test func theFullScreenWelcomeShowsTheBrandInGerman() throws {
        let session = try TmuxSession("\(TmuxSession.threshold) --data-dir \(cli.directory.path) --lang de; sleep 5")
        #expect(session.waitFor("Die Zukunft des Messagings"), "\(session.screen())")
        let screen = session.screen()
        #expect(screen.contains("Privatsphäre neu gedacht") && screen.contains("Jeder kann Server betreiben."), "\(screen)")
        #expect(!screen.contains("The future of messaging") && !screen.contains("Privacy redefined"))
    }
}

/// A broken brand file's problems in the user's language, through the built binary (issue 35:
/// they were Brand's English in every language).
@Suite struct BrokenBrandLanguageEndToEndTests {
    private static let neutral = ["LANG": "C.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""]

    private func run(brand json: String) throws -> String {
        let folder = TemporaryDirectory("broken-brand")
        let file = folder.file("brand.json")
        try Data(json.utf8).write(to: URL(fileURLWithPath: file))
        let result = try BinaryRunner.run("threshold", ["--data-dir", folder.file("data"), "--brand", file, "--lang", "de", "profiles", "list"],
                                          environment: Self.neutral)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        return result.stdout + result.stderr
    }

    @Test func aBrokenBrandFilesProblemsAreGermanAfterTheirPlaces() throws {
        let output = try run(brand: #"{"formatVersion": 2, "appName": "Aurora", "accentColor": "blue", "unknownThing": 1}"#)
        #expect(output.contains("Die Markendatei ist nicht verwendbar."), "\(output)")
        #expect(output.contains("brand.json:1:19: formatVersion: Formatversion 2 wird nicht unterstützt; diese Version von Threshold liest Formatversion 1."),
                "\(output)")
        #expect(output.contains("brand.json:1:58: accentColor: Dieser Wert hat den falschen Typ"), "\(output)")
        #expect(output.contains("brand.json:1:66: unknownThing: Unbekanntes Feld. Hier erlaubte Felder: formatVersion, appName, tagline, logo, accentColor, highlights, "), "\(output)")
        #expect(output.contains("brand.json:1:1: tagline: Dieses Pflichtfeld fehlt."), "\(output)")
        for english in ["unsupported format", "expected an object", "unknown field", "expected one of", "missing required field"] {
            #expect(!output.contains(english), "\(english) is still English: \(output)")
        }

        let syntax = try run(brand: #"{"format": 1,}"#)
        #expect(syntax.contains("brand.json:1:14: Das ist kein gültiges JSON"), "\(syntax)")
        #expect(!syntax.contains("syntax error") && !syntax.contains("expected"), "\(syntax)")
    }
}
