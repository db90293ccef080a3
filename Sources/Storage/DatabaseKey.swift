import CPageCipher

/// A 256-bit key that encrypts one database's pages (docs/page-encryption.md).
///
/// The bytes live in their own memory page, locked in RAM where the system allows (`mlock`), kept
/// out of core dumps (`MADV_DONTDUMP`) and wiped when the key is released. The key never prints:
/// its description is a fixed placeholder. A ``Database`` does not keep the bytes either: the VFS
/// derives its page keys from them at open, into memory of the same kind.
///
/// `@unchecked Sendable`: the bytes are written once, in the initialiser, and only read afterwards.
public final class DatabaseKey: @unchecked Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The key's length in bytes.
    public static let byteCount = Int(TPC_KEY_BYTES)

    private let storage: UnsafeMutableRawPointer

    private init(storage: UnsafeMutableRawPointer) {
        self.storage = storage
    }

    /// A new random key from OpenSSL's generator.
    public static func generate() throws(DatabaseError) -> DatabaseKey {
        let storage = try allocate()
        guard tpc_random_bytes(storage, byteCount) == 1 else {
            tpc_secure_free(storage, byteCount)
            throw DatabaseError(kind: .sqlite, message: "the system's random generator failed")
        }
        return DatabaseKey(storage: storage)
    }

    /// A key holding a copy of `bytes` (exactly ``byteCount`` of them). The caller wipes its own copy.
    public convenience init(copying bytes: UnsafeRawBufferPointer) throws(DatabaseError) {
        guard bytes.count == Self.byteCount, let source = bytes.baseAddress else {
            throw DatabaseError(kind: .wrongKey, message: "a database key is \(Self.byteCount) bytes")
        }
        let storage = try Self.allocate()
        storage.copyMemory(from: source, byteCount: Self.byteCount)
        self.init(storage: storage)
    }

    deinit { tpc_secure_free(storage, Self.byteCount) }

    /// Runs `body` with the key's bytes; they must not be copied out of it (wipe any copy made).
    public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        try body(UnsafeRawBufferPointer(start: storage, count: Self.byteCount))
    }

    /// Always `DatabaseKey(redacted)`.
    public var description: String { "DatabaseKey(redacted)" }
    /// Always `DatabaseKey(redacted)`.
    public var debugDescription: String { description }

    private static func allocate() throws(DatabaseError) -> UnsafeMutableRawPointer {
        guard let storage = tpc_secure_alloc(byteCount) else {
            throw DatabaseError(kind: .sqlite, message: "cannot allocate memory for a key")
        }
        return storage
    }
}
