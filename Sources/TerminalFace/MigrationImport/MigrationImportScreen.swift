import Features
import Terminal

/// "Migrate from another device": the link field, Import, progress (bytes, rate, ETA), failure
/// with Retry and Back, and the question before replacing existing profiles.
enum MigrationImportScreen {
    /// How to get a link, shown under the field.

    /// The key hints for where the import stands.
    static func hints(_ screen: MigrationImportState) -> String {
        switch screen.status {
        case .importing:
            screen.stopping ? DirectTransferText.stoppingImport
                : screen.confirmingStop ? DirectTransferText.stopImportKeys : DirectTransferText.importingKeys
        case .askPasscode: tr("Type the passcode  Enter continue  Esc stop the import")
        case .confirmDecline: tr("Enter import  Esc back")
        case .compareCode: DirectTransferText.codeKeys
        case .askArchivePath: tr("Type the path  Enter import  Esc back to the link")
        default: tr("Paste or type the link  Tab move  Enter import  Esc back")
        }
    }

    /// Draws the screen.
    static func draw(_ screen: MigrationImportState, scroll: Int, chrome: AppChrome, into buffer: inout Buffer) {
        let theme = chrome.theme
        let importing: Bool
        switch screen.status {
        case .importing, .askPasscode, .confirmDecline, .compareCode: importing = true
        default: importing = false
        }
        let asking: Bool
        switch screen.status {
        case .askArchivePath, .askPasscode, .confirmDecline, .compareCode: asking = true
        default: asking = false
        }
        Frame.draw(title: OnboardingText.migrate, trailing: nil,
                   hints: hints(screen),
                   chrome: chrome, into: &buffer)
        let width = min(buffer.width - 4, 72)
        let x = (buffer.width - width) / 2
        var body = ScreenBody(for: buffer)
        var y = body.y
        body.canvas.put(MigrationPageText.link, in: Rect(x: x, y: y, width: width, height: 1), style: theme.title)
        y += 1
        if screen.focus == .link { body.focus(y - 1, y) }
        body.canvas.render(TextField(state: screen.link, placeholder: MigrationPageText.pasteLink,
                                     isFocused: screen.focus == .link && !importing && !asking, theme: theme),
                           in: Rect(x: x, y: y, width: width, height: 1))
        y += 1
        for line in TextWrap.wrap(ScreenText.migrationImportHelp, width: width) {
            body.canvas.put(line, in: Rect(x: x, y: y, width: width, height: 1), style: theme.muted)
            y += 1
        }
        // The question the import stopped at, with its field focused.
        func lines(_ text: String, _ style: Style) {
            for line in TextWrap.wrap(text, width: width) {
                body.canvas.put(line, in: Rect(x: x, y: y, width: width, height: 1), style: style)
                y += 1
            }
        }
        switch screen.status {
        case .askArchivePath(let report):
            y += 1
            lines(report.message, theme.danger)
            lines(MigrationImportText.whereIsTheArchive, theme.title)
            body.focus(y - 1, y + 1)
            body.canvas.render(TextField(state: screen.archivePath, placeholder: "/media/usb/threshold-export.age",
                                         isFocused: true, theme: theme), in: Rect(x: x, y: y, width: width, height: 1))
            y += 1
        case .askPasscode(let afterWrong):
            y += 1
            if afterWrong { lines(MigrationImportText.notThatPasscode, theme.danger) }
            lines(MigrationImportText.lockedArchive, theme.muted)
            lines(MigrationPageText.passcodeTitle, theme.title)
            body.focus(y - 1, y + 1)
            body.canvas.render(TextField(state: screen.passcode, placeholder: ScreenText.passcodeField, isMasked: true,
                                         isFocused: true, theme: theme), in: Rect(x: x, y: y, width: width, height: 1))
            y += 1
        case .compareCode(let code):
            // The code on a row of its own, so it reads at a glance beside the other device's.
            y += 1
            lines(DirectTransferText.sameCodeQuestion, theme.title)
            body.focus(y - 1, y + 1)
            lines(code, theme.success)
        default:
            break
        }
        body.y = y
        let retry: Bool
        switch screen.status {
        case .failed, .stopped: retry = true
        default: retry = false
        }
        // Under the buttons, after a blank row: the import's progress, failure or question.
        let status: (text: String, style: Style)?
        switch screen.status {
        case .editing: status = nil
        case .importing(let progress): status = (progress?.line() ?? tr("Starting the import…"), theme.text)
        case .stopped: status = (DirectTransferText.importStopped, theme.muted)
        case .failed(let report):
            status = (MigrationImportText.failure(report), theme.danger)
        case .confirmReplace:
            status = (MigrationImportText.replaceExisting + "  " + tr("Enter replace  Esc cancel"), theme.danger)
        case .succeeded: status = (MigrationPageText.completeTitle, theme.success)
        case .askArchivePath: status = (tr("Enter import from this path  Esc back to the link"), theme.muted)
        case .askPasscode: status = (tr("Enter continue  Esc stop the import"), theme.muted)
        case .compareCode(let code): status = (DirectTransferText.compareCode(code), theme.muted)
        case .confirmDecline:
            status = (MigrationImportText.importWithoutPasscode + "  " + tr("Enter import  Esc back"), theme.danger)
        }
        var progress: TransferProgress?
        if case .importing(let current) = screen.status { progress = current }
        var statusLines = (status.map { TextWrap.wrap($0.text, width: width) } ?? []).map { ($0, status?.style ?? theme.text) }
        // Under the progress line: a resume, and the question (or word) of a stop.
        if let notice = progress?.resumeNotice {
            statusLines += TextWrap.wrap(notice, width: width).map { ($0, theme.muted) }
        }
        if case .importing = screen.status, screen.confirmingStop || screen.stopping {
            let text = screen.stopping ? DirectTransferText.stoppingImport : DirectTransferText.stopImportQuestion
            statusLines += TextWrap.wrap(text, width: width).map { ($0, theme.danger) }
        }
        let statusRows = statusLines.count + (progress == nil ? 0 : 1)
        body.present(into: &buffer, footerHeight: statusRows == 0 ? 1 : 2 + statusRows, scroll: scroll,
                     theme: theme) { y, buffer in
            OnboardingScreen.buttons([(retry ? ButtonText.retry : MigrationPageText.import,
                                       screen.focus == .importButton && !importing, screen.canImport),
                                      (ButtonText.back, screen.focus == .back && !importing, !importing)],
                                     y: y, theme: theme, into: &buffer)
            var row = y + 2
            for (line, style) in statusLines where row < buffer.height - 1 {
                buffer.put(line, in: Rect(x: x, y: row, width: width, height: 1), style: style)
                row += 1
            }
            if let progress, row < buffer.height - 1 {
                buffer.render(ProgressBar(fraction: progress.fraction, theme: theme, percentText: Formats.percent),
                              in: Rect(x: x, y: row, width: width, height: 1))
            }
        }
    }
}
