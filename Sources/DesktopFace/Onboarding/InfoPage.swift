import Features
import GTKKit

/// A brand's own information step: title, text, Continue (and Skip when not required).
@MainActor
final class InfoPage: DesktopPage {
    let layout: PageLayout
    let status: StatusPage
    let next = Button(DesktopText.continueButton, style: .suggestedPill)
    let skip: Button?

    var root: Widget { layout.page }
    var initialFocus: Widget? { next }

    init(step: InfoPageStep, stepLabel: String?, send: @escaping @MainActor (OnboardingSession.Action) -> Void) {
        layout = PageLayout(title: step.page.title, step: stepLabel)
        status = StatusPage(title: step.page.title, description: step.page.body, icon: "dialog-information-symbolic")
        layout.column.append(status)
        let buttons = Box(.vertical, spacing: 12)
        buttons.setAlignment(horizontal: .center)
        buttons.append(next)
        if step.canSkip {
            let button = Button(DesktopText.notNow, style: .pill)
            button.onClicked { send(.info(.skip)) }
            buttons.append(button)
            skip = button
        } else {
            skip = nil
        }
        layout.column.append(buttons)
        next.onClicked { send(.info(.continue)) }
    }
}
