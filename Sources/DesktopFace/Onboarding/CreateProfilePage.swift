import Features
import GTKKit

/// Step 2 (and "Add profile", "Edit profile"): the picture (outside onboarding), the display name,
/// focused, with the corrected name shown live; the bio with its byte count; Create enabled only when
/// both are valid; the footer.
@MainActor
final class CreateProfilePage: DesktopPage {
    let layout: PageLayout
    /// The name field.
    let name = Entry(placeholder: DesktopText.displayName)
    /// The line under the name: the corrected name, or nothing.
    let correction = Label("")
    /// The bio field.
    let bio = Entry(placeholder: DesktopText.bio)
    /// The bio's byte count.
    let bioCount = Label("")
    /// Creates the profile.
    let create = Button(DesktopText.create, style: .suggestedPill)
    /// Back (while the flow allows it), in the header bar.
    let back: Button?
    /// The picture: an avatar with "Choose picture…" and "Remove picture" (nil in onboarding, where
    /// a picture can be set later from the profile's Edit).
    let picture: AvatarPicker?

    var root: Widget { layout.page }
    var initialFocus: Widget? { name }

    init(step: String?, canGoBack: Bool, title: String = DesktopText.createProfileTitle,
         actionTitle: String = DesktopText.create, onChange: @escaping @MainActor (String, String) -> Void,
         onSubmit: @escaping @MainActor () -> Void, onBack: @escaping @MainActor () -> Void,
         loadPicture: AvatarPicker.Load? = nil) {
        layout = PageLayout(title: title, step: step)
        picture = loadPicture.map { load in
            AvatarPicker(text: "", size: 96,
                         texts: AvatarPicker.Texts(choose: PictureText.choose, remove: PictureText.remove,
                                                   dialogTitle: PictureText.dialogTitle, accept: PictureText.open,
                                                   cancel: PictureText.cancel, filterName: PictureText.filterName),
                         load: load)
        }
        create.label = actionTitle
        if canGoBack {
            let button = Button(icon: "go-previous-symbolic", accessibleLabel: DesktopText.back)
            button.onClicked(onBack)
            layout.page.header.packStart(button)
            back = button
        } else {
            back = nil
        }
        name.setAccessibleLabel(DesktopText.displayName)
        bio.setAccessibleLabel(DesktopText.bio)
        correction.xAlign = 0
        correction.addStyleClass("dim-label")
        bioCount.xAlign = 1
        bioCount.addStyleClass("caption")
        bioCount.addStyleClass("dim-label")
        let footer = Label(DesktopText.createFooter)
        footer.addStyleClass("dim-label")
        footer.centerLines()
        if let picture { layout.column.append(picture) }
        layout.column.append(LabeledEntry(name))
        layout.column.append(correction)
        layout.column.append(LabeledEntry(bio))
        layout.column.append(bioCount)
        create.setAlignment(horizontal: .center)
        layout.column.append(create)
        layout.column.append(footer)
        name.onChanged { [unowned self] in
            // The initials follow the name being typed.
            self.picture?.text = self.name.text
            onChange(self.name.text, self.bio.text)
        }
        bio.onChanged { [unowned self] in onChange(self.name.text, self.bio.text) }
        name.onActivate { [unowned self] in _ = self.bio.grabFocus() }
        // Enter in the bio presses Create (every form's own handler runs: Add and Edit profile
        // connect theirs to the button, so a callback here would skip them).
        bio.onActivate { [unowned self] in _ = self.create.activate() }
        create.onClicked(onSubmit)
    }

    /// Shows the form's state: the correction, the count, whether Create is enabled.
    /// Draws the form's checks (Features' ``ProfileForm``: the same rules as every face).
    func draw(_ form: ProfileForm) {
        update(nameCheck: form.nameCheck, bioCount: form.bioBytes, limit: form.bioLimit, canCreate: form.canPress)
    }

    func update(nameCheck: DisplayNameCheck, bioCount count: Int, limit: Int, canCreate: Bool) {
        // Only what needs the user's attention: a valid or empty name says nothing here.
        correction.text = nameCheck == .empty || nameCheck == .valid ? "" : ProfileFormText.nameLine(nameCheck)
        correction.isVisible = !correction.text.isEmpty
        name.markError(nameCheck != .empty && nameCheck != .valid)
        bioCount.text = DesktopText.bioCount(count, of: limit)
        bio.markError(count > limit)
        if count > limit { bioCount.addStyleClass("error") } else { bioCount.removeStyleClass("error") }
        create.isSensitive = canCreate
    }
}
