import Features

/// Runs effects synchronously, for tests and benchmarks. Reveal timers fire only when told
/// (``fireTimers()``), so a test decides when "the user paused".
final class InlineEffectRunner: EffectRunner {
    private let worker: StoreWorker
    private let onboarding: OnboardingWorker
    private var pending: [AppAction] = []
    /// Reveal timers scheduled and not fired yet (generations).
    private(set) var timers: [Int] = []
    /// Every effect run, in order (passwords included: test-only).
    private(set) var log: [AppEffect] = []

    /// Creates a runner on `session`.
    init(session: AppSession, loadsPictures: Bool = false) {
        // Inline, an import can't wait for the UI's answer (it runs on the UI's thread).
        onboarding = OnboardingWorker(session: session, canWaitForAnswers: false, loadsPictures: loadsPictures)
        worker = onboarding.storeWorker
    }

    /// The session the effects run on.
    var session: AppSession { worker.session }

    func run(_ effect: AppEffect) {
        log.append(effect)
        switch effect {
        case .load: pending.append(worker.load())
        case .perform(let operation): pending.append(worker.perform(operation))
        case .scheduleReveal(let generation, _): timers.append(generation)
        case .reveal(let generation, let password): pending.append(worker.reveal(generation: generation, password: password))
        case .markNoticeShown(let notice): worker.markNoticeShown(notice)
        case .openChat(let contact): pending.append(worker.openChat(contact))
        case .lock(let work): pending.append(worker.run(work) { [self] in pending.append($0) })
        case .migrationExport(let work): pending.append(worker.run(work) { [self] in pending.append($0) })
        case .onboarding(let effect): onboarding.run(effect) { [self] in pending.append($0) }
        case .preferences(let effect): pending.append(onboarding.run(effect))
        }
    }

    /// Fires every pending reveal timer.
    func fireTimers() {
        pending += timers.map { AppAction.revealTimerFired(generation: $0) }
        timers.removeAll()
    }

    func drain() -> [AppAction] {
        defer { pending.removeAll() }
        return pending
    }
}
