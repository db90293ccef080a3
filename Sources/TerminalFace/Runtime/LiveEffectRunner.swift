import Features
import Dispatch
import Foundation
import Terminal

/// Runs effects on one serial background queue (the store is used by one thread at a time) and
/// wakes the UI loop when a result is ready. On the same queue, a timer checks every
/// ``watchInterval`` whether another process changed the data, and if so delivers a fresh snapshot.
///
/// `@unchecked Sendable`: `pending` and `latestReveal` are only touched under `lock`; `watch` only
/// on `queue`; `worker`, `wake` and `timer` are immutable.
final class LiveEffectRunner: EffectRunner, @unchecked Sendable {
    private let worker: StoreWorker
    private let onboarding: OnboardingWorker
    private let wake: @Sendable () -> Void
    private let queue = DispatchQueue(label: "threshold.effects", qos: .userInitiated)
    private let lock = NSLock()
    private var pending: [AppAction] = []
    private var latestReveal = 0
    private var watch = ExternalChangeWatch()
    private let timer: DispatchSourceTimer
    /// How often the data is checked for changes from other processes (well under a second, so a
    /// change shows within one; one cheap query per tick, so an idle app stays idle).
    static let watchInterval = DispatchTimeInterval.milliseconds(250)

    /// Creates a runner on `onboarding`'s store; `wake` is called (on any thread) when actions are waiting.
    init(onboarding: OnboardingWorker, wake: @escaping @Sendable () -> Void) {
        self.worker = onboarding.storeWorker
        self.onboarding = onboarding
        self.wake = wake
        timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + Self.watchInterval, repeating: Self.watchInterval, leeway: .milliseconds(50))
        timer.setEventHandler { [weak self] in self?.checkForExternalChanges() }
        // The baseline is taken before any effect runs (the first read included), so a change
        // committed between that read and the first tick is still seen.
        queue.async { [self] in _ = watch.check(worker.session) }
        timer.resume()
        // The re-key after a hide, an unhide or a delete (or an owed one the watch carries out)
        // runs on `queue` for minutes on a large install: its progress goes to the hint row.
        worker.session.observeRekeyAfterRemoval { [weak self] copied, total in
            self?.deliver(.removalRekeyProgress(RekeyProgress(copied: copied, total: total)))
        }
    }

    deinit {
        worker.session.observeRekeyAfterRemoval(nil)
        timer.cancel()
    }

    /// On `queue`: a fresh snapshot when another process committed since the last tick.
    private func checkForExternalChanges() {
        guard watch.check(worker.session), let snapshot = try? worker.snapshot() else { return }
        deliver(.dataChanged(snapshot))
    }

    func run(_ effect: AppEffect) {
        switch effect {
        case .load:
            queue.async { [self] in deliver(worker.load()) }
        case .perform(let operation):
            queue.async { [self] in deliver(worker.perform(operation)) }
        case .scheduleReveal(let generation, let delay):
            lock.withLock { latestReveal = max(latestReveal, generation) }
            let (seconds, attoseconds) = delay.components
            let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { [self] in
                // A newer keystroke already scheduled its own timer: this one is stale.
                guard isLatest(generation) else { return }
                deliver(.revealTimerFired(generation: generation))
            }
        case .reveal(let generation, let password):
            lock.withLock { latestReveal = max(latestReveal, generation) }
            queue.async { [self] in
                // Typing went on while earlier work ran: skip the KDF for text that is gone.
                guard isLatest(generation) else { return }
                deliver(worker.reveal(generation: generation, password: password))
            }
        case .markNoticeShown(let notice):
            queue.async { [self] in worker.markNoticeShown(notice) }
        case .openChat(let contact):
            queue.async { [self] in deliver(worker.openChat(contact)) }
        case .lock(let work):
            queue.async { [self] in deliver(worker.run(work) { [self] in deliver($0) }) }
        case .migrationExport(.stopServing):
            // Not on `queue`: the serve it stops holds the queue.
            deliver(worker.run(.stopServing) { _ in })
        case .migrationExport(.answerCode(let same)):
            // Not on `queue` either: the serve that waits for it holds the queue.
            deliver(worker.run(.answerCode(same)) { _ in })
        case .migrationExport(let work):
            queue.async { [self] in deliver(worker.run(work) { [self] in deliver($0) }) }
        case .onboarding(.answerTravellingLock(let answer)):
            // Not on `queue`: the import that waits for it holds the queue.
            onboarding.answerTravellingLock(answer)
        case .onboarding(.answerShortCode(let answer)):
            onboarding.run(.answerShortCode(answer)) { _ in }
        case .onboarding(.stopImport):
            // Not on `queue` either: the import it stops holds the queue.
            onboarding.run(.stopImport) { _ in }
        case .onboarding(let effect):
            queue.async { [self] in onboarding.run(effect) { [self] in deliver($0) } }
        case .preferences(let effect):
            queue.async { [self] in deliver(onboarding.run(effect)) }
        }
    }

    func drain() -> [AppAction] {
        lock.withLock {
            defer { pending.removeAll() }
            return pending
        }
    }

    private func isLatest(_ generation: Int) -> Bool {
        lock.withLock { latestReveal == generation }
    }

    private func deliver(_ action: AppAction) {
        lock.withLock { pending.append(action) }
        wake()
    }
}
