import Features
import Migration
import Terminal
import Testing
@testable import TerminalFace
import ThresholdCore

/// `AppUpdate.update` for the full screen's direct transfer (values only): the export screen's
/// "send to a device on this network" (s, Esc stops listening) and the import's code question.
@Suite struct DirectTransferUpdateTests {
    let size = TerminalSize(width: 80, height: 24)

    func key(_ k: Key) -> AppAction { .key(KeyEvent(k)) }

    func exportPhase(_ state: AppState) -> MigrationExportState.Phase? {
        if case .migrationExport(let screen) = state.top { return screen.phase }
        return nil
    }

    func serveView(_ state: AppState) -> MigrationExportState.ServeView? {
        if case .serving(let view)? = exportPhase(state) { return view }
        return nil
    }

    static let servingLink = ServingLink(link: "threshold:/migrate?v=2&direct=127.0.0.1&port=4000&pin=00&key=K",
                                         qrCode: try? QRCodeMaker.code(for: "threshold:/migrate?v=2"),
                                         listening: "Listening on 127.0.0.1, port 4000.")

    @Test func sendListensShowsTheCodeAndProgressThenFinalizes() {
        var state = ScreenCatalog.onSettings(size, [.migrationExport(MigrationExportState())])
        #expect(AppUpdate.update(&state, key(.character("s"))) == [.migrationExport(.serve(seconds: 600))])
        #expect(serveView(state)?.status == DirectTransferText.waiting && state.isBusy)
        // A second s, Enter or Esc-less keys start nothing more.
        #expect(AppUpdate.update(&state, key(.character("s"))).isEmpty)
        #expect(AppUpdate.update(&state, key(.enter)).isEmpty)
        _ = AppUpdate.update(&state, .migrationExport(.serveListening(Self.servingLink)))
        #expect(serveView(state)?.link == Self.servingLink)
        _ = AppUpdate.update(&state, .migrationExport(.serveEvent(DirectTransferText.connected("123 456"), code: "123 456")))
        #expect(serveView(state)?.code == "123 456")
        // An event without a code keeps it; a device that left takes it away.
        _ = AppUpdate.update(&state, .migrationExport(.serveEvent(DirectTransferText.compareHint, code: nil)))
        #expect(serveView(state)?.code == "123 456")
        let progress = TransferProgress(label: "Encrypting", completed: 1 << 20, total: 4 << 20, bytesPerSecond: 1 << 20, etaSeconds: 3)
        _ = AppUpdate.update(&state, .migrationExport(.serveProgress(progress)))
        #expect(serveView(state)?.progress == progress)
        let text = AppView.render(state, chrome: Fixtures.chrome(dark: false)).trimmedLines.joined(separator: "\n")
        #expect(text.contains("123 456") && text.contains(DirectTransferText.compareHint))
        _ = AppUpdate.update(&state, .migrationExport(.serveEnded(DirectTransferText.sent(4 << 20), sent: true)))
        #expect(exportPhase(state) == .served(DirectTransferText.sent(4 << 20), sent: true) && !state.isBusy)
        #expect(AppUpdate.update(&state, key(.enter)).isEmpty)
        #expect(state.alert == AppUpdate.finalizeChoice())
    }

    @Test func escStopsListeningOnceThenTheScreenSaysSoAndOffersBothAgain() {
        var state = ScreenCatalog.onSettings(size, [.migrationExport(MigrationExportState())])
        _ = AppUpdate.update(&state, key(.character("s")))
        _ = AppUpdate.update(&state, .migrationExport(.serveListening(Self.servingLink)))
        // l shows the link alone; Esc first leaves that, then stops listening (once).
        _ = AppUpdate.update(&state, key(.character("l")))
        #expect(AppUpdate.update(&state, key(.escape)).isEmpty)
        #expect(AppUpdate.update(&state, key(.escape)) == [.migrationExport(.stopServing)])
        #expect(serveView(state)?.stopping == true)
        #expect(AppUpdate.update(&state, key(.escape)).isEmpty)
        #expect(state.top.map { if case .migrationExport = $0 { true } else { false } } == true)
        _ = AppUpdate.update(&state, .migrationExport(.serveEnded(DirectTransferText.stopped, sent: false)))
        #expect(exportPhase(state) == .served(DirectTransferText.stopped, sent: false) && !state.isBusy)
        let text = AppView.render(state, chrome: Fixtures.chrome(dark: true)).trimmedLines.joined(separator: "\n")
        #expect(text.contains("Stopped."))
        // Not sent: no finalize; s sends again, Enter exports to a file.
        var again = state
        #expect(AppUpdate.update(&again, key(.character("s"))) == [.migrationExport(.serve(seconds: 600))])
        #expect(AppUpdate.update(&state, key(.enter)) == [.migrationExport(.export)])
        #expect(state.alert == nil)
    }

    @Test func tChangesHowLongSendingListensAndTheServeSaysIt() {
        var state = ScreenCatalog.onSettings(size, [.migrationExport(MigrationExportState())])
        func intro() -> String { AppView.render(state, chrome: Fixtures.chrome(dark: false)).trimmedLines.joined(separator: " ") }
        #expect(intro().contains("waits up to 10 minutes"))
        // t goes 10 -> 30 -> 5 -> 10; each change is shown.
        for minutes in [30, 5, 10, 30] {
            #expect(AppUpdate.update(&state, key(.character("t"))).isEmpty)
            #expect(intro().contains("waits up to \(minutes) minutes"), "\(minutes)")
        }
        #expect(AppUpdate.update(&state, key(.character("s"))) == [.migrationExport(.serve(seconds: 1800))])
        #expect(serveView(state)?.listenSeconds == 1800)
        _ = AppUpdate.update(&state, .migrationExport(.serveListening(Self.servingLink)))
        let serving = AppView.render(state, chrome: Fixtures.chrome(dark: false)).trimmedLines.joined(separator: " ")
        #expect(serving.contains("within 30 minutes"), "\(serving)")
        // Sent again after a stop: the same choice.
        _ = AppUpdate.update(&state, .migrationExport(.serveEnded(DirectTransferText.stopped, sent: false)))
        #expect(AppUpdate.update(&state, key(.character("s"))) == [.migrationExport(.serve(seconds: 1800))])
    }

    @Test func theTimeLimitsEndIsShownAsTheReason() {
        var state = ScreenCatalog.onSettings(size, [.migrationExport(MigrationExportState())])
        _ = AppUpdate.update(&state, key(.character("s")))
        let timeout = ErrorReport(MigrationError.networkTimeout("No device took the archive within 600 s, so this device stopped listening."))
        _ = AppUpdate.update(&state, .migrationExport(.serveEnded(timeout.message, sent: false)))
        #expect(exportPhase(state) == .served(timeout.message, sent: false))
        #expect(AppUpdate.update(&state, key(.escape)).isEmpty)
        #expect(state.top.map { if case .settings = $0 { true } else { false } } == true)
    }

    func importScreen(code: String) -> AppState {
        var state = AppState(size: size)
        var onboarding = OnboardingState()
        onboarding.pending = 1
        state.root = .onboarding(onboarding)
        _ = AppUpdate.update(&state, .onboarding(.flowChanged(
            OnboardingFlowSnapshot(screen: .welcome(WelcomeStep()), progressLabel: nil, canGoBack: false), .openMigration)))
        _ = AppUpdate.update(&state, .paste("threshold:/migrate?v=2&direct=127.0.0.1&port=4000"))
        _ = AppUpdate.update(&state, key(.enter))
        _ = AppUpdate.update(&state, .onboarding(.migrationShortCode(code)))
        return state
    }

    func importStatus(_ state: AppState) -> MigrationImportStatus? {
        guard case .migrationImport(let screen)? = state.top else { return nil }
        return screen.status
    }

    @Test func theImportAsksWhetherTheCodesMatchAndEachAnswerGoesToTheWaitingImport() {
        var yes = importScreen(code: "123 456")
        #expect(importStatus(yes) == .compareCode("123 456"))
        let text = AppView.render(yes, chrome: Fixtures.chrome(dark: false)).trimmedLines.joined(separator: "\n")
        #expect(text.contains(DirectTransferText.sameCodeQuestion) && text.contains("123 456"))
        // Other keys do nothing; typing does not reach the link field.
        #expect(AppUpdate.update(&yes, key(.character("x"))).isEmpty)
        #expect(importStatus(yes) == .compareCode("123 456"))
        #expect(AppUpdate.update(&yes, key(.character("y"))) == [.onboarding(.answerShortCode(.matches))])
        #expect(importStatus(yes) == .importing(nil))
        var enter = importScreen(code: "123 456")
        #expect(AppUpdate.update(&enter, key(.enter)) == [.onboarding(.answerShortCode(.matches))])
        var no = importScreen(code: "123 456")
        #expect(AppUpdate.update(&no, key(.character("n"))) == [.onboarding(.answerShortCode(.differs))])
        // The import then fails, saying nothing changed; the link stays for another try.
        _ = AppUpdate.update(&no, .onboarding(.migrationFailed(ErrorReport(MigrationError.shortCodeMismatch))))
        #expect(importStatus(no) == .failed(ErrorReport(MigrationError.shortCodeMismatch)))
        var escape = importScreen(code: "123 456")
        #expect(AppUpdate.update(&escape, key(.escape)) == [.onboarding(.answerShortCode(.cancel))])
        #expect(importStatus(escape) == .importing(nil))
    }

    func importScreenState(_ state: AppState) -> MigrationImportState? {
        guard case .migrationImport(let screen)? = state.top else { return nil }
        return screen
    }

    func rendered(_ state: AppState) -> String {
        AppView.render(state, chrome: Fixtures.chrome(dark: false)).trimmedLines.joined(separator: "\n")
    }

    @Test func aResumeIsSaidUnderTheProgressAndTheProgressGoesOn() {
        var state = importScreen(code: "123 456")
        _ = AppUpdate.update(&state, key(.character("y")))
        let before = TransferProgress(label: "Decrypting", completed: 150 << 10, total: 1 << 20, bytesPerSecond: 100 << 10, etaSeconds: 9)
        _ = AppUpdate.update(&state, .onboarding(.migrationProgress(before)))
        #expect(!rendered(state).contains("Connection lost"))
        let after = TransferProgress(label: "Decrypting", completed: 400 << 10, total: 1 << 20, bytesPerSecond: 90 << 10,
                                     etaSeconds: 7, resumes: 1, resumedAt: 212 << 10)
        _ = AppUpdate.update(&state, .onboarding(.migrationProgress(after)))
        #expect(importStatus(state) == .importing(after))
        let text = rendered(state)
        #expect(text.contains("Connection lost; resumed at 212.0\u{A0}KiB."), "\(text)")
        #expect(text.contains(after.line()))
    }

    @Test func escDuringTheReceiveAsksThenStopsTheImport() {
        var state = importScreen(code: "123 456")
        _ = AppUpdate.update(&state, key(.character("y")))
        let progress = TransferProgress(label: "Decrypting", completed: 1 << 20, total: 4 << 20, bytesPerSecond: 1 << 20, etaSeconds: 3)
        _ = AppUpdate.update(&state, .onboarding(.migrationProgress(progress)))
        #expect(rendered(state).contains("Esc stop"))
        // Esc asks; n (or Esc) goes on, with nothing sent to the import.
        #expect(AppUpdate.update(&state, key(.escape)).isEmpty)
        #expect(importScreenState(state)?.confirmingStop == true)
        #expect(rendered(state).contains(DirectTransferText.stopImportQuestion))
        // Progress keeps coming while it asks.
        _ = AppUpdate.update(&state, .onboarding(.migrationProgress(progress)))
        #expect(importScreenState(state)?.confirmingStop == true)
        #expect(AppUpdate.update(&state, key(.character("n"))).isEmpty)
        #expect(importScreenState(state)?.confirmingStop == false)
        #expect(!rendered(state).contains(DirectTransferText.stopImportQuestion))
        // Esc, then y: the stop goes to the import at once; more keys do nothing meanwhile.
        _ = AppUpdate.update(&state, key(.escape))
        #expect(AppUpdate.update(&state, key(.character("y"))) == [.onboarding(.stopImport)])
        #expect(importScreenState(state)?.stopping == true)
        #expect(AppUpdate.update(&state, key(.escape)).isEmpty)
        #expect(rendered(state).contains(DirectTransferText.stoppingImport))
        // The import ends: stopped, nothing changed; the link stays for another try.
        _ = AppUpdate.update(&state, .onboarding(.migrationStopped))
        #expect(importStatus(state) == .stopped)
        #expect(importScreenState(state)?.stopping == false)
        let text = rendered(state)
        #expect(text.contains(DirectTransferText.importStopped) && text.contains("Retry"), "\(text)")
        #expect(AppUpdate.update(&state, key(.enter)) == [.onboarding(.importArchive(
            link: "threshold:/migrate?v=2&direct=127.0.0.1&port=4000", replace: false, archivePath: nil))])
    }

    @Test func aNoAtTheCodeQuestionIsSaidInTheWordsOfANo() {
        var state = importScreen(code: "123 456")
        _ = AppUpdate.update(&state, key(.character("n")))
        let report = ErrorReport(MigrationError.shortCodeMismatch).afterCodeQuestion
        _ = AppUpdate.update(&state, .onboarding(.migrationFailed(report)))
        let text = rendered(state)
        #expect(text.contains("The codes differ") && !text.contains("you typed"), "\(text)")
    }
}
