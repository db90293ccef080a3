import CCrypto

/// SHA-256 through libcrypto's EVP digest API.
public struct SHA256: ~Copyable {
    /// The digest length in bytes.
    public static let byteCount = 32

    private let context: OpaquePointer

    /// Starts an incremental hash.
    public init() throws(SecretsError) {
        guard let ctx = EVP_MD_CTX_new() else { throw .libcrypto(operation: "EVP_MD_CTX_new") }
        guard EVP_DigestInit_ex(ctx, EVP_sha256(), nil) == 1 else {
            EVP_MD_CTX_free(ctx)
            throw .libcrypto(operation: "EVP_DigestInit_ex")
        }
        context = ctx
    }

    deinit { EVP_MD_CTX_free(context) }

    /// A hash going on from `other`'s state (`other` goes on too).
    public init(copying other: borrowing SHA256) throws(SecretsError) {
        guard let ctx = EVP_MD_CTX_new() else { throw .libcrypto(operation: "EVP_MD_CTX_new") }
        guard EVP_MD_CTX_copy_ex(ctx, other.context) == 1 else {
            EVP_MD_CTX_free(ctx)
            throw .libcrypto(operation: "EVP_MD_CTX_copy_ex")
        }
        context = ctx
    }

    /// Feeds bytes into the hash.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        // EVP_DigestUpdate on an initialised SHA-256 context cannot fail.
        _ = EVP_DigestUpdate(context, base, bytes.count)
    }

    /// Feeds bytes into the hash.
    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// The digest of what was fed so far, the hash going on (a copy of the state is finished).
    public func digestSoFar() throws(SecretsError) -> [UInt8] {
        try SHA256(copying: self).finalize()
    }

    /// Ends the hash and returns the 32-byte digest.
    public consuming func finalize() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: Self.byteCount)
        var length: UInt32 = 0
        _ = out.withUnsafeMutableBufferPointer { EVP_DigestFinal_ex(context, $0.baseAddress, &length) }
        return out
    }

    /// The SHA-256 digest of `bytes`.
    public static func hash(_ bytes: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: byteCount)
        var length: UInt32 = 0
        bytes.withUnsafeBytes { input in
            out.withUnsafeMutableBufferPointer { output in
                _ = EVP_Digest(input.baseAddress, input.count, output.baseAddress, &length, EVP_sha256(), nil)
            }
        }
        return out
    }
}
