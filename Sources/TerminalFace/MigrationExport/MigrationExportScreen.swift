import Features
import Terminal

/// Settings → Migrate to another device: the explanation, the export's progress (bytes, rate,
/// ETA), then the link as text and as a QR code, and finalizing.
enum MigrationExportScreen {
    /// The screen's title.
    static var title: String { SettingsText.migrateToAnotherDevice }
    /// What an export does.
    static var explanation: String { MigrationExportText.explanation }
    /// What to do on the new device.
    static var nextSteps: String { MigrationExportText.nextSteps }
    /// Shown instead of the QR code when the terminal is too small for it: the whole terminal size
    /// that shows it (the texts above it included), and the way to the link alone.
    static func enlarge(width: Int, height: Int) -> String {
        tr("Enlarge the window to at least {width}x{height} to see the QR code, or press l to show the link alone for copying.",
           ["width": .number(width), "height": .number(height)])
    }

    /// Draws the screen.
    static func draw(_ screen: MigrationExportState, scroll: Int, chrome: AppChrome, into buffer: inout Buffer) {
        let theme = chrome.theme
        if case .exported(let exported) = screen.phase, screen.showsLinkOnly {
            drawLinkOnly(exported.link, theme: theme, into: &buffer)
            return
        }
        if case .serving(let view) = screen.phase, screen.showsLinkOnly, let link = view.link {
            drawLinkOnly(link.link, theme: theme, into: &buffer)
            return
        }
        Frame.draw(title: title, trailing: nil, hints: hints(screen.phase), chrome: chrome, into: &buffer)
        let width = buffer.width - 2
        let x = 1
        var y = 2
        func paragraph(_ text: String, style: Style, maxLines: Int = 4) {
            let rows = max(0, min(maxLines, buffer.height - 2 - y))
            y += buffer.putWrapped(text, in: Rect(x: x, y: y, width: width, height: rows), style: style) + 1
        }
        switch screen.phase {
        case .intro:
            var body = ScreenBody(for: buffer)
            for (text, style) in [(explanation, theme.text), (nextSteps, theme.muted), (DirectTransferText.sendKey, theme.accentText),
                                  (DirectTransferText.listensFor(minutes: screen.listenMinutes), theme.muted)] {
                body.y += body.canvas.putWrapped(text, in: Rect(x: x, y: body.y, width: width, height: 8),
                                                 style: style) + 1
            }
            body.y -= 1
            body.present(into: &buffer, footerHeight: 1, scroll: scroll, theme: theme) { y, buffer in
                Button(MigrationPageText.export, isFocused: true, theme: theme).render(in: Rect(x: x, y: y, width: width, height: 1),
                                                                        buffer: &buffer)
            }
        case .exporting(let progress):
            paragraph(tr("Exporting… The archive is written in the background; keep this window open."), style: theme.text)
            buffer.put(progress?.line() ?? tr("Starting…"), in: Rect(x: x, y: y, width: width, height: 1), style: theme.text)
            buffer.render(ProgressBar(fraction: progress?.fraction ?? 0, theme: theme, percentText: Formats.percent),
                          in: Rect(x: x, y: y + 1, width: width, height: 1))
        case .exported(let exported):
            // The path, the label and the link are taller than 40x12 in most languages: they
            // scroll (PgUp/PgDn, with the ▲▼ mark), as a direct transfer's words.
            var body = ScreenBody(for: buffer)
            drawExported(exported, theme: theme, screenHeight: buffer.height, into: &body.canvas, y: &body.y)
            body.present(into: &buffer, footerHeight: 0, scroll: scroll, theme: theme) { _, _ in }
        case .failed(let message):
            paragraph(tr("The export failed: {reason}", ["reason": .text(message)]), style: theme.danger)
            paragraph(tr("Nothing was left behind. Press Enter to try again."), style: theme.muted)
        case .serving(let view):
            // Its words may be taller than a small terminal: they scroll (PgUp/PgDn), as a form's.
            var body = ScreenBody(for: buffer)
            drawServing(view, theme: theme, screenHeight: buffer.height, into: &body.canvas, y: &body.y)
            body.present(into: &buffer, footerHeight: 0, scroll: scroll, theme: theme) { _, _ in }
        case .served(let message, let sent):
            paragraph(message, style: sent ? theme.success : theme.danger)
        case .deleted:
            paragraph(MigrationExportText.deleted, style: theme.title)
            paragraph(tr("Keep using Threshold on the new device. Press any key to quit."), style: theme.muted)
        }
    }

    /// The key hints of a phase.
    static func hints(_ phase: MigrationExportState.Phase) -> String {
        switch phase {
        case .intro: tr("Enter export  Esc back")
        case .exporting: tr("Exporting…  Ctrl-C quit")
        case .exported: tr("Enter finalize  l link only (to copy)  Esc back")
        case .failed: tr("Enter try again  Esc back")
        case .deleted: tr("Any key quit")
        case .serving(let view): view.asking ? DirectTransferText.serveCodeKeys : DirectTransferText.serveKeys
        case .served(_, let sent): sent ? DirectTransferText.sentKeys : DirectTransferText.againKeys
        }
    }

    /// A direct transfer under way: the code first (once a device connected), what happened, the
    /// progress, where it listens, the link and its QR code when there is room.
    /// Drawn into a ``ScreenBody``'s canvas: the texts whole (the body scrolls), the QR code only
    /// when everything fits on a screen `screenHeight` rows tall (a code cut by the window can't be
    /// scanned).
    private static func drawServing(_ view: MigrationExportState.ServeView, theme: Theme, screenHeight: Int,
                                    into buffer: inout Buffer, y: inout Int) {
        let width = buffer.width - 2
        let bottom = buffer.height - 2
        func put(_ text: String, _ style: Style, maxLines: Int = 8) {
            let rows = max(0, min(maxLines, bottom - y))
            y += buffer.putWrapped(text, in: Rect(x: 1, y: y, width: width, height: rows), style: style)
        }
        if let code = view.code {
            put(DirectTransferText.compareHint + ":", theme.title, maxLines: 2)
            put(code, theme.success, maxLines: 1)
        }
        put(view.stopping ? DirectTransferText.stopped : view.status, theme.text, maxLines: 4)
        if let progress = view.progress, y + 1 < bottom {
            buffer.put(progress.line(), in: Rect(x: 1, y: y, width: width, height: 1), style: theme.text)
            buffer.render(ProgressBar(fraction: progress.fraction, theme: theme, percentText: Formats.percent), in: Rect(x: 1, y: y + 1, width: width, height: 1))
            y += 2
        }
        guard let link = view.link, view.code == nil else { return }
        put(link.listening, theme.muted, maxLines: 2)
        // A resumed serve's words are longer (what the other device does by itself, and what if it gave up).
        put(DirectTransferText.ready(seconds: view.listenSeconds, resumed: link.resumed), theme.muted, maxLines: link.resumed ? 8 : 5)
        put(link.link, theme.accentText)
        y += 1
        guard let code = link.qrCode else { return }
        let lines = code.textLines(background: theme.isDark ? .dark : .light)
        let qrWidth = lines.first.map { DisplayWidth.of($0) } ?? 0
        if qrWidth <= buffer.width, y + lines.count <= screenHeight - 2 {
            let qrX = max(0, (buffer.width - qrWidth) / 2)
            for line in lines {
                buffer.put(line, x: qrX, y: y, style: theme.text)
                y += 1
            }
        } else {
            put(enlarge(width: max(buffer.width, qrWidth), height: screenHeight + lines.count), theme.muted)
        }
    }

    /// The archive written, the link's label and the link, whole, then its QR code when everything
    /// fits on a screen `screenHeight` rows tall (a code cut by the window can't be scanned).
    /// Drawn into a ``ScreenBody``'s canvas: the texts scroll on a small terminal.
    private static func drawExported(_ exported: ExportedLink, theme: Theme, screenHeight: Int,
                                     into buffer: inout Buffer, y: inout Int) {
        let width = buffer.width - 2
        let bottom = buffer.height - 2
        // Each text whole, as far as the canvas goes (a link with a long percent-encoded path, a
        // Cyrillic home folder, takes more than a dozen rows at 40 columns).
        func put(_ text: String, _ style: Style) {
            let rows = max(0, bottom - y)
            y += buffer.putWrapped(text, in: Rect(x: 1, y: y, width: width, height: rows), style: style)
        }
        let texts = [MigrationExportText.exported(path: exported.archivePath, size: exported.size),
                     MigrationExportText.linkHeading, exported.link]
        put(texts[0], theme.text)
        put(texts[1], theme.title)
        put(texts[2], theme.accentText)
        y += 1
        guard let code = exported.qrCode else { return }
        let lines = code.textLines(background: theme.isDark ? .dark : .light)
        let qrWidth = lines.first.map { DisplayWidth.of($0) } ?? 0
        if qrWidth <= buffer.width, y + lines.count <= screenHeight - 2 {
            let qrX = max(0, (buffer.width - qrWidth) / 2)
            for line in lines {
                buffer.put(line, x: qrX, y: y, style: theme.text)
                y += 1
            }
        } else {
            // The size that shows it: as wide as the code, and as tall as the texts above it (wrapped at
            // that width), a blank row, the code and the two bottom rows.
            let neededWidth = max(buffer.width, qrWidth)
            let above = 2 + texts.reduce(0) { $0 + TextWrap.wrap($1, width: max(1, neededWidth - 2)).count } + 1
            put(enlarge(width: neededWidth, height: max(screenHeight, above + lines.count + 2)), theme.muted)
        }
    }

    /// The link alone, from the first column, wrapped at the full width: easy to select and copy.
    private static func drawLinkOnly(_ link: String, theme: Theme, into buffer: inout Buffer) {
        var rest = Substring(link)
        var y = 0
        while !rest.isEmpty, y < buffer.height - 2 {
            let line = rest.prefix(buffer.width)
            buffer.put(line, x: 0, y: y, style: theme.text)
            rest = rest.dropFirst(line.count)
            y += 1
        }
        buffer.put(tr("Select the link to copy it. Esc back"), in: Rect(x: 0, y: buffer.height - 1, width: buffer.width,
                                                                    height: 1), style: theme.muted)
    }
}
