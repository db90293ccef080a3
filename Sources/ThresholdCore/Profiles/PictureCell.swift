import Pictures
import Secrets

/// The `sealed_slots.picture` column: one cell of ``cellBytes`` per slot, whatever it holds
/// (docs/pictures.md), so that a picture changes no size anywhere:
/// - a visible profile's slot: its picture in plaintext, framed (a 4-byte big-endian length, the
///   JPEG, zeros), or chaff when it has none (the flag `profiles.picture` says which);
/// - a hidden profile's slot: `nonce || ChaCha20-Poly1305(profile key, the frame)`, the slot id bound
///   as associated data, or chaff when it has none (the sealed body's `picture` says which);
/// - every other slot: chaff, random bytes of the same length.
/// The cell is rewritten in place, so hiding, unhiding and deleting free and allocate the same pages
/// whether or not there is a picture.
enum PictureCell {
    private static let frameBytes = 4 + ProfilePicture.maximumBytes
    private static let overhead = ChaCha20Poly1305.nonceByteCount + ChaCha20Poly1305.tagByteCount
    /// The length of every cell: the sealed frame.
    static let cellBytes = frameBytes + overhead

    /// Random bytes of a cell's length.
    static func chaff(random: any RandomSource) throws -> [UInt8] {
        try random.bytes(cellBytes)
    }

    /// A visible profile's cell.
    static func plain(_ picture: ProfilePicture) -> [UInt8] {
        frame(picture) + [UInt8](repeating: 0, count: overhead)
    }

    /// The picture of a visible profile's cell; nil when the cell holds none.
    static func openPlain(_ cell: [UInt8]) -> ProfilePicture? {
        unframe(Array(cell.prefix(frameBytes)))
    }

    /// A hidden profile's cell, sealed under its profile key for `slot`.
    static func seal(_ picture: ProfilePicture, profileKey: [UInt8], slot: Int64, random: any RandomSource) throws -> [UInt8] {
        var plain = frame(picture)
        defer { SealedSlot.wipe(&plain) }
        let nonce = try random.bytes(ChaCha20Poly1305.nonceByteCount)
        return nonce + (try ChaCha20Poly1305.seal(plain, key: profileKey, nonce: nonce, additionalData: associatedData(slot)))
    }

    /// The picture sealed in a hidden profile's cell; nil when the key does not open it.
    static func open(_ cell: [UInt8], profileKey: [UInt8], slot: Int64) throws -> ProfilePicture? {
        guard cell.count == cellBytes else { return nil }
        let nonce = Array(cell[0..<ChaCha20Poly1305.nonceByteCount])
        guard let plain = try ChaCha20Poly1305.open(Array(cell[ChaCha20Poly1305.nonceByteCount...]), key: profileKey,
                                                    nonce: nonce, additionalData: associatedData(slot)) else { return nil }
        return unframe(plain)
    }

    private static func frame(_ picture: ProfilePicture) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(frameBytes)
        withUnsafeBytes(of: UInt32(picture.bytes.count).bigEndian) { out.append(contentsOf: $0) }
        out += picture.bytes
        out += [UInt8](repeating: 0, count: frameBytes - out.count)
        return out
    }

    private static func unframe(_ frame: [UInt8]) -> ProfilePicture? {
        guard frame.count == frameBytes else { return nil }
        let length = frame[0..<4].reduce(0) { ($0 << 8) | Int($1) }
        guard length > 0, length <= ProfilePicture.maximumBytes else { return nil }
        return ProfilePicture(storedBytes: Array(frame[4..<(4 + length)]))
    }

    private static func associatedData(_ slot: Int64) -> [UInt8] { Array("threshold sealed picture v1".utf8) + SealedBox.bytes(slot) }
}
