import Foundation
import TestSupport
import Testing

/// The lock screen speaks the language chosen in Threshold (PRODUCT.md 13), in every face that
/// asks before the data is open, though the setting is inside the encrypted store: a German-set
/// data folder with the app lock asks and refuses in German under `LANG=C`
/// (Features' `LockScreenLanguage`, docs/security.md).
@Suite(.serialized) struct LockScreenLanguageEndToEndTests {
    let cli = CLI()
    var dir: String { cli.directory.path }
    var file: String { cli.directory.file("threshold.language") }
    static let english = ["LANG": "C", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""]

    /// One profile, German chosen with `threshold language de`, passcode "main".
    func germanLocked() throws {
        #expect(try cli.run("profiles", "create", "Ann").status == 0)
        #expect(try cli.run("language", "de").status == 0)
        #expect(!FileManager.default.fileExists(atPath: file), "no passcode yet: nothing kept outside the store")
        #expect(try cli.run("lock", "set", "--passcode-stdin", stdin: "main\n").status == 0)
        #expect(FileManager.default.contents(atPath: file) == Data("de\n".utf8))
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    func run(_ arguments: [String], stdin: String?, environment: [String: String] = english) throws -> RunResult {
        try BinaryRunner.run("threshold", ["--data-dir", dir] + arguments, stdin: stdin, environment: environment)
    }

    @Test func theCommandLinesPasscodeCheckSpeaksGermanUnderLangC() throws {
        try germanLocked()
        let wrong = try run(["profiles", "list", "--passcode-stdin"], stdin: "nope\n")
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("Falscher Code"), "\(wrong.stderr)")
        // --lang still wins, for the prompt as for everything else.
        let french = try run(["--lang", "fr", "profiles", "list", "--passcode-stdin"], stdin: "nope\n")
        #expect(french.stderr.contains("Code incorrect"), "\(french.stderr)")
        // The right passcode opens it, and the command speaks the setting too.
        let opened = try run(["profiles", "list", "--passcode-stdin"], stdin: "main\n")
        #expect(opened.status == 0, "\(opened.stderr)")
        // Turning the lock off removes the file: no lock screen, nothing to speak.
        #expect(try cli.run("lock", "clear", "--passcode-stdin", stdin: "main\n").status == 0)
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test func plainModesPromptSpeaksGermanUnderLangC() throws {
        try germanLocked()
        let wrong = try run(["--plain"], stdin: "nope\n")
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("Falscher Code"), "\(wrong.stderr)")
    }

    @Test func aDamagedFileFallsBackToTheEnvironmentWithoutAnError() throws {
        try germanLocked()
        try Data("../xx\u{1b}[31m\n".utf8).write(to: URL(fileURLWithPath: file))
        let wrong = try run(["profiles", "list", "--passcode-stdin"], stdin: "nope\n")
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("Wrong passcode"), "\(wrong.stderr)")
        #expect(!wrong.stderr.contains("threshold.language"), "\(wrong.stderr)")
        // The right passcode puts the setting's code back.
        #expect(try run(["profiles", "list", "--passcode-stdin"], stdin: "main\n").status == 0)
        #expect(FileManager.default.contents(atPath: file) == Data("de\n".utf8))
    }

    @Test func theSelfDestructAndTheFinalDeleteLeaveNoCode() throws {
        try germanLocked()
        #expect(try cli.run("lock", "self-destruct", "set", "Decoy", "--passcode-stdin", stdin: "main\nboom\n").status == 0)
        #expect(try cli.run("profiles", "list", "--passcode-stdin", stdin: "boom\n").status == 0)
        #expect(!FileManager.default.fileExists(atPath: file), "the new install has no language setting")
        let english = try run(["profiles", "list", "--passcode-stdin"], stdin: "nope\n")
        #expect(english.stderr.contains("Wrong passcode"), "\(english.stderr)")
    }
}

/// The full screen's lock screen, in a real terminal.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal end-to-end tests skipped"))
struct TmuxLockScreenLanguageTests {
    let cli = CLI()

    @Test func theFullScreensLockScreenSpeaksGermanUnderLangC() throws {
        #expect(try cli.run("profiles", "create", "Ann").status == 0)
        #expect(try cli.run("language", "de").status == 0)
        #expect(try cli.run("lock", "set", "--passcode-stdin", stdin: "main\n").status == 0)
        let session = try TmuxSession("env LANG=C LANGUAGE= LC_ALL= LC_MESSAGES= \(TmuxSession.threshold) --data-dir \(cli.directory.path); sleep 5")
        #expect(session.waitFor("Threshold ist gesperrt"), "\(session.screen())")
        try session.type("nope")
        try session.keys("Enter")
        #expect(session.waitFor("Falscher Code"), "\(session.screen())")
        try session.keys("C-c")
    }
}
