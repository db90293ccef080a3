import Foundation
import Secrets
import Storage
import ThresholdCore

// Encryption at rest (PRODUCT.md 10, issue 10 item 6): the store's own code paths on an encrypted
// and an unencrypted database in one run. The shipping binary always encrypts, so the unencrypted
// side is the same `ThresholdStore` code over a `Database` opened with no key (the page VFS off); the
// encrypted side is a real install made by `ThresholdStore(path:)` (threshold.key at the keyfile
// level, as the binary makes by default), opened the way the binary opens it.

private struct EncryptedStoreBenchFailure: Error, CustomStringConvertible {
    var description: String
}

/// The plan of PRODUCT.md 10's large database.
private let largePlan = SeedPlan(profiles: 100, chats: 10_000, messages: 1_000_000)

/// An unencrypted store over `path` (same schema, same store code, no page encryption).
private func plaintextStore(_ path: String) throws -> (ThresholdStore, Database) {
    let database = try Database(path: path, key: nil, migrations: CoreSchema.migrations)
    return (ThresholdStore(database: database, clock: SystemClock(), random: SecureRandom(), kdfParameters: .owaspMinimum), database)
}

/// A real install at `folder`/threshold.db: threshold.key and an encrypted database.
private func encryptedStore(_ folder: String) throws -> ThresholdStore {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                            attributes: [.posixPermissions: 0o700])
    return try ThresholdStore(path: folder + "/threshold.db")
}

func benchEncryptedStore() throws {
    let folder = temporaryFolder("encrypted-store")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    print("encrypted store: seeding 100 profiles, 10,000 chats, 1,000,000 messages, plain / encrypted / encrypted / plain (load \(loadAverage()))...")
    // A-B-B-A, so a drift of the shared machine over the run hits both sides alike.
    var seedPlain = 0.0, seedEncrypted = 0.0
    for (index, encrypted) in [false, true, true, false].enumerated() {
        if encrypted {
            let store = try encryptedStore(folder + "/encrypted-\(index)")
            seedEncrypted += try time { try store.seed(largePlan) }
            try store.checkpointAndTruncateLog()
            store.closeDatabase()
        } else {
            let (_, database) = try plaintextStore(folder + "/plain-\(index).db")
            let store = ThresholdStore(database: database, clock: SystemClock(), random: SecureRandom(), kdfParameters: .owaspMinimum)
            seedPlain += try time { try store.seed(largePlan) }
            try database.checkpointAndTruncateLog()
            database.close()
        }
    }
    report("seed 1M msgs enc vs plain", baseline: seedPlain / 2, measured: seedEncrypted / 2, target: 1.5)
    let plainPath = folder + "/plain-0.db", encryptedFolder = folder + "/encrypted-1"
    let sizes = [plainPath, encryptedFolder + "/threshold.db"].map { ((try? FileManager.default.attributesOfItem(atPath: $0))?[.size] as? Int) ?? 0 }
    print(String(format: "  files: %.1f MB plain, %.1f MB encrypted (load %@)", Double(sizes[0]) / 1e6, Double(sizes[1]) / 1e6, loadAverage()))

    // The same encrypted database format opened with a key held in memory (no threshold.key read):
    // separates the page VFS's own cost from the key file's.
    let vfsPath = folder + "/vfs-only.db"
    let vfsKey = try DatabaseKey.generate()
    do {
        let database = try Database(path: vfsPath, key: vfsKey, migrations: CoreSchema.migrations)
        let store = ThresholdStore(database: database, clock: SystemClock(), random: SecureRandom(), kdfParameters: .owaspMinimum)
        let seconds = try time { try store.seed(largePlan) }
        try database.checkpointAndTruncateLog()
        database.close()
        print(String(format: "  seed of the VFS-only database (key in memory): %.0f ms, %.2fx the plaintext mean", seconds * 1000,
                     seconds / (seedPlain / 2)))
    }

    /// Opens one of the three: 0 plaintext, 1 encrypted with the key in memory, 2 the real install.
    func open(_ which: Int) throws -> (ThresholdStore, () -> Void) {
        switch which {
        case 0:
            let (store, database) = try plaintextStore(plainPath)
            return (store, { database.close() })
        case 1:
            let database = try Database(path: vfsPath, key: vfsKey, migrations: CoreSchema.migrations)
            return (ThresholdStore(database: database, clock: SystemClock(), random: SecureRandom(), kdfParameters: .owaspMinimum),
                    { database.close() })
        default:
            let store = try ThresholdStore(path: encryptedFolder + "/threshold.db")
            return (store, { store.closeDatabase() })
        }
    }
    /// Medians of `work` on the three, round-robin for 31 rounds.
    func threeWay(_ work: (ThresholdStore) throws -> Void) throws -> [Double] {
        var times: [[Double]] = [[], [], []]
        for _ in 0..<31 {
            for which in 0..<3 {
                times[which].append(try time {
                    let (store, close) = try open(which)
                    try work(store)
                    close()
                })
            }
        }
        return times.map(median)
    }
    // Open + profile list, the work of `profiles list --json` minus the process.
    let list = try threeWay { store in
        guard try store.listProfiles().profiles.count == 100 else { throw EncryptedStoreBenchFailure(description: "unexpected list") }
    }
    report("open + list, VFS vs plain", baseline: list[0], measured: list[1], target: 1.15)
    report("open + list, install vs plain", baseline: list[0], measured: list[2], target: 1.15)
    // Open + onboarding snapshot, the work of `onboarding status --json` minus the process.
    let start = try threeWay { store in _ = try store.onboardingSnapshot() }
    report("open + onboarding, VFS vs plain", baseline: start[0], measured: start[1], target: 1.15)
    report("open + onboarding, install vs pl", baseline: start[0], measured: start[2], target: 1.15)
    print("  (load \(loadAverage()))")

    // The real binary on that encrypted install: start-up against the Foundation-only baseline
    // (PRODUCT.md 10's start-up target), and the list command's absolute time for reference.
    let (tb, tt) = try interleaved(rounds: 31, {
        try runProduct("threshold-baseline", [])
    }, {
        guard try runProduct("threshold", ["--data-dir", encryptedFolder, "onboarding", "status", "--json"]) == 0 else {
            throw EncryptedStoreBenchFailure(description: "threshold onboarding status failed on the encrypted install")
        }
    })
    report("binary start-up enc vs hello", baseline: tb, measured: tt, target: 1.5)
    let (_, tl) = try interleaved(rounds: 31, {
        try runProduct("threshold-baseline", [])
    }, {
        guard try runProduct("threshold", ["--data-dir", encryptedFolder, "profiles", "list", "--json"]) == 0 else {
            throw EncryptedStoreBenchFailure(description: "threshold profiles list failed on the encrypted install")
        }
    })
    print(String(format: "  binary profiles list --json on the encrypted install: %.3f ms (hello %.3f ms) (load %@)", tl * 1000, tb * 1000, loadAverage()))
    // The binary cannot run on a plaintext store (it encrypts one on open), so the per-command ratio
    // is derived: the binary's time on the encrypted install against that time minus the in-process
    // difference the encryption makes (install vs plaintext above). An estimate, printed as one.
    print(String(format: "  derived, binary on plaintext (estimate): list %.2fx, start-up %.2fx",
                 tl / (tl - (list[2] - list[0])), tt / (tt - (start[2] - start[0]))))
}
