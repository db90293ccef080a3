import Features
import Terminal

/// The re-key and the recovery key in `update` (issue 22, items 3 and 5): Settings → App lock's
/// "Re-encrypt all data" (confirmed, with its progress) and "Recovery key" (made, shown once,
/// typed back; replaced; removed), the offers after a level is chosen (as the command line makes
/// them), and the lock screen's recovery form (also the only screen when the keyring entry is gone).
extension AppUpdate {
    // MARK: After a change

    /// The message after a lock change, with what the command line offers after it: a passcode
    /// change asks about the full re-key; choosing a level (a passcode, the keyring, the key file)
    /// offers a recovery key when there is none.
    static func afterLockChange(_ state: inout AppState, _ kind: LockChange.Kind, _ status: LockStatus, wasOn: Bool,
                                hasRecoveryKey: Bool) {
        let message = lockChangedMessage(kind, status)
        switch kind {
        case .setPasscode where wasOn:
            state.alert = AlertState(title: SettingsText.appLock, message: message + "\n\n" + RekeyText.question,
                                     buttons: [AlertButton(RecoveryAppText.keepKey, .lock(.keepKey(hasRecoveryKey: hasRecoveryKey))),
                                               AlertButton(RecoveryAppText.rekeyButton, .lock(.rekey))],
                                     focused: 0)
        case .setPasscode, .setLevel:
            offerRecoveryKey(&state, after: message, hasRecoveryKey: hasRecoveryKey)
        default:
            state.alert = .info(SettingsText.appLock, message)
        }
    }

    /// `message`, and when there is no recovery key, the offer of one (Not now says plainly what
    /// declining means).
    static func offerRecoveryKey(_ state: inout AppState, after message: String, hasRecoveryKey: Bool) {
        guard !hasRecoveryKey else {
            state.alert = .info(SettingsText.appLock, message)
            return
        }
        state.alert = AlertState(title: RecoveryAppText.offerTitle, message: message + "\n\n" + RecoveryKeyText.offer,
                                 buttons: [AlertButton(RecoveryAppText.notNow, .lock(.declineRecoveryKey)),
                                           AlertButton(RecoveryAppText.make, .lock(.makeRecoveryKey))],
                                 focused: 0)
    }

    /// Starts the re-key off the UI loop; its progress shows on App lock.
    static func startRekey(_ state: inout AppState, newPasscode: String?) -> [AppEffect] {
        guard !state.isBusy else { return [] }
        state.isBusy = true
        _ = editLockSettings(&state) { $0.rekeyProgress = RekeyProgress(copied: 0, total: 0) }
        return [.lock(.rekey(newPasscode: newPasscode))]
    }

    // MARK: Making a recovery key

    /// The recovery-key screen: showing, Enter ("I wrote it down") hides the key and asks for it
    /// back; typing back, Enter stores it when it matches. Esc while typing back shows the key
    /// again; Esc while it shows closes the screen, nothing stored, and says so.
    static func recoveryKeyEvent(_ state: inout AppState, _ screen: inout RecoveryKeyState, _ event: TerminalEvent)
        -> (Bool, [AppEffect]) {
        guard !state.isBusy else { return (true, []) }
        switch screen.phase {
        case .showing:
            guard case .key(let key) = event else { return (true, []) }
            switch key.key {
            case .escape:
                pop(&state)
                state.alert = .info(RecoveryAppText.recoveryKey, RecoveryKeyText.declinedInApp)
                return (false, [])
            case .enter:
                screen.phase = .typingBack
                screen.typed.clear()
                screen.message = nil
            default:
                break
            }
            return (true, [])
        case .typingBack:
            if case .key(let key) = event {
                switch key.key {
                case .escape:
                    screen.phase = .showing
                    screen.typed.clear()
                    screen.message = nil
                    return (true, [])
                case .enter:
                    guard !screen.typed.text.isEmpty else { return (true, []) }
                    let typed = screen.typed.text
                    guard screen.draft.matches(typed) else {
                        screen.message = ErrorReport(LockError.recoveryKeyMismatch).message
                        return (true, [])
                    }
                    screen.typed.clear()
                    state.isBusy = true
                    return (true, [.lock(.changeLock(.setRecoveryKey(screen.draft, typedBack: typed)))])
                default:
                    break
                }
            }
            if screen.typed.handle(event) { screen.message = nil }
            return (true, [])
        }
    }

    // MARK: The recovery form

    /// The lock screen's recovery form: Tab/↑/↓ move, ←/→/Space change the level, Enter goes on
    /// or opens (when the form is acceptable), Esc goes back to the lock screen (not when nothing
    /// else can open the data).
    static func recoverFormEvent(_ state: inout AppState, _ form: inout RecoveryFormState, _ event: TerminalEvent)
        -> (Bool, [AppEffect]) {
        guard !form.isChecking else { return (true, []) }
        if case .key(let key) = event, key.key == .escape, !form.canGoBack { return (true, []) }
        if case .key(let key) = event, form.focus == .level, key.key == .left || key.key == .right {
            form.typeIntoFocus(event)
            return (true, [])
        }
        if case .key(let key) = event, key.key == .enter, form.enterRole == .submit {
            guard form.canOpen else { return (true, []) }
            let (typed, level) = (form.key.text, form.level)
            let passcode = level == .passcode ? form.passcode.text : nil
            form.key.clear()
            form.passcode.clear()
            form.confirmation.clear()
            form.focus = .key
            form.message = nil
            form.isChecking = true
            state.isBusy = true
            return (true, [.lock(.recover(key: typed, level: level, newPasscode: passcode))])
        }
        return formEvent(&state, &form, event) { _, _ in [] }
    }

    /// Edits the recovery form on top, if it is there.
    static func clearRecoverForm(_ state: inout AppState, _ edit: (inout RecoveryFormState) -> Void) {
        guard case .lock(.recover(var form)) = state.top else { return }
        edit(&form)
        replaceTop(&state, with: .lock(.recover(form)))
    }

    // MARK: Results

    /// Applies the re-key's and the recovery's results.
    static func recoveryResult(_ state: inout AppState, _ action: LockAction) -> [AppEffect] {
        switch action {
        case .recoveryRequired(let need):
            state.snapshot.isLockOn = false
            state.root = .locked(PasscodePromptState(purpose: .startUp))
            state.stack = [.lock(.recover(RecoveryFormState(need: need)))]
            return []
        case .rekeyProgress(let progress):
            _ = editLockSettings(&state) { $0.rekeyProgress = progress }
            return []
        case .rekeyed(let outcome, let status, let snapshot):
            state.isBusy = false
            apply(snapshot, to: &state)
            _ = editLockSettings(&state) {
                $0.status = status
                $0.hasRecoveryKey = false
                $0.rekeyProgress = nil
            }
            // A re-key drops the recovery slot: there is none now, so one is offered.
            offerRecoveryKey(&state, after: outcome.message, hasRecoveryKey: false)
            return []
        case .recoveryKeyGenerated(let draft):
            state.isBusy = false
            push(&state, .lock(.recoveryKey(RecoveryKeyState(draft: draft))))
            return []
        case .recovered(let level, let warning):
            state.isBusy = false
            state.authorization.passcodeAccepted(at: state.now)
            state.stack.removeAll()
            state.alert = .info(RecoveryAppText.recoverTitle,
                                RecoveryKeyText.recoveredInApp(level: level) + (warning.map { "\n\n" + $0 } ?? ""))
            return update(&state, .lock(.unlockedAtStart))
        case .recoveryWiped(let snapshot):
            // As after the last wrong passcode: the app carries on as a fresh install.
            state.isBusy = false
            state.stack.removeAll()
            apply(snapshot, to: &state)
            state.alert = .info(RecoveryAppText.recoverTitle, ErrorReport(LockError.wrongRecoveryKey).message)
            return [.onboarding(.launch)]
        case .recoveryFailed(let report):
            state.isBusy = false
            clearRecoverForm(&state) { form in
                form.isChecking = false
                form.message = report.message
            }
            return []
        default:
            return []
        }
    }
}
