/// "Step 2 of 5" followed by one dot per step (`● ● ○ ○ ○`), for multi-step flows.
public struct StepIndicator: Widget {
    /// The current step, from 1.
    public var step: Int
    /// The number of steps.
    public var total: Int
    /// Colors.
    public var theme: Theme

    /// Creates an indicator; `step` is clamped to `1...total`.
    public init(step: Int, total: Int, theme: Theme = .dark) {
        self.total = max(1, total)
        self.step = min(max(1, step), self.total)
        self.theme = theme
    }

    /// The text part, e.g. `"Step 2 of 5"`.
    public var text: String { "Step \(step) of \(total)" }

    /// Draws on `area`'s first row; the dots are dropped when they do not fit.
    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let row = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        let end = buffer.put(text, in: row, style: theme.muted)
        let dotsWidth = total * 2 - 1
        guard end + 2 + dotsWidth <= row.maxX else { return }
        var x = end + 2
        for index in 1...total {
            let done = index <= step
            buffer.set(x: x, y: row.y, symbol: done ? "●" : "○", style: done ? theme.accentText : theme.muted)
            x += 2
        }
    }
}
