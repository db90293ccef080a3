import Features
import Terminal

/// A brand information step: title, text, Continue, and Skip when the brand allows it.
enum InfoPageScreen {
    /// Draws the step.
    static func draw(_ step: InfoPageStep, onboarding: OnboardingState, chrome: AppChrome, into buffer: inout Buffer) {
        let theme = chrome.theme
        OnboardingScreen.frame(step.page.title, onboarding: onboarding,
                               hints: step.canSkip ? "Enter continue  s skip" : "Enter continue", chrome: chrome,
                               into: &buffer)
        let width = min(buffer.width - 4, 72)
        let x = (buffer.width - width) / 2
        buffer.put(step.page.title, in: Rect(x: x, y: 2, width: width, height: 1), style: theme.title)
        let bodyHeight = max(0, buffer.height - 8)
        buffer.putWrapped(step.page.body, in: Rect(x: x, y: 4, width: width, height: bodyHeight), style: theme.text)
        var items: [(title: String, focused: Bool, enabled: Bool)] = [("Continue", onboarding.focused == .continueButton, true)]
        if step.canSkip { items.append(("Skip", onboarding.focused == .skip, true)) }
        OnboardingScreen.buttons(items, y: buffer.height - 3, theme: theme, into: &buffer)
    }
}
