import Features
import Terminal

/// "What's new": one version per page, newest first, "n of N".
enum WhatsNewScreen {
    /// Draws the pages.
    static func draw(_ screen: WhatsNewState, chrome: AppChrome, into buffer: inout Buffer) {
        let theme = chrome.theme
        let pager = screen.pager
        Frame.draw(title: "What's new", trailing: pager.entries.count > 1 ? pager.pageLabel : nil,
                   hints: "←→ page  Enter/Esc close", chrome: chrome, into: &buffer)
        guard let entry = pager.current else { return }
        let width = min(buffer.width - 4, 72)
        let x = (buffer.width - width) / 2
        var y = 2
        buffer.put("Version \(entry.version)", in: Rect(x: x, y: y, width: width, height: 1), style: theme.accentText)
        y += 1
        buffer.put(entry.title, in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
        y += 2
        for item in entry.items {
            let lines = TextWrap.wrap(item, width: max(1, width - 2))
            for (index, line) in lines.enumerated() where y < buffer.height - 3 {
                buffer.put(index == 0 ? "• " : "  ", in: Rect(x: x, y: y, width: 2, height: 1), style: theme.accentText)
                buffer.put(line, in: Rect(x: x + 2, y: y, width: width - 2, height: 1), style: theme.text)
                y += 1
            }
            y += 1
        }
        if pager.entries.count > 1 {
            buffer.put("‹ \(pager.pageLabel) ›", in: Rect(x: 0, y: buffer.height - 3, width: buffer.width, height: 1),
                       alignment: .center, style: theme.muted)
        }
    }
}
