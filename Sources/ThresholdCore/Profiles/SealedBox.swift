import Foundation
import Secrets

/// Padding and JSON framing shared by sealed slots and the sealed inbox: a value is encoded as JSON,
/// prefixed with its length and padded with zeros to a power-of-two size (at least `minimum`), so a
/// sealed row's size says only which power of two its contents fit in.
enum SealedBox {
    /// The padded plaintext of `value`, `total - overhead` bytes long, where `total` is the smallest
    /// power of two at least `minimum` that holds the framed JSON plus `overhead`.
    static func pad<T: Encodable>(_ value: T, minimum: Int, overhead: Int) throws -> [UInt8] {
        let json = [UInt8](try JSONEncoder().encode(value))
        var total = minimum
        while total < json.count + 4 + overhead { total *= 2 }
        var out = [UInt8]()
        out.reserveCapacity(total - overhead)
        withUnsafeBytes(of: UInt32(json.count).bigEndian) { out.append(contentsOf: $0) }
        out += json
        out += [UInt8](repeating: 0, count: total - overhead - out.count)
        return out
    }

    /// The value framed by ``pad(_:minimum:overhead:)``; nil when the frame is damaged.
    static func unpad<T: Decodable>(_ bytes: [UInt8], as type: T.Type) -> T? {
        guard bytes.count >= 4 else { return nil }
        let length = bytes[0..<4].reduce(0) { ($0 << 8) | Int($1) }
        guard length <= bytes.count - 4 else { return nil }
        return try? JSONDecoder().decode(type, from: Data(bytes[4..<(4 + length)]))
    }

    /// A big-endian encoding of `value`, for binding a row id into a MAC, KDF info or AEAD data.
    static func bytes(_ value: Int64) -> [UInt8] {
        withUnsafeBytes(of: UInt64(bitPattern: value).bigEndian) { Array($0) }
    }
}
