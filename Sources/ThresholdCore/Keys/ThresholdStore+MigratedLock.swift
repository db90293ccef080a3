import Secrets

/// The app lock of a locked install, as a migration archive carries it (docs/migration.md, "The
/// lock travels"): what a new install needs to be protected by the same passcode, with the same
/// self-destruct passcode and attempt limit, and nothing that opens the source's data files.
///
/// `sealed` is the lock's state (whether a self-destruct passcode is set, and its profile's name)
/// sealed under a key derived from the passcode level's key-encryption key, bound to every other
/// field: it opens only with the right passcode, so it is also the passcode's check.
public struct TravellingLock: Sendable, Equatable {
    /// The KDF parameters of the passcode (and of the self-destruct passcode).
    public var parameters: ScryptParameters
    /// The KDF salt.
    public var salt: [UInt8]
    /// Wipe after this many wrong passcodes in a row; 0 = off.
    public var wipeAfter: Int
    /// The self-destruct tag (32 bytes) then its sealed box, as the key file holds them (random
    /// when no self-destruct passcode is set, so set and unset look alike).
    public var selfDestruct: [UInt8]
    /// The lock's state, sealed (see the type's description).
    public var sealed: [UInt8]

    /// Creates a record (from an archive's manifest).
    public init(parameters: ScryptParameters, salt: [UInt8], wipeAfter: Int, selfDestruct: [UInt8], sealed: [UInt8]) {
        self.parameters = parameters
        self.salt = salt
        self.wipeAfter = wipeAfter
        self.selfDestruct = selfDestruct
        self.sealed = sealed
    }

    static let sealPurpose = "threshold migration v1 travelling lock"
    static let sealedPayloadCount = 256

    /// What ``sealed`` is bound to: every other field.
    var associatedData: [UInt8] {
        Array(Self.sealPurpose.utf8) + [UInt8(parameters.log2N), UInt8(parameters.r), UInt8(parameters.p),
                                        UInt8(clamping: wipeAfter)]
            + KeyFile.bigEndian(UInt32(salt.count)) + salt + selfDestruct
    }

    /// The sealing key, from the passcode level's key-encryption key.
    static func sealingKey(passcodeKEK: SecureBytes, salt: [UInt8]) throws -> SecureBytes {
        try KeyWrap.derive(from: passcodeKEK, salt: salt, purpose: sealPurpose)
    }

    /// True when the fields have the sizes and bounds a key file accepts.
    var isWellFormed: Bool {
        (try? parameters.validate()) != nil && parameters.memoryBytes <= 1 << 30 && parameters.p <= 16
            && salt.count == KeyFile.saltCount && (0...ThresholdStore.maxWipeAfter).contains(wipeAfter)
            && selfDestruct.count == KeyFile.tagCount + KeyFile.selfDestructBoxCount
            && sealed.count == KeyWrap.wrappedByteCount(Self.sealedPayloadCount)
    }
}

/// A ``TravellingLock`` opened with its passcode: ready to protect this install
/// (``ThresholdStore/adoptTravellingLock(_:)``). Holds the passcode level's key-encryption key.
public struct OpenedTravellingLock: Sendable {
    let record: TravellingLock
    let kek: SecureBytes
    /// The name of the profile the self-destruct passcode creates; nil when none is set.
    public let selfDestructName: String?
    /// The attempt limit; nil when off.
    public var wipeAfter: Int? { record.wipeAfter > 0 ? record.wipeAfter : nil }
}

extension ThresholdStore {
    /// The lock to carry in a migration archive: nil unless the passcode level protects this install.
    /// Only after passing the lock (``LockError/locked`` before).
    public func travellingLock() throws -> TravellingLock? {
        guard let keys, let file = try keys.read(), file.level == .passcode else { return nil }
        guard let unlocked = currentKeys, file.state == .ready else { throw LockError.locked }
        var record = TravellingLock(parameters: file.parameters, salt: file.salt, wipeAfter: file.wipeAfter,
                                    selfDestruct: file.selfDestructTag + file.selfDestructBox, sealed: [])
        let name = Array((unlocked.selfDestructName ?? "").utf8.prefix(UnlockedKeys.maxNameBytes))
        let payload = try SecureBytes(count: TravellingLock.sealedPayloadCount) { buffer in
            buffer[0] = unlocked.selfDestructName == nil ? 0 : 1
            buffer[1] = UInt8(name.count)
            for (index, byte) in name.enumerated() { buffer[2 + index] = byte }
        }
        record.sealed = try KeyWrap.wrap(payload, kek: try TravellingLock.sealingKey(passcodeKEK: unlocked.kek, salt: file.salt),
                                         additionalData: record.associatedData, random: random)
        return record
    }

    /// Opens `lock` with the passcode of the install it comes from (one KDF run); nil when the
    /// passcode is not that install's. Never touches this install.
    /// - Throws: ``LockError/keyFileDamaged`` for a record no key file could hold.
    public static func openTravellingLock(_ lock: TravellingLock, passcode: String) throws -> OpenedTravellingLock? {
        guard lock.isWellFormed else { throw LockError.keyFileDamaged }
        let secret = try KeyFile.passcodeSecret(passcode, salt: lock.salt, parameters: lock.parameters)
        let kek = try KeyWrap.derive(from: secret, salt: lock.salt, purpose: KeyFile.passcodeKEKPurpose)
        guard let payload = try KeyWrap.unwrap(lock.sealed, kek: try TravellingLock.sealingKey(passcodeKEK: kek, salt: lock.salt),
                                               additionalData: lock.associatedData) else { return nil }
        let name: String? = payload.withUnsafeBytes { bytes in
            guard bytes[0] & 1 == 1 else { return nil }
            let count = min(Int(bytes[1]), UnlockedKeys.maxNameBytes)
            return String(decoding: bytes[2..<(2 + count)], as: UTF8.self)
        }
        return OpenedTravellingLock(record: lock, kek: kek, selfDestructName: name)
    }

    /// Protects this install with `lock`: the passcode level under the source's passcode, its
    /// self-destruct passcode and attempt limit as they were (the salt and KDF parameters come
    /// along, since the self-destruct slots are bound to them). The database key is re-wrapped,
    /// never re-encrypted; a keyring entry of the previous level is removed.
    public func adoptTravellingLock(_ lock: OpenedTravellingLock) throws {
        var previous: KeyFile?
        try rewrap { file, unlocked in
            previous = file
            let record = lock.record
            file.level = .passcode
            file.parameters = record.parameters
            file.salt = record.salt
            file.wipeAfter = record.wipeAfter
            file.failedAttempts = 0
            file.deviceKEK = try random.bytes(KeyFile.kekCount)
            file.selfDestructTag = Array(record.selfDestruct.prefix(KeyFile.tagCount))
            file.selfDestructBox = Array(record.selfDestruct.dropFirst(KeyFile.tagCount))
            unlocked.kek = lock.kek
            unlocked.selfDestructName = lock.selfDestructName
        }
        if let previous, previous.level == .keyring { try? keys?.keyring.remove(id: KeyVault.keyringID(previous)) }
    }
}
