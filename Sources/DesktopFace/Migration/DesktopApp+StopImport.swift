import Features
import GTKKit

extension DesktopApp {
    /// "Stop the import" on the import page: asks first ("Stop the import? Nothing on this device
    /// changes."); a yes stops it through ``importStop`` (a direct transfer at its next frame or
    /// wait, any import before its commit point) and answers a code question still open with a
    /// cancel. The page then says it was stopped.
    func confirmStopImport() {
        guard importStop != nil else { return }
        dialogs.ask(MigrationPageText.stop, DirectTransferText.stopImportQuestion,
                    responses: [("continue", DirectTransferText.continueImport, .normal),
                                ("stop", MigrationPageText.stop, .destructive)],
                    defaultID: "continue", closeID: "continue") { [weak self] id in
            guard id == "stop", let self, let stop = self.importStop else { return }
            stop.stop()
            guard let page = self.currentPage as? MigrationImportPage else { return }
            page.showStopping()
            if page.codeQuestion.isAsking { page.codeQuestion.answered(.cancel) }
        }
    }
}
