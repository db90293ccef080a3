import Features
import Terminal
import ThresholdCore

/// The create-profile form with live name correction and the bio byte counter.
enum CreateProfileScreen {
    /// The footer the seed asks for.
    static let footer = "Your profile is stored on your device and shared only with your contacts."

    /// Draws the form.
    static func draw(_ form: CreateProfileState, isBusy: Bool, chrome: AppChrome, into buffer: inout Buffer) {
        let theme = chrome.theme
        let title = form.origin == .onboarding ? "Create your profile" : form.isEditing ? "Edit profile" : "Create profile"
        Frame.draw(title: "\(chrome.brand.appName) · \(title)", trailing: nil,
                   hints: form.isEditing ? "Tab next  Enter next/save  Esc back" : "Tab next  Enter next/create  Esc back", chrome: chrome, into: &buffer)
        let width = min(buffer.width - 4, 64)
        let x = (buffer.width - width) / 2
        var y = 2
        func line(_ height: Int = 1) -> Rect {
            defer { y += height }
            return Rect(x: x, y: y, width: width, height: height)
        }
        buffer.put("Display name", in: line(), style: theme.title)
        buffer.render(TextField(state: form.name, placeholder: "Enter your name…", isFocused: form.focus == .name,
                                theme: theme), in: line())
        switch form.nameValidation {
        case .valid:
            buffer.put("✓ Valid name", in: line(), style: theme.success)
        case .invalid(let corrected?):
            buffer.put("Will be saved as: \(corrected)", in: line(), style: theme.danger)
        case .invalid(nil):
            let text = form.name.text.isEmpty ? "Required." : "Needs a letter, number or symbol."
            buffer.put(text, in: line(), style: form.name.text.isEmpty ? theme.muted : theme.danger)
        }
        y += 1
        let labelRow = line()
        let counter = "\(form.bioBytes)/\(Bio.maxBytes)"
        let counterWidth = DisplayWidth.of(counter)
        buffer.put("Bio (optional)", in: Rect(x: labelRow.x, y: labelRow.y, width: labelRow.width - counterWidth - 1,
                                              height: 1), style: theme.title)
        buffer.put(counter, in: Rect(x: labelRow.maxX - counterWidth, y: labelRow.y, width: counterWidth, height: 1),
                   style: form.bioFits ? theme.muted : theme.danger)
        buffer.render(TextField(state: form.bio, placeholder: "Tell your contacts about you",
                                isFocused: form.focus == .bio, theme: theme), in: line())
        y += 1
        let buttons = line()
        let create = Button(form.isEditing ? "Save" : "Create", isFocused: form.focus == .create, isEnabled: form.canCreate && !isBusy,
                            theme: theme)
        create.render(in: buttons, buffer: &buffer)
        Button("Cancel", isFocused: form.focus == .cancel, theme: theme)
            .render(in: Rect(x: buttons.x + create.width + 2, y: buttons.y, width: 12, height: 1), buffer: &buffer)
        y += 1
        let rest = max(0, buffer.height - 2 - y)
        buffer.putWrapped(footer, in: Rect(x: x, y: y, width: width, height: rest), style: theme.muted)
        if isBusy { Frame.status(form.isEditing ? "Saving…" : "Creating…", style: theme.muted, into: &buffer) }
    }
}
