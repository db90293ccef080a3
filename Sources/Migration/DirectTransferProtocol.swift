import Secrets
import Transport

/// The small protocol of a direct transfer, inside the pinned TLS 1.3 session (docs/migration.md,
/// "Direct transfer"):
///
/// 1. destination → source: `THRX2` (the protocol's name and version) and a 32-byte proof that it holds the link: HMAC-SHA256 under a
///    key derived from the link's archive key, over 32 bytes of this session's RFC 5705 exporter
///    (``accessLabel``), so a proof is worth nothing in another session;
/// 2. source → destination: one status byte, ``ready`` (then the archive's expected size, 8 bytes
///    big-endian: the plaintext's size, an upper bound for progress), ``busy`` (another device is
///    being served), ``denied`` (the proof is wrong) or ``otherVersion`` (the hello names another
///    version of this protocol);
/// 3. destination → source, once the user confirmed the short code: ``start``, the offset to
///    send from, 8 bytes (0, or where a broken connection stopped), and the destination's device
///    nonce, ``nonceSize`` random bytes it made for this transfer (the same in every session of it);
/// 3a. source → destination, once the source's user confirmed the same short code (issue 33: both
///    devices confirm, so whoever proves the link first, with a photographed QR code, gets nothing
///    unless the owner confirms it on the source): ``go``; or ``declined``, and the source
///    closes the connection and listens again. A session whose nonce is the one the user already
///    confirmed (a resume of the same transfer) is not asked again;
/// 4. source → destination: the archive from that offset in frames (4-byte big-endian length, at
///    most ``maximumFrame``, then the bytes), a frame of length 0, then the trailer: the whole
///    archive's size (8 bytes) and digest (32 bytes: ``AgeStreamDigest``, SHA-256 over the age
///    header and the chunks' tags);
/// 5. destination → source: ``received`` once the trailer matched what it received.
/// 6. destination → source, when its import ended (it may first ask the other device's passcode):
///    ``imported`` once the data is in place, or ``notImported`` when the import failed or was
///    stopped after the stream (the source then listens on, so the same link can be used again).
///    A destination that closes without either (an older one, or one killed) counts as imported:
///    the data arrived intact.
enum DirectTransferProtocol {
    /// The protocol's name, then its version: 3 since the source confirms the code too (step 3a);
    /// 2 since the trailer's digest is ``AgeStreamDigest`` (version 1's was a SHA-256 of every byte).
    static let name: [UInt8] = Array("THRX".utf8)
    static let magic: [UInt8] = name + Array("3".utf8)
    static let helloSize = 5 + 32
    static let ready = UInt8(ascii: "R")
    static let busy = UInt8(ascii: "B")
    static let denied = UInt8(ascii: "D")
    static let otherVersion = UInt8(ascii: "V")
    static let start = UInt8(ascii: "S")
    static let go = UInt8(ascii: "G")
    static let declined = UInt8(ascii: "N")
    /// The destination's device nonce in ``start``.
    static let nonceSize = 32
    /// ``start``, the offset and the nonce.
    static let startSize = 1 + 8 + nonceSize
    static let received = UInt8(ascii: "K")
    static let imported = UInt8(ascii: "C")
    static let notImported = UInt8(ascii: "F")
    static let maximumFrame = 1 << 20
    static let frameSize = 256 * 1024
    static let trailerSize = 8 + 32
    /// The RFC 5705 exporter label of the destination's proof (private use, hence `EXPERIMENTAL`).
    static let accessLabel = "EXPERIMENTAL threshold direct transfer access v1"

    /// The proof that the peer of `connection` holds the link with `key`; nil for a connection
    /// without an exporter.
    static func proof(for connection: ByteStreamConnection, key: AgeIdentity) -> [UInt8]? {
        guard let exported = connection.exportKeyingMaterial(label: accessLabel, count: 32) else { return nil }
        var secret = Array(key.secretKeyString.utf8)
        defer { for index in secret.indices { secret[index] = 0 } }
        guard var accessKey = try? HKDF.deriveKey(inputKeyMaterial: secret, salt: [], info: Array(accessLabel.utf8), length: 32)
        else { return nil }
        defer { for index in accessKey.indices { accessKey[index] = 0 } }
        return try? HMACSHA256.authenticate(exported, key: accessKey)
    }

    /// Whether `hello` is this version's and carries the proof for `connection` and `key`
    /// (compared in constant time).
    static func proves(_ hello: [UInt8], on connection: ByteStreamConnection, key: AgeIdentity) -> Bool {
        guard hello.starts(with: magic), let proof = proof(for: connection, key: key) else { return false }
        return ConstantTime.equals(Array(hello.dropFirst(magic.count)), proof)
    }

    /// Exactly `count` bytes from `connection` (never more: what follows stays in the stream), or
    /// nil when the peer closed it first.
    static func read(_ count: Int, from connection: ByteStreamConnection,
                     within clock: inout TransferClock) throws(TransportError) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(count)
        while result.count < count {
            var buffer = [UInt8](repeating: 0, count: count - result.count)
            let n = try clock.receive(from: connection, into: &buffer)
            if n == 0 { return nil }
            result += buffer[..<n]
        }
        return result
    }

    static func bigEndian(_ value: UInt64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * UInt64($0))) }
    }

    static func uint64(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    }
}
