import Features
import Terminal

/// "Migrate from another device": the link field, Import, progress (bytes, rate, ETA), failure
/// with Retry and Back, and the question before replacing existing profiles.
enum MigrationImportScreen {
    /// How to get a link, shown under the field.

    /// Draws the screen.
    static func draw(_ screen: MigrationImportState, scroll: Int, chrome: AppChrome, into buffer: inout Buffer) {
        let theme = chrome.theme
        let importing: Bool
        if case .importing = screen.status { importing = true } else { importing = false }
        Frame.draw(title: "Migrate from another device", trailing: nil,
                   hints: importing ? "Importing…  Ctrl-C quit" : "Paste or type the link  Tab move  Enter import  Esc back",
                   chrome: chrome, into: &buffer)
        let width = min(buffer.width - 4, 72)
        let x = (buffer.width - width) / 2
        var body = ScreenBody(for: buffer)
        var y = body.y
        body.canvas.put("Migration link", in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
        y += 1
        if screen.focus == .link { body.focus(y - 1, y) }
        body.canvas.render(TextField(state: screen.link, placeholder: "threshold:/migrate?v=1&archive=…",
                                     isFocused: screen.focus == .link && !importing, theme: theme),
                           in: Rect(x: x, y: y, width: width, height: 1))
        y += 1
        for line in TextWrap.wrap(ScreenText.migrationImportHelp, width: width) {
            body.canvas.put(line, in: Rect(x: x, y: y, width: width, height: 1), style: theme.muted)
            y += 1
        }
        body.y = y
        let retry: Bool
        if case .failed = screen.status { retry = true } else { retry = false }
        // Under the buttons, after a blank row: the import's progress, failure or question.
        let status: (text: String, style: Style)?
        switch screen.status {
        case .editing: status = nil
        case .importing(let progress): status = (progress?.line() ?? "Starting the import…", theme.text)
        case .failed(let report):
            status = ("Import failed: \(report.message) Nothing on this device was changed.", theme.danger)
        case .confirmReplace:
            status = ("This device already holds data. Replace it with the imported data? Enter replace  Esc cancel",
                      theme.danger)
        case .succeeded: status = ("Migration complete", theme.success)
        }
        var progress: TransferProgress?
        if case .importing(let current) = screen.status { progress = current }
        let statusLines = status.map { TextWrap.wrap($0.text, width: width) } ?? []
        let statusRows = statusLines.count + (progress == nil ? 0 : 1)
        body.present(into: &buffer, footerHeight: statusRows == 0 ? 1 : 2 + statusRows, scroll: scroll,
                     theme: theme) { y, buffer in
            OnboardingScreen.buttons([(retry ? "Retry" : "Import", screen.focus == .importButton && !importing,
                                       screen.canImport),
                                      ("Back", screen.focus == .back && !importing, !importing)],
                                     y: y, theme: theme, into: &buffer)
            var row = y + 2
            for line in statusLines where row < buffer.height - 1 {
                buffer.put(line, in: Rect(x: x, y: row, width: width, height: 1), style: status?.style ?? theme.text)
                row += 1
            }
            if let progress, row < buffer.height - 1 {
                buffer.render(ProgressBar(fraction: progress.fraction, theme: theme),
                              in: Rect(x: x, y: row, width: width, height: 1))
            }
        }
    }
}
