/// A rectangle of cells; `x`/`y` is the top-left corner. Width and height are never negative.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a rectangle; negative sizes become 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// A rectangle at the origin with the given size.
    public init(size: TerminalSize) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// The column just right of the rectangle.
    public var maxX: Int { x + width }
    /// The row just below the rectangle.
    public var maxY: Int { y + height }
    /// Whether the rectangle has no cells.
    public var isEmpty: Bool { width == 0 || height == 0 }
    /// The rectangle's size.
    public var size: TerminalSize { TerminalSize(width: width, height: height) }

    /// Whether the cell at `x`,`y` lies inside.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The overlap of two rectangles (empty when they do not overlap).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle shrunk by padding (never below zero size).
    public func inset(by insets: Insets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: width - insets.left - insets.right,
             height: height - insets.top - insets.bottom)
    }

    /// `"(x,y wxh)"`.
    public var description: String { "(\(x),\(y) \(width)x\(height))" }
}
