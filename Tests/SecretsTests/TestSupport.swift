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

/// Pseudo-random test data of any length, cheap to make.
func testData(count: Int, seed: UInt64 = 1) -> [UInt8] {
    var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    var out = [UInt8](repeating: 0, count: count)
    for i in 0..<count {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        out[i] = UInt8(truncatingIfNeeded: state)
    }
    return out
}
