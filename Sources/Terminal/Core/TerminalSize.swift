/// The size of a terminal or buffer in columns and rows.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a size; negative values become 0.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// Whether this size is at least `other` in both directions.
    public func fits(_ other: TerminalSize) -> Bool {
        width >= other.width && height >= other.height
    }

    /// `"80x24"`.
    public var description: String { "\(width)x\(height)" }
}
