import CCrypto

/// The cost parameters of scrypt (RFC 7914). Stored next to whatever they protect so they can be raised.
public struct ScryptParameters: Sendable, Equatable, Codable, CustomStringConvertible {
    /// log2 of the CPU/memory cost N.
    public var log2N: Int
    /// The block size r.
    public var r: Int
    /// The parallelisation p.
    public var p: Int

    /// Creates parameters; see ``validate()``.
    public init(log2N: Int, r: Int, p: Int) {
        self.log2N = log2N
        self.r = r
        self.p = p
    }

    /// OWASP's scrypt minimum in its 32 MiB form: N=2^15, r=8, p=3 (as strong as N=2^17, r=8, p=1).
    public static let owaspMinimum = ScryptParameters(log2N: 15, r: 8, p: 3)

    /// Cheap parameters for tests only.
    public static let testing = ScryptParameters(log2N: 10, r: 8, p: 1)

    /// Memory one derivation needs: 128 * N * r bytes (plus a little).
    public var memoryBytes: Int { 128 * (1 << log2N) * r }

    /// True when these parameters meet OWASP's scrypt minimum, one of its equivalent rows:
    /// N=2^17 p=1, N=2^16 p=2, N=2^15 p=3, N=2^14 p=5, N=2^13 p=10, all with r=8 (or more).
    public var meetsOWASPMinimum: Bool {
        guard r >= 8 else { return false }
        switch log2N {
        case 17...: return p >= 1
        case 16: return p >= 2
        case 15: return p >= 3
        case 14: return p >= 5
        case 13: return p >= 10
        default: return false
        }
    }

    /// Throws when libcrypto would refuse the parameters or they are absurd.
    public func validate() throws(SecretsError) {
        guard (1...22).contains(log2N) else { throw .invalidParameters("scrypt log2(N) must be 1...22") }
        guard (1...64).contains(r) else { throw .invalidParameters("scrypt r must be 1...64") }
        guard (1...64).contains(p) else { throw .invalidParameters("scrypt p must be 1...64") }
    }

    public var description: String { "scrypt(N=2^\(log2N), r=\(r), p=\(p))" }
}

/// scrypt key derivation from libcrypto.
public enum Scrypt {
    /// Derives `length` bytes from `password` and `salt`.
    public static func derive(password: [UInt8], salt: [UInt8], parameters: ScryptParameters,
                              length: Int = 32) throws(SecretsError) -> [UInt8] {
        try parameters.validate()
        var out = [UInt8](repeating: 0, count: length)
        // maxmem must exceed 128*N*r*p-ish working memory; give twice the need plus slack.
        let maxmem = UInt64(parameters.memoryBytes) * 2 + (16 << 20)
        let ok = password.withUnsafeBytes { pw in
            salt.withUnsafeBytes { s in
                out.withUnsafeMutableBufferPointer { o in
                    withUnsafePointer(to: UInt8(0)) { empty in
                        EVP_PBE_scrypt(pw.baseAddress?.assumingMemoryBound(to: CChar.self)
                                           ?? UnsafeRawPointer(empty).assumingMemoryBound(to: CChar.self),
                                       pw.count,
                                       s.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? empty, s.count,
                                       UInt64(1) << UInt64(parameters.log2N), UInt64(parameters.r),
                                       UInt64(parameters.p), maxmem, o.baseAddress, o.count)
                    }
                }
            }
        }
        guard ok == 1 else { throw .libcrypto(operation: "scrypt") }
        return out
    }
}
