extension Buffer {
    /// Writes `text` on row `y` from column `x`, clipped to `clip` (the whole buffer by default).
    ///
    /// Control characters and stray zero-width marks are skipped; a wide character that would
    /// cross the clip's right edge is not drawn and its first column is left blank in `style`.
    /// Returns the column after the last one written.
    @discardableResult
    public mutating func put(_ text: some StringProtocol, x: Int, y: Int, style: Style = .plain,
                             clip: Rect? = nil) -> Int {
        let bounds = (clip ?? area).intersection(area)
        guard y >= bounds.y, y < bounds.maxY else { return x }
        var column = x
        for character in text {
            if column >= bounds.maxX { break }
            let w = DisplayWidth.of(character)
            if w == 0 { continue }
            if column < bounds.x {
                column += w
                // The right half of a wide character peeks into the clip: blank it.
                if column > bounds.x {
                    _ = place(x: bounds.x, y: y, symbol: " ", columns: 1, style: style, limit: bounds.maxX)
                }
                continue
            }
            if column + w > bounds.maxX {
                _ = place(x: column, y: y, symbol: " ", columns: 1, style: style, limit: bounds.maxX)
                column += 1
                break
            }
            column += place(x: column, y: y, symbol: String(character), columns: w, style: style, limit: bounds.maxX)
        }
        return column
    }

    /// Writes one line of text inside `rect` (its first row), aligned, truncated with `…` when
    /// too long. Returns the column after the text.
    @discardableResult
    public mutating func put(_ text: some StringProtocol, in rect: Rect, alignment: Alignment = .leading,
                             style: Style = .plain) -> Int {
        guard !rect.isEmpty else { return rect.x }
        let line = DisplayWidth.truncate(text, to: rect.width)
        let w = DisplayWidth.of(line)
        let offset: Int
        switch alignment {
        case .leading: offset = 0
        case .center: offset = (rect.width - w) / 2
        case .trailing: offset = rect.width - w
        }
        return put(line, x: rect.x + offset, y: rect.y, style: style, clip: rect)
    }

    /// Wraps `text` to the width of `rect` and writes as many lines as fit.
    /// Returns the number of rows used.
    @discardableResult
    public mutating func putWrapped(_ text: String, in rect: Rect, alignment: Alignment = .leading,
                                    style: Style = .plain) -> Int {
        let lines = TextWrap.wrap(text, width: rect.width)
        for (row, line) in lines.prefix(rect.height).enumerated() {
            put(line, in: Rect(x: rect.x, y: rect.y + row, width: rect.width, height: 1),
                alignment: alignment, style: style)
        }
        return min(lines.count, rect.height)
    }

    /// Fills `box`, a sheet or alert about to be drawn over `area`, and the columns beside it when
    /// they are fewer than `margin`: there the screen underneath would show only pieces of words
    /// (an "n" beside a sheet's border at 40 columns; "Oper", "Lum" beside the operator sheet at
    /// 80, "سا", "قف" beside the theme menu at 40). Wider margins keep what is underneath, but not
    /// the pieces of words the box cut: beside it, on its rows, the text up to the nearest blank
    /// or frame line goes too ("このアプ", "ie das Terminal" beside "Check data" at 80x24).
    public mutating func fillSheet(_ box: Rect, over area: Rect, margin: Int = 10) {
        let left = box.x - area.x, right = area.x + area.width - (box.x + box.width)
        // Read before the box is filled: whether the box cut a word, at each of its sides.
        let rows = max(box.y, area.y)..<min(box.maxY, area.maxY)
        var pieces: [Rect] = []
        for y in rows where y >= 0 && y < height {
            if left > 0, left >= margin, cutsWord(x: box.x - 1, inside: box.x, y: y) {
                var x = box.x - 1
                while x > area.x, !endsPiece(x - 1, y) { x -= 1 }
                pieces.append(Rect(x: x, y: y, width: box.x - x, height: 1))
            }
            if right > 0, right >= margin, cutsWord(x: box.maxX, inside: box.maxX - 1, y: y) {
                var x = box.maxX
                while x + 1 < area.maxX, !endsPiece(x + 1, y) { x += 1 }
                pieces.append(Rect(x: box.maxX, y: y, width: x + 1 - box.maxX, height: 1))
            }
        }
        fill(box)
        for piece in pieces { fill(piece) }
        if left > 0, left < margin { fill(Rect(x: area.x, y: box.y, width: left, height: box.height)) }
        if right > 0, right < margin { fill(Rect(x: box.x + box.width, y: box.y, width: right, height: box.height)) }
    }

    /// Whether the cell at `x` beside a box and the one at `inside` under its border are both
    /// text (no blank, no frame line): the box then covers part of a word.
    private func cutsWord(x: Int, inside: Int, y: Int) -> Bool {
        guard x >= 0, x < width, inside >= 0, inside < width else { return false }
        return !endsPiece(x, y) && !endsPiece(inside, y)
    }

    /// Whether the cell at (`x`, `y`) ends a piece of a word: a blank, or a box-drawing or block
    /// character (a frame, a rule, a scroll bar).
    private func endsPiece(_ x: Int, _ y: Int) -> Bool {
        guard x >= 0, x < width else { return true }
        let cell = self[x, y]
        if cell.isContinuation { return false }
        guard let scalar = cell.symbol.unicodeScalars.first else { return true }
        return scalar == " " || (0x2500...0x259F).contains(scalar.value)
    }

    /// Fills `rect` with copies of `cell` (a blank by default).
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        let r = rect.intersection(area)
        guard !r.isEmpty else { return }
        let w = cell.width
        if w == 1 {
            for y in r.y..<r.maxY {
                for x in r.x..<r.maxX {
                    _ = place(x: x, y: y, symbol: cell.symbol, columns: 1, style: cell.style, limit: r.maxX)
                }
            }
        } else {
            for y in r.y..<r.maxY {
                var x = r.x
                while x < r.maxX {
                    let placed = place(x: x, y: y, symbol: cell.symbol, columns: max(w, 1),
                                       style: cell.style, limit: r.maxX)
                    if placed == 0 {
                        _ = place(x: x, y: y, symbol: " ", columns: 1, style: cell.style, limit: r.maxX)
                    }
                    x += max(placed, 1)
                }
            }
        }
    }

    /// Fills `rect` with blanks in `style` (a background color, typically).
    public mutating func fill(_ rect: Rect, style: Style) {
        fill(rect, with: Cell(" ", style: style))
    }

    /// Draws a border along the edges of `rect` with an optional title in the top edge.
    /// Returns the inner rectangle.
    @discardableResult
    public mutating func drawBox(_ rect: Rect, border: BorderStyle = .rounded, style: Style = .plain,
                                 title: String? = nil, titleStyle: Style? = nil) -> Rect {
        guard rect.width >= 2, rect.height >= 2 else { return Rect(x: rect.x, y: rect.y, width: 0, height: 0) }
        let right = rect.maxX - 1, bottom = rect.maxY - 1
        for x in (rect.x + 1)..<right {
            set(x: x, y: rect.y, symbol: border.horizontal, style: style)
            set(x: x, y: bottom, symbol: border.horizontal, style: style)
        }
        for y in (rect.y + 1)..<bottom {
            set(x: rect.x, y: y, symbol: border.vertical, style: style)
            set(x: right, y: y, symbol: border.vertical, style: style)
        }
        set(x: rect.x, y: rect.y, symbol: border.topLeft, style: style)
        set(x: right, y: rect.y, symbol: border.topRight, style: style)
        set(x: rect.x, y: bottom, symbol: border.bottomLeft, style: style)
        set(x: right, y: bottom, symbol: border.bottomRight, style: style)
        if let title, !title.isEmpty, rect.width > 4 {
            let slot = Rect(x: rect.x + 2, y: rect.y, width: rect.width - 4, height: 1)
            let text = DisplayWidth.truncate(title, to: slot.width - 2)
            put(" \(text) ", in: slot, style: titleStyle ?? style)
        }
        return rect.inset(by: .all(1))
    }

    /// Draws a horizontal line across `width` columns from `x` on row `y`.
    public mutating func drawHorizontalRule(x: Int, y: Int, width: Int, symbol: Character = "─",
                                            style: Style = .plain) {
        guard width > 0 else { return }
        for column in x..<(x + width) { set(x: column, y: y, symbol: symbol, style: style) }
    }

    /// Draws a vertical line down `height` rows from `y` in column `x`.
    public mutating func drawVerticalRule(x: Int, y: Int, height: Int, symbol: Character = "│",
                                          style: Style = .plain) {
        guard height > 0 else { return }
        for row in y..<(y + height) { set(x: x, y: row, symbol: symbol, style: style) }
    }

    /// Copies `other` into this buffer with its top-left corner at `origin` (its pictures too).
    public mutating func blit(_ other: Buffer, at origin: Position) {
        for y in 0..<other.height {
            var x = 0
            while x < other.width {
                let cell = other[x, y]
                let w = cell.width
                if w > 0 {
                    _ = place(x: origin.x + x, y: origin.y + y, symbol: cell.symbol, columns: w,
                              style: cell.style, limit: width)
                }
                x += max(w, 1)
            }
        }
        for image in other.images {
            var moved = image
            moved.area = Rect(x: image.area.x + origin.x, y: image.area.y + origin.y, width: image.area.width,
                              height: image.area.height)
            add(moved)
        }
    }

    /// The rows as text, one string per row, padded to the full width with spaces.
    public var lines: [String] {
        (0..<height).map { y in
            var line = ""
            for x in 0..<width { line += cells[y * width + x].symbol }
            return line
        }
    }

    /// The rows as text with trailing spaces removed; handy in test assertions.
    public var trimmedLines: [String] {
        lines.map { line in
            var s = Substring(line)
            while s.last == " " { s = s.dropLast() }
            return String(s)
        }
    }
}
