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
        if let trailing, !trailing.isEmpty {
            let w = min(DisplayWidth.of(trailing), width / 2)
            buffer.put(trailing, in: Rect(x: width - 1 - w, y: 0, width: w, height: 1), alignment: .trailing,
                       style: theme.selection)
            titleWidth = width - w - 4
        }
        buffer.put(title, in: Rect(x: 1, y: 0, width: titleWidth, height: 1), style: theme.selection)
        buffer.put(hints, in: Rect(x: 1, y: height - 1, width: width - 2, height: 1), style: theme.muted)
        return Rect(x: 0, y: 1, width: width, height: max(0, height - 2))
    }

    /// Replaces the key hints at the bottom: a sheet over a screen says its own keys, not the
    /// screen's (issue 31: the user picker showed the chat list's "q quit", but q closed it).
    static func replaceHints(_ hints: String, chrome: AppChrome, into buffer: inout Buffer) {
        let row = Rect(x: 0, y: buffer.height - 1, width: buffer.width, height: 1)
        buffer.fill(row, style: chrome.theme.text)
        buffer.put(hints, in: Rect(x: 1, y: buffer.height - 1, width: buffer.width - 2, height: 1), style: chrome.theme.muted)
    }

    /// The status line just above the hints ("Working…").
    static func status(_ text: String, style: Style, into buffer: inout Buffer) {
        buffer.put(text, in: Rect(x: 1, y: buffer.height - 2, width: buffer.width - 2, height: 1), style: style)
    }
}
