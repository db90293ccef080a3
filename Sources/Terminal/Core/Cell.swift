/// One column of the screen: a grapheme cluster and its style.
///
/// A character two columns wide is stored in its first cell; the cell to its right is a
/// *continuation* (an empty symbol) that renderers skip.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster shown, `" "` for a blank, `""` for the right half of a wide character.
    public var symbol: String
    /// The cell's style.
    public var style: Style

    /// Creates a cell. The symbol should be one grapheme cluster without control characters.
    public init(_ symbol: String = " ", style: Style = .plain) {
        self.symbol = symbol
        self.style = style
    }

    /// A blank cell in the default style.
    public static let blank = Cell()

    /// Whether this is the right half of a wide character.
    public var isContinuation: Bool { symbol.isEmpty }

    /// Columns the symbol occupies (0 for a continuation).
    public var width: Int { symbol.isEmpty ? 0 : max(1, DisplayWidth.of(symbol)) }
}
