import Features
import Terminal

/// Draws the onboarding root: the session's current step with "Step n of N" in the title bar, and
/// the step's alert on top.
enum OnboardingScreen {
    /// Draws `onboarding`.
    static func draw(_ onboarding: OnboardingState, scroll: Int, chrome: AppChrome, into buffer: inout Buffer) {
        let step = onboarding.flow?.progressLabel
        switch onboarding.screen {
        case .welcome(let welcome):
            WelcomeScreen.draw(welcome, onboarding: onboarding, scroll: scroll, chrome: chrome, into: &buffer)
        case .createProfile(let form):
            OnboardingProfileScreen.draw(form, onboarding: onboarding, scroll: scroll, chrome: chrome, into: &buffer)
        case .conditions(let conditions):
            ConditionsScreen.draw(conditions, onboarding: onboarding, scroll: scroll, chrome: chrome, into: &buffer)
        case .notifications(let notifications):
            NotificationsScreen.draw(notifications, onboarding: onboarding, scroll: scroll, chrome: chrome, into: &buffer)
        case .info(let page):
            InfoPageScreen.draw(page, onboarding: onboarding, scroll: scroll, chrome: chrome, into: &buffer)
        case .complete:
            Frame.draw(title: chrome.brand.appName, trailing: step, hints: tr("Ctrl-C quit"), chrome: chrome, into: &buffer)
            buffer.put(tr("Loading…"), in: Rect(x: 0, y: buffer.height / 2, width: buffer.width, height: 1),
                       alignment: .center, style: chrome.theme.muted)
        }
        if let alert = onboarding.stepAlert {
            buffer.render(AlertBox(title: alert.title, message: alert.message, buttons: alert.buttons.map(\.label),
                                   focusedButton: min(onboarding.alertFocus, max(0, alert.buttons.count - 1)),
                                   theme: chrome.theme),
                          in: buffer.area)
        }
    }

    /// The title bar for a step: "App · Title" and "Step n of N" on the right.
    static func frame(_ title: String, onboarding: OnboardingState, hints: String, chrome: AppChrome,
                      into buffer: inout Buffer) {
        var keys = hints
        if onboarding.flow?.canGoBack == true { keys += "  " + tr("Esc back") }
        Frame.draw(title: "\(chrome.brand.appName) · \(title)", trailing: onboarding.flow?.progressLabel,
                   hints: keys, chrome: chrome, into: &buffer)
    }

    /// A row of buttons centered on `y`; returns nothing, draws each with its focus and state.
    static func buttons(_ items: [(title: String, focused: Bool, enabled: Bool)], y: Int, theme: Theme,
                        into buffer: inout Buffer) {
        let widgets = items.map { Button($0.title, isFocused: $0.focused, isEnabled: $0.enabled, theme: theme) }
        let total = widgets.reduce(0) { $0 + $1.width } + max(0, widgets.count - 1) * 2
        var x = max(0, (buffer.width - total) / 2)
        for widget in widgets {
            widget.render(in: Rect(x: x, y: y, width: widget.width, height: 1), buffer: &buffer)
            x += widget.width + 2
        }
    }
}
