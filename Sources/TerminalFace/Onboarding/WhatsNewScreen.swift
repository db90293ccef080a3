import Features
import Terminal

/// "What's new": one version per page, newest first, "n of N".
enum WhatsNewScreen {
    /// Draws the pages.
    static func draw(_ screen: WhatsNewState, scroll: Int, chrome: AppChrome, into buffer: inout Buffer) {
        let theme = chrome.theme
        let pager = screen.pager
        Frame.draw(title: SettingsText.whatsNew, trailing: pager.entries.count > 1 ? pager.pageLabel : nil,
                   hints: tr("Enter/Esc close  ←→ page  PgUp PgDn scroll"), chrome: chrome, into: &buffer)
        guard let entry = pager.current else { return }
        let width = min(buffer.width - 4, 72)
        let x = (buffer.width - width) / 2
        var body = ScreenBody(for: buffer)
        var y = body.y
        body.canvas.put(SettingsText.version("\(entry.version)"), in: Rect(x: x, y: y, width: width, height: 1), style: theme.accentText)
        y += 1
        body.canvas.put(entry.title, in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
        y += 2
        for item in entry.items {
            let lines = TextWrap.wrap(item, width: max(1, width - 2))
            for (index, line) in lines.enumerated() where y < ScreenBody.capacity {
                body.canvas.put(index == 0 ? "• " : "  ", in: Rect(x: x, y: y, width: 2, height: 1),
                                style: theme.accentText)
                body.canvas.put(line, in: Rect(x: x + 2, y: y, width: width - 2, height: 1), style: theme.text)
                y += 1
            }
            y += 1
        }
        body.y = y - 1
        let paged = pager.entries.count > 1
        body.present(into: &buffer, footerHeight: paged ? 1 : 0, atBottom: true, scroll: scroll,
                     theme: theme) { y, buffer in
            guard paged else { return }
            buffer.put("‹ \(pager.pageLabel) ›", in: Rect(x: 0, y: y, width: buffer.width, height: 1),
                       alignment: .center, style: theme.muted)
        }
    }
}
