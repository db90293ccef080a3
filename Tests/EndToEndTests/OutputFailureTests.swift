import Foundation
import TestSupport
import Testing

/// A command whose output can't be written (a full disk, `/dev/full`) still does its work and ends
/// with its own status, never a crash: Foundation's `FileHandle.write(_:)` trapped on the error
/// (issue 36: 38 SIGILLs in `_assertionFailure`, the same address each time).
@Suite struct OutputFailureTests {
    func shell(_ command: String) throws -> Int32 {
        try Subprocess.run("/bin/sh", ["-c", command], environment: ProcessInfo.processInfo.environment, stdin: Data()).status
    }

    @Test func outputToAFullDiskIsNotACrash() throws {
        let directory = TemporaryDirectory("output-failure")
        let binary = BinaryRunner.productsDirectory.appendingPathComponent("threshold").path
        let base = "'\(binary)' --data-dir '\(directory.path)'"
        #expect(try shell("\(base) profiles create Ann > /dev/full") == 0, "the profile is made, its confirmation lost")
        #expect(try shell("\(base) --json profiles list > /dev/full 2> /dev/full") == 0)
        #expect(try shell("\(base) profiles create Ann > /dev/full 2> /dev/full") == 1, "duplicateName, its message lost")
        let listed = try BinaryRunner.run("threshold", ["--data-dir", directory.path, "profiles", "list"])
        #expect(listed.status == 0 && listed.stdout.contains("Ann"))
    }
}
