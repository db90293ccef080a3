/// What protects the database key (PRODUCT.md 7), shown in `lock status --json` and Settings.
public enum ProtectionLevel: String, Sendable, Equatable, CaseIterable {
    /// The app lock is on: the key-encryption key is scrypt of the passcode. No passcode, no data.
    case passcode
    /// The key-encryption key is kept by the desktop's Secret Service (GNOME Keyring, KWallet).
    case keyring
    /// The key-encryption key sits in `threshold.key` beside the data (mode 0600). This protects
    /// copies of the database file alone, not the account: whoever reads both files reads the data.
    case keyfile

    /// The byte in the key file.
    var byte: UInt8 {
        switch self {
        case .passcode: 1
        case .keyring: 2
        case .keyfile: 3
        }
    }

    /// The level of a key file byte; nil for any other byte (the inverse of ``byte``).
    init?(byte: UInt8) {
        switch byte {
        case 1: self = .passcode
        case 2: self = .keyring
        case 3: self = .keyfile
        default: return nil
        }
    }
}
