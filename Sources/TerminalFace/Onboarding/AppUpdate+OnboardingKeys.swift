import Features
import Terminal

/// Onboarding's keys: a key on the root waits while a send is in flight (queued, replayed in
/// order), goes to an open step alert, or to the step shown (AppUpdate+OnboardingSteps.swift).
extension AppUpdate {
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
}
