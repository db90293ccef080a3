/// Pseudo-random test data of any length, cheap to make and the same for the same seed (xorshift64).
public func testBytes(count: Int, seed: UInt64 = 1) -> [UInt8] {
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
