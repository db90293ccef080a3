import Secrets

/// The everyday open at the `keyfile` level, on the file's bytes as read (docs/security.md, "The key
/// file"): the same checks and the same authenticated unwrap as ``decode(_:)`` then
/// ``unwrap(kek:)``, without copying the file into fields first.
extension KeyFile {
    /// The length of a file with nothing pending, as every `ready` file is (without a recovery slot),
    /// as this version writes it (with its checksum).
    static let readyByteCount = pendingOffset + 4 + checksumCount
    /// The same with a recovery slot (version 2).
    static let readyRecoveryByteCount = readyByteCount + recoverySlotCount
    /// The lengths of the same files written by an earlier release, without a checksum.
    static let readyUncheckedByteCounts = [readyByteCount - checksumCount, readyRecoveryByteCount - checksumCount]

    /// The associated data of the wrapped key, ``wrappedKeyAssociatedData``, as three pieces of the
    /// file: the header, the device slot, and everything from the self-destruct slots on (all bytes
    /// but the attempt counter and the wrapped key). `bytes` must have passed ``validatedHeader(_:)``,
    /// for which the header's bytes are exactly ``header``; `hasChecksum` leaves the trailer out.
    static func wrappedKeyAssociatedDataPieces(_ bytes: UnsafeRawBufferPointer, hasChecksum: Bool) -> [UnsafeRawBufferPointer] {
        [UnsafeRawBufferPointer(rebasing: bytes[0..<headerCount]),
         UnsafeRawBufferPointer(rebasing: bytes[deviceKEKOffset..<(deviceKEKOffset + kekCount)]),
         UnsafeRawBufferPointer(rebasing: bytes[selfDestructOffset..<(bytes.count - (hasChecksum ? checksumCount : 0))])]
    }

    /// The keys of a complete `ready` file at the `keyfile` level, unwrapped by its device slot where
    /// the bytes lie, the database key decrypted straight into locked memory. Nil for any other file
    /// (another level or state, something pending, anything ``decode(_:)`` refuses) and for a
    /// wrapping that does not open: the caller then takes the general path, which reports it.
    static func readyKeyfileLevelKeys(_ bytes: UnsafeRawBufferPointer) -> UnlockedKeys? {
        guard bytes.count == readyByteCount || bytes.count == readyRecoveryByteCount
                || readyUncheckedByteCounts.contains(bytes.count), let fields = validatedHeader(bytes),
              fields.level == .keyfile, fields.state == .ready else { return nil }
        let kek = UnsafeRawBufferPointer(rebasing: bytes[deviceKEKOffset..<(deviceKEKOffset + kekCount)])
        let wrapped = UnsafeRawBufferPointer(rebasing: bytes[wrappedKeyOffset..<(wrappedKeyOffset + wrappedKeyCount)])
        guard let payload = try? KeyWrap.unwrap(wrapped, kek: kek, additionalDataPieces: wrappedKeyAssociatedDataPieces(bytes, hasChecksum: fields.hasChecksum)),
              let kekCopy = try? SecureBytes(count: kekCount, initialize: { $0.copyMemory(from: kek) }) else { return nil }
        return try? UnlockedKeys.from(payload: payload, kek: kekCopy)
    }
}
