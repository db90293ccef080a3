import Foundation

/// Damages `threshold.key` as a bad sector or a stray write would (issue 36): one bit of its scrypt
/// salt flipped, which its checksum catches, while the install id and the recovery slot that
/// `lock recover` salvages stay intact.
public enum KeyFileDamage {
    /// The salt's byte that is flipped (docs/security.md, the key file's layout: salt at 32..<48).
    public static let saltOffset = 40

    /// Flips one bit of the salt in `directory/threshold.key`; returns the damaged bytes.
    @discardableResult
    public static func flipSaltBit(in directory: String) throws -> Data {
        let url = URL(fileURLWithPath: directory + "/threshold.key")
        var bytes = try Data(contentsOf: url)
        bytes[saltOffset] ^= 0x04
        try bytes.write(to: url)
        return bytes
    }
}
