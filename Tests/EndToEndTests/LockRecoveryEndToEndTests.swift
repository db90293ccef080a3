import Foundation
import Testing
import TestSupport

/// `threshold lock recovery-key` and `lock recover` (PRODUCT.md 7): a recovery key, shown once,
/// opens the data when the passcode is forgotten, and the data is protected again at a chosen level.
@Suite struct LockRecoveryEndToEndTests {
    @Test func aForgottenPasscodeIsRecoveredWithTheRecoveryKey() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Alice")
        let set = try cli.run("lock", "set", "--passcode-stdin", stdin: "forgotten passphrase\n")
        #expect(set.status == 0)
        #expect(set.stderr.contains("Without a recovery key, a lost keyring entry or a forgotten passcode means the data can't be read"),
                "declining (no terminal to ask on) is said plainly")
        let made = try cli.json("lock", "recovery-key", "--passcode-stdin", stdin: "forgotten passphrase\n")
        let key = try #require(made.object["recoveryKey"] as? String)
        #expect(key.split(separator: "-").count == 8)
        #expect(try cli.run("lock", "set", "--passcode-stdin", stdin: "forgotten passphrase\nanother passphrase\n").stderr
            .contains("recovery key") == false, "no offer while a recovery key exists")
        // A typo, a key of another install: clear codes, nothing changed.
        var typo = Array(key)
        typo[0] = typo[0] == "7" ? "8" : "7"
        #expect(try cli.errorCode("lock", "recover", "keyfile", "--recovery-stdin", stdin: String(typo) + "\n").1 == "malformedRecoveryKey")
        let other = CLI()
        try other.run("profiles", "create", "Bob")
        let otherKey = try #require(try other.json("lock", "recovery-key").object["recoveryKey"] as? String)
        #expect(try cli.errorCode("lock", "recover", "keyfile", "--recovery-stdin", stdin: otherKey + "\n").1 == "wrongRecoveryKey")
        #expect(try cli.errorCode("lock", "recover", "floppy", "--recovery-stdin", stdin: key + "\n").1 == "usage")
        // The right key, with a new passcode.
        let recovered = try cli.json("lock", "recover", "passcode", "--recovery-stdin", stdin: key.lowercased() + "\nnew passphrase\n")
        #expect(recovered.status == 0 && recovered.object["level"] as? String == "passcode")
        let listed = try cli.run("profiles", "list", "--passcode-stdin", stdin: "new passphrase\n")
        #expect(listed.status == 0 && listed.stdout.contains("Alice"))
        #expect(try cli.errorCode("profiles", "list", "--passcode-stdin", stdin: "another passphrase\n").1 == "wrongPasscode")
        // Again, to the key-file level: no passcode needed afterwards.
        #expect(try cli.json("lock", "recover", "keyfile", "--recovery-stdin", stdin: key + "\n").status == 0)
        #expect(try cli.run("profiles", "list").stdout.contains("Alice"))
        #expect(try cli.json("lock", "recovery-key", "clear").status == 0)
        #expect(try cli.errorCode("lock", "recover", "keyfile", "--recovery-stdin", stdin: key + "\n").1 == "noRecoveryKey")
    }
}
