import Features
import Terminal

/// A brand information step: title, text, Continue, and Skip when the brand allows it.
enum InfoPageScreen {
    /// Draws the step.
    static func draw(_ step: InfoPageStep, onboarding: OnboardingState, scroll: Int, chrome: AppChrome,
                     into buffer: inout Buffer) {
        let theme = chrome.theme
        OnboardingScreen.frame(step.page.title, onboarding: onboarding,
                               hints: step.canSkip ? tr("Enter continue  s skip") : tr("Enter continue"), chrome: chrome,
                               into: &buffer)
        let width = min(buffer.width - 4, 72)
        let x = (buffer.width - width) / 2
        var body = ScreenBody(for: buffer)
        body.canvas.put(step.page.title, in: Rect(x: x, y: body.y, width: width, height: 1), style: theme.title)
        let lines = TextWrap.wrap(step.page.body, width: max(1, width))
        for (index, line) in lines.prefix(ScreenBody.capacity - 4).enumerated() {
            body.canvas.put(line, in: Rect(x: x, y: body.y + 2 + index, width: width, height: 1), style: theme.text)
        }
        body.y += 2 + lines.count
        var items: [(title: String, focused: Bool, enabled: Bool)] = [(OnboardingText.continueButton, onboarding.focused == .continueButton, true)]
        if step.canSkip { items.append((OnboardingText.skip, onboarding
.focused == .skip, true)) }
        body.present(into: &buffer, footerHeight: 1, atBottom: true, scroll: scroll, theme: theme) { y, buffer in
            OnboardingScreen.buttons(items, y: y, theme: theme, into: &buffer)
        }
    }
}
