/// A horizontal progress bar `████░░░░  42%`, with an optional label before it.
public struct ProgressBar: Widget {
    /// Progress from 0 to 1 (clamped).
    public var fraction: Double
    /// Text before the bar.
    public var label: String?
    /// Colors.
    public var theme: Theme
    /// Writes the whole percentage (0 to 100) shown after the bar. The app passes its locale's
    /// formatter (`62 %` in German, `%62` in Turkish, `۶۲٪` in Persian); this module knows no
    /// languages, so the default is `62%`.
    public var percentText: (Int) -> String

    /// Creates a bar.
    public init(fraction: Double, label: String? = nil, theme: Theme = .dark,
                percentText: @escaping (Int) -> String = { "\($0)%" }) {
        self.fraction = fraction.isFinite ? min(1, max(0, fraction)) : 0
        self.label = label
        self.theme = theme
        self.percentText = percentText
    }

    /// Draws the bar on `area`'s first row.
    public func render(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        var row = Rect(x: area.x, y: area.y, width: area.width, height: 1)
        if let label, !label.isEmpty {
            let end = buffer.put(DisplayWidth.truncate(label, to: row.width / 2), in: row, style: theme.text)
            row = Rect(x: end + 1, y: row.y, width: row.maxX - end - 1, height: 1)
        }
        let percent = percentText(Int((fraction * 100).rounded(.down)))
        // The number's slot: "100%" and a blank before it, wider for "100 %" (German, French).
        let slot = max(5, DisplayWidth.of(percent) + 1)
        let barWidth = row.width - slot
        guard barWidth >= 1 else {
            buffer.put(percent, in: row, style: theme.text)
            return
        }
        let filled = Int((Double(barWidth) * fraction).rounded(.down))
        buffer.put(String(repeating: "█", count: filled), x: row.x, y: row.y, style: theme.accentText, clip: row)
        buffer.put(String(repeating: "░", count: barWidth - filled), x: row.x + filled, y: row.y,
                   style: theme.muted, clip: row)
        buffer.put(percent, in: Rect(x: row.x + barWidth, y: row.y, width: slot, height: 1),
                   alignment: .trailing, style: theme.text)
    }
}
