import TestSupport
import Foundation
import Secrets

func hex(_ text: String) -> [UInt8] {
    guard let bytes = Hex.decode(text.filter { !$0.isWhitespace }) else { fatalError("bad hex in test: \(text)") }
    return bytes
}

func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// Deterministic bytes: SHA-256 in counter mode over a seed. Not secure; reproducible.
// @unchecked Sendable: the only mutable state, `counter`, is guarded by `lock`.
final class SeededRandom: RandomSource, @unchecked Sendable {
    private let seed: [UInt8]
    private var counter: UInt64 = 0
    private let lock = NSLock()

    init(seed: String) { self.seed = Array(seed.utf8) }

    func bytes(_ count: Int) throws(SecretsError) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        var out = [UInt8]()
        while out.count < count {
            counter += 1
            out += SHA256.hash(seed + withUnsafeBytes(of: counter.bigEndian) { Array($0) })
        }
        return Array(out.prefix(count))
    }
}

/// Pseudo-random test data of any length (the shared generator of TestSupport).
func testData(count: Int, seed: UInt64 = 1) -> [UInt8] { testBytes(count: count, seed: seed) }
