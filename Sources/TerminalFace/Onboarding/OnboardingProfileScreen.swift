import Features
import Terminal

/// Step 2, create profile: the display name (focused first) with the live correction, the optional
/// bio with its byte counter, Create (disabled until valid) and the privacy footer.
enum OnboardingProfileScreen {
    /// Draws the step; the fields come from the UI state, the checks from the session's step.
    static func draw(_ step: CreateProfileStep, onboarding: OnboardingState, scroll: Int, chrome: AppChrome,
                     into buffer: inout Buffer) {
        let theme = chrome.theme
        OnboardingScreen.frame(OnboardingText.createProfile, onboarding: onboarding, hints: tr("Tab next  Enter next/create"),
                               chrome: chrome, into: &buffer)
        let width = min(buffer.width - 4, 64)
        let x = (buffer.width - width) / 2
        var body = ScreenBody(for: buffer)
        var y = body.y
        func line() -> Rect {
            defer { y += 1 }
            return Rect(x: x, y: y, width: width, height: 1)
        }
        body.canvas.put(ProfileFormText.displayName, in: line(), style: theme.title)
        if onboarding.focused == .nameField { body.focus(y - 1, y + 1) }
        body.canvas.render(TextField(state: onboarding.name, placeholder: tr("Enter your name…"),
                                isFocused: onboarding.focused == .nameField, theme: theme), in: line())
        // The session's step may lag the field by one keystroke; show its verdict for the field's text only.
        let current = step.name == onboarding.name.text
        if onboarding.name.text.isEmpty || current {
            let check = DisplayNameCheck(onboarding.name.text)
            body.canvas.put(ProfileFormText.nameLine(check), in: line(), style: theme.nameLine(check))
        } else {
            y += 1
        }
        y += 1
        let labelRow = line()
        let counter = Formats.number(Bio.byteCount(onboarding.bio.text)) + "/" + Formats.number(Bio.maxBytes)
        let counterWidth = DisplayWidth.of(counter)
        body.canvas.put(ProfileFormText.bio, in: Rect(x: labelRow.x, y: labelRow.y, width: labelRow.width - counterWidth - 1,
                                              height: 1), style: theme.title)
        let fits = Bio.byteCount(onboarding.bio.text) <= Bio.maxBytes
        body.canvas.put(counter, in: Rect(x: labelRow.maxX - counterWidth, y: labelRow.y, width: counterWidth, height: 1),
                   style: fits ? theme.muted : theme.danger)
        if onboarding.focused == .bioField { body.focus(y - 1, y) }
        body.canvas.render(TextField(state: onboarding.bio, placeholder: tr("Tell your contacts about you"),
                                isFocused: onboarding.focused == .bioField, theme: theme), in: line())
        body.y = y
        let enabled = current && step.canCreate && step.bio == onboarding.bio.text
        body.present(into: &buffer, footerHeight: 1, scroll: scroll, theme: theme) { y, buffer in
            Button(ProfileFormText.create, isFocused: onboarding.focused == .create, isEnabled: enabled, theme: theme)
                .render(in: Rect(x: x, y: y, width: width, height: 1), buffer: &buffer)
            let rest = max(0, buffer.height - 5 - y)
            buffer.putWrapped(ScreenText.createProfileFooter, in: Rect(x: x, y: y + 2, width: width, height: rest),
                              style: theme.muted)
        }
    }
}
