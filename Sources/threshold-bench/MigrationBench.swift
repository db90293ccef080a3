import Foundation
import Secrets

// Migration (PRODUCT.md 10): export and import of a ~1 GiB database against `sqlite3 DB ".backup F"`
// followed by `age -r RECIPIENT -o F.age F`, timed in the same run; plus the peak RSS of the
// `threshold migrate export/import` child processes (wait4's ru_maxrss).

/// Runs a program with stdout to `output` (or /dev/null) and stderr discarded; returns its exit
/// status and peak resident set size in bytes.
private func spawnMeasured(_ path: String, _ arguments: [String], output: String = "/dev/null") throws -> (status: Int32, maxRSS: Int) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let rc = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard rc == 0 else { throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .EIO) }
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    return ((status >> 8) & 0xff, Int(usage.ru_maxrss) * 1024)
}

private func which(_ name: String) -> String? {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

private struct BenchFailure: Error, CustomStringConvertible {
    var description: String
}

/// Export and import throughput against sqlite3 .backup + age, and peak memory, on a ~1 GiB database.
func benchMigration() throws {
    guard let sqlite = which("sqlite3"), let age = which("age") else {
        throw BenchFailure(description: "migration bench needs sqlite3 and age (apt-get install sqlite3 age)")
    }
    let threshold = productsDirectory + "/threshold"
    let folder = temporaryFolder("migration")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let source = folder + "/source"
    let database = source + "/threshold.db"
    let megabytes = Int(ProcessInfo.processInfo.environment["THRESHOLD_BENCH_MIGRATION_MIB"] ?? "") ?? 1024
    print("migration: building a \(megabytes) MiB database (random blobs)...")
    let built = try time {
        guard try spawnMeasured(threshold, ["--data-dir", source, "profiles", "create", "Bench"]).status == 0 else {
            throw BenchFailure(description: "threshold could not create the source data")
        }
        let rows = megabytes * 256  // 4000-byte blobs, about one 4 KiB page each
        let sql = """
            PRAGMA synchronous = OFF;
            CREATE TABLE bench_blobs (id INTEGER PRIMARY KEY, data BLOB NOT NULL);
            BEGIN;
            WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < \(rows))
            INSERT INTO bench_blobs (data) SELECT randomblob(4000) FROM n;
            COMMIT;
            PRAGMA wal_checkpoint(TRUNCATE);
            """
        guard try spawnMeasured(sqlite, [database, sql]).status == 0 else {
            throw BenchFailure(description: "sqlite3 could not fill the database")
        }
    }
    let size = (try FileManager.default.attributesOfItem(atPath: database)[.size] as? Int) ?? 0
    print(String(format: "  %.0f MiB built in %.1f s", Double(size) / 1_048_576, built))

    let recipient = try AgeIdentity.generate().recipient.description
    var baselines: [Double] = [], exports: [Double] = [], imports: [Double] = []
    var exportRSS = 0, importRSS = 0
    for round in 0..<3 {
        let backup = folder + "/baseline.db"
        baselines.append(try time {
            guard try spawnMeasured(sqlite, [database, ".backup '\(backup)'"]).status == 0,
                  try spawnMeasured(age, ["-r", recipient, "-o", backup + ".age", backup]).status == 0
            else { throw BenchFailure(description: "the baseline failed") }
        })
        try? FileManager.default.removeItem(atPath: backup)
        try? FileManager.default.removeItem(atPath: backup + ".age")

        let archive = folder + "/export-\(round).age"
        let output = folder + "/export.json"
        var measured = (status: Int32(0), maxRSS: 0)
        exports.append(try time {
            measured = try spawnMeasured(threshold, ["--data-dir", source, "migrate", "export", "--to", archive, "--json"], output: output)
        })
        guard measured.status == 0,
              let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any],
              let link = object["link"] as? String
        else { throw BenchFailure(description: "threshold migrate export failed") }
        exportRSS = max(exportRSS, measured.maxRSS)

        let destination = folder + "/dest-\(round)"
        imports.append(try time {
            measured = try spawnMeasured(threshold, ["--data-dir", destination, "migrate", "import", link])
        })
        guard measured.status == 0 else { throw BenchFailure(description: "threshold migrate import failed") }
        importRSS = max(importRSS, measured.maxRSS)
        try? FileManager.default.removeItem(atPath: archive)
        try? FileManager.default.removeItem(atPath: destination)
    }
    let baseline = median(baselines), exported = median(exports), imported = median(imports)
    let mib = Double(size) / 1_048_576
    func line(_ name: String, _ seconds: Double) {
        let ratio = baseline / seconds
        print(String(format: "%-28@ baseline %7.2f s  measured %7.2f s  %7.1f MiB/s  throughput ratio %5.2f  (target >= 0.70) %@",
                     name as NSString, baseline, seconds, mib / seconds, ratio, ratio >= 0.7 ? "ok" : "MISSED"))
    }
    line("migrate export vs backup+age", exported)
    line("migrate import vs backup+age", imported)
    for (name, rss) in [("export", exportRSS), ("import", importRSS)] {
        print(String(format: "%-28@ peak RSS %6.1f MiB  (target < 64 MiB) %@", "migrate \(name) memory" as NSString,
                     Double(rss) / 1_048_576, rss < 64 << 20 ? "ok" : "MISSED"))
    }
}
