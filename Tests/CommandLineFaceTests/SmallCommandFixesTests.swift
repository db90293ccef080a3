import CommandLineFace
import Features
import Foundation
import Testing
import TestSupport

/// Issue 35's command-line fixes: what a command says is true of what it did and read.
@Suite struct SmallCommandFixesTests {
    let home = TemporaryDirectory("small-command-fixes")

    func run(_ argv: [String], _ lines: [String] = [], environment: [String: String] = [:]) -> (Int32, CapturingConsole) {
        let console = CapturingConsole()
        let input = ScriptedSecretInput(lines, interactive: false)
        let status = ThresholdCommandLine.run(["--data-dir", home.path] + argv, environment: environment, console: console,
                                              secrets: { _ in input })
        return (status, console)
    }

    /// `chats list --hidden --password-stdin` reads the profile's name, then its password: given
    /// one line, it says standard input ended before the password (it said "give it with
    /// --password-stdin", which was given).
    @Test func oneLineForAHiddenProfilesChatsSaysThePasswordIsMissingFromStandardInput() {
        #expect(run(["profiles", "create", "Main"]).0 == 0)
        #expect(run(["profiles", "create", "Inner"]).0 == 0)
        #expect(run(["profiles", "activate", "Main"]).0 == 0)
        #expect(run(["profiles", "hide", "Inner", "--password-stdin"], ["pw"]).0 == 0)
        let (status, console) = run(["chats", "list", "--hidden", "--password-stdin"], ["Inner"])
        #expect(status == 2)
        #expect(console.stderr.contains("Standard input ended before the password that 'chats list' needs."), "\(console.stderr)")
        #expect(console.stderr.contains("the profile's name (when NAME is left off), then the password"), "\(console.stderr)")
        #expect(!console.stderr.contains("Inner"), "a name read from standard input is not shown again")
        // Both lines: the hidden profile's chats.
        #expect(run(["chats", "list", "--hidden", "--password-stdin"], ["Inner", "pw"]).0 == 0)
        // In German, the same sentence translated.
        let (_, german) = run(["chats", "list", "--hidden", "--password-stdin"], ["Inner"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(german.stderr.contains("Die Standardeingabe endete vor dem Passwort"), "\(german.stderr)")
    }

    /// A second `migrate finalize --delete-local` on a folder already emptied (or missing) says
    /// there was nothing to delete, not "Deleted all local Threshold data"; it still succeeds (the
    /// data is gone) and opens nothing there.
    @Test func finalizingDeleteLocalWhereNothingIsLeftSaysNothingWasDeleted() throws {
        let missing = home.file("never-made")
        let console = CapturingConsole()
        let status = ThresholdCommandLine.run(["--data-dir", missing, "migrate", "finalize", "--delete-local", "--yes"],
                                              environment: [:], console: console, secrets: { _ in ScriptedSecretInput([], interactive: false) })
        #expect(status == 0, "\(console.stderr)")
        #expect(console.stdout.contains("There is no Threshold data in"), "\(console.stdout)")
        #expect(!console.stdout.contains("Deleted"), "\(console.stdout)")
        #expect(!FileManager.default.fileExists(atPath: missing), "nothing made there")
        // Empty: the same, and --json says it for scripts (the old keys kept).
        try FileManager.default.createDirectory(atPath: missing, withIntermediateDirectories: true)
        let json = CapturingConsole()
        #expect(ThresholdCommandLine.run(["--data-dir", missing, "migrate", "finalize", "--delete-local", "--yes", "--json"],
                                         environment: [:], console: json, secrets: { _ in ScriptedSecretInput([], interactive: false) }) == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["ok"] as? Bool == true && object?["deletedLocal"] as? Bool == true && object?["removed"] as? Int == 0
                && object?["nothingToDelete"] as? Bool == true, "\(json.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: missing).isEmpty)
        // Keeping a device with no data: nothing exported.
        let keep = CapturingConsole()
        #expect(ThresholdCommandLine.run(["--data-dir", missing, "migrate", "finalize"], environment: [:], console: keep,
                                         secrets: { _ in ScriptedSecretInput([], interactive: false) }) == 1)
        #expect(keep.stderr.contains("has not exported its data yet"), "\(keep.stderr)")
    }
}

/// The lists of language codes outside the code (shell completions, the man page) name exactly the
/// shipped catalogs: they can't be derived at completion time (that would open the data and pass
/// the app lock), so this test derives the expected list from the catalog library and fails when
/// one goes stale (issue 35: "de, fr, es, ru, ja, ar, qps" after fa, zh_CN, uk and tr shipped).
@Suite struct LanguageListsOutsideTheCodeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var shipped: Set<String> { Set(CatalogLibrary.shipped.choosable + [PseudoLocale.code]) }

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The words of the first line of `text` that holds `marker`, between `open` and `close` after it.
    static func codes(in text: String, after marker: String, open: String, close: String) throws -> Set<String> {
        let line = try #require(text.split(separator: "\n").first { $0.contains(marker) }, "no line with \(marker)")
        let tail = try #require(line.range(of: marker)).upperBound
        let start = try #require(line[tail...].range(of: open)).upperBound
        let end = try #require(line[start...].range(of: close)).lowerBound
        return Set(line[start..<end].split(separator: " ").map(String.init))
    }

    @Test func theCompletionsOfferEveryShippedLanguage() throws {
        let bash = try Self.codes(in: Self.read("data/completions/threshold.bash"), after: "local languages=", open: "\"", close: "\"")
        #expect(bash == Self.shipped, "threshold.bash: \(bash.symmetricDifference(Self.shipped))")
        let zsh = try Self.codes(in: Self.read("data/completions/_threshold"), after: "languages=", open: "(", close: ")")
        #expect(zsh == Self.shipped, "_threshold: \(zsh.symmetricDifference(Self.shipped))")
        let fish = try Self.codes(in: Self.read("data/completions/threshold.fish"), after: "-l lang", open: "'", close: "'")
        #expect(fish == Self.shipped, "threshold.fish --lang: \(fish.symmetricDifference(Self.shipped))")
        let fishSetting = try Self.codes(in: Self.read("data/completions/threshold.fish"), after: "__threshold_at language'", open: "'", close: "'")
        #expect(fishSetting == Self.shipped.union(["system"]), "threshold.fish language: \(fishSetting)")
    }

    @Test(arguments: ["data/man/threshold.1", "data/man/threshold-desktop.1"])
    func theManPagesNameEveryShippedLanguage(page path: String) throws {
        let page = try Self.read(path)
        let line = try #require(page.split(separator: "\n").first { $0.hasPrefix(".BR ") && $0.contains("\" de \"") })
        let named = Set(line.dropFirst(4).filter { $0 != "\"" && $0 != "," }.split(separator: " ").map(String.init))
        let expected = Self.shipped.subtracting([LanguageChoice.english, PseudoLocale.code])
        #expect(named == expected, "\(path): \(named.symmetricDifference(expected))")
    }
}
