import Features
import Terminal

/// Onboarding as the root: keys become `OnboardingSession` actions sent through
/// ``OnboardingEffect/send(_:)``; the session's answer (a value copy of its screen) comes back as
/// ``OnboardingResult/flowChanged(_:_:)`` and replaces the copy in the state. `update` never
/// touches the session or the store.
extension AppUpdate {
    // MARK: Results

    /// Applies a result of an onboarding effect.
    static func onboardingResult(_ state: inout AppState, _ result: OnboardingResult) -> [AppEffect] {
        switch result {
        case .launched(let launch):
            state.snapshot = launch.snapshot
            state.chatSelection = min(state.chatSelection, max(0, launch.snapshot.chats.count - 1))
            let whatsNew = whatsNewAtLaunch(launch.whatsNew)
            guard let flow = launch.flow else {
                state.root = .home
                if let whatsNew { push(&state, .whatsNew(whatsNew)) }
                return []
            }
            var onboarding = OnboardingState()
            onboarding.whatsNewAfter = whatsNew
            state.root = .onboarding(onboarding)
            return adoptFlow(&state, flow, request: launch.request)
        case .flowChanged(let flow, let request):
            if case .onboarding(var onboarding) = state.root {
                onboarding.pending = max(0, onboarding.pending - 1)
                state.root = .onboarding(onboarding)
            }
            let effects = adoptFlow(&state, flow, request: request)
            return effects + replayQueued(&state)
        case .flowFailed(let report):
            if case .onboarding(var onboarding) = state.root {
                onboarding.pending = max(0, onboarding.pending - 1)
                onboarding.queued = []
                state.root = .onboarding(onboarding)
            }
            state.alert = .info(ScreenText.error, report.message)
            return []
        case .conditionsLoaded(let action):
            guard case .onboarding(var onboarding) = state.root, case .conditions = onboarding.screen else { return [] }
            let effects = sendToSession(&onboarding, .conditions(action))
            state.root = .onboarding(onboarding)
            return effects
        case .migrationProgress(let progress):
            editMigrationImport(&state) { $0.status = .importing(progress) }
            return []
        case .migrationFinished(let snapshot, let protection):
            state.stack.removeAll()
            state.snapshot = snapshot
            state.chatSelection = 0
            state.root = .home
            // The protection level always, as every face's summary says it (PRODUCT.md 6).
            state.alert = .info(MigrationPageText.completeTitle, MigrationImportText.complete + "\n" + protection)
            return []
        case .migrationArchiveMissing(let report):
            editMigrationImport(&state) { screen in
                screen.archivePath = TextFieldState()
                screen.status = .askArchivePath(report)
            }
            return []
        case .migrationNeedsPasscode(let afterWrong):
            editMigrationImport(&state) { screen in
                screen.confirmingStop = false
                screen.passcode = TextFieldState()
                screen.status = .askPasscode(afterWrongPasscode: afterWrong)
            }
            return []
        case .migrationShortCode(let code):
            editMigrationImport(&state) { screen in
                screen.status = .compareCode(code)
                screen.confirmingStop = false
            }
            return []
        case .migrationFailed(let report):
            editMigrationImport(&state) { screen in
                screen.status = report.code == .destinationNotEmpty ? .confirmReplace : .failed(report)
                screen.focus = .importButton
                screen.confirmingStop = false
                screen.stopping = false
            }
            return []
        case .migrationStopped:
            editMigrationImport(&state) { screen in
                screen.status = .stopped
                screen.focus = .importButton
                screen.confirmingStop = false
                screen.stopping = false
            }
            return []
        }
    }

    /// The launch's missed what's new as pages that record the newest as seen when closed.
    static func whatsNewAtLaunch(_ entries: [WhatsNewEntry]) -> WhatsNewState? {
        guard let newest = entries.first else { return nil }
        return WhatsNewState(pager: WhatsNewPager(entries: entries), recordsSeen: newest.version.description)
    }

    /// Takes the session's screen: a new step starts with fresh focus and fields; then does what
    /// the session asks (load the conditions, open migration, finish).
    static func adoptFlow(_ state: inout AppState, _ flow: OnboardingFlowSnapshot,
                          request: OnboardingSession.Request) -> [AppEffect] {
        guard case .onboarding(var onboarding) = state.root else { return [] }
        let previous = onboarding.flow
        let hadAlert = onboarding.stepAlert != nil
        onboarding.flow = flow
        if previous.map({ !OnboardingState.isSameStep($0.screen, flow.screen) }) ?? true {
            onboarding.focus = 0
            onboarding.name = TextFieldState()
            onboarding.bio = TextFieldState()
            onboarding.pager = PagerState()
            if case .notifications(let step) = flow.screen { onboarding.focus(on: .mode(step.selected)) }
        }
        if let alert = onboarding.stepAlert, !hadAlert {
            // Like every alert, the last button (the positive one) has the focus.
            onboarding.alertFocus = max(0, alert.buttons.count - 1)
        }
        state.root = .onboarding(onboarding)
        switch request {
        case .none:
            return []
        case .loadConditionsDocument:
            return [.onboarding(.loadConditions)]
        case .openMigration:
            push(&state, .migrationImport(MigrationImportState()))
            return []
        case .finished:
            return finishOnboarding(&state, whatsNew: onboarding.whatsNewAfter)
        }
    }

    /// The flow is over: the chat list (read afresh), and any what's new the user missed. Input
    /// typed ahead for onboarding is dropped.
    static func finishOnboarding(_ state: inout AppState, whatsNew: WhatsNewState?) -> [AppEffect] {
        state.stack.removeAll()
        state.root = .home
        state.chatSelection = 0
        if let whatsNew { push(&state, .whatsNew(whatsNew)) }
        return [.load]
    }

    /// After fresh data: a root that just became onboarding (the last profile was deleted) needs a session.
    static func startOnboardingIfNeeded(_ state: inout AppState, from previous: RootRoute) -> [AppEffect] {
        guard case .onboarding(let onboarding) = state.root, onboarding.flow == nil else { return [] }
        if case .onboarding = previous { return [] }
        return [.onboarding(.start)]
    }

    /// Once nothing is pending, replays the input that waited, in order, to whatever is on screen
    /// now (the new step, or a screen the answer pushed); stops when a replayed key sends again.
    static func replayQueued(_ state: inout AppState) -> [AppEffect] {
        var effects: [AppEffect] = []
        while case .onboarding(var onboarding) = state.root, onboarding.pending == 0, !onboarding.queued.isEmpty {
            let event = onboarding.queued.removeFirst()
            state.root = .onboarding(onboarding)
            if state.alert != nil {
                if case .key(let key) = event { effects += alertKey(&state, key) }
            } else {
                effects += routeEvent(&state, event)
            }
        }
        return effects
    }

    /// Sends `action` to the session.
    static func sendToSession(_ onboarding: inout OnboardingState, _ action: OnboardingSession.Action) -> [AppEffect] {
        onboarding.pending += 1
        return [.onboarding(.send(action))]
    }
}
