import Secrets

/// The key derivations and seals of the key file (docs/security.md gives the purposes verbatim).
extension KeyFile {
    static let passcodeKEKPurpose = "threshold key-file v1 passcode kek"
    static let selfDestructBoxPurpose = "threshold key-file v1 self-destruct box"
    static let legacySelfDestructBoxPurpose = "threshold key-file v1 self-destruct box (previous release)"
    static let pendingPurpose = "threshold key-file v1 pending install"
    /// The previous release's tag purposes, kept so its passcodes still work.
    static let legacyPasscodeTagPurpose = "threshold.lock.passcode"
    static let selfDestructTagPurpose = "threshold.lock.self-destruct"

    /// K = scrypt(passcode, salt): the one KDF run of an attempt.
    static func passcodeSecret(_ passcode: String, salt: [UInt8], parameters: ScryptParameters) throws -> SecureBytes {
        var password = Array(passcode.utf8)
        defer { SecureBytes.zero(&password) }
        var derived = try Scrypt.derive(password: password, salt: salt, parameters: parameters)
        return try SecureBytes(taking: &derived)
    }

    /// The passcode level's key-encryption key, from K.
    func passcodeKEK(_ secret: SecureBytes) throws -> SecureBytes {
        try KeyWrap.derive(from: secret, salt: salt, purpose: Self.passcodeKEKPurpose)
    }

    /// HMAC-SHA256(K, purpose).
    static func tag(_ secret: SecureBytes, _ purpose: String) throws -> [UInt8] {
        try secret.withTemporaryArray { key throws(SecretsError) in try HMACSHA256.authenticate(Array(purpose.utf8), key: key) }
    }

    /// Sets ``wrappedKey`` to `keys` wrapped under `keys.kek`, bound to every other field: call it last.
    mutating func wrap(_ keys: UnlockedKeys, random: any RandomSource) throws {
        let payload = try keys.payload()
        wrappedKey = try KeyWrap.wrap(payload, kek: keys.kek, additionalData: wrappedKeyAssociatedData, random: random)
    }

    /// The keys, when `kek` is the one that wrapped them and no authenticated field changed.
    func unwrap(kek: SecureBytes) throws -> UnlockedKeys? {
        guard state != .legacyPasscode,
              let payload = try KeyWrap.unwrap(wrappedKey, kek: kek, additionalData: wrappedKeyAssociatedData) else { return nil }
        return try UnlockedKeys.from(payload: payload, kek: kek)
    }

    /// ``State/legacyPasscode``: the previous release's passcode tag, kept in ``pending``; nil in
    /// any other state, and for the first encrypting release's layout (the tag in ``wrappedKey``).
    var legacyPasscodeTag: [UInt8]? {
        state == .legacyPasscode && pending.count == Self.tagCount ? pending : nil
    }

    /// ``State/legacyPasscode``: the keys under the interim wrapping (by ``deviceKEK``); nil when
    /// the file has no interim wrapping or it does not open (an authenticated field was changed).
    func unwrapInterim() throws -> UnlockedKeys? {
        guard legacyPasscodeTag != nil else { return nil }
        var kekBytes = deviceKEK
        let kek = try SecureBytes(taking: &kekBytes)
        guard let payload = try KeyWrap.unwrap(wrappedKey, kek: kek, additionalData: wrappedKeyAssociatedData) else { return nil }
        return try UnlockedKeys.from(payload: payload, kek: kek)
    }

    /// Random bytes in both self-destruct slots: unset looks like set to whoever reads the file.
    mutating func clearSelfDestructSlots(random: any RandomSource) throws {
        selfDestructTag = try random.bytes(Self.tagCount)
        selfDestructBox = try random.bytes(Self.selfDestructBoxCount)
    }

    /// Fills the self-destruct slots from K of the self-destruct passcode.
    mutating func setSelfDestruct(secret: SecureBytes, choices: FreshInstall.Choices, name: String,
                                  random: any RandomSource) throws {
        selfDestructTag = try Self.tag(secret, Self.selfDestructTagPurpose)
        let boxKey = try KeyWrap.derive(from: secret, salt: salt, purpose: Self.selfDestructBoxPurpose)
        selfDestructBox = try sealSelfDestruct(FreshInstall(profileName: name, createdAt: 0, choices: choices),
                                               key: boxKey, random: random)
    }

    func sealSelfDestruct(_ install: FreshInstall, key: SecureBytes, random: any RandomSource) throws -> [UInt8] {
        let text = install.encoded()
        guard text.count + 2 <= Self.selfDestructPayloadCount else { throw LockError.selfDestructTooLarge }
        let padded = try SecureBytes(count: Self.selfDestructPayloadCount) { buffer in
            buffer[0] = UInt8(text.count >> 8)
            buffer[1] = UInt8(text.count & 0xff)
            for (index, byte) in text.enumerated() { buffer[2 + index] = byte }
        }
        return try KeyWrap.wrap(padded, kek: key, additionalData: selfDestructAssociatedData, random: random)
    }

    /// The self-destruct payload when `secret` (K of what was typed) matches the self-destruct tag.
    /// Both the tag compare and the box opening always run, so the work is the same either way.
    func openSelfDestruct(secret: SecureBytes) throws -> FreshInstall? {
        let candidate = try Self.tag(secret, Self.selfDestructTagPurpose)
        let matches = ConstantTime.equals(candidate, selfDestructTag)
        let boxKey = try KeyWrap.derive(from: secret, salt: salt, purpose: Self.selfDestructBoxPurpose)
        var opened = try KeyWrap.unwrap(selfDestructBox, kek: boxKey, additionalData: selfDestructAssociatedData)
        if opened == nil && matches {
            // Migrated from the previous release, whose self-destruct passcode left only its tag.
            var tagBytes = selfDestructTag
            let tagSecret = try SecureBytes(taking: &tagBytes)
            let legacyKey = try KeyWrap.derive(from: tagSecret, salt: salt, purpose: Self.legacySelfDestructBoxPurpose)
            opened = try KeyWrap.unwrap(selfDestructBox, kek: legacyKey, additionalData: selfDestructAssociatedData)
        }
        guard matches, let opened else { return nil }
        return opened.withUnsafeBytes { bytes -> FreshInstall? in
            let count = Int(bytes[0]) << 8 | Int(bytes[1])
            guard count + 2 <= bytes.count else { return nil }
            return FreshInstall.decode(Array(bytes[2..<(2 + count)]))
        }
    }

    /// Seals the new install's description under the new database key.
    mutating func setPending(_ install: FreshInstall, databaseKey: SecureBytes, random: any RandomSource) throws {
        let key = try KeyWrap.derive(from: databaseKey, salt: installID, purpose: Self.pendingPurpose)
        var text = install.encoded()
        let plain = try SecureBytes(taking: &text)
        pending = try KeyWrap.wrap(plain, kek: key, additionalData: pendingAssociatedData, random: random)
    }

    /// The pending install, opened with the new database key.
    func openPending(databaseKey: SecureBytes) throws -> FreshInstall? {
        let key = try KeyWrap.derive(from: databaseKey, salt: installID, purpose: Self.pendingPurpose)
        guard let plain = try KeyWrap.unwrap(pending, kek: key, additionalData: pendingAssociatedData) else { return nil }
        return plain.withTemporaryArray { FreshInstall.decode($0) }
    }

    /// A new ready install's key file at `level` (fresh id, salt and filler), without its wrapped key.
    static func fresh(level: ProtectionLevel, parameters: ScryptParameters, random: any RandomSource) throws -> KeyFile {
        KeyFile(level: level, state: .ready, parameters: parameters, wipeAfter: 0,
                installID: try random.bytes(idCount), salt: try random.bytes(saltCount), failedAttempts: 0,
                deviceKEK: try random.bytes(kekCount), wrappedKey: [], selfDestructTag: try random.bytes(tagCount),
                selfDestructBox: try random.bytes(selfDestructBoxCount), pending: [])
    }
}
