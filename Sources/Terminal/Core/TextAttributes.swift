/// Text attributes a cell can carry, expressed with SGR codes.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt8

    /// Creates attributes from a raw bit mask.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (SGR 1).
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Dim / faint (SGR 2).
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Underline (SGR 4).
    public static let underline = TextAttributes(rawValue: 1 << 2)
    /// Reverse video (SGR 7): swaps foreground and background.
    public static let reverse = TextAttributes(rawValue: 1 << 3)
    /// Italic (SGR 3); many terminals ignore it.
    public static let italic = TextAttributes(rawValue: 1 << 4)
}
