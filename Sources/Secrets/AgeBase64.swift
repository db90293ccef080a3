/// Unpadded, canonical standard base64 (RFC 4648 section 4), as the age header requires.
enum AgeBase64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    private static let table: [Int8] = {
        var t = [Int8](repeating: -1, count: 256)
        for (i, c) in alphabet.enumerated() { t[Int(c)] = Int8(i) }
        return t
    }()

    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity((bytes.count * 4 + 2) / 3)
        var i = 0
        while i < bytes.count {
            let b0 = Int(bytes[i])
            let b1 = i + 1 < bytes.count ? Int(bytes[i + 1]) : 0
            let b2 = i + 2 < bytes.count ? Int(bytes[i + 2]) : 0
            out.append(alphabet[b0 >> 2])
            out.append(alphabet[(b0 & 3) << 4 | b1 >> 4])
            if i + 1 < bytes.count { out.append(alphabet[(b1 & 15) << 2 | b2 >> 6]) }
            if i + 2 < bytes.count { out.append(alphabet[b2 & 63]) }
            i += 3
        }
        return out
    }

    static func isBase64Character(_ c: UInt8) -> Bool { table[Int(c)] >= 0 }

    /// nil for padding, foreign characters, impossible lengths or non-zero spare bits (non-canonical).
    static func decode(_ text: some Collection<UInt8>) -> [UInt8]? {
        let chars = Array(text)
        guard chars.count % 4 != 1 else { return nil }
        var out = [UInt8]()
        out.reserveCapacity(chars.count * 3 / 4)
        var accumulator = 0
        var bits = 0
        for c in chars {
            let v = Int(table[Int(c)])
            guard v >= 0 else { return nil }
            accumulator = accumulator << 6 | v
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8((accumulator >> bits) & 0xff))
                accumulator &= (1 << bits) - 1
            }
        }
        guard accumulator == 0 else { return nil }
        return out
    }
}
