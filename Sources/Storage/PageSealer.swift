import CPageCipher

/// Writes a database file in the encrypted format from a stream of plaintext page images (a
/// migration import), one page at a time, under a key and a fresh database id: the plaintext is
/// never stored. The images must come from a database whose header reserves
/// ``requiredReserveBytes`` per page (every encrypted database does).
///
/// Not `Sendable`: one sealer serves one stream on one thread.
public final class PageSealer {
    /// The reserve (header byte 20) a page image needs for its nonce and tag.
    public static let requiredReserveBytes = Int(TPC_RESERVE_BYTES)
    private let sealer: OpaquePointer

    /// A sealer for a new database encrypted with `key`.
    public init(key: DatabaseKey) throws(DatabaseError) {
        let made = key.withUnsafeBytes { bytes in tpc_sealer_new(bytes.bindMemory(to: UInt8.self).baseAddress) }
        guard let made else { throw DatabaseError(kind: .sqlite, message: "cannot prepare the page cipher") }
        sealer = made
    }

    deinit { tpc_sealer_free(sealer) }

    /// The page size a database image declares in its first bytes (bytes 16-17 of page 1), and
    /// whether it reserves room for encryption; nil when `header` (at least 24 bytes) is not an
    /// SQLite header.
    public static func pageLayout(ofImageHeader header: UnsafeRawBufferPointer) -> (pageSize: Int, canBeSealed: Bool)? {
        guard header.count >= 24, header.starts(with: Array("SQLite format 3".utf8) + [0]) else { return nil }
        var size = Int(header[16]) << 8 | Int(header[17])
        if size == 1 { size = 65536 }
        guard size >= 512, size <= 65536, size & (size - 1) == 0 else { return nil }
        return (size, Int(header[20]) == requiredReserveBytes)
    }

    /// Encrypts the image of a page without reserved bytes into the *spool* layout: `output` is
    /// ``requiredReserveBytes`` longer than `page`. A spool file is turned into a database with
    /// ``Database/encryptSpool(at:spoolKey:pageSize:into:key:)``; it is meant for a key that lives
    /// only in memory (docs/page-encryption.md, "Spool files").
    public func sealSpool(pageNumber: UInt32, page: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) throws(DatabaseError) {
        guard page.count + Self.requiredReserveBytes == output.count, let input = page.baseAddress, let out = output.baseAddress,
              tpc_sealer_seal_spool(sealer, pageNumber, Int32(page.count), input.assumingMemoryBound(to: UInt8.self),
                                    out.assumingMemoryBound(to: UInt8.self)) == 1
        else { throw DatabaseError(kind: .corrupt, message: "a database page can't be encrypted") }
    }

    /// Encrypts the image of page `pageNumber` (1-based) from `page` into `output` (both one page long).
    public func seal(pageNumber: UInt32, page: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) throws(DatabaseError) {
        guard page.count == output.count, let input = page.baseAddress, let out = output.baseAddress,
              tpc_sealer_seal(sealer, pageNumber, Int32(page.count), input.assumingMemoryBound(to: UInt8.self),
                              out.assumingMemoryBound(to: UInt8.self)) == 1
        else { throw DatabaseError(kind: .corrupt, message: "a database page can't be encrypted (its header does not reserve room)") }
    }

    /// Opens `stored`, bytes as this format stores page `pageNumber` of the database `databaseID`
    /// (16 bytes), into `output` (as long); false when they do not authenticate under the key. For
    /// examining raw bytes: the tests scan a disk image for any page the current key still opens.
    public func open(pageNumber: UInt32, databaseID: [UInt8], stored: UnsafeRawBufferPointer,
                     into output: UnsafeMutableRawBufferPointer) -> Bool {
        guard databaseID.count == 16, stored.count == output.count, let input = stored.baseAddress,
              let out = output.baseAddress else { return false }
        return tpc_sealer_open(sealer, databaseID, pageNumber, Int32(stored.count), input.assumingMemoryBound(to: UInt8.self),
                               out.assumingMemoryBound(to: UInt8.self)) == 1
    }
}
