import Foundation
import Testing
import TestSupport

/// `migrate finalize` driven as a user would (the release reviewer's finding): deleting the local
/// data without a terminal needs `--yes` (a piped "n" or no input never deletes), and finalize
/// on a device that never exported is refused. Each refusal leaves the data as it was.
@Suite struct FinalizeSafetyTests {
    let scratch = TemporaryDirectory("e2e-finalize")

    /// A device with one profile, exported to a file when `exported`.
    func device(exported: Bool) throws -> CLI {
        let cli = CLI()
        #expect(try cli.run("profiles", "create", "Ana").status == 0)
        if exported { _ = try Migrate.export(cli, to: scratch.file("ana-\(UUID().uuidString).age")) }
        return cli
    }

    /// What finalize could change: the profiles and the source's migration records.
    func state(_ cli: CLI) throws -> [String] {
        [try cli.run("profiles", "list", "--json").stdout,
         try InstallDatabase.query(cli.directory.path, "SELECT key, value FROM settings WHERE key LIKE 'migration.%' ORDER BY key;")]
    }

    @Test func aPipedNoDeletesNothing() throws {
        let cli = try device(exported: true)
        let before = try state(cli)
        let result = try cli.run(["migrate", "finalize", "--delete-local"], stdin: "n\n")
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("--yes"), "\(result.stderr)")
        #expect(!result.stdout.contains("Deleted"))
        #expect(try state(cli) == before)
        #expect(try cli.errorCode(["migrate", "finalize", "--delete-local"], stdin: "n\n") == (2, "usage"))
    }

    @Test func noStandardInputDeletesNothing() throws {
        let cli = try device(exported: true)
        let before = try state(cli)
        let binary = BinaryRunner.productsDirectory.appendingPathComponent("threshold").path
        let output = try Subprocess.run("/bin/sh", ["-c", "exec \"$0\" --data-dir \"$1\" migrate finalize --delete-local </dev/null",
                                                    binary, cli.directory.path])
        #expect(output.status == 2, "\(String(decoding: output.stderr, as: UTF8.self))")
        #expect(try state(cli) == before)
        #expect(FileManager.default.fileExists(atPath: cli.directory.path + "/threshold.db"))
    }

    @Test func yesDeletesWithoutATerminal() throws {
        let cli = try device(exported: true)
        let deleted = try cli.json("migrate", "finalize", "--delete-local", "--yes")
        #expect(deleted.status == 0 && deleted.object["deletedLocal"] as? Bool == true)
        #expect(!FileManager.default.fileExists(atPath: cli.directory.path + "/threshold.db"))
    }

    /// An export to the default place (the data folder's `archives/`) leaves no empty folder
    /// behind once finalize deleted it with the rest.
    @Test func deletingLeavesNoEmptyArchivesFolder() throws {
        let cli = CLI()
        #expect(try cli.run("profiles", "create", "Ana").status == 0)
        #expect(try cli.run("migrate", "export").status == 0)
        #expect(FileManager.default.fileExists(atPath: cli.directory.path + "/archives"))
        #expect(try cli.json("migrate", "finalize", "--delete-local", "--yes").status == 0)
        let left = (try? FileManager.default.contentsOfDirectory(atPath: cli.directory.path)) ?? []
        #expect(left.isEmpty, "\(left)")
    }

    /// Running the delete again once it finished (the crash pass's rerun after a kill that came
    /// too late) succeeds and makes nothing: no fresh install is left in the emptied folder.
    @Test func deletingAgainMakesNoNewInstall() throws {
        let cli = try device(exported: true)
        #expect(try cli.json("migrate", "finalize", "--delete-local", "--yes").status == 0)
        let again = try cli.json("migrate", "finalize", "--delete-local", "--yes")
        #expect(again.status == 0 && again.object["deletedLocal"] as? Bool == true && again.object["nothingToDelete"] as? Bool == true)
        // Said as it is: nothing was there to delete (it said "Deleted all local Threshold data").
        let human = try cli.run("migrate", "finalize", "--delete-local", "--yes")
        #expect(human.status == 0 && human.stdout.contains("There is no Threshold data in") && !human.stdout.contains("Deleted"),
                "\(human.stdout)")
        #expect(try cli.errorCode("migrate", "finalize") == (1, "nothingExported"))
        let left = (try? FileManager.default.contentsOfDirectory(atPath: cli.directory.path)) ?? []
        #expect(left.isEmpty, "\(left)")
    }

    @Test func aDeviceThatNeverExportedIsNotFinalized() throws {
        let cli = try device(exported: false)
        let before = try state(cli)
        #expect(try cli.errorCode("migrate", "finalize") == (1, "nothingExported"))
        #expect(try cli.errorCode("migrate", "finalize", "--delete-local", "--yes") == (1, "nothingExported"))
        let human = try cli.run("migrate", "finalize", "--delete-local", "--yes")
        #expect(human.status == 1)
        #expect(human.stderr.contains("has not exported its data yet"), "\(human.stderr)")
        #expect(try state(cli) == before, "nothing recorded, nothing deleted")
        // After an export it is allowed.
        _ = try Migrate.export(cli, to: scratch.file("later.age"))
        #expect(try cli.run("migrate", "finalize").status == 0)
    }

    @Test func anImportedDeviceHasNotExportedWhatItReceived() throws {
        // The source exported twice: the second archive holds the first export's records.
        let source = try device(exported: true)
        let exported = try Migrate.export(source, to: scratch.file("second.age"))
        let destination = CLI()
        #expect(try destination.run(["migrate", "import"], stdin: exported.link + "\n").status == 0)
        #expect(try destination.errorCode("migrate", "finalize") == (1, "nothingExported"))
    }
}
