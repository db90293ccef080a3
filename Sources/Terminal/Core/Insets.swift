/// Padding around the inside of a rectangle.
public struct Insets: Hashable, Sendable {
    /// Rows removed at the top.
    public var top: Int
    /// Columns removed on the left.
    public var left: Int
    /// Rows removed at the bottom.
    public var bottom: Int
    /// Columns removed on the right.
    public var right: Int

    /// Creates insets for each side.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    public static func all(_ value: Int) -> Insets {
        Insets(top: value, left: value, bottom: value, right: value)
    }

    /// `horizontal` columns left and right, `vertical` rows top and bottom.
    public static func symmetric(horizontal: Int = 0, vertical: Int = 0) -> Insets {
        Insets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }
}
