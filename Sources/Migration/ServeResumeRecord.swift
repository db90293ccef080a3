import Foundation
import Glibc
import Secrets

/// What a serving source needs to serve the same direct transfer again after its process was
/// killed (docs/migration.md, "Resume after a restart"): the certificate and its private key, the
/// port and addresses, the archive's age identity, the random bytes of the stream's first pass
/// (``ReplayableRandom``), the manifest's time, the expected size, and the digest (``AgeStreamDigest``) of the stream
/// up to the end of each whole ``segmentSize`` segment generated so far (to check, before
/// resuming, that the part already sent would be regenerated identically).
struct ServeResumeRecord: Sendable, Equatable {
    /// The stream is checked in segments of this many bytes.
    static let segmentSize: UInt64 = 8 << 20
    /// 3 since it keeps the confirmed device (``approvedDevice``); 2 since the segments hold
    /// ``AgeStreamDigest`` digests (1: SHA-256 of every byte).
    static let formatVersion: UInt8 = 3

    /// When the record stops being valid (seconds since 1970): the serve's listening time from
    /// the last write.
    var expiresAt: Double
    var port: UInt16
    /// The link's addresses, in its order.
    var hosts: [String]
    var certificate: [UInt8]
    /// The Ed25519 private key (secret).
    var privateKey: [UInt8]
    /// `AGE-SECRET-KEY-1...` (secret).
    var identity: String
    /// The random bytes of the first pass (secret).
    var random: [[UInt8]]
    /// The manifest's `createdAt` (seconds since 1970).
    var createdAt: Double
    /// The expected archive size of the first pass (an upper bound from the snapshot's size).
    var estimate: UInt64
    /// The stream digest of the stream up to the end of each whole segment generated so far (the running
    /// digest of the trailer's hash at each segment's end: no second pass over the bytes).
    var segments: [[UInt8]]
    /// The device nonce of the destination whose short code the source's user confirmed (empty:
    /// none yet), so that its resume after a restart is not asked again.
    var approvedDevice: [UInt8] = []

    /// Zeroes the secrets of this copy.
    mutating func wipe() {
        SecureBytes.zero(&privateKey)
        for index in random.indices { SecureBytes.zero(&random[index]) }
        identity = ""
    }

    // MARK: - Encoding (inside the sealed box)

    func encoded() -> [UInt8] {
        var out: [UInt8] = [Self.formatVersion]
        func put(_ value: UInt64) { out += DirectTransferProtocol.bigEndian(value) }
        func put(_ bytes: [UInt8]) {
            put(UInt64(bytes.count))
            out += bytes
        }
        put(expiresAt.bitPattern)
        put(UInt64(port))
        put(UInt64(hosts.count))
        for host in hosts { put(Array(host.utf8)) }
        put(certificate)
        put(privateKey)
        put(Array(identity.utf8))
        put(UInt64(random.count))
        for bytes in random { put(bytes) }
        put(createdAt.bitPattern)
        put(estimate)
        put(UInt64(segments.count))
        for digest in segments { put(digest) }
        put(approvedDevice)
        return out
    }

    /// nil for anything malformed.
    init?(decoding bytes: [UInt8]) {
        var cursor = 1
        guard bytes.first == Self.formatVersion else { return nil }
        func number() -> UInt64? {
            guard cursor + 8 <= bytes.count else { return nil }
            defer { cursor += 8 }
            return DirectTransferProtocol.uint64(bytes[cursor..<(cursor + 8)])
        }
        func data(limit: Int = 1 << 16) -> [UInt8]? {
            guard let count = number(), count <= UInt64(limit), cursor + Int(count) <= bytes.count else { return nil }
            defer { cursor += Int(count) }
            return Array(bytes[cursor..<(cursor + Int(count))])
        }
        func list(_ limit: Int) -> [[UInt8]]? {
            guard let count = number(), count <= UInt64(limit) else { return nil }
            var items: [[UInt8]] = []
            for _ in 0..<count {
                guard let item = data() else { return nil }
                items.append(item)
            }
            return items
        }
        guard let expires = number(), let port = number(), port > 0, port <= 65535,
              let hosts = list(DirectTransferEndpoint.maximumHosts), let certificate = data(), let privateKey = data(),
              let identity = data(), let random = list(64), let created = number(), let estimate = number(),
              let segments = list(1 << 20), let approved = data(limit: DirectTransferProtocol.nonceSize), cursor == bytes.count,
              let identityText = String(validating: identity, as: UTF8.self) else { return nil }
        var hostTexts: [String] = []
        for host in hosts {
            guard let text = String(validating: host, as: UTF8.self) else { return nil }
            hostTexts.append(text)
        }
        guard segments.allSatisfy({ $0.count == 32 }) else { return nil }
        self.init(expiresAt: Double(bitPattern: expires), port: UInt16(port), hosts: hostTexts, certificate: certificate,
                  privateKey: privateKey, identity: identityText, random: random, createdAt: Double(bitPattern: created),
                  estimate: estimate, segments: segments)
        approvedDevice = approved
    }

    init(expiresAt: Double, port: UInt16, hosts: [String], certificate: [UInt8], privateKey: [UInt8], identity: String,
         random: [[UInt8]], createdAt: Double, estimate: UInt64, segments: [[UInt8]]) {
        self.expiresAt = expiresAt
        self.port = port
        self.hosts = hosts
        self.certificate = certificate
        self.privateKey = privateKey
        self.identity = identity
        self.random = random
        self.createdAt = createdAt
        self.estimate = estimate
        self.segments = segments
    }
}

/// Where a serving source keeps its ``ServeResumeRecord``: `DATA_DIR/.migration-serve`, a file
/// 0600 in the data directory (0700), sealed with ChaCha20-Poly1305 under a key derived (HKDF)
/// from the install's own database key and a random salt in the file, so it opens only with that
/// install's key (a locked install's only after its passcode). Written before the first byte of
/// a stream is sent and again at each segment; removed when the serve ends in any way but a kill
/// (finished, cancelled, time limit, an error), by the next export (to a file or a serve that
/// can't use it), and when found past its time limit or unreadable.
public final class ServeResumeStore: Sendable {
    static let fileName = ".migration-serve"
    static let magic = Array("THRSERVE1\n".utf8)
    static let purpose = "threshold direct transfer resume record v1"

    let path: String
    private let installKey: SecureBytes

    /// A store for the install at `dataDirectory` whose database key is `installKey` (32 bytes).
    public init(dataDirectory: String, installKey: SecureBytes) {
        path = dataDirectory + "/" + Self.fileName
        self.installKey = installKey
    }

    /// Removes the record of the install at `dataDirectory`, if any (an export that can't use it).
    public static func remove(dataDirectory: String) {
        unlink(dataDirectory + "/" + fileName)
        unlink(dataDirectory + "/" + fileName + ".tmp")
    }

    /// Whether a record file is there (readable or not).
    public static func exists(dataDirectory: String) -> Bool { FileOps.exists(dataDirectory + "/" + fileName) }

    func remove() {
        unlink(path)
        unlink(path + ".tmp")
    }

    /// The record, when there is one that opens under this install's key and has not expired at
    /// `now`; any other is removed.
    func load(now: Date = Date()) -> ServeResumeRecord? {
        guard FileOps.exists(path) else { return nil }
        guard let bytes = try? Self.read(path), var record = open(bytes), record.expiresAt > now.timeIntervalSince1970 else {
            remove()
            return nil
        }
        // The addresses are the link's, checked as a link's are.
        guard (try? DirectTransferEndpoint(hosts: record.hosts, port: record.port, pin: [UInt8](repeating: 0, count: 32))) != nil
        else {
            record.wipe()
            remove()
            return nil
        }
        return record
    }

    /// Seals and writes `record` atomically (0600); `durable` also syncs it to disk.
    func save(_ record: ServeResumeRecord, durable: Bool) throws(MigrationError) {
        var salt: [UInt8]
        var plain = record.encoded()
        defer { SecureBytes.zero(&plain) }
        let sealed: [UInt8]
        do {
            salt = try SecureRandom().bytes(16)
            let key = try KeyWrap.derive(from: installKey, salt: salt, purpose: Self.purpose)
            let secret = try SecureBytes(taking: &plain)
            sealed = try KeyWrap.wrap(secret, kek: key, additionalData: Self.magic + salt, random: SecureRandom())
        } catch {
            throw .io("cannot seal the transfer's resume record")
        }
        try FileOps.writeAtomically(Self.magic + salt + sealed, to: path, durable: durable)
    }

    private func open(_ bytes: [UInt8]) -> ServeResumeRecord? {
        guard bytes.count > Self.magic.count + 16, bytes.starts(with: Self.magic) else { return nil }
        let salt = Array(bytes[Self.magic.count..<(Self.magic.count + 16)])
        let sealed = Array(bytes[(Self.magic.count + 16)...])
        guard let key = try? KeyWrap.derive(from: installKey, salt: salt, purpose: Self.purpose),
              let opened = try? KeyWrap.unwrap(sealed, kek: key, additionalData: Self.magic + salt) else { return nil }
        return opened.withTemporaryArray { ServeResumeRecord(decoding: $0) }
    }

    private static func read(_ path: String) throws -> [UInt8] {
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { throw MigrationError.io("cannot read the resume record") }
        defer { close(fd) }
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = Glibc.read(fd, &buffer, buffer.count)
            if n < 0 { throw MigrationError.io("cannot read the resume record") }
            if n == 0 { break }
            out += buffer[..<n]
            if out.count > 64 << 20 { throw MigrationError.io("the resume record is too large") }
        }
        return out
    }
}
