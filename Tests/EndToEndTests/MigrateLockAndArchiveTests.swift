import Foundation
import Testing
import TestSupport

/// Issue 21 on the command line: `migrate import --archive FILE` for an archive moved elsewhere,
/// and the app lock that travels with a locked install's archive.
@Suite struct MigrateLockAndArchiveTests {
    let scratch = TemporaryDirectory("e2e-migrate-lock")

    @Test func anArchiveMovedToAnotherFolderImportsWithArchiveAndAChangedOneIsRefused() throws {
        let source = CLI(), destination = CLI()
        try source.run("profiles", "create", "Traveller")
        let exported = try Migrate.export(source, to: scratch.file("made-here.age"))
        try FileManager.default.createDirectory(atPath: scratch.file("usb stick"), withIntermediateDirectories: true)
        let moved = scratch.file("usb stick/archive.age")
        try FileManager.default.moveItem(atPath: exported.archive, toPath: moved)
        let link = exported.link + "\n"
        let missing = try destination.run(["migrate", "import", "--json"], stdin: link)
        #expect(missing.status == 1 && missing.stdout.contains("archiveNotFound") && missing.stdout.contains("--archive FILE"))
        #expect(!missing.stdout.contains("AGE-SECRET-KEY") && !missing.stderr.contains("AGE-SECRET-KEY"))
        // One byte changed: refused against the link's digest, nothing imported.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: moved))
        bytes[bytes.count - 20] ^= 0x80
        try bytes.write(to: URL(fileURLWithPath: scratch.file("usb stick/changed.age")))
        #expect(try destination.errorCode(["migrate", "import", "--archive", scratch.file("usb stick/changed.age")], stdin: link)
                == (1, "archiveCorrupted"))
        #expect(try destination.run("profiles", "list").stdout.contains("Traveller") == false)
        let imported = try destination.json("migrate", "import", "--archive", moved, stdin: link)
        #expect(imported.status == 0 && imported.object["protection"] as? String == "keyfile")
        #expect(imported.object["lock"] as? String == "none")
        #expect(try destination.run("profiles", "list").stdout.contains("Traveller"))
    }

    /// A locked source: passcode "main", self-destruct passcode "boom" for "Decoy", wipe after 3.
    func lockedExport() throws -> Migrate.Exported {
        let source = CLI()
        try source.run("profiles", "create", "Traveller")
        #expect(try source.json("lock", "set", "--passcode-stdin", stdin: "main\n").status == 0)
        #expect(try source.json("lock", "self-destruct", "set", "Decoy", "--passcode-stdin", stdin: "main\nboom\n").status == 0)
        #expect(try source.json("lock", "wipe-after", "3", "--passcode-stdin", stdin: "main\n").status == 0)
        let result = try source.run("migrate", "export", "--to", scratch.file("locked.age"), "--json", "--passcode-stdin",
                                    stdin: "main\n")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let link = try #require(object?["link"] as? String, "export failed: \(result.stderr)")
        return Migrate.Exported(link: link, archive: scratch.file("locked.age"), size: 0, sha256: "")
    }

    @Test func theLockTravelsWithTheSamePasscodeSelfDestructAndLimit() throws {
        let exported = try lockedExport()
        let destination = CLI()
        // Standard input: the link, then the other device's passcode.
        let imported = try destination.json("migrate", "import", stdin: exported.link + "\nmain\n")
        #expect(imported.status == 0)
        #expect(imported.object["protection"] as? String == "passcode" && imported.object["lock"] as? String == "carried")
        #expect(try destination.errorCode("profiles", "list") == (1, "locked"))
        let status = try destination.json("lock", "status", "--passcode-stdin", stdin: "main\n")
        #expect(status.object["lock"] as? Bool == true && status.object["selfDestruct"] as? Bool == true)
        #expect(status.object["wipeAfter"] as? Int == 3)
        #expect(try destination.run(["profiles", "list", "--passcode-stdin"], stdin: "main\n").stdout.contains("Traveller"))
        // The self-destruct passcode still replaces the data with the decoy.
        let decoy = try destination.run(["profiles", "list", "--passcode-stdin"], stdin: "boom\n")
        #expect(decoy.stdout.contains("Decoy") && !decoy.stdout.contains("Traveller"))
    }

    @Test func aWrongOrMissingPasscodeChangesNothingAndDecliningIsSaid() throws {
        let exported = try lockedExport()
        let destination = CLI()
        #expect(try destination.errorCode(["migrate", "import"], stdin: exported.link + "\nnot it\n") == (1, "wrongPasscode"))
        let missing = try destination.run(["migrate", "import", "--json"], stdin: exported.link + "\n")
        #expect(missing.status == 2 && missing.stdout.contains("--without-lock"))
        #expect(try destination.json("lock", "status").object["lock"] as? Bool == false)
        #expect(try destination.run("profiles", "list").stdout.contains("Traveller") == false)
        let declined = try destination.run(["migrate", "import", "--without-lock"], stdin: exported.link + "\n")
        #expect(declined.status == 0)
        #expect(declined.stdout.contains("this device is now unlocked") && declined.stdout.contains("threshold lock set"))
        #expect(declined.stdout.contains("Protection: the data on this device is under a key file"))
        #expect(try destination.run("profiles", "list").stdout.contains("Traveller"))
    }
}
