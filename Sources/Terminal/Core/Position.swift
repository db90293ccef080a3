/// A column/row position on the screen, zero-based from the top-left corner.
public struct Position: Hashable, Sendable {
    /// Column, from 0.
    public var x: Int
    /// Row, from 0.
    public var y: Int

    /// Creates a position.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
