import Foundation
import Secrets
import ThresholdCore

// Threshold's performance targets (PRODUCT.md section 10), each measured as a ratio against a
// baseline timed in the same run. Usage: swift run -c release threshold-bench [reveal|list|startup|migration|terminal|encryption|encrypted-store|self-destruct|all]

func temporaryFolder(_ label: String) -> String {
    let path = NSTemporaryDirectory() + "threshold-bench-\(label)-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Reveal: one attempt with 100 hidden profiles vs one attempt with 1, at OWASP scrypt parameters.
func benchReveal() throws {
    let parameters = ScryptParameters.owaspMinimum
    func store(hidden: Int) throws -> (ThresholdStore, String) {
        let folder = temporaryFolder("reveal")
        let store = try ThresholdStore(path: folder + "/threshold.db", kdfParameters: parameters)
        try store.createProfile(name: "Main")
        for index in 0..<hidden {
            try store.createProfile(name: "Hidden \(index)")
            try store.activateProfile(ProfileRef("Main"))
            try store.hideProfile("Hidden \(index)", password: "password \(index)")
        }
        return (store, folder)
    }
    print("reveal: \(parameters), meets OWASP minimum: \(parameters.meetsOWASPMinimum); preparing 1 and 100 hidden profiles...")
    let (one, f1) = try store(hidden: 1)
    let (hundred, f100) = try store(hidden: 100)
    defer { try? FileManager.default.removeItem(atPath: f1); try? FileManager.default.removeItem(atPath: f100) }
    let (t1, t100) = try interleaved(rounds: 9, {
        _ = try one.listProfiles(revealing: "password 0")
    }, {
        _ = try hundred.listProfiles(revealing: "password 50")
    })
    report("reveal 100 vs 1 hidden", baseline: t1, measured: t100, target: 1.25)
}

/// Profile list on 1,000,000 messages vs 1,000 messages (100 profiles, 10,000 chats).
func benchList() throws {
    let small = temporaryFolder("list-small"), large = temporaryFolder("list-large")
    defer { try? FileManager.default.removeItem(atPath: small); try? FileManager.default.removeItem(atPath: large) }
    print("list: seeding 100 profiles, 10,000 chats, 1,000 and 1,000,000 messages...")
    let seedSmall = try time { try runProduct("threshold", ["--data-dir", small, "dev", "seed", "--profiles", "100", "--chats", "10000", "--messages", "1000"]) }
    let seedLarge = try time { try runProduct("threshold", ["--data-dir", large, "dev", "seed", "--profiles", "100", "--chats", "10000", "--messages", "1000000"]) }
    print(String(format: "  seeded in %.2f s and %.2f s", seedSmall, seedLarge))
    let (ts, tl) = try interleaved(rounds: 21, {
        try runProduct("threshold", ["--data-dir", small, "profiles", "list", "--json"])
    }, {
        try runProduct("threshold", ["--data-dir", large, "profiles", "list", "--json"])
    })
    report("profiles list 1M vs 1k msgs", baseline: ts, measured: tl, target: 1.3)
    // Start-up on the large database, against a Foundation-only program.
    try benchStartup(dataDirectory: large)
}

/// Start-up: `threshold onboarding status --json` (falling back to `profiles list --json` where
/// onboarding is not built in) vs a release-built program that only imports Foundation and prints.
func benchStartup(dataDirectory: String) throws {
    let probe = try runProduct("threshold", ["--data-dir", dataDirectory, "onboarding", "status", "--json"])
    let command = probe == 0 ? ["onboarding", "status", "--json"] : ["profiles", "list", "--json"]
    let (tb, tt) = try interleaved(rounds: 31, {
        try runProduct("threshold-baseline", [])
    }, {
        try runProduct("threshold", ["--data-dir", dataDirectory] + command)
    })
    report("start-up (\(command[0]) \(command[1]))", baseline: tb, measured: tt, target: 1.5)
}

let arguments = Array(CommandLine.arguments.dropFirst())
// The children's standard error (``SignalDeaths``) is scratch: gone when the bench ends.
atexit { unlink(SignalDeaths.errorPath) }
/// `crash --trials N --seed S`: the value after `name`, or `fallback`.
func crashOption(_ name: String, _ fallback: Int) -> Int {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? fallback
}
let which = arguments.first ?? "all"
do {
    switch which {
    case "reveal": try benchReveal()
    case "receive": try benchReceive()
    case "list", "startup": try benchList()
    case "migration": try benchMigration()
    case "direct-transfer": try benchDirectTransfer()
    case "terminal": benchTerminal()
    case "reveal-latency": try benchRevealLatency()
    case "encryption": try benchEncryption()
    case "encrypted-store": try benchEncryptedStore()
    case "self-destruct": try benchSelfDestruct()
    case "removal": try benchRemoval()
    case "picture": try benchPicture()
    case "languages": try benchLanguages(rounds: crashOption("--rounds", 60), series: crashOption("--series", 3))
    case "encrypted-migration-child": try encryptedMigrationChild(arguments)
    case "crash":
        SignalDeaths.enableBacktraces()
        let only = arguments.firstIndex(of: "--only").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
        // --no-steps: random kills only (no kill at each named step, KillPoint).
        try benchCrash(trials: crashOption("--trials", 500), seed: UInt64(crashOption("--seed", 1)), only: only,
                       steps: !arguments.contains("--no-steps"))
    case "damage":
        SignalDeaths.enableBacktraces()
        try benchDamage(trials: crashOption("--trials", 5), seed: UInt64(crashOption("--seed", 1)))
    case "all":
        benchTerminal()
        let failed = runEach([("reveal", benchReveal), ("list", benchList), ("migration", benchMigration), ("encryption", benchEncryption),
                              ("encrypted-store", benchEncryptedStore), ("self-destruct", benchSelfDestruct),
                              ("picture", benchPicture)])
        if failed { exit(1) }
    default:
        FileHandle.standardError.write(Data("usage: threshold-bench [reveal|reveal-latency|list|startup|migration|direct-transfer|terminal|encryption|encrypted-store|self-destruct|removal|picture|all] | languages [--rounds N] [--series S] | crash [--trials N] [--seed S] [--only SCENARIO] [--no-steps] | damage [--trials N] [--seed S]\n".utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("threshold-bench: \(error)\n".utf8))
    exit(1)
}
