import Features
import Terminal

/// The root while onboarding runs: a copy of the session's screen plus what only the terminal needs
/// (focus, the text fields with their cursors, the pager's scroll, the focused alert button).
///
/// The text fields are the source of truth for what is typed; every edit is also sent to the
/// session (in order, on the effect queue), whose step computes the correction and the counters.
/// While an action is pending, further input waits in ``queued``, so every key applies to the
/// screen as the session left it, however fast keys arrive (a paste, tmux, a fast typist).
struct OnboardingState: Equatable, Sendable {
    /// The session's screen; nil until the session has started.
    var flow: OnboardingFlowSnapshot?
    /// Index into ``controls``.
    var focus = 0
    /// The display name field (create profile).
    var name = TextFieldState()
    /// The bio field (create profile).
    var bio = TextFieldState()
    /// Scroll of the conditions pager sheet.
    var pager = PagerState()
    /// The focused button of the step's alert.
    var alertFocus = 0
    /// Session actions sent and not answered yet.
    var pending = 0
    /// Keys and pastes that arrived while an action was pending: they are meant for the screen the
    /// answer brings (type-ahead), so they wait and are replayed in order once it is there.
    var queued: [TerminalEvent] = []
    /// What's new the user missed, shown once onboarding (a conditions review) is over.
    var whatsNewAfter: WhatsNewState?

    /// A state waiting for the session to start.
    init() {}

    /// The session's screen, `.complete` before it started.
    var screen: OnboardingSession.Screen { flow?.screen ?? .complete }

    /// The focusable parts of the current screen, in Tab order.
    var controls: [OnboardingControl] {
        switch screen {
        case .welcome:
            return [.createProfile, .migrateFromAnotherDevice, .howItWorks]
        case .createProfile:
            return [.nameField, .bioField, .create]
        case .conditions(let step):
            var result = step.rows.map { OnboardingControl.operatorRow($0.server.id) }
            if case .failed = step.document { result.append(.retry) }
            result += [.viewConditions, .configureOperators, .accept]
            return result
        case .notifications(let step):
            return step.modes.map { OnboardingControl.mode($0) } + [.notificationsInfo, .enableNotifications]
        case .info(let step):
            return step.canSkip ? [.continueButton, .skip] : [.continueButton]
        case .complete:
            return []
        }
    }

    /// The focused control.
    var focused: OnboardingControl? {
        let all = controls
        return all.indices.contains(focus) ? all[focus] : all.first
    }

    /// Moves the focus forward or back, wrapping.
    mutating func moveFocus(by delta: Int) {
        let count = controls.count
        guard count > 0 else { return }
        focus = ((min(focus, count - 1) + delta) % count + count) % count
    }

    /// Focuses `control` when the screen has it.
    mutating func focus(on control: OnboardingControl) {
        if let index = controls.firstIndex(of: control) { focus = index }
    }

    /// Whether the two screens are the same step (so focus and fields carry over).
    static func isSameStep(_ a: OnboardingSession.Screen, _ b: OnboardingSession.Screen) -> Bool {
        switch (a, b) {
        case (.welcome, .welcome), (.createProfile, .createProfile), (.conditions, .conditions),
             (.notifications, .notifications), (.complete, .complete):
            return true
        case (.info(let x), .info(let y)):
            return x.page.id == y.page.id
        default:
            return false
        }
    }

    /// The alert the step shows, if any: title, message, buttons (Esc = the first).
    var stepAlert: StepAlert? {
        switch screen {
        case .createProfile(let step):
            guard let alert = step.alert else { return nil }
            if case .invalidName(let corrected?) = alert {
                return StepAlert(title: alert.title, message: alert.message,
                                 buttons: [(ButtonText.cancel, .createProfile(.dismissAlert)),
                                           (ProfileFormText.correctName, .createProfile(.useCorrectedName))],
                                 correctedName: corrected)
            }
            return StepAlert(title: alert.title, message: alert.message, buttons: [(ButtonText.ok, .createProfile(.dismissAlert))])
        case .conditions(let step):
            guard let error = step.error else { return nil }
            return StepAlert(title: tr("Error accepting conditions"), message: error,
                             buttons: [(ButtonText.ok, .conditions(.dismissError))])
        case .notifications(let step):
            guard let alert = step.alert else { return nil }
            return StepAlert(title: alert.title, message: alert.message, buttons: [(ButtonText.ok, .notifications(.dismissAlert))])
        case .welcome, .info, .complete:
            return nil
        }
    }
}

/// An alert owned by an onboarding step: pressing a button sends its action to the session.
struct StepAlert: Equatable, Sendable {
    /// The heading.
    var title: String
    /// The body.
    var message: String
    /// Labels and the session action each sends; the first is what Esc does.
    var buttons: [(label: String, action: OnboardingSession.Action)]
    /// For "Correct name to X?": the corrected name, put into the name field.
    var correctedName: String?

    init(title: String, message: String, buttons: [(label: String, action: OnboardingSession.Action)],
         correctedName: String? = nil) {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.correctedName = correctedName
    }

    static func == (a: StepAlert, b: StepAlert) -> Bool {
        a.title == b.title && a.message == b.message && a.correctedName == b.correctedName
            && a.buttons.map(\.label) == b.buttons.map(\.label) && a.buttons.map(\.action) == b.buttons.map(\.action)
    }
}
