import Foundation
import Secrets
import Storage
import ThresholdCore

// Migration (PRODUCT.md 10, issue 10 item 6) on the encrypted store the binary makes (threshold.key
// at the keyfile level, page-encrypted threshold.db): export and import of a ~1 GiB database, each
// against (a) `sqlite3 PLAIN ".backup F"` + `age -r RECIPIENT -o F.age F` on a plaintext copy of the
// same rows (built in-process with no key: sqlite3 cannot read the encrypted file) and (b) the disk
// floor, `dd` of the encrypted file's bytes with fsync; all timed in the same run. Plus the peak RSS of
// the `threshold migrate export/import` child processes (wait4's ru_maxrss).

/// Runs `path` with output into `output`; returns its exit status, peak RSS (bytes) and CPU seconds.
private func spawnMeasured(_ path: String, _ arguments: [String], output: String = "/dev/null") throws
    -> (status: Int32, maxRSS: Int, cpu: Double) {
    let outcome = try runChild(path, arguments, output: output)
    return (outcome.status ?? -1, outcome.peakRSS, outcome.cpuSeconds)
}

private func which(_ name: String) -> String? {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

private struct BenchFailure: Error, CustomStringConvertible {
    var description: String
}

/// SQLite never writes the page holding the lock bytes at offset 1 GiB (its "pending byte" page), so
/// a larger file has one page there that is not an encrypted page image. Says what that page holds.
private func lockBytePageNote(_ path: String, size: Int) -> String {
    guard size > 1 << 30, let handle = FileHandle(forReadingAtPath: path) else { return "" }
    defer { try? handle.close() }
    try? handle.seek(toOffset: 1 << 30)
    let bytes = (try? handle.read(upToCount: 4096)) ?? Data()
    return bytes.allSatisfy({ $0 == 0 })
        ? " (the file is larger than 1 GiB, and its page at offset 1 GiB, SQLite's lock-byte page, is all zeros)"
        : " (the file is larger than 1 GiB; its page at offset 1 GiB is not all zeros)"
}

/// Fills the encrypted install at `source` and a plaintext database at `plainPath` with the same rows:
/// one profile, one chat, `megabytes` x 256 messages of 4,000 random hex characters (about a page each).
func fillMigrationSource(source: String, plainPath: String, megabytes: Int) throws {
    let encrypted = try ThresholdStore(path: source + "/threshold.db")
    let plainDatabase = try Database(path: plainPath, key: nil, migrations: CoreSchema.migrations)
    let plain = ThresholdStore(database: plainDatabase, clock: SystemClock(), random: SecureRandom(), kdfParameters: .owaspMinimum)
    let plan = SeedPlan(profiles: 1, chats: 1, messages: 0)
    try encrypted.seed(plan)
    try plain.seed(plan)
    // The bulk rows go in through the bench's own connection, opened with the store's key (the
    // store's writer stays inside ThresholdStore).
    let storeKey = try encrypted.databaseKey()
    let encryptedDatabase = try Database(path: encrypted.databasePath, key: try storeKey.withUnsafeBytes {
        bytes throws(DatabaseError) in try DatabaseKey(copying: bytes)
    }, migrations: CoreSchema.migrations)
    let random = SecureRandom()
    let rows = megabytes * 256, batch = 1024
    var written = 0
    while written < rows {
        let count = min(batch, rows - written)
        var bodies: [String] = []
        bodies.reserveCapacity(count)
        for _ in 0..<count { bodies.append(Hex.encode(try random.bytes(2000))) }
        for database in [encryptedDatabase, plainDatabase] {
            let first = written
            try database.write { c in
                let chat = try c.int("SELECT id FROM chats ORDER BY id LIMIT 1") ?? 1
                for (offset, body) in bodies.enumerated() {
                    try c.execute("INSERT INTO messages (chat_id, incoming, read, text, sent_at) VALUES (?, 1, 1, ?, ?)",
                                  [.integer(Int64(chat)), .text(body), .integer(Int64(1_800_000_000 + first + offset))])
                }
            }
        }
        written += count
    }
    try encryptedDatabase.checkpointAndTruncateLog()
    try plainDatabase.checkpointAndTruncateLog()
    encryptedDatabase.close()
    encrypted.closeDatabase()
    plainDatabase.close()
}

/// Export and import throughput against sqlite3 .backup + age and against dd with fsync, and peak
/// memory, on a ~1 GiB encrypted database.
func benchMigration() throws {
    guard let sqlite = which("sqlite3"), let age = which("age"), let dd = which("dd"), let openssl = which("openssl"),
          let shell = which("sh") else {
        throw BenchFailure(description: "migration bench needs sqlite3, age, dd and openssl (apt-get install sqlite3 age openssl)")
    }
    let environment = ProcessInfo.processInfo.environment
    // THRESHOLD_BENCH_MIGRATION_BINARY=PATH times another build of `threshold` (a before/after comparison).
    let threshold = environment["THRESHOLD_BENCH_MIGRATION_BINARY"] ?? productsDirectory + "/threshold"
    let megabytes = Int(environment["THRESHOLD_BENCH_MIGRATION_MIB"] ?? "") ?? 1024
    // THRESHOLD_BENCH_MIGRATION_KEEP=DIR keeps the built source and its twin in DIR and reuses them
    // when a later run asks for the same size (building them takes longer than the timed work).
    let kept = environment["THRESHOLD_BENCH_MIGRATION_KEEP"].map { $0 + "/\(megabytes)mib" }
    let folder = kept ?? temporaryFolder("migration")
    defer {
        if kept == nil { try? FileManager.default.removeItem(atPath: folder) }
    }
    let source = folder + "/source"
    let database = source + "/threshold.db", plainPath = folder + "/plain.db"
    let reuse = kept != nil && FileManager.default.fileExists(atPath: folder + "/built")
    print("migration: \(reuse ? "reusing" : "building") a \(megabytes) MiB encrypted install and its plaintext twin (random text) (load \(loadAverage()))...")
    let built = reuse ? 0 : try time {
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard try spawnMeasured(threshold, ["--data-dir", source, "profiles", "create", "Bench"]).status == 0 else {
            throw BenchFailure(description: "threshold could not create the source install")
        }
        try fillMigrationSource(source: source, plainPath: plainPath, megabytes: megabytes)
        if kept != nil { _ = FileManager.default.createFile(atPath: folder + "/built", contents: Data()) }
    }
    let size = (try FileManager.default.attributesOfItem(atPath: database)[.size] as? Int) ?? 0
    let plainSize = (try FileManager.default.attributesOfItem(atPath: plainPath)[.size] as? Int) ?? 0
    print(String(format: "  %.0f MiB encrypted, %.0f MiB plaintext, built in %.1f s", Double(size) / 1_048_576,
                 Double(plainSize) / 1_048_576, built))

    let recipient = try AgeIdentity.generate().recipient.description
    // The cryptography's rates, before and after the rounds (the mean of the two), for the floor.
    let ratesBefore = try CryptoRates.measure(openssl: openssl)
    var backups: [Double] = [], copies: [Double] = [], exports: [Double] = [], imports: [Double] = []
    var restores: [Double] = [], archiveBytes = 0, plaintextBytes = 0
    var exportRSS = 0, importRSS = 0
    var cpu: [String: Double] = [:]   // CPU seconds (user + system) summed over the rounds
    for round in 0..<3 {
        let backup = folder + "/baseline.db"
        backups.append(try time {
            let copied = try spawnMeasured(sqlite, [plainPath, ".backup '\(backup)'"])
            guard copied.status == 0 else { throw BenchFailure(description: "the backup + age baseline failed") }
            let encrypted = try spawnMeasured(age, ["-r", recipient, "-o", backup + ".age", backup])
            guard encrypted.status == 0 else { throw BenchFailure(description: "the backup + age baseline failed") }
            cpu["backup", default: 0] += copied.cpu
            cpu["age", default: 0] += encrypted.cpu
        })
        try? FileManager.default.removeItem(atPath: backup)
        try? FileManager.default.removeItem(atPath: backup + ".age")

        let copy = folder + "/dd-copy"
        copies.append(try time {
            let copied = try spawnMeasured(dd, ["if=" + database, "of=" + copy, "bs=1M", "conv=fsync"])
            guard copied.status == 0 else { throw BenchFailure(description: "the dd baseline failed") }
            cpu["dd", default: 0] += copied.cpu
        })
        try? FileManager.default.removeItem(atPath: copy)

        let archive = folder + "/export-\(round).age"
        try? FileManager.default.removeItem(atPath: archive)
        let output = folder + "/export.json"
        var measured = (status: Int32(0), maxRSS: 0, cpu: 0.0)
        exports.append(try time {
            measured = try spawnMeasured(threshold, ["--data-dir", source, "migrate", "export", "--to", archive, "--json"], output: output)
        })
        guard measured.status == 0,
              let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any],
              let link = object["link"] as? String
        else {
            let answer = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
            throw BenchFailure(description: "threshold migrate export failed (status \(measured.status)): \(answer)"
                               + lockBytePageNote(database, size: size))
        }
        exportRSS = max(exportRSS, measured.maxRSS)
        cpu["export", default: 0] += measured.cpu
        archiveBytes = (try FileManager.default.attributesOfItem(atPath: archive)[.size] as? Int) ?? 0

        // A manual restore of the same archive (the import's baseline): `age -d` with the link's
        // key, `tar -x`, `sqlite3 PRAGMA integrity_check` (the archive's database entry is an online
        // backup, plaintext inside age, so sqlite3 reads it).
        let restored = folder + "/restored-\(round)", identity = folder + "/identity.txt"
        try? FileManager.default.removeItem(atPath: restored)
        try FileManager.default.createDirectory(atPath: restored, withIntermediateDirectories: true)
        guard let key = link.components(separatedBy: "key=").last?.components(separatedBy: "&").first,
              key.hasPrefix("AGE-SECRET-KEY-1") else { throw BenchFailure(description: "the export's link has no key") }
        _ = FileManager.default.createFile(atPath: identity, contents: Data((key + "\n").utf8),
                                           attributes: [.posixPermissions: 0o600])
        restores.append(try time {
            let unpacked = try spawnMeasured(shell, ["-c", "age -d -i \"$1\" \"$2\" | tar -x -C \"$3\"", "restore",
                                                     identity, archive, restored])
            guard unpacked.status == 0 else { throw BenchFailure(description: "the manual restore (age -d | tar -x) failed") }
            let checked = try spawnMeasured(sqlite, [restored + "/threshold.db", "PRAGMA integrity_check"], output: folder + "/check.txt")
            let answer = (try? String(contentsOfFile: folder + "/check.txt", encoding: .utf8)) ?? ""
            guard checked.status == 0, answer.trimmingCharacters(in: .whitespacesAndNewlines) == "ok" else {
                throw BenchFailure(description: "the manual restore's integrity_check said: \(answer.prefix(200))")
            }
            cpu["restore", default: 0] += unpacked.cpu + checked.cpu
        })
        plaintextBytes = (try FileManager.default.attributesOfItem(atPath: restored + "/threshold.db")[.size] as? Int) ?? 0
        try? FileManager.default.removeItem(atPath: restored)
        try? FileManager.default.removeItem(atPath: identity)

        let destination = folder + "/dest-\(round)"
        try? FileManager.default.removeItem(atPath: destination)
        imports.append(try time {
            measured = try spawnMeasured(threshold, ["--data-dir", destination, "migrate", "import", link])
        })
        guard measured.status == 0 else { throw BenchFailure(description: "threshold migrate import failed") }
        importRSS = max(importRSS, measured.maxRSS)
        cpu["import", default: 0] += measured.cpu
        try? FileManager.default.removeItem(atPath: archive)
        try? FileManager.default.removeItem(atPath: destination)
    }
    // Throughput in MiB/s of each side's own bytes (the plaintext twin is a little smaller: no
    // per-page nonce and tag).
    let mib = Double(size) / 1_048_576, plainMiB = Double(plainSize) / 1_048_576
    let backupRate = plainMiB / median(backups), ddRate = mib / median(copies)
    print(String(format: "  baselines: backup + age %.2f s (%.1f MiB/s), dd + fsync %.2f s (%.1f MiB/s) (load %@)",
                 median(backups), backupRate, median(copies), ddRate, loadAverage()))
    func line(_ name: String, _ seconds: Double) {
        let rate = mib / seconds
        let vsBackup = rate / backupRate, vsDisk = rate / ddRate
        print(String(format: "%-28@ %7.2f s  %7.1f MiB/s  vs backup+age %5.2f (>= 1.50) %@  vs dd %5.2f (>= 0.80) %@",
                     name as NSString, seconds, rate, vsBackup, (vsBackup >= 1.5 ? "ok" : "MISSED") as NSString,
                     vsDisk, (vsDisk >= 0.8 ? "ok" : "MISSED") as NSString))
    }
    line("migrate export (encrypted)", median(exports))
    line("migrate import (encrypted)", median(imports))

    // Import against a manual restore of the same archive, and both directions against the floor.
    let ratesAfter = try CryptoRates.measure(openssl: openssl)
    let rates = CryptoRates(chacha: (ratesBefore.chacha + ratesAfter.chacha) / 2,
                            gcmSeal: (ratesBefore.gcmSeal + ratesAfter.gcmSeal) / 2,
                            gcmOpen: (ratesBefore.gcmOpen + ratesAfter.gcmOpen) / 2,
                            sha256: (ratesBefore.sha256 + ratesAfter.sha256) / 2)
    let bytes = MigrationBytes(database: Double(size), plaintext: Double(plaintextBytes), archive: Double(archiveBytes))
    let cores = onlineCores()
    print("  " + rates.summary + String(format: "; %.0f cores", cores))
    let vsRestore = median(restores) / median(imports)
    print(String(format: "%-28@ %7.2f s  vs manual restore (age -d | tar -x, sqlite3 integrity_check) %.2f s: %5.2f (>= 1.00) %@",
                 "migrate import (encrypted)" as NSString, median(imports), median(restores), vsRestore,
                 (vsRestore >= 1.0 ? "ok" : "MISSED") as NSString))
    for (name, seconds, cryptoCPU) in [("migrate export (encrypted)", median(exports), bytes.exportCPUSeconds(rates)),
                                       ("migrate import (encrypted)", median(imports), bytes.importCPUSeconds(rates))] {
        let floor = max(median(copies), cryptoCPU / cores)
        let ratio = floor / seconds
        print(String(format: "%-28@ %7.2f s  floor %.2f s (max of dd + fsync %.2f s, cryptography %.2f CPU s / %.0f cores = %.2f s): %5.2f (>= 0.80) %@",
                     name as NSString, seconds, floor, median(copies), cryptoCPU, cores, cryptoCPU / cores, ratio,
                     (ratio >= 0.8 ? "ok" : "MISSED") as NSString))
    }
    print("  rounds: export " + exports.map { String(format: "%.2f", $0) }.joined(separator: ", ")
          + "; import " + imports.map { String(format: "%.2f", $0) }.joined(separator: ", ")
          + "; manual restore " + restores.map { String(format: "%.2f", $0) }.joined(separator: ", ")
          + "; dd " + copies.map { String(format: "%.2f", $0) }.joined(separator: ", "))
    // CPU time says what the work costs whatever else the machine runs (wall time under load does not).
    let rounds = Double(backups.count)
    print(String(format: "  CPU per round (user + system): sqlite3 .backup %.2f s + age %.2f s, dd %.2f s, export %.2f s, import %.2f s, manual restore %.2f s",
                 (cpu["backup"] ?? 0) / rounds, (cpu["age"] ?? 0) / rounds, (cpu["dd"] ?? 0) / rounds,
                 (cpu["export"] ?? 0) / rounds, (cpu["import"] ?? 0) / rounds, (cpu["restore"] ?? 0) / rounds))
    for (name, rss) in [("export", exportRSS), ("import", importRSS)] {
        print(String(format: "%-28@ peak RSS %6.1f MiB  (target < 64 MiB) %@", "migrate \(name) memory" as NSString,
                     Double(rss) / 1_048_576, rss < 64 << 20 ? "ok" : "MISSED"))
    }
}
