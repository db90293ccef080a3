import CommandLineFace
import Foundation
import Testing
import TestSupport

/// Issue 33: after an export to a file, "Keep using this device" (`migrate finalize`) offers to
/// delete the archive left in `DATA/archives` (it holds all the data, encrypted under its link's key).
@Suite struct KeptArchiveTests {
    func run(_ home: TemporaryDirectory, _ argv: [String], interactive: Bool, yes: Bool) -> (Int32, CapturingConsole) {
        let console = CapturingConsole()
        let input = ScriptedSecretInput([], interactive: interactive, confirmations: yes)
        let status = ThresholdCommandLine.run(["--data-dir", home.path] + argv, environment: [:], console: console,
                                              secrets: { _ in input })
        return (status, console)
    }

    func archives(_ home: TemporaryDirectory) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: home.path + "/archives")) ?? []
    }

    @Test func keepingThisDeviceOffersToDeleteTheArchiveOnATerminalAndSaysWhereItStaysOtherwise() {
        for (interactive, yes) in [(true, true), (true, false), (false, false)] {
            let home = TemporaryDirectory("kept-archive")
            #expect(run(home, ["profiles", "create", "Main"], interactive: false, yes: false).0 == 0)
            #expect(run(home, ["migrate", "export"], interactive: false, yes: false).0 == 0)
            #expect(archives(home).count == 1)
            let (status, console) = run(home, ["--json", "migrate", "finalize"], interactive: interactive, yes: yes)
            #expect(status == 0, "\(console.stderr)")
            if interactive && yes {
                #expect(archives(home).isEmpty, "deleted after the yes")
                #expect(console.stdout.contains("\"archiveDeleted\":true"))
                #expect(console.stderr.contains("Deleted the exported archive."))
            } else {
                #expect(archives(home).count == 1, "kept")
                #expect(console.stdout.contains("\"archiveDeleted\":false"))
                #expect(console.stderr.contains("The exported archive stays at"), "\(console.stderr)")
            }
        }
    }
}
