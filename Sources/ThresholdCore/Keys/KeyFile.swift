import Secrets

/// The contents of `threshold.key`, the small file beside the database that holds the database key,
/// only ever wrapped (docs/security.md, "The key file", gives the layout byte by byte).
///
/// Everything but the attempt counter and the wrapped key itself is authenticated as associated data
/// of the wrapped key: changing the level, the attempt limit, the salt or a self-destruct slot makes
/// the right passcode fail like a wrong one, so editing the file never switches the lock off.
///
/// Every byte, the counter included, is also covered by a keyless checksum at the end of the file
/// (``checksumCount`` bytes, SHA-256 under ``checksumPurpose``), checked before anything else: at the
/// `passcode` level the wrapping can't be checked without the passcode, so damage would otherwise
/// read as a wrong passcode and count toward the wipe. It finds damage, not edits (anyone who can
/// write the file can recompute it; docs/security.md, "Damage before attempts").
struct KeyFile: Sendable, Equatable {
    /// What the file is in the middle of.
    enum State: UInt8, Sendable {
        /// An ordinary install.
        case ready = 0
        /// A self-destruct or wipe destroyed the old key and has not finished the new install: the
        /// next start erases the old files and builds the install from ``KeyFile/pending``.
        case installPending = 1
        /// A database of the previous release whose lock was on. The database is encrypted from the
        /// first open under a key wrapped by the *interim* key-encryption key, ``deviceKEK`` (as at
        /// the `keyfile` level); ``pending`` holds that release's passcode tag (32 bytes, authenticated
        /// with the wrapping), which gates the app until the first right passcode re-wraps the key at
        /// the `passcode` level. (A file of the first encrypting release in this state has an empty
        /// ``pending``, the tag in ``wrappedKey`` and a plaintext database: the next start moves it to
        /// the interim wrapping.)
        case legacyPasscode = 2
        /// A full re-key passed its commit point: ``KeyFile/wrappedKey`` holds the *new* database
        /// key, and the database re-encrypted under it is either still staged beside the old one
        /// (`threshold.db.rekey`) or already renamed into place. Whoever unwraps the key finishes
        /// the swap (``ThresholdStore/finishRekey(_:_:_:)``); ``pending`` holds
        /// HMAC-SHA256(new key, ``KeyFile/rekeyPurpose``), 32 bytes.
        case rekeyPending = 3
    }

    static let magic: [UInt8] = Array("THRSHKEY".utf8)
    /// The format version of a file without a recovery slot (and the one bound into the
    /// self-destruct and pending boxes, whatever the file's version).
    static let version: UInt8 = 1
    /// The format version of a file that ends with a recovery slot (``recovery``).
    static let recoveryVersion: UInt8 = 2
    /// The recovery slot: salt (16) || the database key wrapped under the recovery key's KEK (60).
    static let recoverySlotCount = saltCount + KeyWrap.wrappedByteCount(32)
    static let idCount = 16
    static let saltCount = 16
    static let kekCount = 32
    /// The wrapped payload: the database key and, for whoever unwraps it, the lock's own state
    /// (``UnlockedKeys/Payload``).
    static let wrappedPayloadCount = 256
    static let wrappedKeyCount = KeyWrap.wrappedByteCount(wrappedPayloadCount)
    static let tagCount = 32
    /// Room for the self-destruct payload (name and install choices), padded to this size.
    static let selfDestructPayloadCount = 1024
    static let selfDestructBoxCount = KeyWrap.wrappedByteCount(selfDestructPayloadCount)
    static let headerCount = 48
    static let attemptsOffset = 48
    static let deviceKEKOffset = 52
    static let wrappedKeyOffset = deviceKEKOffset + kekCount
    static let selfDestructOffset = wrappedKeyOffset + wrappedKeyCount
    static let pendingOffset = selfDestructOffset + tagCount + selfDestructBoxCount
    static let maxPendingCount = 1 << 16
    /// The trailing checksum: SHA-256(``checksumPurpose`` || every byte before it). A file written
    /// by an earlier release has none (it gains one at its next write).
    static let checksumCount = 32
    static let checksumPurpose = "threshold key-file checksum v1"

    var level: ProtectionLevel
    var state: State
    var parameters: ScryptParameters
    /// Wipe after this many wrong passcodes in a row; 0 = off.
    var wipeAfter: Int
    /// Random per install; names the keyring entry.
    var installID: [UInt8]
    var salt: [UInt8]
    /// Wrong passcodes since the last right one. Not authenticated (it changes before any key is
    /// known); see docs/security.md for what that allows.
    var failedAttempts: UInt32
    /// `keyfile`: the key-encryption key. Other levels: random bytes.
    var deviceKEK: [UInt8]
    /// The database key, wrapped by the level's key-encryption key.
    var wrappedKey: [UInt8]
    /// HMAC-SHA256(scrypt(self-destruct passcode, salt), "threshold.lock.self-destruct"); random when unset.
    var selfDestructTag: [UInt8]
    /// The self-destruct payload, sealed; random when unset.
    var selfDestructBox: [UInt8]
    /// ``State/installPending``: the new install's description, sealed under the new database key.
    var pending: [UInt8]
    /// The second wrapping of the database key, under a recovery key the user keeps (docs/security.md,
    /// "Recovery key"); nil when none was made. Present only in a file of ``recoveryVersion``.
    var recovery: [UInt8]? = nil

    /// The version byte this file is written with.
    var formatVersion: UInt8 { recovery == nil ? Self.version : Self.recoveryVersion }

    /// The header bytes (0..<48).
    var header: [UInt8] {
        var bytes = Self.magic
        bytes += [formatVersion, level.byte, state.rawValue, UInt8(parameters.log2N), UInt8(parameters.r),
                  UInt8(parameters.p), UInt8(wipeAfter), 0]
        bytes += installID
        bytes += salt
        return bytes
    }

    /// The associated data of ``wrappedKey``: every byte of the file except the counter and the
    /// wrapped key itself.
    var wrappedKeyAssociatedData: [UInt8] {
        header + deviceKEK + selfDestructTag + selfDestructBox + Self.bigEndian(UInt32(pending.count)) + pending + (recovery ?? [])
    }

    /// The associated data of ``selfDestructBox``: what stays fixed while a self-destruct passcode is set.
    var selfDestructAssociatedData: [UInt8] {
        Self.magic + [Self.version, UInt8(parameters.log2N), UInt8(parameters.r), UInt8(parameters.p)] + salt
    }

    /// The associated data of ``pending``.
    var pendingAssociatedData: [UInt8] { Self.magic + [Self.version] + installID }

    func encoded() -> [UInt8] {
        var bytes = header
        bytes += Self.bigEndian(failedAttempts)
        bytes += deviceKEK
        bytes += wrappedKey
        bytes += selfDestructTag
        bytes += selfDestructBox
        bytes += Self.bigEndian(UInt32(pending.count))
        bytes += pending
        bytes += recovery ?? []
        bytes += bytes.withUnsafeBytes { Self.checksum($0) }
        return bytes
    }

    /// The checksum of `body` (everything before the trailer).
    static func checksum(_ body: UnsafeRawBufferPointer) -> [UInt8] {
        SHA256.hash(Array(checksumPurpose.utf8) + Array(body))
    }

    /// What a file's trailing checksum says.
    enum Checksum: Sendable, Equatable {
        /// A file of an earlier release, written without one.
        case absent
        case valid
        /// Damaged: some byte changed since the file was written.
        case mismatch
    }

    /// The fields of a file's first 48 bytes that are not copied verbatim.
    struct HeaderFields {
        let level: ProtectionLevel
        let state: State
        let parameters: ScryptParameters
        let wipeAfter: Int
        /// Whether the file ends with a recovery slot (version 2).
        let hasRecovery: Bool
        /// Whether the file ends with a checksum (``checksumCount`` bytes after the recovery slot).
        let hasChecksum: Bool
    }

    /// The length of a file's structure (`bytes` holds at least the pending length) before its
    /// checksum, and what the checksum says; nil when the length fits neither a file with a
    /// checksum nor one without. Reads only the version byte, the pending length and the trailer.
    static func checksumState(_ bytes: UnsafeRawBufferPointer) -> (bodyCount: Int, checksum: Checksum)? {
        guard bytes.count >= pendingOffset + 4, bytes[8] == version || bytes[8] == recoveryVersion else { return nil }
        let pendingCount = bytes[pendingOffset..<(pendingOffset + 4)].reduce(0) { $0 << 8 | Int($1) }
        guard pendingCount <= maxPendingCount else { return nil }
        let body = pendingOffset + 4 + pendingCount + (bytes[8] == recoveryVersion ? recoverySlotCount : 0)
        if bytes.count == body { return (body, .absent) }
        guard bytes.count == body + checksumCount else { return nil }
        let stored = UnsafeRawBufferPointer(rebasing: bytes[body...])
        let matches = ConstantTime.equals(Array(stored), checksum(UnsafeRawBufferPointer(rebasing: bytes[..<body])))
        return (body, matches ? .valid : .mismatch)
    }

    /// The header's fields, when `bytes` is a complete file of this version (every check of
    /// ``decode(_:)``: the checksum when there is one, magic, version, level, state, KDF bounds,
    /// attempt limit, pending length); nil otherwise. For such a file, ``header`` re-encodes bytes
    /// 0..<48 exactly.
    static func validatedHeader(_ bytes: UnsafeRawBufferPointer) -> HeaderFields? {
        // Damage first: a checksum that does not match makes every other field untrustworthy.
        guard let (bodyCount, checksum) = checksumState(bytes), checksum != .mismatch else { return nil }
        guard bytes.prefix(8).elementsEqual(magic),
              bytes[8] == version || bytes[8] == recoveryVersion,
              let level = ProtectionLevel(byte: bytes[9]), let state = State(rawValue: bytes[10]),
              bytes[15] == 0 else { return nil }
        let parameters = ScryptParameters(log2N: Int(bytes[11]), r: Int(bytes[12]), p: Int(bytes[13]))
        let wipeAfter = Int(bytes[14])
        // A file can't make an attempt take unbounded memory or time (at most 1 GiB, p <= 16).
        guard (try? parameters.validate()) != nil, parameters.memoryBytes <= 1 << 30, parameters.p <= 16,
              wipeAfter <= ThresholdStore.maxWipeAfter else { return nil }
        let pendingCount = bytes[pendingOffset..<(pendingOffset + 4)].reduce(0) { $0 << 8 | Int($1) }
        let hasRecovery = bytes[8] == recoveryVersion
        guard pendingCount <= maxPendingCount,
              bodyCount == pendingOffset + 4 + pendingCount + (hasRecovery ? recoverySlotCount : 0) else { return nil }
        // The state must agree with the pending slot (a ready file has nothing pending, a pending
        // install always has its sealed description): one flipped bit in the state byte makes a
        // file that does not decode, so it can never start a new install's removal of the old data.
        switch state {
        case .ready: guard pendingCount == 0 else { return nil }
        case .installPending: guard pendingCount > 0 else { return nil }
        case .legacyPasscode: break
        case .rekeyPending: guard pendingCount == tagCount else { return nil }
        }
        return HeaderFields(level: level, state: state, parameters: parameters, wipeAfter: wipeAfter, hasRecovery: hasRecovery,
                            hasChecksum: checksum == .valid)
    }

    /// Parses a key file; nil for anything that is not a complete file of this version.
    static func decode(_ bytes: [UInt8]) -> KeyFile? {
        guard let fields = bytes.withUnsafeBytes({ validatedHeader($0) }) else { return nil }
        let pendingCount = bytes.count - pendingOffset - 4 - (fields.hasRecovery ? recoverySlotCount : 0)
            - (fields.hasChecksum ? checksumCount : 0)
        func slice(_ start: Int, _ count: Int) -> [UInt8] { Array(bytes[start..<(start + count)]) }
        return KeyFile(
            level: fields.level, state: fields.state, parameters: fields.parameters, wipeAfter: fields.wipeAfter,
            installID: slice(16, idCount), salt: slice(32, saltCount),
            failedAttempts: readBigEndian(bytes, at: attemptsOffset),
            deviceKEK: slice(deviceKEKOffset, kekCount),
            wrappedKey: slice(wrappedKeyOffset, wrappedKeyCount),
            selfDestructTag: slice(selfDestructOffset, tagCount),
            selfDestructBox: slice(selfDestructOffset + tagCount, selfDestructBoxCount),
            pending: slice(pendingOffset + 4, pendingCount),
            recovery: fields.hasRecovery ? slice(pendingOffset + 4 + pendingCount, recoverySlotCount) : nil)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff), UInt8(value & 0xff)]
    }

    static func readBigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }
}
