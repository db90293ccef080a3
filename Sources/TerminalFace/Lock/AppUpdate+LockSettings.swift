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
            openLockRow(&state, screen)
        case .character("x") where key.modifiers.isEmpty, .delete:
            askToRemove(&state, screen)
        default:
            break
        }
        return (true, [])
    }

    /// Enter on a row: the form that sets or changes it.
    static func openLockRow(_ state: inout AppState, _ screen: LockSettingsState) {
        let status = screen.status
        switch screen.selected {
        case .passcode:
            push(&state, .lock(.lockForm(LockFormState(kind: .passcode(isChange: status.isOn)))))
        case .selfDestruct:
            guard status.isOn else {
                state.alert = .info("Set a passcode first", "The self-destruct passcode works at the passcode prompt: "
                                    + "set a passcode first.")
                return
            }
            push(&state, .lock(.lockForm(LockFormState(kind: .selfDestruct, currentName: status.selfDestructName))))
        case .wipeAfter:
            guard status.isOn else {
                state.alert = .info("Set a passcode first", "The attempt limit counts wrong passcodes: set a passcode first.")
                return
            }
            push(&state, .lock(.lockForm(LockFormState(kind: .wipeAfter, currentLimit: status.wipeAfter))))
        }
    }

    /// `x` on a row: confirm turning it off.
    static func askToRemove(_ state: inout AppState, _ screen: LockSettingsState) {
        switch screen.selected {
        case .passcode where screen.status.isOn:
            state.alert = AlertState(title: "Turn off the app lock?",
                                     message: "Threshold will open without a passcode. The self-destruct passcode "
                                         + "and the attempt limit are removed too.",
                                     buttons: [AlertButton("Cancel"),
                                               AlertButton("Turn off", .lock(.applyLockChange(.clearPasscode)))],
                                     focused: 0, isDestructive: true)
        case .selfDestruct where screen.status.selfDestructOn:
            state.alert = AlertState(title: "Remove the self-destruct passcode?",
                                     message: "Entering it will no longer wipe the data.",
                                     buttons: [AlertButton("Cancel"),
                                               AlertButton("Remove", .lock(.applyLockChange(.clearSelfDestruct)))],
                                     focused: 0)
        case .wipeAfter where screen.status.wipeAfter != nil:
            state.alert = AlertState(title: "Turn off the attempt limit?",
                                     message: "Wrong passcodes will never wipe the data.",
                                     buttons: [AlertButton("Cancel"),
                                               AlertButton("Turn off", .lock(.applyLockChange(.setWipeAfter(nil))))],
                                     focused: 0)
        default:
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
            title = state.snapshot.isLockOn ? "Change the passcode?" : "Turn on the app lock?"
            message = "Threshold will ask for this passcode at start and before creating, deleting, hiding, unhiding "
                + "or revealing profiles. If you forget it, your data can't be opened."
            button = state.snapshot.isLockOn ? "Change passcode" : "Set passcode"
        case .setSelfDestruct(_, let name):
            title = "Set the self-destruct passcode?"
            message = "Entered at any passcode prompt, it wipes ALL data on this device and opens a new profile named "
                + "\"\(name)\", as if nothing happened. It then becomes the passcode."
            button = "Set self-destruct passcode"
            destructive = true
        case .setWipeAfter(let limit?):
            title = "Wipe after \(limit) wrong passcodes?"
            message = "After \(limit) wrong passcodes in a row, at any prompt and across restarts, ALL data on this "
                + "device is wiped."
            button = "Set limit"
            destructive = true
        case .setWipeAfter(nil):
            title = "Turn off the attempt limit?"
            message = "Wrong passcodes will never wipe the data."
            button = "Turn off"
        case .clearPasscode, .clearSelfDestruct:
            title = "Change the app lock?"
            message = ""
            button = "OK"
        }
        state.alert = AlertState(title: title, message: message,
                                 buttons: [AlertButton("Cancel"), AlertButton(button, .lock(.applyLockChange(change)))],
                                 focused: 0, isDestructive: destructive)
    }

    /// An alert button of the lock screens: make the confirmed change.
    static func run(_ state: inout AppState, _ command: LockAlertCommand) -> [AppEffect] {
        switch command {
        case .applyLockChange(let change):
            guard !state.isBusy else { return [] }
            state.isBusy = true
            return [.lock(.changeLock(change))]
        }
    }
}
