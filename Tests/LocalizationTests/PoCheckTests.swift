import Foundation
import Testing

/// `scripts/po-check`, the translators' check that needs no Swift (Python 3 and gettext): it
/// passes on the shipped catalogs with a coverage line per language, and fails on a catalog that
/// drops a placeholder or has the wrong number of plural forms.
/// Whether the check's tools are installed.
private let poCheckToolsFound = ["/usr/bin/python3", "/usr/bin/msgfmt"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }

@Suite(.enabled(if: poCheckToolsFound, "python3 or msgfmt is not installed (Debian packages python3, gettext); .ci/run installs both"))
struct PoCheckTests {
    static let script = SourceStrings.root.appendingPathComponent("scripts/po-check").path

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test func theShippedCatalogsPassWithACoverageTable() throws {
        let result = try Self.run([])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("language translated"))
        for language in CatalogTests.shipped {
            #expect(result.output.split(separator: "\n").contains { $0.hasPrefix(language + " ") }, "no coverage line for \(language)")
        }
        for language in CatalogTests.complete {
            #expect(result.output.split(separator: "\n").contains { $0.hasPrefix(language + " ") && $0.contains("100%") }, "\(language) is not complete")
        }
    }

    @Test func aDroppedPlaceholderOrAWrongPluralCountFails() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("po-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = """
        # glossary: profile = Profil
        msgid ""
        msgstr ""
        "Language: xx\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n==2 ? 1 : 2);\\n"

        msgid "\\"{name}\\" is visible again (still muted)."
        msgstr "ist wieder sichtbar."

        msgid "{count} server deletion queued in the outbox."
        msgid_plural "{count} server deletions queued in the outbox."
        msgstr[0] "{count} x"
        msgstr[1] "{count} y"

        msgid "Your chat profiles"
        msgstr "Deine Chats"

        msgid "Wrong passcode."
        msgstr "Falscher \u{200E}Code\u{200E}."
        """
        let path = folder.appendingPathComponent("xx.po").path
        try catalog.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try Self.run(["-v", path])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("placeholder {name} missing"), "\(result.output)")
        #expect(result.output.contains("has 2 plural forms; Plural-Forms says 3"), "\(result.output)")
        // A mark the command line would print as "\u{200E}" (issue 35, Arabic's usage errors).
        #expect(result.output.contains("U+200E in a translation"), "\(result.output)")
        #expect(result.output.contains("glossary: 1 text with \"profile\" without \"Profil\""), "\(result.output)")
        #expect(result.output.contains("xx "), "\(result.output)")
    }

    @Test func aLongerTermIsMatchedBeforeTheWordInsideIt() throws {
        // uk.po: 16 of its 26 warnings were texts with "self-destruct passcode" counted as misses of
        // "passcode": the hyphen's "-destruct" was taken for an option and dropped, so the longer
        // term never matched. A hyphenated subcommand (lock recovery-key) is still not a term.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("po-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = """
        # glossary: passcode = код доступу
        # glossary: self-destruct passcode = код самознищення
        # glossary: recovery key = ключ відновлення
        msgid ""
        msgstr ""
        "Language: uk\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

        msgid "Remove the self-destruct passcode."
        msgstr "Прибрати код самознищення."

        msgid "lock recovery-key takes nothing, or clear. Usage: {usage}"
        msgstr "lock recovery-key нічого не приймає, або clear. Використання: {usage}"
        """
        let path = folder.appendingPathComponent("uk.po").path
        try catalog.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try Self.run(["-v", path])
        #expect(!result.output.contains("\" without \""), "\(result.output)")
    }
}
