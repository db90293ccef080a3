import Features
import Foundation
import GTKKit
import Synchronization

/// The export page's "Send to a device on this network" (docs/desktop.md, "Direct transfer"):
/// what to do, the link's QR code, the link with Copy and the addresses listened on; once a device
/// connected, the short code large with "Compare this code with the other device"; the progress
/// (bytes, rate, ETA), Cancel, and how it ended.
@MainActor
final class DirectServePanel {
    let root = Box(.vertical, spacing: 12)
    let ready = Label("")
    let link = Label("")
    let copy = Button(MigrationPageText.copyLink, style: .pill)
    let listening = Label("")
    let status = Label(DirectTransferText.waiting)
    let shortCode = Label("")
    let compare = Label(DirectTransferText.compareHint)
    let progress = ProgressBar()
    let cancel = Button(SettingsText.cancel, style: .pill)
    /// "Same code on both devices?" once the new device confirmed it (issue 33: both confirm).
    let question = ShortCodeQuestion()
    private let codeHolder = Box(.vertical)
    /// The QR code shown (tests read it).
    private(set) var code: Picture?

    init() {
        ready.centerLines()
        root.append(ready)
        codeHolder.setAlignment(horizontal: .center)
        root.append(codeHolder)
        link.isSelectable = true
        link.setAccessibleLabel(MigrationPageText.link)
        link.addStyleClass("monospace")
        link.showsMachineText()
        root.append(link)
        copy.setAlignment(horizontal: .center)
        root.append(copy)
        listening.addStyleClass("dim-label")
        listening.centerLines()
        root.append(listening)
        status.centerLines()
        root.append(status)
        shortCode.addStyleClass("title-1")
        shortCode.addStyleClass("monospace")
        shortCode.showsMachineText()
        shortCode.setAccessibleLabel(DirectTransferText.compareHint)
        shortCode.isSelectable = true
        shortCode.isVisible = false
        root.append(shortCode)
        compare.centerLines()
        compare.isVisible = false
        root.append(compare)
        root.append(question.root)
        progress.isVisible = false
        progress.setAccessibleLabel(MigrationPageText.exporting)
        root.append(progress)
        cancel.setAlignment(horizontal: .center)
        root.append(cancel)
        root.isVisible = false
    }

    /// Listening: the link, its QR code and the addresses.
    func showListening(link text: String, listening where: String, seconds: Int, resumed: Bool = false) {
        ready.text = DirectTransferText.readyOnDesktop(minutes: max(1, (seconds + 59) / 60), resumed: resumed)
        link.text = text
        listening.text = `where`
        status.text = DirectTransferText.waiting
        cancel.isVisible = true
        shortCode.isVisible = false
        compare.isVisible = false
        progress.isVisible = false
        if let picture = LinkCode.picture(for: text) {
            picture.setAlternativeText(MigrationPageText.qrCode)
            codeHolder.removeAll()
            codeHolder.append(picture)
            code = picture
        }
        showInvitation(true)
        root.isVisible = true
    }

    /// What a device needs to connect (the words, the QR code, the link, Copy, the addresses):
    /// shown while the source waits for one, put away while a device is connected, so the short
    /// code to compare takes their place at the top instead of below them.
    private func showInvitation(_ shown: Bool) {
        for widget in [ready, codeHolder, link, copy, listening] as [Widget] { widget.isVisible = shown }
    }

    /// A device connected (or another event): the status line, and the code once there is one.
    func showEvent(_ text: String, code: String? = nil, codeGone: Bool = false) {
        status.text = text
        if codeGone {
            shortCode.isVisible = false
            compare.isVisible = false
            showInvitation(true)
        }
        if let code {
            shortCode.text = DirectTransferText.shownCode(code)
            shortCode.isVisible = true
            compare.isVisible = true
            showInvitation(false)
        }
    }

    /// Bytes sent, rate and ETA.
    func showProgress(_ report: TransferProgress) {
        progress.isVisible = true
        progress.fraction = report.fraction
        progress.text = report.line()
    }

    /// The new device confirmed the code: this device asks too; `answer` gets Yes or No.
    func ask(_ code: String, answer: @escaping @MainActor (ShortCodeAnswer) -> Void) {
        shortCode.isVisible = false
        compare.isVisible = false
        showInvitation(false)
        question.ask(code, answer: answer)
    }

    /// The serve ended (sent, stopped, timed out or failed): the link is gone, the message stays.
    func showEnded(_ text: String, sent: Bool) {
        if question.isAsking { question.answered(.cancel) }
        status.text = text
        link.text = ""
        codeHolder.removeAll()
        code = nil
        showInvitation(false)
        cancel.isVisible = false
        compare.isVisible = false
        shortCode.isVisible = false
        // The status says how it ended; a bar with the last report's words would contradict it.
        progress.isVisible = false
    }
}

/// The import page's question once connected to a source: the short code large, "Same code on
/// both devices?", Yes and No.
@MainActor
final class ShortCodeQuestion {
    let root = Box(.vertical, spacing: 12)
    let title = Label(DirectTransferText.sameCodeQuestion)
    let shortCode = Label("")
    let yes = Button(DirectTransferText.yes, style: .suggestedPill)
    let no = Button(DirectTransferText.no, style: .pill)
    private var answer: (@MainActor (ShortCodeAnswer) -> Void)?

    init() {
        title.addStyleClass("title-2")
        title.centerLines()
        root.append(title)
        shortCode.addStyleClass("title-1")
        shortCode.addStyleClass("monospace")
        shortCode.showsMachineText()
        shortCode.setAccessibleLabel(DirectTransferText.compareHint)
        shortCode.isSelectable = true
        root.append(shortCode)
        let buttons = Box(.horizontal, spacing: 12)
        buttons.setAlignment(horizontal: .center)
        buttons.append(no)
        buttons.append(yes)
        root.append(buttons)
        root.isVisible = false
        yes.onClicked { [unowned self] in self.answered(.matches) }
        no.onClicked { [unowned self] in self.answered(.differs) }
    }

    /// Shows `code` and waits for Yes or No (`answer` is called once).
    func ask(_ code: String, answer: @escaping @MainActor (ShortCodeAnswer) -> Void) {
        shortCode.text = DirectTransferText.shownCode(code)
        self.answer = answer
        root.isVisible = true
        yes.grabFocus()
    }

    /// The question was answered (or the page left): hidden, and told once.
    func answered(_ given: ShortCodeAnswer) {
        root.isVisible = false
        let pending = answer
        answer = nil
        pending?(given)
    }

    /// Whether a code waits for an answer.
    var isAsking: Bool { answer != nil }
}

/// Where the import's worker thread waits for the answer to "same code on both devices?",
/// given on the main loop.
final class ShortCodeMailbox: Sendable {
    private let slot = Mutex<ShortCodeAnswer?>(nil)
    private let ready = DispatchSemaphore(value: 0)

    /// Called by the worker: blocks until ``answer(_:)``.
    func wait() -> ShortCodeAnswer {
        ready.wait()
        return slot.withLock { $0 ?? .cancel }
    }

    /// Called on the main loop (once).
    func answer(_ answer: ShortCodeAnswer) {
        slot.withLock { $0 = answer }
        ready.signal()
    }
}
