import Secrets

/// What `lock recover` can still use of a damaged `threshold.key` (docs/security.md, "Damage before
/// attempts"): the install id and the recovery slot, which is all a recovery needs, since it makes
/// every other field anew. The recovery wrapping authenticates both (its associated data is the
/// install id and its salt), so a damaged slot or id only makes the recovery key fail to open it.
extension KeyFile {
    /// A fresh `ready` file at the `keyfile` level carrying `bytes`' install id and recovery slot,
    /// when `bytes` still has the shape of a version-2 file (magic, version, a pending length that
    /// agrees with the size, with or without the checksum); nil otherwise. Nothing else is trusted:
    /// the level, limit, counter, salt and slots are new.
    static func salvage(_ bytes: [UInt8], parameters: ScryptParameters, random: any RandomSource) throws -> KeyFile? {
        let shape = bytes.withUnsafeBytes { raw in checksumState(raw) }
        guard let shape, bytes.prefix(8).elementsEqual(magic), bytes[8] == recoveryVersion else { return nil }
        var file = try fresh(level: .keyfile, parameters: parameters, random: random)
        file.installID = Array(bytes[16..<(16 + idCount)])
        file.recovery = Array(bytes[(shape.bodyCount - recoverySlotCount)..<shape.bodyCount])
        return file
    }
}

extension KeyVault {
    /// ``KeyFile/salvage(_:parameters:random:)`` of the key file as it is now; nil when there is
    /// none, it can't be read, or nothing can be salvaged.
    func salvageForRecovery(parameters: ScryptParameters) -> KeyFile? {
        guard let bytes = try? DurableFile.read(keyPath) else { return nil }
        return try? KeyFile.salvage(bytes, parameters: parameters, random: random)
    }
}
