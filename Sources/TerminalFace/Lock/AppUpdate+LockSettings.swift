import Features
import Terminal

/// Settings → App lock and its forms: every change is confirmed in an alert before it is made.
extension AppUpdate {
    /// The App lock screen: ↑/↓ choose a row, Enter opens it, `x` removes (passcode or
    /// self-destruct passcode), Esc goes back.
    static func lockSettingsEvent(_ state: inout AppState, _ screen: inout LockSettingsState, _ event: TerminalEvent)
        -> (Bool, [AppEffect]) {
        guard case .key(let key) = event else { return (true, []) }
        let rows = LockSettingsState.Row.allCases
        switch key.key {
        case .escape:
            pop(&state)
            return (false, [])
        case .up, .backTab:
            screen.selected = rows[max(0, screen.selected.rawValue - 1)]
        case .down, .tab:
            screen.selected = rows[min(rows.count - 1, screen.selected.rawValue + 1)]
        case .enter:
            return (true, openLockRow(&state, screen))
        case .character("x") where key.modifiers.isEmpty, .delete:
            askToRemove(&state, screen)
        default:
            break
        }
        return (true, [])
    }

    /// Enter on a row: the form that sets or changes it.
    static func openLockRow(_ state: inout AppState, _ screen: LockSettingsState) -> [AppEffect] {
        let status = screen.status
        switch screen.selected {
        case .passcode:
            push(&state, .lock(.lockForm(LockFormState(kind: .passcode(isChange: status.isOn)))))
        case .selfDestruct:
            guard status.isOn else {
                state.alert = .info(LockSettingsText.passcodeFirstTitle, LockSettingsText.selfDestructNeedsPasscode)
                return []
            }
            push(&state, .lock(.lockForm(LockFormState(kind: .selfDestruct, currentName: status.selfDestructName))))
        case .wipeAfter:
            guard status.isOn else {
                state.alert = .info(LockSettingsText.passcodeFirstTitle, LockSettingsText.wipeAfterNeedsPasscode)
                return []
            }
            push(&state, .lock(.lockForm(LockFormState(kind: .wipeAfter, currentLimit: status.wipeAfter))))
        case .protection:
            guard !status.isOn else {
                state.alert = .info(SettingsText.protection, SettingsText.levelNeedsPasscodeOff)
                return []
            }
            confirm(&state, .setLevel(status.level == .keyring ? .keyfile : .keyring))
        case .recoveryKey:
            guard screen.hasRecoveryKey else { return run(&state, .makeRecoveryKey) }
            state.alert = AlertState(title: RecoveryAppText.replaceTitle, message: RecoveryAppText.replaceMessage,
                                     buttons: [AlertButton(ButtonText.cancel),
                                               AlertButton(ButtonText.replace, .lock(.makeRecoveryKey))],
                                     focused: 0)
        case .rekey:
            state.alert = AlertState(title: RecoveryAppText.rekeyConfirmTitle, message: RecoveryAppText.rekeyConfirmMessage,
                                     buttons: [AlertButton(ButtonText.cancel),
                                               AlertButton(RecoveryAppText.rekeyButton, .lock(.rekey))],
                                     focused: 0)
        }
        return []
    }

    /// `x` on a row: confirm turning it off (only where ``LockSettingsState/removesWithX``, as
    /// the hint row says).
    static func askToRemove(_ state: inout AppState, _ screen: LockSettingsState) {
        guard screen.removesWithX else { return }
        switch screen.selected {
        case .passcode:
            state.alert = AlertState(title: LockSettingsText.turnOffTitle,
                                     message: LockSettingsText.turnOffMessage,
                                     buttons: [AlertButton(ButtonText.cancel),
                                               AlertButton(LockSettingsText.turnOff, .lock(.applyLockChange(.clearPasscode)))],
                                     focused: 0, isDestructive: true)
        case .selfDestruct:
            state.alert = AlertState(title: LockSettingsText.removeSelfDestructTitle,
                                     message: LockSettingsText.removeSelfDestructMessage,
                                     buttons: [AlertButton(ButtonText.cancel),
                                               AlertButton(LockSettingsText.remove, .lock(.applyLockChange(.clearSelfDestruct)))],
                                     focused: 0)
        case .recoveryKey:
            state.alert = AlertState(title: RecoveryAppText.removeTitle, message: RecoveryAppText.removeMessage,
                                     buttons: [AlertButton(ButtonText.cancel),
                                               AlertButton(LockSettingsText.remove, .lock(.applyLockChange(.clearRecoveryKey)))],
                                     focused: 0, isDestructive: true)
        case .wipeAfter:
            state.alert = AlertState(title: LockSettingsText.turnOffLimitTitle,
                                     message: LockSettingsText.turnOffLimitMessage,
                                     buttons: [AlertButton(ButtonText.cancel),
                                               AlertButton(LockSettingsText.turnOff, .lock(.applyLockChange(.setWipeAfter(nil))))],
                                     focused: 0)
        case .protection, .rekey:
            break
        }
    }

    /// A lock form: Tab/↑/↓ move focus, Enter goes to the next field or saves (after a
    /// confirmation), Esc goes back.
    static func lockFormEvent(_ state: inout AppState, _ form: inout LockFormState, _ event: TerminalEvent)
        -> (Bool, [AppEffect]) {
        formEvent(&state, &form, event) { state, form in
            if let change = form.change { confirm(&state, change) }
            return []
        }
    }

    /// The confirmation before a change is made.
    static func confirm(_ state: inout AppState, _ change: LockChange) {
        let title: String
        let message: String
        let button: String
        var destructive = false
        switch change {
        case .setPasscode:
            title = LockSettingsText.setPasscodeTitle(isChange: state.snapshot.isLockOn)
            message = LockSettingsText.setPasscodeMessage
            button = LockSettingsText.setPasscode(isChange: state.snapshot.isLockOn)
        case .setSelfDestruct(_, let name):
            title = LockSettingsText.setSelfDestructTitle
            message = LockSettingsText.setSelfDestructMessage(name)
            button = LockSettingsText.setSelfDestructButton
            destructive = true
        case .setWipeAfter(let limit?):
            title = LockSettingsText.setWipeAfterTitle(limit)
            message = LockSettingsText.setWipeAfterMessage(limit)
            button = LockSettingsText.setLimit
            destructive = true
        case .setWipeAfter(nil):
            title = LockSettingsText.turnOffLimitTitle
            message = LockSettingsText.turnOffLimitMessage
            button = LockSettingsText.turnOff
        case .clearPasscode:
            title = LockSettingsText.turnOffTitle
            message = LockSettingsText.turnOffMessage
            button = LockSettingsText.turnOff
            destructive = true
        case .clearSelfDestruct:
            title = LockSettingsText.removeSelfDestructTitle
            message = LockSettingsText.removeSelfDestructMessage
            button = LockSettingsText.remove
        case .setLevel(let level):
            title = LockSettingsText.setLevelTitle(SettingsText.level(level))
            message = LockSettingsText.setLevelMessage(level)
            button = LockSettingsText.setLevelButton
        case .setRecoveryKey, .clearRecoveryKey:
            // Made and removed from their own screen and alert.
            return
        }
        state.alert = AlertState(title: title, message: message,
                                 buttons: [AlertButton(ButtonText.cancel),
                                           AlertButton(button, .lock(.applyLockChange(change)))],
                                 focused: 0, isDestructive: destructive)
    }

    /// An alert button of the lock screens: make the confirmed change.
    static func run(_ state: inout AppState, _ command: LockAlertCommand) -> [AppEffect] {
        switch command {
        case .applyLockChange(let change):
            guard !state.isBusy else { return [] }
            state.isBusy = true
            return [.lock(.changeLock(change))]
        case .rekey:
            return startRekey(&state, newPasscode: nil)
        case .makeRecoveryKey:
            guard !state.isBusy else { return [] }
            state.isBusy = true
            return [.lock(.generateRecoveryKey)]
        case .declineRecoveryKey:
            state.alert = .info(RecoveryAppText.recoveryKey, RecoveryKeyText.declinedInApp)
            return []
        case .keepKey(let hasRecoveryKey):
            offerRecoveryKey(&state, after: RekeyText.notRekeyed, hasRecoveryKey: hasRecoveryKey)
            return []
        }
    }
}
