/// How much of a split a part takes; see ``Rect/splitVertically(_:spacing:)``.
public enum LayoutSize: Hashable, Sendable {
    /// Exactly this many cells (shrunk only when the space runs out).
    case fixed(Int)
    /// A share of what the fixed parts leave, by weight.
    case flex(Int)
    /// At least this many cells, then a flex share of weight 1.
    case min(Int)
}
