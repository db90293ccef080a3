import CCrypto

/// Comparisons whose running time does not depend on where two secrets differ.
public enum ConstantTime {
    /// True when `a` and `b` hold the same bytes. Lengths are not secret; contents are.
    public static func equals(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        if a.isEmpty { return true }
        return a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                CRYPTO_memcmp(pa.baseAddress, pb.baseAddress, a.count) == 0
            }
        }
    }
}
