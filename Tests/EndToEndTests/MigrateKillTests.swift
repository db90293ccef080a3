import Foundation
import Testing
import TestSupport

/// SIGKILL during `threshold migrate import` at many points: the data directory is never half old,
/// and running the import again always succeeds.
@Suite struct MigrateKillTests {
    let scratch = TemporaryDirectory("e2e-migrate-kill")

    enum KillPoint: CustomStringConvertible {
        case afterMilliseconds(Int)
        case whenExists(String)

        var description: String {
            switch self {
            case .afterMilliseconds(let ms): "after \(ms) ms"
            case .whenExists(let path): "when \(path) appears"
            }
        }
    }

    @Test func killedImportsAreSafeToRepeat() throws {
        // A source big enough for the import to take a while: a seeded database and a 48 MiB file.
        let source = CLI()
        try source.run("dev", "seed", "--profiles", "4", "--chats", "100", "--messages", "100000")
        try FileManager.default.createDirectory(atPath: source.directory.path + "/files", withIntermediateDirectories: true)
        let random = FileHandle(forReadingAtPath: "/dev/urandom")
        try (random?.readData(ofLength: 48 << 20) ?? Data()).write(to: URL(fileURLWithPath: source.directory.path + "/files/big.bin"))
        let exported = try Migrate.export(source, to: scratch.file("big.age"))
        let newListing = try source.run("profiles", "list", "--json").stdout
        let newFiles = try Migrate.tree(source.directory.path + "/files", modes: false)

        // The old destination, kept as a template and copied for every attempt.
        let template = scratch.file("template")
        let templateCLI = CLI()
        try templateCLI.run("profiles", "create", "Old")
        try FileManager.default.createDirectory(atPath: templateCLI.directory.path + "/files", withIntermediateDirectories: true)
        try Data("old file".utf8).write(to: URL(fileURLWithPath: templateCLI.directory.path + "/files/old.txt"))
        try FileManager.default.copyItem(atPath: templateCLI.directory.path, toPath: template)
        let oldListing = try templateCLI.run("profiles", "list", "--json").stdout
        // A killed process may leave SQLite's -wal/-shm companions, and the import folds the
        // destination's log into its file just before the commit point: both change bytes, not data.
        // So the database is compared by its schema and rows (read with its key: the file is
        // encrypted), everything else byte for byte.
        let databaseFiles: Set<String> = ["threshold.db", "threshold.db-wal", "threshold.db-shm"]
        func filesOutsideDatabase(_ path: String) throws -> [String: Data] {
            try Migrate.tree(path, excluding: ".migration-import").filter { !databaseFiles.contains($0.key) }
        }
        let oldTree = try filesOutsideDatabase(template)
        let oldDump = try InstallDatabase.contents(template)
        #expect(oldDump.tables.first { $0.name == "profiles" }?.rows.count == 1, "the dump reads the old data")

        let points: [KillPoint] = [.whenExists(".migration-import"), .whenExists(".migration-import/staging/threshold.db"),
                                   .whenExists(".migration-import/staging/files/big.bin"), .whenExists(".migration-import/commit"),
                                   .afterMilliseconds(20), .afterMilliseconds(50), .afterMilliseconds(90), .afterMilliseconds(130),
                                   .afterMilliseconds(170), .afterMilliseconds(220), .afterMilliseconds(400)]
        var killedBeforeCommit = 0
        var outcomes: [String] = []
        for (index, point) in points.enumerated() {
            let destination = scratch.file("dest-\(index)")
            try FileManager.default.copyItem(atPath: template, toPath: destination)
            let child = try Subprocess.spawn(BinaryRunner.productsDirectory.appendingPathComponent("threshold").path,
                                             ["--data-dir", destination, "migrate", "import", exported.link, "--replace", "--json"],
                                             captureOutput: false)
            close(child.stdin)
            var ended: Int32?
            let start = Date()
            switch point {
            case .afterMilliseconds(let ms):
                usleep(UInt32(ms) * 1000)
            case .whenExists(let relative):
                while ended == nil && !FileManager.default.fileExists(atPath: destination + "/" + relative)
                        && Date().timeIntervalSince(start) < 30 {
                    ended = Subprocess.exitStatusIfEnded(child.pid)
                    if ended == nil { usleep(200) }
                }
            }
            if ended == nil {
                kill(child.pid, SIGKILL)
                ended = Subprocess.wait(child.pid)
            }
            let status = ended ?? 137

            let workspace = destination + "/.migration-import"
            let committed = FileManager.default.fileExists(atPath: workspace + "/commit")
            if status < 128 {
                // It finished before the kill: it must be fully new.
                #expect(status == 0, "\(point)")
                outcomes.append("\(point): finished")
            } else if !committed,
                      try BinaryRunner.run("threshold", ["--data-dir", destination, "profiles", "list", "--json"]).stdout == newListing {
                // Killed after the swap finished and the commit mark was removed: while the old
                // files in the workspace were being deleted, or after (while the import completed
                // the destination's onboarding, before the process exited). All new; the next
                // start removes what is left of the workspace.
                outcomes.append("\(point): killed after the swap")
            } else if !committed {
                // Before the commit point nothing outside the workspace was touched.
                killedBeforeCommit += 1
                outcomes.append("\(point): killed before commit")
                let now = try filesOutsideDatabase(destination)
                let changed = Set(now.keys).union(oldTree.keys).filter { now[$0] != oldTree[$0] }.sorted()
                #expect(changed.isEmpty, "\(point): files touched before commit: \(changed)")
                #expect(try InstallDatabase.contents(destination) == oldDump, "\(point): data changed before commit")
            } else {
                // After it, the database is whole (old or new); the retry finishes the swap.
                outcomes.append("\(point): killed after commit")
                let listing = try BinaryRunner.run("threshold", ["--data-dir", destination, "profiles", "list", "--json"]).stdout
                #expect(listing == oldListing || listing == newListing, "\(point): database half old")
            }
            let retry = try BinaryRunner.run("threshold", ["--data-dir", destination, "migrate", "import", exported.link, "--replace", "--json"])
            #expect(retry.status == 0, "\(point): retry failed: \(retry.stdout)")
            #expect(try BinaryRunner.run("threshold", ["--data-dir", destination, "profiles", "list", "--json"]).stdout == newListing,
                    "\(point): not the new data after retry")
            #expect(try Migrate.tree(destination + "/files", modes: false) == newFiles, "\(point): files differ after retry")
            #expect(!FileManager.default.fileExists(atPath: workspace), "\(point): workspace left behind")
            try? FileManager.default.removeItem(atPath: destination)
        }
        #expect(killedBeforeCommit >= 3, "too few kills landed inside the import: \(outcomes)")
        print("kill points: " + outcomes.joined(separator: "; "))
        #expect(oldListing != newListing)
    }
}
