import Features
import GTKKit

/// Settings › Migrate to another device: Export (run off the main loop, with progress), then the
/// link as a QR code picture, the link itself and Copy, and the finalize choice: keep using this
/// device (with the two-devices warning) or delete local data (destructive, confirmed).
@MainActor
final class MigrationExportPage: DesktopPage {
    let layout = PageLayout(title: MigrationPageText.exportTitle)
    let backButton = Button(icon: "go-previous-symbolic", accessibleLabel: DesktopText.back)
    let explanation = Label(MigrationPageText.exportExplanation)
    let export = Button(MigrationPageText.export, style: .suggestedPill)
    /// The second choice: a direct transfer (``DirectServePanel``).
    let send = Button(DirectTransferText.sendOption, style: .pill)
    /// How long the direct transfer listens for the other device (``DirectTransferText/listenLimits``).
    let limit = Box(.horizontal, spacing: 6)
    /// The limit's choices, in minutes, as radio buttons.
    private(set) var limitChoices: [(minutes: Int, button: CheckButton)] = []
    let serve = DirectServePanel()
    let progress = ProgressBar()
    let result = Box(.vertical, spacing: 12)
    let done = Label(MigrationPageText.exported)
    private(set) var code: Picture?
    let link = Label("")
    let archive = Label("")
    let copy = Button(MigrationPageText.copyLink, style: .pill)
    let finalize = BoxedList(title: MigrationPageText.finalizeTitle)
    let keepUsing = Button(MigrationPageText.keepUsing, style: .pill)
    let deleteLocal = Button(MigrationPageText.deleteLocalData, style: .destructive)
    private let codeHolder = Box(.vertical)
    /// The link shown (tests read it).
    private(set) var shownLink: String?
    /// The number of the clipboard copy of the serve's link (``Clipboard/lastCopy``), until the serve ends.
    var copiedLink: Int?

    var root: Widget { layout.page }
    var initialFocus: Widget? { export }

    init(onBack: @escaping @MainActor () -> Void, onExport: @escaping @MainActor () -> Void,
         onCopy: @escaping @MainActor (String) -> Void,
         onSend: @escaping @MainActor () -> Void = {}, onStopServing: @escaping @MainActor () -> Void = {},
         listenSeconds: Int = 600, onListenSeconds: @escaping @MainActor (Int) -> Void = { _ in },
         onKeep: @escaping @MainActor () -> Void,
         onDelete: @escaping @MainActor () -> Void) {
        layout.page.header.packStart(backButton)
        backButton.onClicked(onBack)
        explanation.centerLines()
        layout.column.append(explanation)
        export.setAlignment(horizontal: .center)
        layout.column.append(export)
        send.setAlignment(horizontal: .center)
        layout.column.append(send)
        limit.setAlignment(horizontal: .center)
        let limitLabel = Label(DirectTransferText.listenFor)
        limitLabel.addStyleClass("dim-label")
        limitLabel.setAlignment(vertical: .center)
        limit.append(limitLabel)
        for minutes in DirectTransferText.listenLimits {
            let radio = CheckButton(DirectTransferText.minutes(minutes))
            if let first = limitChoices.first?.button { radio.joinGroup(of: first) }
            radio.isChecked = minutes * 60 == listenSeconds
            radio.onToggled { checked in if checked { onListenSeconds(minutes * 60) } }
            limit.append(radio)
            limitChoices.append((minutes, radio))
        }
        layout.column.append(limit)
        layout.column.append(serve.root)
        progress.isVisible = false
        progress.setAccessibleLabel(MigrationPageText.exporting)
        layout.column.append(progress)
        done.centerLines()
        result.append(done)
        codeHolder.setAlignment(horizontal: .center)
        result.append(codeHolder)
        link.isSelectable = true
        link.setAccessibleLabel(MigrationPageText.link)
        link.addStyleClass("monospace")
        link.showsMachineText()
        result.append(link)
        archive.addStyleClass("dim-label")
        archive.isSelectable = true
        result.append(archive)
        copy.setAlignment(horizontal: .center)
        result.append(copy)
        result.isVisible = false
        layout.column.append(result)
        let actions = Box(.vertical, spacing: 12)
        actions.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        let warning = Label(MigrationPageText.twoDevicesWarning)
        warning.addStyleClass("dim-label")
        warning.centerLines()
        actions.append(warning)
        keepUsing.setAlignment(horizontal: .center)
        deleteLocal.setAlignment(horizontal: .center)
        deleteLocal.addStyleClass("pill")
        actions.append(keepUsing)
        actions.append(deleteLocal)
        finalize.add(actions)
        finalize.isVisible = false
        layout.column.append(finalize)
        export.onClicked(onExport)
        send.onClicked(onSend)
        serve.cancel.onClicked(onStopServing)
        serve.copy.onClicked { [unowned self] in
            guard !self.serve.link.text.isEmpty else { return }
            onCopy(self.serve.link.text)
            self.copiedLink = Clipboard.lastCopy
        }
        copy.onClicked { [unowned self] in if let shown = self.shownLink { onCopy(shown) } }
        keepUsing.onClicked(onKeep)
        deleteLocal.onClicked(onDelete)
    }

    /// While the export runs.
    func showRunning() {
        export.isSensitive = false
        send.isSensitive = false
        limit.isSensitive = false
        backButton.isSensitive = false
        progress.isVisible = true
        progress.fraction = 0
        progress.text = MigrationPageText.exporting
    }

    /// The export's progress.
    func showProgress(_ report: TransferProgress) {
        progress.fraction = report.fraction
        progress.text = report.line()
    }

    /// The export failed: the button again.
    func showFailed() {
        export.isSensitive = true
        send.isSensitive = true
        limit.isSensitive = true
        backButton.isSensitive = true
        progress.isVisible = false
    }

    /// The export is done: the QR code, the link, Copy and the finalize choice.
    func showResult(link text: String, archivePath: String) {
        shownLink = text
        progress.isVisible = false
        backButton.isSensitive = true
        export.isVisible = false
        send.isVisible = false
        limit.isVisible = false
        link.text = text
        archive.text = MigrationPageText.archiveAt(archivePath)
        if let picture = LinkCode.picture(for: text) {
            picture.setAlternativeText(MigrationPageText.qrCode)
            codeHolder.removeAll()
            codeHolder.append(picture)
            code = picture
        }
        result.isVisible = true
        finalize.isVisible = true
        copy.grabFocus()
    }
}

extension MigrationExportPage {
    /// Listening for a direct transfer: both choices hidden, Back off until it ends.
    func showServing(link text: String, listening: String, seconds: Int, resumed: Bool = false) {
        export.isVisible = false
        send.isVisible = false
        limit.isVisible = false
        backButton.isSensitive = false
        shownLink = text
        serve.showListening(link: text, listening: listening, seconds: seconds, resumed: resumed)
        serve.cancel.grabFocus()
    }

    /// What the serve reports, said on the page (the texts of the other faces); `confirmation`
    /// gets this device's answer to the code question.
    func showServeEvent(_ event: DirectTransferEvent, confirmation: DirectTransferCodeConfirmation? = nil) {
        switch event {
        case .connected(_, let code): serve.showEvent(DirectTransferText.connected(code), code: code)
        case .confirmCode(_, let code):
            serve.ask(code) { [weak self] answer in
                confirmation?.answer(answer == .matches)
                self?.serve.showEvent(answer == .matches ? DirectTransferText.compareHint : DirectTransferText.declined,
                                      codeGone: answer != .matches)
            }
        case .declined: serve.showEvent(DirectTransferText.declined, codeGone: true)
        case .started(_, let offset) where offset > 0: serve.showEvent(DirectTransferText.resumed(from: offset))
        case .started: break
        case .refused(_, let busy): serve.showEvent(DirectTransferText.refused(busy: busy))
        case .left: serve.showEvent(DirectTransferText.left, codeGone: true)
        case .broken(_, let bytes): serve.showEvent(DirectTransferText.broken(after: bytes))
        case .notImported: serve.showEvent(DirectTransferText.notImported, codeGone: true)
        }
    }

    /// The direct transfer ended: sent (then the finalize choice), or stopped, timed out or failed
    /// (then both choices again).
    func showServeEnded(_ text: String, sent: Bool) {
        // The copied link (it holds the archive's key) leaves the clipboard with the transfer.
        if let copiedLink { Clipboard.forget(copiedLink) }
        copiedLink = nil
        shownLink = nil
        backButton.isSensitive = true
        serve.showEnded(text, sent: sent)
        if sent {
            finalize.isVisible = true
            keepUsing.grabFocus()
        } else {
            export.isVisible = true
            send.isVisible = true
            limit.isVisible = true
            export.isSensitive = true
            send.isSensitive = true
            limit.isSensitive = true
            send.grabFocus()
        }
    }
}
