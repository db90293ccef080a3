import Features
import Terminal

/// Settings › About: the app's name and tagline, its version (``AppVersion/current``, as
/// `threshold --version` says), what it is, and where its data lives. Any of Esc, Enter or `q` goes back.
enum AboutScreen {
    /// Draws the page.
    static func draw(scroll: Int, chrome: AppChrome, into buffer: inout Buffer) {
        let theme = chrome.theme
        Frame.draw(title: SettingsText.about, trailing: nil, hints: tr("Esc back"), chrome: chrome, into: &buffer)
        let width = min(buffer.width - 4, 72)
        let x = (buffer.width - width) / 2
        var body = ScreenBody(for: buffer)
        var y = body.y
        body.canvas.put(chrome.brand.appName, in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
        y += 1
        body.canvas.put(SettingsText.version(AppVersion.current), in: Rect(x: x, y: y, width: width, height: 1),
                        style: theme.accentText)
        y += 2
        for (text, style) in [(chrome.brand.tagline, theme.text), (SettingsText.aboutSummary, theme.text),
                              (SettingsText.dataDirectory(chrome.dataDirectory), theme.muted)] where !text.isEmpty {
            y += body.canvas.putWrapped(text, in: Rect(x: x, y: y, width: width, height: 6), style: style) + 1
        }
        body.y = y - 1
        body.present(into: &buffer, footerHeight: 0, scroll: scroll, theme: theme) { _, _ in }
    }
}
