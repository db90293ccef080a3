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
            state.alert = .info(tr("Error"), report.message)
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
            state.alert = .info(tr("Migration complete"), MigrationImportText.complete + "\n" + protection)
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

    // MARK: Keys

    /// A key or paste on the onboarding root.
    static func onboardingEvent(_ state: inout AppState, _ onboarding: inout OnboardingState, _ event: TerminalEvent)
        -> [AppEffect] {
        if onboarding.pending > 0 {
            onboarding.queued.append(event)
            return []
        }
        if let alert = onboarding.stepAlert {
            guard case .key(let key) = event else { return [] }
            return stepAlertKey(&onboarding, alert, key)
        }
        if case .key(let key) = event, key.key == .escape, onboarding.flow?.canGoBack == true, !hasSheet(onboarding.screen) {
            return sendToSession(&onboarding, .back)
        }
        switch onboarding.screen {
        case .welcome(let step):
            return welcomeEvent(&onboarding, step, event)
        case .createProfile:
            return createProfileStepEvent(&onboarding, event)
        case .conditions(let step):
            return conditionsEvent(&onboarding, step, event, size: state.size)
        case .notifications(let step):
            return notificationsEvent(&onboarding, step, event)
        case .info:
            return infoEvent(&onboarding, event)
        case .complete:
            return []
        }
    }

    /// Whether a sheet is open over the step (Esc closes it instead of going back).
    static func hasSheet(_ screen: OnboardingSession.Screen) -> Bool {
        switch screen {
        case .welcome(let step): step.sheet != nil
        case .conditions(let step): step.sheet != nil
        case .notifications(let step): step.showsInfo
        case .createProfile, .info, .complete: false
        }
    }

    /// Keys on a step's alert: ←/→/Tab move, Enter presses, Esc presses the first button.
    static func stepAlertKey(_ onboarding: inout OnboardingState, _ alert: StepAlert, _ key: KeyEvent) -> [AppEffect] {
        let count = alert.buttons.count
        guard count > 0 else { return [] }
        let pressed: Int
        switch key.key {
        case .left, .backTab, .up:
            onboarding.alertFocus = (onboarding.alertFocus + count - 1) % count
            return []
        case .right, .tab, .down:
            onboarding.alertFocus = (onboarding.alertFocus + 1) % count
            return []
        case .escape:
            pressed = 0
        case .enter, .character(" "):
            pressed = min(onboarding.alertFocus, count - 1)
        default:
            return []
        }
        let action = alert.buttons[pressed].action
        if action == .createProfile(.useCorrectedName), let corrected = alert.correctedName {
            onboarding.name = TextFieldState(text: corrected)
            onboarding.focus(on: .nameField)
        }
        return sendToSession(&onboarding, action)
    }

    /// Moves focus for Tab/Shift-Tab/↑/↓; returns whether the key was one of them.
    static func moveOnboardingFocus(_ onboarding: inout OnboardingState, _ key: KeyEvent, arrows: Bool = true) -> Bool {
        switch key.key {
        case .tab: onboarding.moveFocus(by: 1)
        case .backTab: onboarding.moveFocus(by: -1)
        case .down where arrows: onboarding.moveFocus(by: 1)
        case .up where arrows: onboarding.moveFocus(by: -1)
        default: return false
        }
        return true
    }

    /// Welcome: Enter presses the focused button; `c` create, `m` migrate, `i` "How it works".
    static func welcomeEvent(_ onboarding: inout OnboardingState, _ step: WelcomeStep, _ event: TerminalEvent)
        -> [AppEffect] {
        guard case .key(let key) = event else { return [] }
        if step.sheet == .howItWorks {
            switch key.key {
            case .escape, .character("i"): return sendToSession(&onboarding, .welcome(.closeSheet))
            case .enter: return sendToSession(&onboarding, .welcome(.createProfile))
            default: return []
            }
        }
        if moveOnboardingFocus(&onboarding, key) { return [] }
        switch key.key {
        case .left: onboarding.moveFocus(by: -1)
        case .right: onboarding.moveFocus(by: 1)
        case .character("c") where key.modifiers.isEmpty: return sendToSession(&onboarding, .welcome(.createProfile))
        case .character("m") where key.modifiers.isEmpty:
            return sendToSession(&onboarding, .welcome(.migrateFromAnotherDevice))
        case .character("i") where key.modifiers.isEmpty: return sendToSession(&onboarding, .welcome(.showHowItWorks))
        case .enter:
            switch onboarding.focused {
            case .migrateFromAnotherDevice?: return sendToSession(&onboarding, .welcome(.migrateFromAnotherDevice))
            case .howItWorks?: return sendToSession(&onboarding, .welcome(.showHowItWorks))
            default: return sendToSession(&onboarding, .welcome(.createProfile))
            }
        default:
            break
        }
        return []
    }

    /// Create profile: the fields edit locally and tell the session; Enter goes from the name to
    /// the bio, and from the bio or Create submits.
    static func createProfileStepEvent(_ onboarding: inout OnboardingState, _ event: TerminalEvent) -> [AppEffect] {
        if case .key(let key) = event {
            if moveOnboardingFocus(&onboarding, key) { return [] }
            if key.key == .enter {
                if onboarding.focused == .nameField {
                    onboarding.focus(on: .bioField)
                    return []
                }
                return sendToSession(&onboarding, .createProfile(.submit))
            }
        }
        switch onboarding.focused {
        case .nameField?:
            let before = onboarding.name.text
            guard onboarding.name.handle(event), onboarding.name.text != before else { return [] }
            return sendToSession(&onboarding, .createProfile(.setName(onboarding.name.text)))
        case .bioField?:
            let before = onboarding.bio.text
            guard onboarding.bio.handle(event), onboarding.bio.text != before else { return [] }
            return sendToSession(&onboarding, .createProfile(.setBio(onboarding.bio.text)))
        default:
            return []
        }
    }

    /// Conditions: Space (or Enter) toggles the focused operator; the buttons view the conditions,
    /// configure operators, retry loading and accept. Sheets: the pager scrolls, the operator
    /// detail switches operators with ←/→ and toggles with Space.
    static func conditionsEvent(_ onboarding: inout OnboardingState, _ step: ConditionsStep, _ event: TerminalEvent,
                                size: TerminalSize) -> [AppEffect] {
        guard case .key(let key) = event else { return [] }
        switch step.sheet {
        case .conditions?:
            switch key.key {
            case .escape, .enter, .character("q"):
                return sendToSession(&onboarding, .conditions(.closeSheet))
            default:
                if case .loaded(let text) = step.document {
                    _ = SheetLayout.scroll(&onboarding.pager, text: text, key: key, size: size)
                }
                return []
            }
        case .configure(let id)?:
            let ids = step.rows.map(\.server.id)
            let index = ids.firstIndex(of: id) ?? 0
            switch key.key {
            case .escape, .enter:
                return sendToSession(&onboarding, .conditions(.closeSheet))
            case .character(" "):
                return sendToSession(&onboarding, .conditions(.toggle(operatorID: id)))
            case .right, .tab, .down:
                guard ids.count > 1 else { return [] }
                return sendToSession(&onboarding, .conditions(.configure(operatorID: ids[(index + 1) % ids.count])))
            case .left, .backTab, .up:
                guard ids.count > 1 else { return [] }
                return sendToSession(&onboarding, .conditions(.configure(operatorID: ids[(index + ids.count - 1) % ids.count])))
            default:
                return []
            }
        case nil:
            break
        }
        if moveOnboardingFocus(&onboarding, key) { return [] }
        let focused = onboarding.focused
        switch (key.key, focused) {
        case (.character(" "), .operatorRow(let id)?), (.enter, .operatorRow(let id)?):
            return sendToSession(&onboarding, .conditions(.toggle(operatorID: id)))
        case (.enter, .viewConditions?), (.character("v"), _):
            onboarding.pager = PagerState()
            return sendToSession(&onboarding, .conditions(.viewConditions))
        case (.enter, .configureOperators?):
            // The sheet starts at the first operator; ←/→ go through the others.
            guard let id = step.rows.first?.server.id else { return [] }
            return sendToSession(&onboarding, .conditions(.configure(operatorID: id)))
        case (.enter, .retry?):
            return sendToSession(&onboarding, .conditions(.retry))
        case (.enter, .accept?):
            return step.canAccept ? sendToSession(&onboarding, .conditions(.accept)) : []
        default:
            return []
        }
    }

    /// Notifications: ↑/↓ choose a mode (radio rows), Tab moves without choosing, Enter saves (on
    /// any row but the info one), `i` or the info row opens the explanation.
    static func notificationsEvent(_ onboarding: inout OnboardingState, _ step: NotificationsStep,
                                   _ event: TerminalEvent) -> [AppEffect] {
        guard case .key(let key) = event else { return [] }
        if step.showsInfo {
            switch key.key {
            case .escape, .enter, .character("i"): return sendToSession(&onboarding, .notifications(.closeInfo))
            default: return []
            }
        }
        if moveOnboardingFocus(&onboarding, key) {
            // Radio rows: ↑/↓ onto a mode choose it; Tab only moves the focus.
            if key.key == .up || key.key == .down, case .mode(let mode)? = onboarding.focused, mode != step.selected {
                return sendToSession(&onboarding, .notifications(.select(mode)))
            }
            return []
        }
        switch (key.key, onboarding.focused) {
        case (.character(" "), .mode(let mode)?):
            return sendToSession(&onboarding, .notifications(.select(mode)))
        case (.enter, .notificationsInfo?), (.character("i"), _):
            return sendToSession(&onboarding, .notifications(.showInfo))
        case (.enter, _):
            return sendToSession(&onboarding, .notifications(.submit))
        default:
            return []
        }
    }

    /// A brand page: Enter presses Continue or Skip; `s` skips when allowed.
    static func infoEvent(_ onboarding: inout OnboardingState, _ event: TerminalEvent) -> [AppEffect] {
        guard case .key(let key) = event else { return [] }
        if moveOnboardingFocus(&onboarding, key) { return [] }
        switch (key.key, onboarding.focused) {
        case (.left, _): onboarding.moveFocus(by: -1)
        case (.right, _): onboarding.moveFocus(by: 1)
        case (.enter, .skip?), (.character("s"), _):
            return sendToSession(&onboarding, .info(.skip))
        case (.enter, _):
            return sendToSession(&onboarding, .info(.continue))
        default:
            break
        }
        return []
    }
}
