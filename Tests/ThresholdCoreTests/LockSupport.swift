import Foundation
import Secrets
import Storage
import TestSupport
@testable import ThresholdCore

/// Runs `body` and returns the LockError it throws, or nil.
func lockError(_ body: () throws -> Void) -> LockError? {
    do {
        try body()
        return nil
    } catch let error as LockError {
        return error
    } catch {
        return nil
    }
}

/// Strings seeded before a wipe that no file may hold afterwards.
let lockMarkers = ["Quillon Varga", "bio-marker-7f3a2c", "message-marker-91bd0e", "Zephyrine Hollow",
                   "hidden-bio-5e5e5e", "archive-marker-c0ffee"]

/// The markers found in any byte of any file under `folder`.
func markersFound(under folder: String, _ markers: [String] = lockMarkers) -> [String] {
    var found = Set<String>()
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let relative = enumerator?.nextObject() as? String {
        guard let data = FileManager.default.contents(atPath: folder + "/" + relative) else { continue }
        for marker in markers where data.range(of: Data(marker.utf8)) != nil { found.insert(marker) }
    }
    return found.sorted()
}

/// The crash a test plants at a ``KeyStep``: the operation stops there, as a SIGKILL would stop it.
typealias SimulatedCrash = KeyStepKill

/// Which step, if any, crashes; settable while the store runs.
final class CrashPlan: @unchecked Sendable {
    // @unchecked Sendable: `step` is only touched under `lock`.
    private let lock = NSLock()
    private var step: KeyStep?
    private var reached: [KeyStep] = []

    func crash(at step: KeyStep?) { lock.withLock { self.step = step } }
    var stepsReached: [KeyStep] { lock.withLock { reached } }

    func check(_ here: KeyStep) throws {
        let crash = lock.withLock { () -> Bool in
            reached.append(here)
            return step == here
        }
        if crash { throw SimulatedCrash() }
    }
}

/// An in-memory Secret Service: a test double of ``Keyring`` that can be emptied or made unavailable.
final class MemoryKeyring: Keyring, @unchecked Sendable {
    // @unchecked Sendable: `entries` and `available` are only touched under `lock`.
    private let lock = NSLock()
    private var entries: [String: [UInt8]] = [:]
    private var available = true

    func store(_ secret: SecureBytes, id: String, label: String) throws(LockError) {
        guard lock.withLock({ available }) else { throw .keyUnavailable(.keyringFailed(.read, message: "keyring not running")) }
        let bytes = secret.withTemporaryArray { $0 }
        lock.withLock { entries[id] = bytes }
    }

    func lookup(id: String) throws(LockError) -> SecureBytes? {
        guard lock.withLock({ available }) else { throw .keyUnavailable(.keyringFailed(.read, message: "keyring not running")) }
        guard var bytes = lock.withLock({ entries[id] }) else { return nil }
        do { return try SecureBytes(taking: &bytes) } catch { throw .keyUnavailable(.outOfMemory) }
    }

    func remove(id: String) throws(LockError) {
        guard lock.withLock({ available }) else { throw .keyUnavailable(.keyringFailed(.read, message: "keyring not running")) }
        _ = lock.withLock { entries.removeValue(forKey: id) }
    }

    var count: Int { lock.withLock { entries.count } }
    func empty() { lock.withLock { entries = [:] } }
    func setAvailable(_ value: Bool) { lock.withLock { available = value } }
}

/// A store in a temporary folder with a manual clock, cheap KDF parameters, an in-memory keyring
/// and crash points.
struct LockFixture {
    let directory = TemporaryDirectory("lock-tests")
    let clock: ManualClock
    let keyring = MemoryKeyring()
    let crashes = CrashPlan()
    let store: ThresholdStore

    var databasePath: String { directory.file("threshold.db") }
    var keyPath: String { directory.file("threshold.key") }

    init(clockAt start: Int64 = 1_700_000_000) throws {
        clock = ManualClock(start)
        store = try Self.open(directory.file("threshold.db"), clock, keyring, crashes)
    }

    static func open(_ path: String, _ clock: ManualClock, _ keyring: MemoryKeyring, _ crashes: CrashPlan) throws -> ThresholdStore {
        let keys = KeyVault(databasePath: path, random: SecureRandom(), keyring: keyring, step: { try crashes.check($0) })
        // One chaff seed for every fixture: a self-destructed install is compared with a genuine one
        // row for row (the new install's chaff starts again from the seed, as a genuine one's does).
        return try ThresholdStore(path: path, clock: clock, random: SecureRandom(), kdfParameters: .testing, keys: keys,
                                  chaffRandom: SeededRandom(seed: 22))
    }

    /// A second store on the same files, as a restarted process would open it (no crash planned).
    func reopen() throws -> ThresholdStore {
        crashes.crash(at: nil)
        return try Self.open(databasePath, clock, keyring, crashes)
    }

    /// The key file as stored.
    func keyFile() throws -> KeyFile {
        try require(KeyFile.decode(try require(try DurableFile.read(keyPath), "key file")), "decodable key file")
    }

    func inode(_ path: String) -> UInt64 {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : 0
    }
}

/// `#require` outside a test function.
func require<T>(_ value: T?, _ what: String = "value") throws -> T {
    guard let value else { throw RequireFailure(what: what) }
    return value
}

struct RequireFailure: Error { let what: String }
