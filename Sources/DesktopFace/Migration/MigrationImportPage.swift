import Features
import GTKKit

/// "Migrate from another device": paste the link (or choose the archive with the file chooser
/// when it is not where the link says), Import (off the main loop, with progress: bytes, rate,
/// ETA, and a direct transfer's resumes), "Stop the import" while it runs, then the summary with
/// the protection level and "Open your chats".
@MainActor
final class MigrationImportPage: DesktopPage {
    let layout = PageLayout(title: MigrationPageText.importTitle)
    let backButton = Button(icon: "go-previous-symbolic", accessibleLabel: DesktopText.back)
    let help = Label(MigrationPageText.importHelp)
    let linkField = Entry(placeholder: MigrationPageText.pasteLink)
    let choose = Button(MigrationPageText.chooseArchive, style: .flat)
    let chosen = Label("")
    let importButton = Button(MigrationPageText.import, style: .suggestedPill)
    let progress = ProgressBar()
    /// A direct transfer's "Connection lost; resumed at …", or how a stopped import ended.
    let note = Label("")
    /// Shown while the import runs (it asks first: ``DirectTransferText/stopImportQuestion``).
    let stop = Button(MigrationPageText.stop, style: .pill)
    let summary = Box(.vertical, spacing: 12)
    let summaryTitle = Label(MigrationPageText.completeTitle)
    let summaryText = Label("")
    let protectionText = Label("")
    let openChats = Button(MigrationPageText.openChats, style: .suggestedPill)
    /// A direct transfer's "Same code on both devices?" (``ShortCodeQuestion``).
    let codeQuestion = ShortCodeQuestion()
    private let form = Box(.vertical, spacing: 12)
    /// The archive chosen with the file chooser (nil: where the link says).
    private(set) var archivePath: String?

    var root: Widget { layout.page }
    var initialFocus: Widget? { linkField }

    init(onBack: @escaping @MainActor () -> Void, onChoose: @escaping @MainActor () -> Void,
         onImport: @escaping @MainActor (String, String?) -> Void, onOpenChats: @escaping @MainActor () -> Void,
         onStop: @escaping @MainActor () -> Void = {}) {
        layout.page.header.packStart(backButton)
        backButton.onClicked(onBack)
        help.centerLines()
        form.append(help)
        linkField.setAccessibleLabel(MigrationPageText.pasteLink)
        form.append(LabeledEntry(linkField))
        let archiveRow = Box(.horizontal, spacing: 6)
        archiveRow.append(choose)
        chosen.addStyleClass("dim-label")
        chosen.setAlignment(vertical: .center)
        chosen.isVisible = false
        archiveRow.append(chosen)
        form.append(archiveRow)
        importButton.setAlignment(horizontal: .center)
        importButton.isSensitive = false
        form.append(importButton)
        progress.isVisible = false
        progress.setAccessibleLabel(MigrationPageText.importing)
        form.append(progress)
        note.centerLines()
        note.addStyleClass("dim-label")
        note.isVisible = false
        form.append(note)
        stop.setAlignment(horizontal: .center)
        stop.isVisible = false
        form.append(stop)
        layout.column.append(form)
        layout.column.append(codeQuestion.root)
        summaryTitle.addStyleClass("title-2")
        summaryTitle.centerLines()
        summary.append(summaryTitle)
        summaryText.centerLines()
        summary.append(summaryText)
        protectionText.centerLines()
        summary.append(protectionText)
        openChats.setAlignment(horizontal: .center)
        summary.append(openChats)
        summary.isVisible = false
        layout.column.append(summary)
        linkField.onChanged { [unowned self] in self.importButton.isSensitive = !self.linkField.text.isEmpty && self.progress.isVisible == false }
        let start: @MainActor () -> Void = { [unowned self] in
            guard !self.linkField.text.isEmpty else { return }
            onImport(self.linkField.text, self.archivePath)
        }
        linkField.onActivate(start)
        importButton.onClicked(start)
        choose.onClicked(onChoose)
        openChats.onClicked(onOpenChats)
        stop.onClicked(onStop)
    }

    /// The file chooser's answer.
    func setArchive(_ path: String?) {
        archivePath = path
        chosen.text = path.map(MigrationPageText.chosenArchive) ?? ""
        chosen.isVisible = path != nil
    }

    /// While the import runs: the form is locked.
    func showRunning(_ running: Bool) {
        linkField.isSensitive = !running
        choose.isSensitive = !running
        importButton.isSensitive = !running && !linkField.text.isEmpty
        backButton.isSensitive = !running
        progress.isVisible = running
        stop.isVisible = running
        stop.isSensitive = true
        if running {
            progress.fraction = 0
            progress.text = MigrationPageText.importing
            note.isVisible = false
        } else if codeQuestion.isAsking {
            codeQuestion.answered(.cancel)
        }
    }

    /// The import's progress (bytes, rate, ETA: ``TransferProgress/line(percent:)``, as every face),
    /// and a resume under it.
    func showProgress(_ report: TransferProgress) {
        progress.fraction = report.fraction
        progress.text = report.line()
        if let notice = report.resumeNotice {
            note.text = notice
            note.isVisible = true
        }
    }

    /// Stop was confirmed: the button is off until the import has ended.
    func showStopping() {
        stop.isSensitive = false
        progress.text = DirectTransferText.stoppingImport
    }

    /// The import was stopped: said on the page (nothing changed), the form ready again.
    func showStopped() {
        note.text = DirectTransferText.importStopped
        note.isVisible = true
    }

    /// A direct transfer connected: the code and the question; `answer` gets Yes or No once.
    func askShortCode(_ code: String, answer: @escaping @MainActor (ShortCodeAnswer) -> Void) {
        // The question (its title, the code, No and Yes) stands alone: the progress bar would hold
        // a sentence too long for it (the window grew to fit it), and Stop repeats No.
        progress.isVisible = false
        stop.isVisible = false
        codeQuestion.ask(code) { [weak self] given in
            if given == .matches, let self {
                self.progress.isVisible = true
                self.stop.isVisible = true
            }
            answer(given)
        }
    }

    /// The import is done: the summary (the link, which holds the archive's key, is cleared).
    func showSummary(_ result: MigrationImportSummary) {
        linkField.text = ""
        form.isVisible = false
        summaryText.text = MigrationImportText.completeOnDesktop
        protectionText.text = result.protectionText
        summary.isVisible = true
        backButton.isVisible = false
        openChats.grabFocus()
    }
}
