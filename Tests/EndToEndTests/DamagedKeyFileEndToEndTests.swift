import Foundation
import TestSupport
import Testing

/// Through the binary (issue 36): at the passcode level with wipe-after 3, a damaged key file makes
/// the right passcode `keyFileDamaged` three times with nothing counted or wiped, and
/// `lock recover` opens the data with the recovery key.
@Suite struct DamagedKeyFileEndToEndTests {
    @Test func theRightPasscodeOnADamagedKeyFileNeverWipesAndTheRecoveryKeyOpensIt() throws {
        let cli = CLI()
        #expect(try cli.run("profiles", "create", "Ann").status == 0)
        #expect(try cli.run(["--passcode-stdin", "lock", "set"], stdin: "2468\n").status == 0)
        #expect(try cli.run(["--passcode-stdin", "lock", "wipe-after", "3"], stdin: "2468\n").status == 0)
        let made = try cli.json("--passcode-stdin", "lock", "recovery-key", stdin: "2468\n")
        let key = try #require(made.object["recoveryKey"] as? String)
        let keyPath = cli.directory.file("threshold.key")
        var bytes = try #require(FileManager.default.contents(atPath: keyPath))
        bytes[40] ^= 0x04  // the salt
        try bytes.write(to: URL(fileURLWithPath: keyPath))
        for _ in 1...3 {
            let (status, code) = try cli.errorCode(["--passcode-stdin", "profiles", "list"], stdin: "2468\n")
            #expect(status == 1 && code == "keyFileDamaged")
        }
        #expect(FileManager.default.contents(atPath: keyPath) == bytes, "no attempt recorded")
        #expect(try cli.run(["lock", "recover", "passcode", "--recovery-stdin"], stdin: key + "\n1357\n").status == 0)
        let listed = try cli.run(["--passcode-stdin", "profiles", "list"], stdin: "1357\n")
        #expect(listed.status == 0 && listed.stdout.contains("Ann"))
    }
}
