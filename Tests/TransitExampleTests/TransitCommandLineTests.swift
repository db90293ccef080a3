import Foundation
import Testing
import TestSupport

/// The built binary's command line: usage errors exit 2, unusable data exits 1, both with a
/// message on standard error; the default data directory follows the environment.
@Suite struct TransitCommandLineTests {
    func run(_ arguments: [String], environment: [String: String] = [:], stdin: String = "") throws
        -> (status: Int32, stdout: String, stderr: String) {
        var env = TransitBinary.cleanEnvironment
        for (key, value) in environment { env[key] = value }
        let output = try Subprocess.run(TransitBinary.path, arguments, environment: env, stdin: Data(stdin.utf8))
        return (output.status, String(decoding: output.stdout, as: UTF8.self), String(decoding: output.stderr, as: UTF8.self))
    }

    @Test func usageErrorsExit2() throws {
        let unknown = try run(["--colour"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("threshold-transit: Unknown option --colour."))
        #expect(unknown.stderr.contains("Usage: threshold-transit"))
        #expect(try run(["--data-dir"]).status == 2)
        #expect(try run(["--simulate-release", "3"]).status == 2)
        let help = try run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--data-dir DIR"))
    }

    @Test func aDataDirectoryThatIsAFileExits1() throws {
        let folder = TemporaryDirectory("transit-cli")
        let file = folder.file("taken")
        _ = FileManager.default.createFile(atPath: file, contents: Data())
        let result = try run(["--plain", "--data-dir", file])
        #expect(result.status == 1)
        #expect(result.stderr.contains("can't be used for onboarding progress (not a folder)"), "\(result.stderr)")
    }

    @Test func theDefaultDataDirectoryFollowsTheEnvironment() throws {
        let folder = TemporaryDirectory("transit-cli-home")
        _ = try run(["--plain"], environment: ["THRESHOLD_TRANSIT_HOME": folder.file("own")], stdin: "a\n")
        #expect(FileManager.default.fileExists(atPath: folder.file("own/onboarding.db")))
        _ = try run(["--plain"], environment: ["XDG_DATA_HOME": folder.file("xdg")], stdin: "a\n")
        #expect(FileManager.default.fileExists(atPath: folder.file("xdg/threshold-transit/onboarding.db")))
        _ = try run(["--plain"], environment: ["XDG_DATA_HOME": "", "HOME": folder.file("home")], stdin: "a\n")
        #expect(FileManager.default.fileExists(atPath: folder.file("home/.local/share/threshold-transit/onboarding.db")))
        let none = try run(["--plain"], environment: ["XDG_DATA_HOME": "", "HOME": ""])
        #expect(none.status == 2)
        #expect(none.stderr.contains("--data-dir DIR"))
    }

    @Test func plainModeGoesBackBeforeTheRegionIsChosen() throws {
        let folder = TemporaryDirectory("transit-plain-back")
        let result = try run(["--plain", "--data-dir", folder.path], stdin: "n\nback\na\nlisboa\n4\n\n")
        #expect(result.status == 0)
        // Location asked twice (the second answer wins), then the region, then alerts with "near me".
        #expect(result.stdout.components(separatedBy: "Allow location?").count == 3, "\(result.stdout)")
        #expect(result.stdout.contains("4. [ ] Only stops near me"))
        #expect(result.stdout.contains("Threshold Transit · Lisbon Metropolitan Area"))
        #expect(result.stdout.contains("Location: allowed"))
        #expect(result.stdout.contains("Service alerts: Delays and cancellations, Detours and moved stops, Only stops near me"))
    }
}
