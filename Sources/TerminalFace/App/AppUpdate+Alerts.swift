import Features
import Terminal

extension AppUpdate {
    /// Keys while an alert is open: ←/→/Tab move between buttons, Enter presses, Esc dismisses,
    /// PgUp/PgDn scroll a message taller than the box (it then says "▲▼ PgUp/PgDn").
    static func alertKey(_ state: inout AppState, _ key: KeyEvent) -> [AppEffect] {
        guard var alert = state.alert else { return [] }
        let count = alert.buttons.count
        switch key.key {
        case .left, .backTab, .up:
            alert.focused = (alert.focused + count - 1) % count
        case .right, .tab, .down:
            alert.focused = (alert.focused + 1) % count
        case .escape:
            state.alert = nil
            return []
        case .pageUp, .pageDown:
            let box = AppView.alertBox(alert, theme: .dark), area = Rect(size: state.size)
            let page = box.messagePage(in: area), limit = box.messageScrollLimit(in: area)
            alert.scroll = min(limit, max(0, min(alert.scroll, limit) + (key.key == .pageUp ? -page : page)))
        case .enter, .character(" "):
            state.alert = nil
            return run(&state, alert.buttons[alert.focused].command)
        default:
            return []
        }
        state.alert = alert
        return []
    }

    /// Does what an alert button says.
    static func run(_ state: inout AppState, _ command: AlertCommand) -> [AppEffect] {
        switch command {
        case .dismiss:
            return []
        case .confirmDelete(let ref, let serverData):
            return perform(&state, .delete(ref, serverData: serverData))
        case .applyCorrectedName(let name):
            if case .createProfile(var form) = state.top {
                form.name = TextFieldState(text: name)
                form.focus = .name
                replaceTop(&state, with: .createProfile(form))
            }
            return []
        case .lock(let command):
            return run(&state, command)
        case .migrationExport(let command):
            return run(&state, command)
        case .discardOperatorChanges:
            if case .operatorSettings = state.top { pop(&state) }
            return []
        case .acceptOperatorChanges(let selected):
            updateRoute(&state, operators: { $0.isSaving = true; $0.leavesWhenSaved = true })
            return [.preferences(.acceptConditions(selected))]
        }
    }

    /// Replaces the route on top.
    static func replaceTop(_ state: inout AppState, with route: Route) {
        guard !state.stack.isEmpty else { return }
        state.stack[state.stack.count - 1] = route
    }
}
