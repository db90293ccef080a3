import Features
import Terminal

/// The app's one state transition: `update(&state, action)` changes the state and returns the
/// effects to run. Pure: no I/O, no clock, no store; tests call it directly.
enum AppUpdate {
    /// Applies `action` to `state` and returns the effects it asks for.
    static func update(_ state: inout AppState, _ action: AppAction) -> [AppEffect] {
        let screen = bodyIdentity(state)
        let effects = transition(&state, action)
        if state.bodyScroll != 0, bodyIdentity(state) != screen { state.bodyScroll = 0 }
        return effects
    }

    private static func transition(_ state: inout AppState, _ action: AppAction) -> [AppEffect] {
        switch action {
        case .key(let key):
            if key.isInterrupt {
                state.shouldQuit = true
                return []
            }
            state.authorization.activity(at: state.now)
            if state.alert != nil { return alertKey(&state, key) }
            if scrollBody(&state, key) { return [] }
            return routeEvent(&state, .key(key))
        case .paste(let text):
            state.authorization.activity(at: state.now)
            if state.alert != nil { return [] }
            return routeEvent(&state, .paste(text))
        case .resize(let size):
            state.size = size
            return []
        case .loaded(let snapshot):
            let previous = state.root
            apply(snapshot, to: &state)
            return startOnboardingIfNeeded(&state, from: previous)
        case .dataChanged(let snapshot):
            guard state.root == .home, !state.isBusy else { return [] }
            let previous = state.root
            apply(snapshot, to: &state)
            return startOnboardingIfNeeded(&state, from: previous)
        case .chatOpened(let transcript):
            state.isBusy = false
            apply(transcript.snapshot, to: &state)
            push(&state, .chat(ChatViewState(contact: transcript.contact, messages: transcript.messages)))
            return []
        case .loadFailed(let report):
            state.alert = .info(ScreenText.error, report.message)
            return []
        case .operationSucceeded(let kind, let snapshot):
            state.isBusy = false
            state.removalRekey = nil
            let previous = state.root
            apply(snapshot, to: &state)
            return operationSucceeded(&state, kind) + startOnboardingIfNeeded(&state, from: previous)
        case .operationFailed(let kind, let report):
            state.isBusy = false
            state.removalRekey = nil
            state.alert = errorAlert(kind, report)
            return []
        case .removalRekeyProgress(let progress):
            state.removalRekey = progress.total > 0 && progress.copied >= progress.total ? nil : progress
            return []
        case .revealTimerFired(let generation):
            return revealTimerFired(&state, generation)
        case .revealFinished(let generation, let profiles):
            revealFinished(&state, generation, profiles)
            return []
        case .lock(let action):
            return lockResult(&state, action)
        case .migrationExport(let action):
            return migrationExportResult(&state, action)
        case .onboarding(let result):
            return onboardingResult(&state, result)
        case .preferences(let result):
            return preferencesResult(&state, result)
        }
    }

    // MARK: Routing

    /// Sends a key or paste to the screen on top.
    ///
    /// Each screen handler gets a copy of its state and returns whether that copy goes back in its
    /// place (false when it closed itself); it may push screens above itself meanwhile.
    static func routeEvent(_ state: inout AppState, _ event: TerminalEvent) -> [AppEffect] {
        guard let top = state.stack.last else {
            switch state.root {
            case .loading:
                return []
            case .onboarding(var onboarding):
                let effects = onboardingEvent(&state, &onboarding, event)
                if case .onboarding = state.root { state.root = .onboarding(onboarding) }
                return effects
            case .home:
                return chatListEvent(&state, event)
            case .locked(var prompt):
                let effects = lockScreenEvent(&state, &prompt, event)
                if case .locked = state.root { state.root = .locked(prompt) }
                return effects
            }
        }
        let index = state.stack.count - 1
        let keep: Bool
        let effects: [AppEffect]
        let updated: Route
        switch top {
        case .menu(var menu):
            (keep, effects) = menuEvent(&state, &menu, event)
            updated = .menu(menu)
        case .profiles(var profiles):
            (keep, effects) = profilesEvent(&state, &profiles, event)
            updated = .profiles(profiles)
        case .createProfile(var form):
            (keep, effects) = createProfileEvent(&state, &form, event)
            updated = .createProfile(form)
        case .hideProfile(var form):
            (keep, effects) = hideFormEvent(&state, &form, event)
            updated = .hideProfile(form)
        case .settings(var selected):
            (keep, effects) = settingsEvent(&state, &selected, event)
            updated = .settings(selected: selected)
        case .lock(var route):
            (keep, effects) = lockRouteEvent(&state, &route, event)
            updated = .lock(route)
        case .whatsNew(var screen):
            (keep, effects) = whatsNewEvent(&state, &screen, event)
            updated = .whatsNew(screen)
        case .migrationImport(var screen):
            (keep, effects) = migrationImportEvent(&state, &screen, event)
            updated = .migrationImport(screen)
        case .migrationExport(var screen):
            (keep, effects) = migrationExportEvent(&state, &screen, event)
            updated = .migrationExport(screen)
        case .notificationSettings(var screen):
            (keep, effects) = notificationSettingsEvent(&state, &screen, event)
            updated = .notificationSettings(screen)
        case .operatorSettings(var screen):
            (keep, effects) = operatorSettingsEvent(&state, &screen, event)
            updated = .operatorSettings(screen)
        case .chat(var screen):
            (keep, effects) = chatEvent(&state, &screen, event)
            updated = .chat(screen)
        case .about:
            (keep, effects) = aboutEvent(&state, event)
            updated = .about
        }
        if keep, index < state.stack.count { state.stack[index] = updated }
        return effects
    }

    /// Pushes a screen or sheet.
    static func push(_ state: inout AppState, _ route: Route) {
        state.stack.append(route)
    }

    /// Closes the screen on top.
    static func pop(_ state: inout AppState) {
        if !state.stack.isEmpty { state.stack.removeLast() }
    }

    /// Starts `operation` unless another one is running.
    static func perform(_ state: inout AppState, _ operation: ProfileOperation) -> [AppEffect] {
        guard !state.isBusy else { return [] }
        if asksPasscode(&state, before: operation) { return [] }
        state.isBusy = true
        return [.perform(operation)]
    }

    // MARK: Results

    /// Takes fresh data: decides the root, keeps selections in range.
    static func apply(_ snapshot: HomeSnapshot, to state: inout AppState) {
        state.snapshot = snapshot
        state.authorization.lockState(isOn: snapshot.isLockOn, at: state.now)
        let root = RootRoute.decide(for: snapshot, current: state.root)
        if root != state.root {
            // Crossing between first run and home closes every screen of the other side.
            if case .loading = state.root {} else { state.stack.removeAll() }
            state.root = root
        }
        state.chatSelection = min(state.chatSelection, max(0, snapshot.chats.count - 1))
    }

    /// What follows a successful operation: closing forms, first-time notices, refreshing reveals.
    static func operationSucceeded(_ state: inout AppState, _ kind: ProfileOperation.Kind) -> [AppEffect] {
        var effects: [AppEffect] = []
        switch kind {
        case .create, .update:
            if case .createProfile = state.top { pop(&state) }
        case .hide:
            if case .hideProfile = state.top { pop(&state) }
            updateProfiles(&state) { $0.finder.profileHidden() }
            if !state.snapshot.notices.hiddenShown {
                state.snapshot.notices.hiddenShown = true
                state.alert = .info(Notice.hiddenProfiles.title, Notice.hiddenProfiles.text)
                effects.append(.markNoticeShown(.hiddenProfiles))
            }
        case .mute:
            if !state.snapshot.notices.muteShown {
                state.snapshot.notices.muteShown = true
                state.alert = .info(Notice.mute.title, Notice.mute.text)
                effects.append(.markNoticeShown(.mute))
            }
        case .unhide:
            // The password has done its work: the field clears and the screen says what happened.
            updateProfiles(&state) { profiles in
                profiles.search = TextFieldState()
                profiles.finder.clear()
                profiles.selected = 0
                profiles.scroll = 0
            }
            state.alert = .info(tr("Profile unhidden"),
                                tr("The profile is visible again (still muted). Its password no longer reveals it."))
            return effects
        case .activate, .unmute, .delete, .readChat:
            break
        }
        // Revealed hidden profiles may have changed (deleted, activated): ask again now, keeping
        // the rows on screen until the answer comes (switching to one never blanks the list).
        updateProfiles(&state) { profiles in
            guard profiles.revealPassword != nil || !profiles.revealed.isEmpty else { return }
            profiles.generation += 1
            if !profiles.query.isEmpty {
                profiles.isRevealing = true
                effects.append(.reveal(generation: profiles.generation, password: profiles.query))
            } else {
                profiles.revealed = []
                profiles.revealPassword = nil
            }
        }
        return effects
    }

    /// The alert for a failed operation, titled after the seed's alerts.
    static func errorAlert(_ kind: ProfileOperation.Kind, _ report: ErrorReport) -> AlertState {
        let title: String
        switch report.code {
        case .duplicateName: title = CreateProfileStep.Alert.duplicateNameTitle
        case .invalidDisplayName: title = CreateProfileStep.Alert.invalidNameTitle
        default: title = kind.errorTitle
        }
        return .info(title, report.message)
    }

    /// Edits the "Your chat profiles" screen wherever it is in the stack (a sheet may be above it).
    static func updateProfiles(_ state: inout AppState, _ edit: (inout ProfilesState) -> Void) {
        guard let index = state.stack.lastIndex(where: { if case .profiles = $0 { true } else { false } }),
              case .profiles(var profiles) = state.stack[index] else { return }
        edit(&profiles)
        state.stack[index] = .profiles(profiles)
    }
}
