/// A failure inside the cryptographic layer.
///
/// Descriptions never include key material, passwords or plaintext.
public enum SecretsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// libcrypto reported a failure in the named operation.
    case libcrypto(operation: String)
    /// Parameters that libcrypto or the format refuses (e.g. a scrypt cost that is not a power of two).
    case invalidParameters(String)

    /// A stable code for logs and the command line.
    public var code: String {
        switch self {
        case .libcrypto: "cryptoFailure"
        case .invalidParameters: "invalidCryptoParameters"
        }
    }

    public var description: String {
        switch self {
        case .libcrypto(let operation): "The cryptographic library failed during \(operation)."
        case .invalidParameters(let why): "Invalid cryptographic parameters: \(why)."
        }
    }
}
