/// Reed–Solomon error correction over GF(256) with the QR field polynomial
/// x^8 + x^4 + x^3 + x^2 + 1 (0x11D) and generator roots α^0 ... α^(n-1) (ISO/IEC 18004, 7.5.2).
struct QRReedSolomon: Sendable {
    /// Generator polynomial coefficients, highest degree first, leading 1 omitted.
    let generator: [UInt8]

    init(degree: Int) {
        precondition((1...255).contains(degree), "degree out of range")
        // Start with the polynomial 1, multiply by (x - α^i) for each root.
        var poly: [UInt8] = [1]
        var root: UInt8 = 1
        for _ in 0..<degree {
            var next = [UInt8](repeating: 0, count: poly.count + 1)
            for (i, c) in poly.enumerated() {
                next[i] ^= c
                next[i + 1] ^= QRReedSolomon.multiply(c, root)
            }
            poly = next
            root = QRReedSolomon.multiply(root, 0x02)
        }
        generator = Array(poly.dropFirst())
    }

    /// The error-correction codewords for `data`: the remainder of data(x)·x^n divided by the
    /// generator.
    func remainder(_ data: [UInt8]) -> [UInt8] {
        var rem = [UInt8](repeating: 0, count: generator.count)
        for byte in data {
            let factor = byte ^ rem[0]
            rem.removeFirst()
            rem.append(0)
            for (i, g) in generator.enumerated() {
                rem[i] ^= QRReedSolomon.multiply(g, factor)
            }
        }
        return rem
    }

    /// Multiplication in GF(256) modulo 0x11D (Russian-peasant, no tables needed at this size).
    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        var result: UInt8 = 0
        var a = a
        var b = b
        while b != 0 {
            if b & 1 != 0 { result ^= a }
            let carry = a & 0x80 != 0
            a <<= 1
            if carry { a ^= 0x1D }
            b >>= 1
        }
        return result
    }
}
