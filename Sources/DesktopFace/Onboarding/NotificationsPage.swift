import Features
import GTKKit

/// Step 4: "Notifications", the explanation, the three modes as a radio group in rows,
/// the info button, and "Enable notifications" (or "Use chat" with Off).
@MainActor
final class NotificationsPage: DesktopPage {
    let layout: PageLayout
    /// One radio per mode, in brand order.
    private(set) var choices: [(mode: NotificationsStep.Mode, button: CheckButton)] = []
    let modes = BoxedList()
    /// Explains the modes.
    let info = Button(icon: "dialog-information-symbolic", accessibleLabel: DesktopText.aboutNotificationModes, style: .circular)
    /// Saves the mode and finishes onboarding.
    let submit = Button("", style: .suggestedPill)
    private var updating = false

    var root: Widget { layout.page }
    var initialFocus: Widget? { choices.first?.button }

    init(step: NotificationsStep, stepLabel: String?, send: @escaping @MainActor (OnboardingSession.Action) -> Void) {
        layout = PageLayout(title: DesktopText.notificationsTitle, step: stepLabel)
        info.addStyleClass("flat")
        layout.page.header.packEnd(info)
        let text = Label(DesktopText.notificationsText)
        text.centerLines()
        layout.column.append(text)
        for mode in step.modes {
            let radio = CheckButton("")
            if let first = choices.first?.button { radio.joinGroup(of: first) }
            radio.setAccessibleLabel(Self.title(mode))
            let row = ActionRow(title: Self.title(mode),
                                subtitle: NotificationsStep.summary(mode, intervalMinutes: step.intervalMinutes))
            row.addPrefix(radio)
            row.setActivatableWidget(radio)
            radio.onToggled { [unowned self] on in
                if on && !self.updating { send(.notifications(.select(mode))) }
            }
            modes.add(row)
            choices.append((mode, radio))
        }
        layout.column.append(modes)
        submit.setAlignment(horizontal: .center)
        layout.column.append(submit)
        info.onClicked { send(.notifications(.showInfo)) }
        submit.onClicked { send(.notifications(.submit)) }
        update(step)
    }

    static func title(_ mode: NotificationsStep.Mode) -> String { NotificationsStep.title(mode) }

    /// Shows the step's state.
    func update(_ step: NotificationsStep) {
        updating = true
        for choice in choices { choice.button.isChecked = choice.mode == step.selected }
        updating = false
        submit.label = step.buttonTitle
        submit.isSensitive = !step.isSaving
    }
}
