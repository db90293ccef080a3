/// A QR code's error-correction level (ISO/IEC 18004, 7.5.1): how much of the symbol may be
/// damaged and still decode. Higher levels make a bigger symbol for the same data.
public enum QRErrorCorrection: Int, CaseIterable, Sendable, Comparable {
    /// Level L: about 7 % of codewords recoverable. Best for a screen, which does not get dirty.
    case low = 0
    /// Level M: about 15 %.
    case medium = 1
    /// Level Q: about 25 %.
    case quartile = 2
    /// Level H: about 30 %.
    case high = 3

    /// The two bits written into the format information (L = 01, M = 00, Q = 11, H = 10).
    var formatBits: Int {
        switch self {
        case .low: return 1
        case .medium: return 0
        case .quartile: return 3
        case .high: return 2
        }
    }

    /// The level's letter, as the standard names it.
    public var letter: Character {
        switch self {
        case .low: return "L"
        case .medium: return "M"
        case .quartile: return "Q"
        case .high: return "H"
        }
    }

    /// Orders levels by strength.
    public static func < (lhs: QRErrorCorrection, rhs: QRErrorCorrection) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
