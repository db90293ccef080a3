extension QRCode {
    /// Draws the symbol as text with Unicode half blocks, two module rows per line and one
    /// module per column, inside a light quiet zone.
    ///
    /// Every line has the same width, `size + 2 * quietZone` columns, and there are
    /// `(size + 2 * quietZone + 1) / 2` lines; an odd last row is paired with more quiet zone.
    /// Terminal cells are about twice as tall as wide, so the modules come out nearly square.
    ///
    /// - Parameters:
    ///   - background: the terminal's background; on a dark one the light modules are drawn so
    ///     the code is not inverted.
    ///   - quietZone: light modules around the symbol; the standard asks for 4.
    public func textLines(background: QRTerminalBackground, quietZone: Int = 4) -> [String] {
        let margin = max(0, quietZone)
        let drawDark = background == .light
        func ink(_ x: Int, _ y: Int) -> Bool {
            // Outside the symbol reads as light, which extends the quiet zone.
            self[x: x, y: y] == drawDark
        }
        var lines: [String] = []
        let span = size + 2 * margin
        lines.reserveCapacity((span + 1) / 2)
        for top in stride(from: -margin, to: size + margin, by: 2) {
            var line = ""
            line.reserveCapacity(span * 3)
            for x in -margin..<(size + margin) {
                let upper = ink(x, top)
                let lower = top + 1 < size + margin ? ink(x, top + 1) : ink(x, size + margin)
                switch (upper, lower) {
                case (true, true): line.append("\u{2588}")    // █ full block
                case (true, false): line.append("\u{2580}")   // ▀ upper half
                case (false, true): line.append("\u{2584}")   // ▄ lower half
                case (false, false): line.append(" ")
                }
            }
            lines.append(line)
        }
        return lines
    }
}
