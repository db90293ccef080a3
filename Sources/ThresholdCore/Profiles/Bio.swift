/// Profile bio rules (PRODUCT.md 3.2): optional, at most 160 bytes.
///
/// The size is the UTF-8 length of the bio written as a JSON string body (escapes counted, the
/// two quotes not), exactly as the peer counts it: its core encodes the text with Haskell's
/// aeson and measures the bytes. aeson escapes only:
/// - `"` and `\` as two bytes (`\"`, `\\`);
/// - line feed, carriage return and tab as two bytes (`\n`, `\r`, `\t`);
/// - every other C0 control (U+0000...U+001F, including backspace and form feed) as six bytes
///   (`\u00XX`).
///
/// This deliberately differs from Foundation's `JSONEncoder` in two places: `JSONEncoder` writes
/// backspace and form feed as `\b` / `\f` (two bytes, here six), and by default escapes `/` as
/// `\/` (two bytes, here one, as with `.withoutEscapingSlashes`). Matching the peer matters more
/// than matching Foundation: a bio with a URL must not be refused here and accepted there.
/// Everything else, including DEL and all non-ASCII text, counts as its plain UTF-8 bytes.
public enum Bio {
    /// The largest bio, in bytes of its JSON string body.
    public static let maxBytes = 160

    /// The bio's size as the peer counts it, for a live counter ("37 / 160").
    public static func byteCount(_ text: String) -> Int {
        var total = 0
        for byte in text.utf8 {
            switch byte {
            case 0x22, 0x5C, 0x0A, 0x0D, 0x09:
                total += 2
            case 0x00..<0x20:
                total += 6
            default:
                total += 1
            }
        }
        return total
    }

    /// Checks a bio; the empty text is valid and means "no bio".
    public static func validate(_ text: String) -> Validation {
        let count = byteCount(text)
        return count <= maxBytes ? .valid(byteCount: count) : .tooLong(byteCount: count)
    }

    /// Returns the bio to store (nil for the empty text), or throws when it is too long.
    public static func checked(_ text: String) throws(Bio.TooLong) -> String? {
        switch validate(text) {
        case .valid:
            return text.isEmpty ? nil : text
        case .tooLong(let count):
            throw TooLong(byteCount: count)
        }
    }

    /// The outcome of `validate(_:)`, with the size for the counter either way.
    public enum Validation: Equatable, Sendable {
        /// Fits: `byteCount` is at most `Bio.maxBytes`.
        case valid(byteCount: Int)
        /// Too long by `byteCount - Bio.maxBytes` bytes.
        case tooLong(byteCount: Int)

        /// The size in bytes, whichever the outcome.
        public var byteCount: Int {
            switch self {
            case .valid(let count), .tooLong(let count): return count
            }
        }
    }

    /// A bio over the limit.
    public struct TooLong: Error, Equatable, Sendable, CustomStringConvertible {
        /// The bio's size in bytes.
        public let byteCount: Int

        /// Creates the error.
        public init(byteCount: Int) {
            self.byteCount = byteCount
        }

        /// Stable machine-readable code.
        public var code: String { "bio_too_long" }

        /// User-facing message; never repeats the bio itself.
        public var description: String {
            "Bio too large: \(byteCount) of \(Bio.maxBytes) bytes. Shorten it by \(byteCount - Bio.maxBytes)."
        }
    }
}
