import Features
import Terminal

/// The app lock in `update`: the lock screen, the passcode sheet before sensitive operations, and
/// Settings → App lock with its forms.
///
/// Passcodes are cleared from the state as soon as they are submitted; the store checks them off
/// the UI loop (``LockEffect/unlock(passcode:purpose:)``).
extension AppUpdate {
    // MARK: Asking

    /// Before an operation the app lock guards (``Authorization``): opens the passcode sheet, which
    /// runs the operation once the passcode is accepted, unless a grant is alive. True when it did.
    /// The sheet opens only from an explicit choice (a menu item, a form's submit), never from text
    /// typed into another field.
    static func asksPasscode(_ state: inout AppState, before operation: ProfileOperation) -> Bool {
        guard !state.authorization.allows(operation.kind.userAction, at: state.now) else { return false }
        push(&state, .lock(.passcode(PasscodePromptState(purpose: .operation(operation)))))
        return true
    }

    /// Settings → App lock: with the lock on, the passcode first; then the status.
    static func openAppLock(_ state: inout AppState) -> [AppEffect] {
        if state.snapshot.isLockOn {
            push(&state, .lock(.passcode(PasscodePromptState(purpose: .lockSettings))))
            return []
        }
        return [.lock(.loadLockStatus)]
    }

    // MARK: Prompt keys

    /// The lock screen: type the passcode, Enter checks it. There is no way around it but Ctrl-C.
    /// Tab moves to "Forgot passcode? Use the recovery key" (and back); Enter there opens the
    /// recovery form.
    static func lockScreenEvent(_ state: inout AppState, _ prompt: inout PasscodePromptState, _ event: TerminalEvent)
        -> [AppEffect] {
        if case .key(let key) = event {
            switch key.key {
            case .escape: return []
            case .tab, .backTab, .down, .up:
                guard !prompt.isChecking else { return [] }
                prompt.recoveryFocused.toggle()
                return []
            case .enter where prompt.recoveryFocused:
                prompt.recoveryFocused = false
                prompt.message = nil
                push(&state, .lock(.recover(RecoveryFormState())))
                return []
            default:
                if prompt.recoveryFocused { return [] }
            }
        }
        if prompt.recoveryFocused { return [] }
        return promptEvent(&state, &prompt, event)
    }

    /// Typing into a passcode prompt; Enter submits a non-empty passcode (and clears the field).
    static func promptEvent(_ state: inout AppState, _ prompt: inout PasscodePromptState, _ event: TerminalEvent)
        -> [AppEffect] {
        guard !prompt.isChecking else { return [] }
        if case .key(let key) = event, key.key == .enter {
            guard !prompt.passcode.text.isEmpty else { return [] }
            let passcode = prompt.passcode.text
            prompt.passcode.clear()
            prompt.message = nil
            prompt.isChecking = true
            state.isBusy = true
            return [.lock(.unlock(passcode: passcode, purpose: prompt.purpose))]
        }
        if prompt.passcode.handle(event) { prompt.message = nil }
        return []
    }

    /// The routes of this area: the passcode sheet, App lock settings and forms.
    static func lockRouteEvent(_ state: inout AppState, _ route: inout LockRoute, _ event: TerminalEvent)
        -> (Bool, [AppEffect]) {
        switch route {
        case .passcode(var prompt):
            if case .key(let key) = event, key.key == .escape {
                // Checking cannot be called off (the attempt is already counted); wait for it.
                guard !prompt.isChecking else { return (true, []) }
                pop(&state)
                return (false, [])
            }
            let effects = promptEvent(&state, &prompt, event)
            route = .passcode(prompt)
            return (true, effects)
        case .lockSettings(var screen):
            let result = lockSettingsEvent(&state, &screen, event)
            route = .lockSettings(screen)
            return result
        case .lockForm(var form):
            let result = lockFormEvent(&state, &form, event)
            route = .lockForm(form)
            return result
        case .recoveryKey(var screen):
            let result = recoveryKeyEvent(&state, &screen, event)
            route = .recoveryKey(screen)
            return result
        case .recover(var form):
            let result = recoverFormEvent(&state, &form, event)
            route = .recover(form)
            return result
        }
    }

    // MARK: Results

    /// Applies a result of the lock effects.
    static func lockResult(_ state: inout AppState, _ action: LockAction) -> [AppEffect] {
        switch action {
        case .lockRequired:
            state.snapshot.isLockOn = true
            state.authorization.lockRequired()
            state.root = .locked(PasscodePromptState(purpose: .startUp))
            return []
        case .unlockedAtStart:
            return [.onboarding(.launch)]
        case .passcodeAccepted(let purpose, let next):
            state.isBusy = false
            state.authorization.passcodeAccepted(at: state.now)
            closePrompt(&state)
            var effects = update(&state, next)
            if case .locked(var prompt) = state.root {
                // Loading failed after the passcode: let the user try again.
                prompt.isChecking = false
                state.root = .locked(prompt)
            }
            switch purpose {
            case .search:
                // The user chose "Unlock to look for hidden profiles": try the text in the field now.
                updateProfiles(&state) { screen in effects += startReveal(&screen) }
            case .migrationExport:
                push(&state, .migrationExport(MigrationExportState()))
            case .startUp, .operation, .lockSettings:
                break
            }
            return effects
        case .passcodeRejected(_, let attemptsLeft, let reloaded):
            state.isBusy = false
            if let reloaded {
                // The attempt limit wiped everything: the app carries on as a fresh install.
                closePrompt(&state)
                apply(reloaded, to: &state)
                state.alert = .info(tr("Wrong passcode"), ScreenText.wrongPasscode)
                return [.onboarding(.launch)]
            }
            editPrompt(&state) { prompt in
                prompt.isChecking = false
                prompt.message = PasscodePromptState.wrongPasscodeMessage(attemptsLeft: attemptsLeft)
            }
            return []
        case .unlockFailed(_, let report):
            state.isBusy = false
            editPrompt(&state) { $0.isChecking = false }
            state.alert = .info(ScreenText.error, report.message)
            return []
        case .lockStatusLoaded(let status, let hasRecoveryKey):
            if !editLockSettings(&state, { $0.status = status; $0.hasRecoveryKey = hasRecoveryKey }) {
                push(&state, .lock(.lockSettings(LockSettingsState(status: status, hasRecoveryKey: hasRecoveryKey))))
            }
            return []
        case .lockChanged(let kind, let status, let snapshot, let hasRecoveryKey):
            state.isBusy = false
            let wasOn = state.snapshot.isLockOn
            apply(snapshot, to: &state)
            switch state.top {
            case .lock(.lockForm)?, .lock(.recoveryKey)?: pop(&state)
            default: break
            }
            _ = editLockSettings(&state) { $0.status = status; $0.hasRecoveryKey = hasRecoveryKey }
            afterLockChange(&state, kind, status, wasOn: wasOn, hasRecoveryKey: hasRecoveryKey)
            return []
        case .lockChangeFailed(_, let report):
            state.isBusy = false
            _ = editLockSettings(&state) { $0.rekeyProgress = nil }
            state.alert = .info(tr("Error changing the app lock"), report.message)
            return []
        case .recoveryRequired, .rekeyProgress, .rekeyed, .recoveryKeyGenerated, .recovered, .recoveryWiped,
             .recoveryFailed:
            return recoveryResult(&state, action)
        }
    }

    /// Closes the passcode sheet on top, if any (the lock screen is replaced by the data loaded).
    static func closePrompt(_ state: inout AppState) {
        if case .lock(.passcode) = state.top { pop(&state) }
    }

    /// Edits the prompt in front: the sheet on top, or the lock screen.
    static func editPrompt(_ state: inout AppState, _ edit: (inout PasscodePromptState) -> Void) {
        if case .lock(.passcode(var prompt)) = state.top {
            edit(&prompt)
            replaceTop(&state, with: .lock(.passcode(prompt)))
        } else if state.stack.isEmpty, case .locked(var prompt) = state.root {
            edit(&prompt)
            state.root = .locked(prompt)
        }
    }

    /// Edits Settings → App lock wherever it is in the stack; false when it is not open.
    @discardableResult
    static func editLockSettings(_ state: inout AppState, _ edit: (inout LockSettingsState) -> Void) -> Bool {
        guard let index = state.stack.lastIndex(where: { if case .lock(.lockSettings) = $0 { true } else { false } }),
              case .lock(.lockSettings(var screen)) = state.stack[index] else { return false }
        edit(&screen)
        state.stack[index] = .lock(.lockSettings(screen))
        return true
    }

    /// What a successful lock change did, in words.
    static func lockChangedMessage(_ kind: LockChange.Kind, _ status: LockStatus) -> String {
        switch kind {
        case .setPasscode: LockSettingsText.passcodeSet
        case .clearPasscode: LockSettingsText.lockOff
        case .setSelfDestruct: LockSettingsText.selfDestructSet(status.selfDestructName ?? "")
        case .clearSelfDestruct: LockSettingsText.selfDestructRemoved
        case .setWipeAfter: status.wipeAfter.map(LockSettingsText.wipeAfterSet) ?? LockSettingsText.wipeAfterOff
        case .setLevel: LockSettingsText.levelSet(SettingsText.level(status.level))
        case .setRecoveryKey: RecoveryKeyText.madeInApp
        case .clearRecoveryKey: RecoveryKeyText.cleared
        case .rekey: RekeyText.done
        }
    }
}
