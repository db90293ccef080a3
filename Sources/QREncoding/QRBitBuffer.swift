/// An append-only sequence of bits, most significant bit first.
struct QRBitBuffer: Sendable {
    private(set) var bits: [Bool] = []

    var count: Int { bits.count }

    /// Appends the low `length` bits of `value`, most significant first.
    mutating func append(_ value: Int, bits length: Int) {
        precondition(length >= 0 && length <= 31 && value >> length == 0, "value does not fit")
        for i in stride(from: length - 1, through: 0, by: -1) {
            bits.append((value >> i) & 1 == 1)
        }
    }

    /// Packs the bits into bytes; the count must be a multiple of 8.
    func bytes() -> [UInt8] {
        precondition(bits.count % 8 == 0, "not byte aligned")
        var result = [UInt8](repeating: 0, count: bits.count / 8)
        for (i, bit) in bits.enumerated() where bit {
            result[i >> 3] |= 0x80 >> UInt8(i & 7)
        }
        return result
    }
}
