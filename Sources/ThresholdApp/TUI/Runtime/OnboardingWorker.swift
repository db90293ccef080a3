import Brand
import Foundation
import Migration
import Secrets
import ThresholdCore

/// Does the work behind ``OnboardingEffect`` and ``PreferencesEffect``: it owns the
/// ``OnboardingSession`` (a class bound to the store, so it never enters the UI state), sends it
/// the actions `update` forwards, and answers with a value copy of its screen. Runs on the effect
/// queue (or inline in tests), never on the UI loop.
///
/// `@unchecked Sendable`: the session is only touched under `lock`; the other properties are
/// immutable and `Sendable`.
final class OnboardingWorker: @unchecked Sendable {
    /// The store work (and the handle a migration import replaces the store in).
    let storeWorker: StoreWorker
    /// The brand whose flow runs.
    let brand: Brand
    /// The platform's push token (`THRESHOLD_DEVICE_TOKEN` in the terminal app).
    let deviceToken: any DeviceTokenProvider
    /// Seconds on a monotonic clock, for the import's rate and ETA.
    let now: @Sendable () -> Double
    private let lock = NSLock()
    private var session: OnboardingSession?

    /// Creates the worker.
    init(storeWorker: StoreWorker, brand: Brand, deviceToken: any DeviceTokenProvider,
         now: @escaping @Sendable () -> Double = OnboardingWorker.monotonicSeconds) {
        self.storeWorker = storeWorker
        self.brand = brand
        self.deviceToken = deviceToken
        self.now = now
    }

    /// The store in use.
    var store: ThresholdStore { storeWorker.store }

    /// Seconds since an arbitrary point, from `CLOCK_MONOTONIC`.
    @Sendable static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

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
        case .importArchive(let link, let replace):
            importArchive(link, replace: replace, emit: emit)
        case .markWhatsNewSeen(let version):
            // A failure only means what's new shows again next launch.
            try? store.setWhatsNewSeenVersion(version)
        }
    }

    /// The brand's what's-new entries, newest first.
    var whatsNewEntries: [WhatsNewEntry] { brand.whatsNew.sorted { $0.version > $1.version } }

    // MARK: - Session

    private func launch() -> OnboardingResult {
        do {
            let snapshot = try storeWorker.snapshot()
            let seen = try store.whatsNewSeenVersion()
            let missed = WhatsNewPager.missed(in: whatsNewEntries, seen: seen)
            if try MessengerFlow.needsOnboarding(brand: brand, store: store) {
                let started = lock.withLock { startSession() }
                guard case .flowChanged(let flow, let request) = started else { return started }
                return .launched(OnboardingLaunch(snapshot: snapshot, flow: flow, request: request,
                                                  whatsNew: snapshot.needsOnboarding ? [] : missed))
            }
            // Someone with data but nothing recorded (e.g. profiles made on the command line) is
            // treated like a fresh install: what's new starts from the newest version.
            if seen == nil { try recordNewestWhatsNew() }
            return .launched(OnboardingLaunch(snapshot: snapshot, flow: nil, request: .none, whatsNew: missed))
        } catch {
            return .flowFailed(ErrorReport(error))
        }
    }

    /// Starts (or restarts) the session from the stored progress. Call under `lock`.
    private func startSession() -> OnboardingResult {
        do {
            let session = try OnboardingSession(brand: brand, store: store, deviceToken: deviceToken)
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
        OnboardingFlowSnapshot(screen: session.screen, progressLabel: session.progress?.accessibilityLabel,
                               canGoBack: session.canGoBack)
    }

    private func recordNewestWhatsNewIfFresh() throws {
        if try store.whatsNewSeenVersion() == nil { try recordNewestWhatsNew() }
    }

    private func recordNewestWhatsNew() throws {
        if let newest = whatsNewEntries.first { try store.setWhatsNewSeenVersion(newest.version.description) }
    }

    // MARK: - Migration

    /// Closes the store (the importer opens the destination itself and swaps the file), imports,
    /// then opens a store on whatever is in place: the imported data, or the untouched old data.
    private func importArchive(_ text: String, replace: Bool, emit: @escaping (AppAction) -> Void) {
        let link: MigrationLink
        do {
            link = try MigrationLink(parsing: ProfilesState.trimmed(text))
        } catch {
            emit(.onboarding(.migrationFailed(ErrorReport(MigrationError(error)))))
            return
        }
        let old = store
        let path = old.databasePath
        let dataDirectory = (path as NSString).deletingLastPathComponent
        old.closeDatabase()
        var meter = MigrationMeter()
        var failure: (any Error)?
        do {
            let importer = MigrationImporter(dataDirectory: dataDirectory, migrations: CoreSchema.migrations)
            _ = try importer.importArchive(from: link, replace: replace, destinationHasData: { db in
                try ThresholdStore(database: db, clock: SystemClock(), random: SecureRandom(), kdfParameters: .owaspMinimum)
                    .visibleProfileCount() > 0
            }, progress: { [now] progress in
                if let shown = meter.update(progress, at: now()) { emit(.onboarding(.migrationProgress(shown))) }
            })
        } catch {
            failure = error
        }
        let reopened: ThresholdStore
        do {
            reopened = try ThresholdStore(path: path, kdfParameters: old.kdfParameters)
            storeWorker.handle.replace(with: reopened)
        } catch {
            emit(.onboarding(.migrationFailed(ErrorReport(error))))
            return
        }
        if let failure {
            emit(.onboarding(.migrationFailed(ErrorReport(failure))))
            return
        }
        do {
            // The imported data carries its own progress; a session on it marks the flow done here too.
            let session = try OnboardingSession(brand: brand, store: reopened, deviceToken: deviceToken)
            _ = try session.completeAfterMigration()
            try recordNewestWhatsNewIfFresh()
            lock.withLock { self.session = nil }
            emit(.onboarding(.migrationFinished(try storeWorker.snapshot())))
        } catch {
            emit(.onboarding(.migrationFailed(ErrorReport(error))))
        }
    }

    // MARK: - Settings

    /// Runs a settings effect and answers with its result.
    func run(_ effect: PreferencesEffect) -> AppAction {
        let operators = MessengerFlow.operatorDefinitions(brand)
        let interval = brand.notifications.periodicIntervalMinutes
        do {
            switch effect {
            case .loadNotifications:
                return .preferences(.notifications(try store.notificationSettings(defaultInterval: interval)))
            case .setNotificationMode(let mode):
                return .preferences(.notifications(try store.setNotificationMode(mode, deviceToken: deviceToken.deviceToken(),
                                                                                 intervalMinutes: interval)))
            case .loadOperators:
                return .preferences(.operators(try store.operatorStates(operators)))
            case .acceptConditions(let selected):
                return .preferences(.operators(try store.acceptConditions(selected: selected, of: operators,
                                                                          conditionsVersion: brand.conditions?.version ?? "")))
            case .loadConditions:
                return .preferences(.conditions(OnboardingSession.loadConditions(of: brand)))
            case .openWhatsNew:
                return .preferences(.whatsNew(whatsNewEntries))
            }
        } catch {
            return .preferences(.failed(ErrorReport(error)))
        }
    }
}
