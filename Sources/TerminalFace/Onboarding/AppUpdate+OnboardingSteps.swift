import Features
import Terminal

/// Each onboarding step's keys (Welcome, Create your profile, Operators and conditions,
/// Notifications, the info pages), each turned into an `OnboardingSession` action.
extension AppUpdate {
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
