/// Horizontal placement of text inside a rectangle.
public enum Alignment: Hashable, Sendable {
    /// Flush left.
    case leading
    /// Centered (extra column to the right).
    case center
    /// Flush right.
    case trailing
}
