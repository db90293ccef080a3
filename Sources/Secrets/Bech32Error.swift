/// Why a string is not valid Bech32 (BIP-173, without the 90-character limit).
public enum Bech32Error: Error, Equatable, Sendable, CustomStringConvertible {
    /// Upper and lower case letters are mixed.
    case mixedCase
    /// There is no `1` separator, or no human-readable part before it.
    case missingSeparator
    /// A character outside the Bech32 alphabet (or outside printable ASCII in the prefix).
    case invalidCharacter
    /// The data part is shorter than the 6-character checksum.
    case tooShort
    /// The checksum does not match.
    case invalidChecksum
    /// The 5-bit groups do not convert back to whole bytes.
    case invalidPadding

    /// A stable code.
    public var code: String {
        switch self {
        case .mixedCase: "bech32MixedCase"
        case .missingSeparator: "bech32MissingSeparator"
        case .invalidCharacter: "bech32InvalidCharacter"
        case .tooShort: "bech32TooShort"
        case .invalidChecksum: "bech32InvalidChecksum"
        case .invalidPadding: "bech32InvalidPadding"
        }
    }

    public var description: String {
        switch self {
        case .mixedCase: "Bech32 text mixes upper and lower case."
        case .missingSeparator: "Bech32 text has no prefix and '1' separator."
        case .invalidCharacter: "Bech32 text contains a character outside its alphabet."
        case .tooShort: "Bech32 text is too short to hold a checksum."
        case .invalidChecksum: "Bech32 checksum does not match (a typo?)."
        case .invalidPadding: "Bech32 data does not decode to whole bytes."
        }
    }
}
