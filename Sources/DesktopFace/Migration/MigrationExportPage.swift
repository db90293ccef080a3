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

    var root: Widget { layout.page }
    var initialFocus: Widget? { export }

    init(onBack: @escaping @MainActor () -> Void, onExport: @escaping @MainActor () -> Void,
         onCopy: @escaping @MainActor (String) -> Void, onKeep: @escaping @MainActor () -> Void,
         onDelete: @escaping @MainActor () -> Void) {
        layout.page.header.packStart(backButton)
        backButton.onClicked(onBack)
        explanation.centerLines()
        layout.column.append(explanation)
        export.setAlignment(horizontal: .center)
        layout.column.append(export)
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
        copy.onClicked { [unowned self] in if let shown = self.shownLink { onCopy(shown) } }
        keepUsing.onClicked(onKeep)
        deleteLocal.onClicked(onDelete)
    }

    /// While the export runs.
    func showRunning() {
        export.isSensitive = false
        backButton.isSensitive = false
        progress.isVisible = true
        progress.fraction = 0
        progress.text = MigrationPageText.exporting
    }

    /// The export's progress.
    func showProgress(_ report: TransferProgress) {
        progress.fraction = report.fraction
        progress.text = report.countsBytes ? MigrationPageText.progress(report.completed, of: report.total) : MigrationPageText.exporting
    }

    /// The export failed: the button again.
    func showFailed() {
        export.isSensitive = true
        backButton.isSensitive = true
        progress.isVisible = false
    }

    /// The export is done: the QR code, the link, Copy and the finalize choice.
    func showResult(link text: String, archivePath: String) {
        shownLink = text
        progress.isVisible = false
        backButton.isSensitive = true
        export.isVisible = false
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
