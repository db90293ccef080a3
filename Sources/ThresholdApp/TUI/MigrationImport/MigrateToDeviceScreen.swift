import Features
import Terminal

/// "Migrate from another device": the link field, Import, progress (bytes, rate, ETA), failure
/// with Retry and Back, and the question before replacing existing profiles.
enum MigrateToDeviceScreen {
    /// How to get a link, shown under the field.
    static let help = "On the other device, export with Settings or `threshold migrate export`, copy the "
        + "archive here (same path), then paste the link it shows."

    /// Draws the screen.
    static func draw(_ screen: MigrateToDeviceState, chrome: AppChrome, into buffer: inout Buffer) {
        let theme = chrome.theme
        let importing: Bool
        if case .importing = screen.status { importing = true } else { importing = false }
        Frame.draw(title: "Migrate from another device", trailing: nil,
                   hints: importing ? "Importing…  Ctrl-C quit" : "Paste or type the link  Tab move  Enter import  Esc back",
                   chrome: chrome, into: &buffer)
        let width = min(buffer.width - 4, 72)
        let x = (buffer.width - width) / 2
        var y = 2
        buffer.put("Migration link", in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
        y += 1
        buffer.render(TextField(state: screen.link, placeholder: "threshold:/migrate?v=1&archive=…",
                                isFocused: screen.focus == .link && !importing, theme: theme),
                      in: Rect(x: x, y: y, width: width, height: 1))
        y += 1
        let helpLines = TextWrap.wrap(help, width: width)
        for line in helpLines.prefix(3) {
            buffer.put(line, in: Rect(x: x, y: y, width: width, height: 1), style: theme.muted)
            y += 1
        }
        y += 1
        let retry: Bool
        if case .failed = screen.status { retry = true } else { retry = false }
        OnboardingScreen.buttons([(retry ? "Retry" : "Import", screen.focus == .importButton && !importing,
                                   screen.canImport),
                                  ("Back", screen.focus == .back && !importing, !importing)],
                                 y: y, theme: theme, into: &buffer)
        y += 2
        let area = Rect(x: x, y: y, width: width, height: max(0, buffer.height - 2 - y))
        switch screen.status {
        case .editing:
            break
        case .importing(let progress):
            guard let progress else {
                buffer.put("Starting the import…", in: Rect(x: x, y: y, width: width, height: 1), style: theme.muted)
                break
            }
            buffer.put(progress.line(), in: Rect(x: x, y: y, width: width, height: 1), style: theme.text)
            if area.height > 1 {
                buffer.render(ProgressBar(fraction: progress.fraction, theme: theme),
                              in: Rect(x: x, y: y + 1, width: width, height: 1))
            }
        case .failed(let report):
            buffer.putWrapped("Import failed: \(report.message) Nothing on this device was changed.", in: area,
                              style: theme.danger)
        case .confirmReplace:
            buffer.putWrapped("This device already holds data. Replace it with the imported data? "
                              + "Enter replace  Esc cancel", in: area, style: theme.danger)
        case .succeeded:
            buffer.put("Migration complete", in: Rect(x: x, y: y, width: width, height: 1), style: theme.success)
        }
    }
}
