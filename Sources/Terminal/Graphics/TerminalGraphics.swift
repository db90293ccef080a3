/// The image protocols a terminal showed it can draw, from its own replies at start-up
/// (``GraphicsReplies``): never assumed from `TERM` or any other name.
public struct TerminalGraphics: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates a set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The kitty graphics protocol: the terminal answered the query `a=q` with `OK` before its
    /// device attributes.
    public static let kitty = TerminalGraphics(rawValue: 1)
    /// Sixel graphics: attribute 4 in the terminal's primary device attributes.
    public static let sixel = TerminalGraphics(rawValue: 2)
}
