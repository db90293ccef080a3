import Features
import Foundation

/// Does the work behind ``OnboardingEffect`` and ``PreferencesEffect``: it owns the
/// ``OnboardingSession`` (a class bound to the store, so it never enters the UI state), sends it
/// the actions `update` forwards, and answers with a value copy of its screen. Runs on the effect
/// queue (or inline in tests), never on the UI loop.
///
/// `@unchecked Sendable`: the session is only touched under `lock`; the other properties are
/// immutable and `Sendable`.
final class OnboardingWorker: @unchecked Sendable {
    /// The store work, on the app session (whose store a migration import replaces).
    let storeWorker: StoreWorker
    private let lock = NSLock()
    private var session: OnboardingSession?
    /// The answer to a locked archive's passcode question, posted from the UI while the import waits.
    private let lockAnswers = AnswerMailbox<TravellingLockAnswer>()
    /// The answer to a direct transfer's "same code on both devices?", likewise.
    private let codeAnswers = AnswerMailbox<ShortCodeAnswer>()
    /// The Stop of the import under way (``OnboardingEffect/stopImport``), under `lock`.
    private var importStop: DirectTransferStop?
    /// Whether an import may wait for the user's answer (false when effects run inline on the UI
    /// thread, in tests: a locked archive is then refused with a clear message, as before).
    private let canWaitForAnswers: Bool

    /// Creates the worker on `session`; `canWaitForAnswers` when imports run off the UI thread;
    /// `loadsPictures` when the terminal draws profile pictures.
    init(session: AppSession, canWaitForAnswers: Bool = true, loadsPictures: Bool = false) {
        storeWorker = StoreWorker(session: session, loadsPictures: loadsPictures)
        self.canWaitForAnswers = canWaitForAnswers
    }

    /// Hands the user's answer to the import waiting for it (from any thread).
    func answerTravellingLock(_ answer: TravellingLockAnswer) {
        lockAnswers.post(answer)
    }

    /// The app session.
    var appSession: AppSession { storeWorker.session }
    /// The brand whose flow runs.
    var brand: Brand { appSession.brand }
    /// The platform's push token (`THRESHOLD_DEVICE_TOKEN` in the terminal app).
    var deviceToken: any DeviceTokenProvider { appSession.deviceToken }

    /// Runs `effect`, handing each resulting action to `emit` (an import emits several).
    func run(_ effect: OnboardingEffect, emit: @escaping (AppAction) -> Void) {
        switch effect {
        case .launch:
            emit(.onboarding(launch()))
        case .start:
            emit(.onboarding(lock.withLock { startSession() }))
        case .send(let action):
            emit(.onboarding(lock.withLock { send(action) }))
        case .loadConditions:
            emit(.onboarding(.conditionsLoaded(OnboardingSession.loadConditions(of: brand))))
        case .importArchive(let link, let replace, let archivePath):
            importArchive(link, replace: replace, archivePath: archivePath, emit: emit)
        case .answerTravellingLock(let answer):
            answerTravellingLock(answer)
        case .answerShortCode(let answer):
            codeAnswers.post(answer)
        case .stopImport:
            lock.withLock { importStop }?.stop()
            // An import waiting for an answer stops there.
            codeAnswers.post(.cancel)
            lockAnswers.post(.cancel)
        case .markWhatsNewSeen(let version):
            // A failure only means what's new shows again next launch.
            try? appSession.setWhatsNewSeenVersion(version)
        }
    }

    // MARK: - Session

    private func launch() -> OnboardingResult {
        do {
            let snapshot = try storeWorker.snapshot()
            let missed = try appSession.whatsNewAtLaunch()
            if try appSession.needsOnboarding() {
                let started = lock.withLock { startSession() }
                guard case .flowChanged(let flow, let request) = started else { return started }
                return .launched(OnboardingLaunch(snapshot: snapshot, flow: flow, request: request, whatsNew: missed))
            }
            return .launched(OnboardingLaunch(snapshot: snapshot, flow: nil, request: .none, whatsNew: missed))
        } catch {
            return .flowFailed(ErrorReport(error))
        }
    }

    /// Starts (or restarts) the session from the stored progress. Call under `lock`.
    private func startSession() -> OnboardingResult {
        do {
            let session = try appSession.onboardingSession()
            self.session = session
            let request = session.start()
            if request == .finished { try recordNewestWhatsNewIfFresh() }
            return .flowChanged(Self.snapshot(of: session), request)
        } catch {
            return .flowFailed(ErrorReport(error))
        }
    }

    /// Sends `action` to the session. Call under `lock`.
    private func send(_ action: OnboardingSession.Action) -> OnboardingResult {
        guard let session else { return startSession() }
        do {
            let request = try session.send(action)
            // A fresh install never sees what's new: the newest version counts as seen.
            if request == .finished { try recordNewestWhatsNewIfFresh() }
            return .flowChanged(Self.snapshot(of: session), request)
        } catch {
            return .flowFailed(ErrorReport(error))
        }
    }

    private static func snapshot(of session: OnboardingSession) -> OnboardingFlowSnapshot {
        OnboardingFlowSnapshot(screen: session.screen, progressLabel: session.progress.map(OnboardingText.progress),
                               canGoBack: session.canGoBack)
    }

    private func recordNewestWhatsNewIfFresh() throws {
        try appSession.recordNewestWhatsNewIfFresh()
    }

    // MARK: - Migration

    /// The session's import, its progress and outcome as actions; the flow is done afterwards.
    /// A locked archive's passcode is asked through the UI (``OnboardingResult/migrationNeedsPasscode(afterWrongPasscode:)``)
    /// while this thread waits for the answer; an archive missing from the link's path is asked for.
    private func importArchive(_ text: String, replace: Bool, archivePath: String?, emit: @escaping (AppAction) -> Void) {
        let ask: ((Bool) -> TravellingLockAnswer)? = canWaitForAnswers ? { [lockAnswers] afterWrong in
            lockAnswers.clear()
            emit(.onboarding(.migrationNeedsPasscode(afterWrongPasscode: afterWrong)))
            return lockAnswers.wait()
        } : nil
        let compare: ((String) -> ShortCodeAnswer)? = canWaitForAnswers ? { [codeAnswers] code in
            codeAnswers.clear()
            emit(.onboarding(.migrationShortCode(code)))
            return codeAnswers.wait()
        } : nil
        let stop = DirectTransferStop()
        lock.withLock { importStop = stop }
        defer {
            lock.withLock { importStop = nil }
            // A stop that came after the last question must not answer the next import's.
            codeAnswers.clear()
            lockAnswers.clear()
        }
        do {
            let summary = try appSession.importArchive(link: text, replace: replace, archivePath: archivePath, stop: stop,
                                                       progress: { emit(.onboarding(.migrationProgress($0))) },
                                                       shortCode: compare, lockAnswer: ask)
            lock.withLock { self.session = nil }
            emit(.onboarding(.migrationFinished(try storeWorker.snapshot(), protection: summary.protectionText)))
        } catch where stop.wasStopped && (error as? MigrationError)?.code == ErrorCode.cancelled.rawValue {
            emit(.onboarding(.migrationStopped))
        } catch let error as MigrationError where archivePath == nil && error.code == ErrorCode.archiveNotFound.rawValue
                    && AppSession.migrationLinkNamesAFile(text) {
            emit(.onboarding(.migrationArchiveMissing(ErrorReport(error))))
        } catch {
            // Only a No at the code question ends an app's import with shortCodeMismatch.
            emit(.onboarding(.migrationFailed(ErrorReport(error).afterCodeQuestion)))
        }
    }

    // MARK: - Settings

    /// Runs a settings effect (through the session's settings) and answers with its result.
    func run(_ effect: PreferencesEffect) -> AppAction {
        do {
            switch effect {
            case .loadNotifications:
                return .preferences(.notifications(try appSession.notificationSettings()))
            case .setNotificationMode(let mode):
                return .preferences(.notifications(try appSession.setNotificationMode(mode)))
            case .loadOperators:
                return .preferences(.operators(try appSession.operatorStates()))
            case .acceptConditions(let selected):
                return .preferences(.operators(try appSession.acceptConditions(selected: selected)))
            case .loadConditions:
                return .preferences(.conditions(OnboardingSession.loadConditions(of: brand)))
            case .openWhatsNew:
                return .preferences(.whatsNew(appSession.whatsNewEntries))
            case .loadTheme:
                return .preferences(.theme(try appSession.themeSetting()))
            case .setTheme(let theme):
                try appSession.setThemeSetting(theme)
                return .preferences(.themeSaved)
            case .loadLanguage:
                return .preferences(.language(try appSession.languageSetting()))
            case .setLanguage(let code):
                // The process's language from now on (a task override, in tests, keeps its own).
                let translator = try appSession.changeLanguage(code)
                return .preferences(.languageChanged(code, inEffect: translator.language, flag: Texts.processFlag))
            case .checkData:
                return .preferences(.dataChecked(try appSession.checkData()))
            }
        } catch {
            return .preferences(.failed(ErrorReport(error)))
        }
    }
}
