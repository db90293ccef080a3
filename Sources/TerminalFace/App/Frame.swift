import Features
import Terminal

/// The frame every full screen shares: a title bar on top and key hints at the bottom.
enum Frame {
    /// Draws the bars and returns the rows between them.
    @discardableResult
    static func draw(title: String, trailing: String?, hints: String, chrome: AppChrome,
                     into buffer: inout Buffer) -> Rect {
        let theme = chrome.theme
        let width = buffer.width, height = buffer.height
        let bar = Rect(x: 0, y: 0, width: width, height: 1)
        buffer.fill(bar, style: theme.selection)
        var titleWidth = width - 2
        // The trailing text ("Schritt 4 von 4") gives way when the title's last part would not fit
        // whole beside it ("Push-Benachrichtigun…" at 40 columns): the step's name comes first.
        let step = title.components(separatedBy: " · ").last ?? title
        if let trailing, !trailing.isEmpty,
           DisplayWidth.of(step) <= width - min(DisplayWidth.of(trailing), width / 2) - 4 {
            let w = min(DisplayWidth.of(trailing), width / 2)
            buffer.put(trailing, in: Rect(x: width - 1 - w, y: 0, width: w, height: 1), alignment: .trailing,
                       style: theme.selection)
            titleWidth = width - w - 4
        }
        buffer.put(fittedTitle(title, width: titleWidth), in: Rect(x: 1, y: 0, width: titleWidth, height: 1), style: theme.selection)
        buffer.put(HintBar.fit(hints, width: width - 2), in: Rect(x: 1, y: height - 1, width: width - 2, height: 1),
                   style: theme.muted)
        return Rect(x: 0, y: 1, width: width, height: max(0, height - 2))
    }

    /// `title` in `width` columns without a word cut: "App · Step" loses "App · " first (the
    /// step's name is what a person needs; "Threshold · Erstelle…" at 40 columns in German),
    /// then words are dropped from the end (``HintBar/wholeWords(_:width:)``).
    static func fittedTitle(_ title: String, width: Int) -> String {
        var parts = title.components(separatedBy: " · ")
        while parts.count > 1, DisplayWidth.of(parts.joined(separator: " · ")) > width { parts.removeFirst() }
        let fitted = parts.joined(separator: " · ")
        return DisplayWidth.of(fitted) <= width ? fitted : HintBar.wholeWords(fitted, width: width)
    }

    /// Replaces the key hints at the bottom: a sheet over a screen says its own keys, not the
    /// screen's (issue 31: the user picker showed the chat list's "q quit", but q closed it).
    static func replaceHints(_ hints: String, chrome: AppChrome, into buffer: inout Buffer) {
        let row = Rect(x: 0, y: buffer.height - 1, width: buffer.width, height: 1)
        buffer.fill(row, style: chrome.theme.text)
        buffer.put(HintBar.fit(hints, width: buffer.width - 2), in: Rect(x: 1, y: buffer.height - 1, width: buffer.width - 2, height: 1),
                   style: chrome.theme.muted)
    }

    /// The status line just above the hints ("Working…").
    static func status(_ text: String, style: Style, into buffer: inout Buffer) {
        buffer.put(text, in: Rect(x: 1, y: buffer.height - 2, width: buffer.width - 2, height: 1), style: style)
    }

    /// The status text ending on the row above the hints, wrapped upwards onto the rows from
    /// `firstFree` on that the screen left empty (a banner's sentence was cut with "…" at 40
    /// columns, issue 35); it ends in "…" only where those rows run out.
    static func status(_ text: String, style: Style, firstFree: Int, into buffer: inout Buffer) {
        let bottom = buffer.height - 2
        let lines = TextWrap.wrap(text, width: max(1, buffer.width - 2), maxLines: max(1, bottom - firstFree + 1))
        for (index, line) in lines.enumerated() {
            buffer.put(line, in: Rect(x: 1, y: bottom - lines.count + 1 + index, width: buffer.width - 2, height: 1), style: style)
        }
    }

    /// The rows a status text takes at the bottom of `buffer`, wrapped, at most `limit`.
    static func statusRows(_ text: String, width: Int, limit: Int) -> Int {
        min(limit, max(1, TextWrap.wrap(text, width: max(1, width - 2)).count))
    }
}
