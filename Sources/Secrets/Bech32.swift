/// Bech32 (BIP-173) as age uses it: no length limit, all-upper or all-lower case, checksum over lower case.
public enum Bech32 {
    private static let alphabet = Array("qpzry9x8gf2tvdw0s3jn54khce6mua7l".utf8)
    private static let generator: [UInt32] = [0x3b6a_57b2, 0x2650_8e6d, 0x1ea1_19fa, 0x3d42_33dd, 0x2a14_62b3]

    /// Encodes `data` under the human-readable prefix `hrp`; lower case unless `uppercase`.
    public static func encode(hrp: String, data: [UInt8], uppercase: Bool = false) -> String {
        let prefix = Array(hrp.lowercased().utf8)
        let values = convertBits(data, from: 8, to: 5, pad: true) ?? []
        let checksum = makeChecksum(prefix: prefix, values: values)
        var out = prefix
        out.append(UInt8(ascii: "1"))
        for v in values + checksum { out.append(alphabet[Int(v)]) }
        let text = String(decoding: out, as: UTF8.self)
        return uppercase ? text.uppercased() : text
    }

    /// Decodes Bech32 text; the prefix comes back in lower case.
    public static func decode(_ text: String) throws(Bech32Error) -> (hrp: String, data: [UInt8]) {
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy({ (33...126).contains($0) }) else { throw .invalidCharacter }
        let hasLower = bytes.contains { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
        let hasUpper = bytes.contains { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
        guard !(hasLower && hasUpper) else { throw .mixedCase }
        let lower = bytes.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
        guard let separator = lower.lastIndex(of: UInt8(ascii: "1")), separator > 0 else { throw .missingSeparator }
        let prefix = Array(lower[..<separator])
        let dataPart = lower[(separator + 1)...]
        guard dataPart.count >= 6 else { throw .tooShort }
        var values = [UInt8]()
        values.reserveCapacity(dataPart.count)
        for c in dataPart {
            guard let v = alphabet.firstIndex(of: c) else { throw .invalidCharacter }
            values.append(UInt8(v))
        }
        guard polymod(expand(prefix) + values) == 1 else { throw .invalidChecksum }
        guard let data = convertBits(Array(values.dropLast(6)), from: 5, to: 8, pad: false) else { throw .invalidPadding }
        return (String(decoding: prefix, as: UTF8.self), data)
    }

    private static func expand(_ prefix: [UInt8]) -> [UInt8] {
        prefix.map { $0 >> 5 } + [0] + prefix.map { $0 & 31 }
    }

    private static func polymod(_ values: [UInt8]) -> UInt32 {
        var chk: UInt32 = 1
        for v in values {
            let top = chk >> 25
            chk = (chk & 0x1ff_ffff) << 5 ^ UInt32(v)
            for i in 0..<5 where (top >> UInt32(i)) & 1 == 1 { chk ^= generator[i] }
        }
        return chk
    }

    private static func makeChecksum(prefix: [UInt8], values: [UInt8]) -> [UInt8] {
        let mod = polymod(expand(prefix) + values + [0, 0, 0, 0, 0, 0]) ^ 1
        return (0..<6).map { UInt8((mod >> (5 * (5 - UInt32($0)))) & 31) }
    }

    /// Regroups bits; nil when unpadded input leaves a non-zero or whole-group remainder.
    private static func convertBits(_ data: [UInt8], from: Int, to: Int, pad: Bool) -> [UInt8]? {
        var accumulator = 0
        var bits = 0
        var out = [UInt8]()
        let maxValue = (1 << to) - 1
        for value in data {
            accumulator = (accumulator << from) | Int(value)
            bits += from
            while bits >= to {
                bits -= to
                out.append(UInt8((accumulator >> bits) & maxValue))
            }
            accumulator &= (1 << bits) - 1
        }
        if pad {
            if bits > 0 { out.append(UInt8((accumulator << (to - bits)) & maxValue)) }
        } else if bits >= from || (accumulator << (to - bits)) & maxValue != 0 {
            return nil
        }
        return out
    }
}
