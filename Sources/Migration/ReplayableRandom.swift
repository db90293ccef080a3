import Foundation
import Secrets

/// The random bytes of one direct transfer's archive stream, drawn once from the system and given
/// again, in the same order, to every later pass: the age header (file key, ephemeral share,
/// payload nonce) of a regenerated stream is then byte for byte the first one's, so a destination
/// whose connection broke can continue from the byte where it stopped (docs/migration.md,
/// "Resume"). The bytes are secrets (they make the file key) and are zeroed on deinit.
///
/// `@unchecked Sendable`: `recorded` is only touched under `lock`.
final class ReplayableRandom: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [[UInt8]] = []

    /// A fresh record: the first pass draws from the system.
    init() {}

    /// The bytes an earlier process recorded (a serve resumed after a restart, ``ServeResumeRecord``).
    init(recorded: [[UInt8]]) { self.recorded = recorded }

    /// What was drawn so far (secrets: the caller seals them and zeroes its copy).
    func recordedBytes() -> [[UInt8]] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    deinit {
        for index in recorded.indices {
            for byte in recorded[index].indices { recorded[index][byte] = 0 }
        }
    }

    /// A random source for one pass over the stream: it repeats what earlier passes drew, then draws more.
    func pass() -> Pass { Pass(owner: self) }

    fileprivate func bytes(_ count: Int, at index: Int) throws(SecretsError) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if index < recorded.count {
            guard recorded[index].count == count else {
                throw .invalidParameters("a regenerated archive asked for different random bytes")
            }
            return recorded[index]
        }
        let fresh = try SecureRandom().bytes(count)
        recorded.append(fresh)
        return fresh
    }

    /// One pass's position in the recorded bytes (`@unchecked Sendable`: used by one thread at a time).
    final class Pass: RandomSource, @unchecked Sendable {
        private let owner: ReplayableRandom
        private var next = 0

        fileprivate init(owner: ReplayableRandom) {
            self.owner = owner
        }

        func bytes(_ count: Int) throws(SecretsError) -> [UInt8] {
            let value = try owner.bytes(count, at: next)
            next += 1
            return value
        }
    }
}
