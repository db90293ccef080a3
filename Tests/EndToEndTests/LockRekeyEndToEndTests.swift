import Foundation
import Testing
import TestSupport

/// `threshold lock rekey` and `lock set --rekey` (PRODUCT.md 7): a new database key, every page
/// re-encrypted; an old copy of threshold.key with the old passcode reads nothing written since.
@Suite struct LockRekeyEndToEndTests {
    @Test func setWithRekeyLeavesTheOldKeyFileUseless() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Alice")
        #expect(try cli.json("lock", "set", "--passcode-stdin", stdin: "old passphrase\n").status == 0)
        let oldKeyFile = try Data(contentsOf: URL(fileURLWithPath: cli.directory.file("threshold.key")))
        let set = try cli.json("lock", "set", "--rekey", "--passcode-stdin", stdin: "old passphrase\nnew passphrase\n")
        #expect(set.object["rekeyed"] as? Bool == true)
        #expect(try cli.json("profiles", "create", "Written After", "--passcode-stdin", stdin: "new passphrase\n").status == 0)
        #expect(try cli.json("lock", "rekey", "--passcode-stdin", stdin: "new passphrase\n").object["rekeyed"] as? Bool == true)
        #expect(try cli.errorCode("lock", "status", "--rekey", "--passcode-stdin", stdin: "new passphrase\n").1 == "usage")
        let listed = try cli.json("profiles", "list", "--passcode-stdin", stdin: "new passphrase\n")
        #expect("\(listed.object)".contains("Written After"))
        // The attacker's copy: today's database beside the key file from before the change.
        let copy = TemporaryDirectory("rekey-e2e-copy")
        for name in try FileManager.default.contentsOfDirectory(atPath: cli.directory.path) where name.hasPrefix("threshold.db") {
            try FileManager.default.copyItem(atPath: cli.directory.file(name), toPath: copy.file(name))
        }
        try oldKeyFile.write(to: URL(fileURLWithPath: copy.file("threshold.key")))
        let old = try BinaryRunner.run("threshold", ["--data-dir", copy.path, "--json", "profiles", "list", "--passcode-stdin"],
                                       stdin: "old passphrase\n")
        #expect(old.status != 0)
        #expect(!old.stdout.contains("Written After") && !old.stdout.contains("Alice"))
    }
}
