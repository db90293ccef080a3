import Features
import Terminal

/// The create-profile form with live name correction and the bio byte counter.
enum CreateProfileScreen {
    /// Draws the form.
    static func draw(_ form: CreateProfileState, isBusy: Bool, scroll: Int, chrome: AppChrome,
                     into buffer: inout Buffer) {
        let theme = chrome.theme
        let title = form.origin == .onboarding ? OnboardingText.createProfile : form.isEditing ? ProfileAction.edit.title : ProfilesText.createProfile
        Frame.draw(title: "\(chrome.brand.appName) · \(title)", trailing: nil,
                   hints: form.isEditing ? tr("Tab next  Enter next/save  Esc back") : tr("Tab next  Enter next/create  Esc back"), chrome: chrome, into: &buffer)
        let width = min(buffer.width - 4, 64)
        let x = (buffer.width - width) / 2
        var body = ScreenBody(for: buffer)
        var y = body.y
        func line(_ height: Int = 1) -> Rect {
            defer { y += height }
            return Rect(x: x, y: y, width: width, height: height)
        }
        body.canvas.put(ProfileFormText.displayName, in: line(), style: theme.title)
        if form.focus == .name { body.focus(y - 1, y + 1) }
        body.canvas.render(TextField(state: form.name, placeholder: tr("Enter your name…"), isFocused: form.focus == .name,
                                theme: theme), in: line())
        body.canvas.put(ProfileFormText.nameLine(form.nameCheck), in: line(), style: theme.nameLine(form.nameCheck))
        y += 1
        let labelRow = line()
        let counter = Formats.number(form.bioBytes) + "/" + Formats.number(Bio.maxBytes)
        let counterWidth = DisplayWidth.of(counter)
        body.canvas.put(ProfileFormText.bio, in: Rect(x: labelRow.x, y: labelRow.y, width: labelRow.width - counterWidth - 1,
                                              height: 1), style: theme.title)
        body.canvas.put(counter, in: Rect(x: labelRow.maxX - counterWidth, y: labelRow.y, width: counterWidth, height: 1),
                   style: form.bioFits ? theme.muted : theme.danger)
        if form.focus == .bio { body.focus(y - 1, y) }
        body.canvas.render(TextField(state: form.bio, placeholder: tr("Tell your contacts about you"),
                                isFocused: form.focus == .bio, theme: theme), in: line())
        body.y = y
        let status = isBusy ? (form.isEditing ? tr("Saving…") : tr("Creating…")) : nil
        body.present(into: &buffer, footerHeight: 1, scroll: scroll, status: status, theme: theme) { y, buffer in
            let create = Button(form.isEditing ? ButtonText.save : ProfileFormText.create, isFocused: form.focus == .create,
                                isEnabled: form.canCreate && !isBusy, theme: theme)
            create.render(in: Rect(x: x, y: y, width: width, height: 1), buffer: &buffer)
            // As wide as its label (Ukrainian "Скасувати", German "Abbrechen" are longer than a fixed 12 cells), up to the form's edge.
            let cancel = Button(ButtonText.cancel, isFocused: form.focus == .cancel, theme: theme)
            cancel.render(in: Rect(x: x + create.width + 2, y: y, width: min(cancel.width, max(0, width - create.width - 2)), height: 1),
                          buffer: &buffer)
            let rest = max(0, buffer.height - 4 - y)
            buffer.putWrapped(ScreenText.createProfileFooter, in: Rect(x: x, y: y + 2, width: width, height: rest), style: theme.muted)
        }
    }
}
