import Secrets

/// The mailbox every incoming message passes through (table `sealed_mailbox`, docs/hidden-profiles.md
/// "The mailbox"): a ring of ``cellCount`` cells of the same size, made with the install's first
/// profile, never grown or shrunk.
///
/// A receive overwrites the next cells of the ring (the cursor is `sealed_install.mailbox_next`):
/// for a hidden profile's queue with the message sealed to its route (``SealedInbox``, info
/// "threshold mailbox v1"), in as many cells as its length needs; for a visible chat, whose message
/// goes to its chat at once, with as many cells of chaff. A chaff cell is a real X25519 public key
/// (of a key pair nobody keeps) and random bytes, so without a route's private key a cell that holds
/// a message and a chaff cell can't be told apart, and every receive changes the file the same way.
///
/// A cell's plaintext (``plainBytes``) is: version 1, the route tag (32 bytes: which of the
/// profile's queues it came on), an 8-byte message id, the part number and the number of parts
/// (2 bytes each), the time received (8 bytes), the chunk's length (2 bytes), the chunk of the
/// message's UTF-8 text, zeros. All integers are big-endian. Chaff is zeros sealed the same way to
/// a key pair nobody keeps, so it costs what a real cell costs.
enum SealedMailbox {
    /// Cells in the ring: how many cells a hidden profile's unread message survives being overwritten for.
    static let cellCount = 256
    /// Length of a cell's `sealed` column.
    static let sealedBytes = 1024
    /// Length of a cell's `ephemeral` column.
    static let ephemeralBytes = X25519.keyByteCount
    /// The longest message text (UTF-8 bytes) any profile receives, so that any message fits the ring.
    static let maximumMessageBytes = 16 * 1024
    static let info = Array("threshold mailbox v1".utf8)
    private static let version: UInt8 = 1
    private static let routeBytes = HMACSHA256.byteCount
    private static let headerBytes = 1 + routeBytes + 8 + 2 + 2 + 8 + 2
    /// Length of a cell's plaintext.
    static let plainBytes = sealedBytes - ChaCha20Poly1305.tagByteCount
    /// Text bytes one cell carries.
    static let chunkBytes = plainBytes - headerBytes

    /// A cell's two columns.
    struct Cell: Equatable {
        var ephemeral: [UInt8]
        var sealed: [UInt8]

        /// What a profile remembers of a cell it has merged: the first 16 bytes of its one-time
        /// ephemeral key, in hex (a later message in the same cell has another).
        var mark: String { Hex.encode(Array(ephemeral.prefix(16))) }
    }

    /// One cell's share of a message.
    struct Chunk: Equatable {
        /// The `sealed_routes.tag` of the queue the message came on.
        var route: [UInt8]
        var messageID: [UInt8]
        var part: Int
        var parts: Int
        var sentAt: Int64
        var bytes: [UInt8]
    }

    /// How many cells a message of `textBytes` UTF-8 bytes takes (at least one).
    static func cellsNeeded(forTextBytes textBytes: Int) -> Int {
        max(1, (textBytes + chunkBytes - 1) / chunkBytes)
    }

    /// A chaff cell: zeros sealed to a key pair whose private key is dropped at once.
    static func chaff(random: any RandomSource) throws -> Cell {
        var privateKey = try X25519.generatePrivateKey(using: random)
        defer { SealedSlot.wipe(&privateKey) }
        let sealed = try SealedInbox.seal(bytes: [UInt8](repeating: 0, count: plainBytes), to: try X25519.publicKey(fromPrivateKey: privateKey),
                                          info: info, random: random)
        return Cell(ephemeral: sealed.ephemeral, sealed: sealed.sealed)
    }

    /// `text`, received at `sentAt` on the route tagged `route`, sealed to the route's `publicKey`:
    /// one cell per chunk, in order.
    static func seal(text: String, sentAt: Int64, route: [UInt8], to publicKey: [UInt8], random: any RandomSource) throws -> [Cell] {
        let bytes = Array(text.utf8)
        let parts = cellsNeeded(forTextBytes: bytes.count)
        let messageID = try random.bytes(8)
        return try (0..<parts).map { part in
            let chunk = Chunk(route: route, messageID: messageID, part: part, parts: parts, sentAt: sentAt,
                              bytes: Array(bytes[min(bytes.count, part * chunkBytes)..<min(bytes.count, (part + 1) * chunkBytes)]))
            var plain = encode(chunk)
            defer { SealedSlot.wipe(&plain) }
            let sealed = try SealedInbox.seal(bytes: plain, to: publicKey, info: info, random: random)
            return Cell(ephemeral: sealed.ephemeral, sealed: sealed.sealed)
        }
    }

    /// The chunk in `cell` when it was sealed to the key pair (`privateKey`, `publicKey`); nil otherwise.
    static func open(_ cell: Cell, privateKey: [UInt8], publicKey: [UInt8]) throws -> Chunk? {
        guard cell.ephemeral.count == ephemeralBytes, cell.sealed.count == sealedBytes,
              var plain = try SealedInbox.open(bytes: cell.sealed, ephemeral: cell.ephemeral, privateKey: privateKey,
                                               publicKey: publicKey, info: info) else { return nil }
        defer { SealedSlot.wipe(&plain) }
        return decode(plain)
    }

    static func encode(_ chunk: Chunk) -> [UInt8] {
        var out = [version] + chunk.route + chunk.messageID
        out += uint16(chunk.part) + uint16(chunk.parts) + SealedBox.bytes(chunk.sentAt) + uint16(chunk.bytes.count) + chunk.bytes
        return out + [UInt8](repeating: 0, count: plainBytes - out.count)
    }

    static func decode(_ plain: [UInt8]) -> Chunk? {
        guard plain.count == plainBytes, plain[0] == version else { return nil }
        func integer(_ range: Range<Int>) -> Int64 { plain[range].reduce(0) { ($0 << 8) | Int64($1) } }
        let id = 1 + routeBytes
        let part = Int(integer((id + 8)..<(id + 10)))
        let parts = Int(integer((id + 10)..<(id + 12)))
        let length = Int(integer((id + 20)..<(id + 22)))
        guard length <= chunkBytes, parts >= 1, part < parts else { return nil }
        return Chunk(route: Array(plain[1..<id]), messageID: Array(plain[id..<(id + 8)]), part: part, parts: parts,
                     sentAt: integer((id + 12)..<(id + 20)), bytes: Array(plain[headerBytes..<(headerBytes + length)]))
    }

    private static func uint16(_ value: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)] }
}
