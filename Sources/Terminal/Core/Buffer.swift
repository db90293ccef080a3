/// A width × height grid of cells that widgets draw into. Nothing here touches a terminal.
///
/// Writes outside the buffer are ignored. A wide character occupies its cell and a
/// continuation cell to its right; overwriting either half blanks the other, so the buffer
/// never holds half a wide character.
public struct Buffer: Hashable, Sendable {
    /// Columns.
    public private(set) var width: Int
    /// Rows.
    public private(set) var height: Int
    /// Cells row by row; index `y * width + x`.
    public private(set) var cells: [Cell]
    /// Pictures drawn over cells (``TerminalImage``), in the order added; a later write to a
    /// covered cell removes the picture (what is drawn above it hides it).
    public private(set) var images: [TerminalImage] = []

    /// A buffer of blank cells.
    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: fill, count: self.width * self.height)
    }

    /// A buffer of blank cells of the given size.
    public init(size: TerminalSize, fill: Cell = .blank) {
        self.init(width: size.width, height: size.height, fill: fill)
    }

    /// The whole buffer as a rectangle at the origin.
    public var area: Rect { Rect(x: 0, y: 0, width: width, height: height) }
    /// The buffer's size.
    public var size: TerminalSize { TerminalSize(width: width, height: height) }

    /// The cell at a position; a blank cell outside the buffer.
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, y >= 0, x < width, y < height else { return .blank }
        return cells[y * width + x]
    }

    /// Sets one cell from a single grapheme cluster; a wide one also claims the cell to the
    /// right (and is dropped if it would cross the right edge). Control and zero-width
    /// symbols are ignored. Returns the number of columns written.
    @discardableResult
    public mutating func set(x: Int, y: Int, symbol: Character, style: Style) -> Int {
        let w = DisplayWidth.of(symbol)
        guard w > 0 else { return 0 }
        return place(x: x, y: y, symbol: String(symbol), columns: w, style: style, limit: width)
    }

    /// Draws `image` over its cells (clipped to nothing when it is not wholly inside the buffer).
    public mutating func add(_ image: TerminalImage) {
        guard !image.area.isEmpty, area.intersection(image.area) == image.area else { return }
        images.append(image)
    }

    /// Removes the pictures over `rect`: something is drawn above them.
    private mutating func uncover(_ rect: Rect) {
        guard !images.isEmpty else { return }
        images.removeAll { !$0.area.intersection(rect).isEmpty }
    }

    /// Changes the style of every cell in `rect`, keeping the symbols.
    public mutating func setStyle(_ style: Style, in rect: Rect) {
        let r = rect.intersection(area)
        guard !r.isEmpty else { return }
        uncover(r)
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { cells[y * width + x].style = style }
        }
    }

    /// Resets every cell to `cell` (a blank by default).
    public mutating func clear(_ cell: Cell = .blank) {
        for index in cells.indices { cells[index] = cell }
        images = []
    }

    /// Resizes the buffer, keeping the overlapping top-left content.
    public mutating func resize(to size: TerminalSize) {
        var next = Buffer(size: size)
        let overlap = area.intersection(next.area)
        for y in overlap.y..<overlap.maxY {
            for x in overlap.x..<overlap.maxX {
                let cell = cells[y * width + x]
                if cell.width == 2 && x + 1 >= next.width {
                    next.cells[y * next.width + x] = Cell(" ", style: cell.style)
                } else {
                    next.cells[y * next.width + x] = cell
                }
            }
        }
        self = next
    }

    /// Writes a cell of `columns` (1 or 2) columns at `x`, respecting `limit` as the right edge.
    /// Returns the columns written (0 when out of range or not fitting).
    mutating func place(x: Int, y: Int, symbol: String, columns: Int, style: Style, limit: Int) -> Int {
        guard y >= 0, y < height, x >= 0, x + columns <= min(limit, width) else { return 0 }
        if !images.isEmpty { uncover(Rect(x: x, y: y, width: columns, height: 1)) }
        let row = y * width
        release(x: x, row: row)
        cells[row + x] = Cell(symbol, style: style)
        if columns == 2 {
            release(x: x + 1, row: row)
            cells[row + x + 1] = Cell("", style: style)
        }
        return columns
    }

    /// Appends zero-width text to the symbol of the cell at (`x`, `y`), keeping its width: how
    /// the test backend keeps marks the way some terminals do.
    mutating func attach(_ text: String, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        cells[y * width + x].symbol += text
    }

    /// Detaches the cell at `x` from any wide character it belongs to, blanking the other half.
    private mutating func release(x: Int, row: Int) {
        let index = row + x
        if cells[index].isContinuation, x > 0 {
            cells[index - 1].symbol = " "
            cells[index].symbol = " "
        } else if x + 1 < width, cells[index + 1].isContinuation {
            cells[index + 1].symbol = " "
        }
    }
}
