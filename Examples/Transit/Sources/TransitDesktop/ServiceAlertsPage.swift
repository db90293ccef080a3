import GTKKit
import OnboardingDesktop
import TransitExample

/// The desktop view of the example's custom step (``ServiceAlertsStep``): a page written in the
/// app on GTKKit widgets, through the kit's ``OnboardingPage`` protocol. Its switches change the
/// step's choice; its ``dismiss(context:)`` lets the step save and complete itself, instead of the
/// default (completing through the page context), because the step owns its answer.
@MainActor
final class ServiceAlertsPage: OnboardingPage {
    let stepID = TransitRelease.StepID.alerts
    let title = TransitTexts.alertsTitle
    private let step: ServiceAlertsStep
    /// The rows of the page shown last, in ``ServiceAlertsStep/options`` order (tests).
    private(set) var rows: [SwitchRow] = []
    /// The button of the page shown last (tests).
    private(set) var continueButton: Button?

    init(step: ServiceAlertsStep) {
        self.step = step
    }

    func makeContent(context: PageContext) -> Widget {
        let column = Box(.vertical, spacing: 18)
        column.setMargins(top: 24, bottom: 24, start: 18, end: 18)
        let text = Label(TransitTexts.alertsExplanation)
        text.xAlign = 0
        column.append(text)
        let list = BoxedList()
        rows = step.options.map { alert in
            let row = SwitchRow(title: alert.title, isOn: step.selected.contains(alert))
            row.onToggled { [weak self] on in
                guard let self, self.step.selected.contains(alert) != on else { return }
                self.step.toggle(alert)
            }
            list.add(row.row)
            return row
        }
        column.append(list)
        let button = Button(TransitTexts.continueTitle, style: .suggestedPill)
        button.setAlignment(horizontal: .center)
        button.setSizeRequest(width: 220)
        button.onClicked { [weak self] in
            guard let self else { return }
            context.perform { try self.dismiss(context: context) }
        }
        column.append(button)
        continueButton = button
        let clamp = Clamp(maximumWidth: 520)
        clamp.setContent(column)
        let scroller = ScrolledWindow()
        scroller.setContent(clamp)
        return scroller
    }

    /// The step saves the choice and completes itself through its own `StepContext`.
    func dismiss(context: PageContext) throws {
        try step.confirm()
    }
}
