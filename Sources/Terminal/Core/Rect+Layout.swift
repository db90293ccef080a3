extension Rect {
    /// Splits the rectangle top to bottom into rows of the given sizes.
    ///
    /// Fixed parts are served first (in order, shrinking the last ones if space runs out); flex
    /// parts share the rest by weight, remainders going to the earliest flex parts.
    public func splitVertically(_ sizes: [LayoutSize], spacing: Int = 0) -> [Rect] {
        let lengths = Rect.distribute(height, sizes: sizes, spacing: spacing)
        var top = y
        return lengths.map { length in
            defer { top += length + spacing }
            return Rect(x: x, y: Swift.min(top, maxY), width: width, height: length)
        }
    }

    /// Splits the rectangle left to right into columns of the given sizes.
    public func splitHorizontally(_ sizes: [LayoutSize], spacing: Int = 0) -> [Rect] {
        let lengths = Rect.distribute(width, sizes: sizes, spacing: spacing)
        var left = x
        return lengths.map { length in
            defer { left += length + spacing }
            return Rect(x: Swift.min(left, maxX), y: y, width: length, height: height)
        }
    }

    /// A rectangle of at most the given size centered inside this one.
    public func centered(width w: Int, height h: Int) -> Rect {
        let cw = Swift.min(Swift.max(0, w), width), ch = Swift.min(Swift.max(0, h), height)
        return Rect(x: x + (width - cw) / 2, y: y + (height - ch) / 2, width: cw, height: ch)
    }

    static func distribute(_ total: Int, sizes: [LayoutSize], spacing: Int) -> [Int] {
        guard !sizes.isEmpty else { return [] }
        var remaining = Swift.max(0, total - Swift.max(0, spacing) * (sizes.count - 1))
        var lengths = [Int](repeating: 0, count: sizes.count)
        for (index, size) in sizes.enumerated() {
            let wanted: Int
            switch size {
            case .fixed(let n), .min(let n): wanted = Swift.max(0, n)
            case .flex: wanted = 0
            }
            lengths[index] = Swift.min(wanted, remaining)
            remaining -= lengths[index]
        }
        let weights = sizes.map { size -> Int in
            switch size {
            case .fixed: return 0
            case .flex(let w): return Swift.max(0, w)
            case .min: return 1
            }
        }
        let totalWeight = weights.reduce(0, +)
        guard totalWeight > 0, remaining > 0 else { return lengths }
        var given = 0
        for index in sizes.indices where weights[index] > 0 {
            let share = remaining * weights[index] / totalWeight
            lengths[index] += share
            given += share
        }
        var leftover = remaining - given
        for index in sizes.indices where weights[index] > 0 && leftover > 0 {
            lengths[index] += 1
            leftover -= 1
        }
        return lengths
    }
}
