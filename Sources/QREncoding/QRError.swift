/// Why a QR code could not be made.
public enum QRError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data does not fit the largest allowed version at the chosen error-correction level.
    /// `length` and `maximum` are in bytes (characters in alphanumeric mode).
    case dataTooLong(length: Int, maximum: Int)
    /// The allowed versions are not within 1...40.
    case invalidVersionRange(lower: Int, upper: Int)
    /// A forced mask pattern is not within 0...7.
    case invalidMask(Int)

    /// Stable machine-readable code.
    public var code: String {
        switch self {
        case .dataTooLong: return "qr_data_too_long"
        case .invalidVersionRange: return "qr_invalid_version_range"
        case .invalidMask: return "qr_invalid_mask"
        }
    }

    /// User-facing message.
    public var description: String {
        switch self {
        case .dataTooLong(let length, let maximum):
            return "Too much data for a QR code: \(length) bytes, at most \(maximum) fit. Use the text link instead."
        case .invalidVersionRange(let lower, let upper):
            return "QR code versions \(lower)...\(upper) are not within 1...40."
        case .invalidMask(let mask):
            return "QR mask pattern \(mask) is not within 0...7."
        }
    }
}
