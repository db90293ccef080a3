import Foundation
import Testing
import TestSupport

/// PRODUCT.md 1 and 7, through the binary: no byte of a name, bio, contact or message is written
/// in plaintext to any file of the data directory, after each operation, while a large seed is
/// under way, and after the seed is killed; `sqlite3` can't read the database.
@Suite struct EncryptionAtRestTests {
    static let markers = ["Orsolya Brightwater", "bio-at-rest-4e1d", "Contact Wrenfield", "text-at-rest-77a0",
                          "Renamed Kestrel", "hidden-pw-at-rest"]
    /// Strings `dev seed` writes: its contact names and message texts.
    static let seedMarkers = ["Seeded message", "Giorgos", "Priya"]

    /// Every marker found in any file under `folder` (the database, its WAL and SHM, the key file,
    /// journals, staging folders), with the file it was found in.
    static func scan(_ folder: String, for markers: [String]) -> [String] {
        var found: [String] = []
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return ["<unreadable folder>"] }
        for case let relative as String in walker {
            let path = folder + "/" + relative
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let data = FileManager.default.contents(atPath: path) else { continue }
            for marker in markers where data.range(of: Data(marker.utf8)) != nil {
                found.append("\(marker) in \(relative)")
            }
        }
        return found
    }

    @Test func noMarkerInAnyFileAfterEachOperation() throws {
        let cli = CLI()
        let folder = cli.directory.path
        let steps: [(arguments: [String], stdin: String?)] = [
            (["profiles", "create", "Orsolya Brightwater", "--bio", "bio-at-rest-4e1d"], nil),
            (["dev", "receive", "--profile", "Orsolya Brightwater", "--chat", "Contact Wrenfield", "text-at-rest-77a0"], nil),
            (["chats", "read", "Contact Wrenfield"], nil),
            (["profiles", "create", "Second Visible"], nil),
            (["profiles", "update", "Second Visible", "--name", "Renamed Kestrel"], nil),
            (["profiles", "activate", "Renamed Kestrel"], nil),
            (["profiles", "hide", "Orsolya Brightwater", "--password-stdin"], "hidden-pw-at-rest\n"),
            (["profiles", "unhide", "Orsolya Brightwater", "--password-stdin"], "hidden-pw-at-rest\n"),
            (["profiles", "list", "--json"], nil),
        ]
        for step in steps {
            let result = try cli.run(step.arguments, stdin: step.stdin)
            #expect(result.status == 0, "\(step.arguments): \(result.stderr)")
            #expect(Self.scan(folder, for: Self.markers) == [], "after \(step.arguments)")
        }
        // The data is there: the app reads it back through its key.
        let listed = try cli.run("profiles", "list")
        #expect(listed.stdout.contains("Orsolya Brightwater") && listed.stdout.contains("Renamed Kestrel"))

        // The stock sqlite3 shell can't read the file.
        if SQLiteShell.isAvailable {
            let output = try SQLiteShell.query(folder + "/threshold.db", "SELECT name FROM profiles")
            #expect(output.contains("not a database") || output.contains("file is encrypted"), "\(output)")
            #expect(!output.contains("Orsolya"))
        } else {
            print("EncryptionAtRestTests: sqlite3 is not installed; the shell check is skipped (.ci/run installs it)")
        }
    }

    @Test func noMarkerWhileALargeSeedRunsNorAfterItIsKilled() throws {
        let cli = CLI()
        try cli.run("profiles", "create", "Orsolya Brightwater", "--bio", "bio-at-rest-4e1d")
        let seed = try RunningProcess("threshold", ["--data-dir", cli.directory.path, "dev", "seed",
                                       "--profiles", "3", "--chats", "40", "--messages", "400000"])
        var found: [String] = []
        // Scan the files over and over while the seed writes its transaction (pages spill to the
        // WAL long before the commit), then kill it part way (or after it ended: both must hold).
        for _ in 0..<30 {
            found += Self.scan(cli.directory.path, for: Self.markers + Self.seedMarkers)
        }
        seed.kill()
        found += Self.scan(cli.directory.path, for: Self.markers + Self.seedMarkers)
        #expect(found == [])
        // After the kill the install still opens and holds what was committed.
        let listed = try cli.run("profiles", "list")
        #expect(listed.status == 0)
        #expect(listed.stdout.contains("Orsolya Brightwater"))
        #expect(Self.scan(cli.directory.path, for: Self.markers + Self.seedMarkers) == [])
    }
}
