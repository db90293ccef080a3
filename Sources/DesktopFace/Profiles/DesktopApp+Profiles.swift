import Features
import GTKKit

/// "Your chat profiles": switching, mute (with its first-time notice), hide with a password,
/// unhide, delete in two stages, and "Add profile". Operations that run the KDF go off the main
/// thread; password fields are emptied as soon as their text is taken.
extension DesktopApp {
    /// Runs `then` once the app lock allows `action` (``AppSession/allows(_:)``, Features'
    /// Authorization): at once while a grant lives, else after the passcode is asked and accepted.
    func authorized(_ action: UserAction, _ then: @escaping @MainActor () -> Void) {
        guard let session, !session.allows(action) else { then(); return }
        askCurrentPasscodeIfLocked(then)
    }

    /// `work` on the store queue (after any store work queued before it, never on the main loop)
    /// once `action` is authorized; when the grant ended meanwhile (the command refused with
    /// `locked`), the passcode is asked and the work runs again.
    func offMainAuthorized<T: Sendable>(_ action: UserAction, _ work: @escaping @Sendable () throws -> T,
                                        _ done: @escaping @MainActor (Result<T, any Error>) -> Void) {
        authorized(action) { [weak self] in
            self?.onStore({ _ in try work() }) { [weak self] result in
                if case .failure(let error) = result, ErrorReport(error).code == .locked {
                    self?.askCurrentPasscodeIfLocked { self?.offMainAuthorized(action, work, done) }
                    return
                }
                done(result)
            }
        }
    }

    func activateRow(_ item: ProfileListItem, password: String?) {
        switch item {
        case .addProfile:
            showAddProfile()
        case .profile(let profile, let revealed):
            guard !profile.active, session != nil else { return }
            let secret = revealed ? password : nil
            // On the store queue (issue 33), with the home data it leads to; only the profile the
            // row showed is made active (nil: a revealed hidden one, named by its password).
            let token = beginNavigation()
            let shownID = revealed ? nil : snapshot.profiles.first { $0.name == profile.name && !$0.hidden }?.id
            let navigation = clicks.navigation
            onStoreThenHome(token: token, { session in
                // A later click came first (Back, another row), or the row's name is another profile's now.
                guard navigation.current == token else { return }
                if let shownID, try !Self.stillShows(session, id: shownID, named: profile.name) { return }
                try session.activateProfile(ProfileRef(profile.name, password: secret))
            }) { [weak self] _, read in
                guard let self else { return }
                // A later click (Back, another row) changed the page meanwhile: the data shows, the page stays.
                if self.isLatest(token), read.snapshot.active?.name == profile.name {
                    self.showChatList()
                } else {
                    self.redrawHome()
                }
            }
        }
    }

    func rowActions(_ item: ProfileListItem, password: String?)
        -> [(label: String, destructive: Bool, handler: @MainActor () -> Void)] {
        guard case .profile(let profile, let revealed) = item else { return [] }
        let menu = ProfileRowMenu(profile, visibleCount: snapshot.profiles.count, revealed: revealed)
        return menu.actions.map { action in
            (action.title, ProfileRowMenu.isDestructive(action),
             { @MainActor [weak self] in self?.perform(action, on: profile, password: revealed ? password : nil) })
        }
    }

    /// Does a row's action (the row menu's buttons call this).
    func perform(_ action: ProfileAction, on profile: ProfileSummary, password: String?) {
        guard let session else { return }
        switch action {
        case .activate:
            activateRow(.profile(profile, revealed: password != nil), password: password)
        case .mute, .unmute:
            let muted = action == .mute
            // On the store queue (issue 33), the notice's first-time check with it.
            onStoreThenHome({ session in
                try session.setMuted(ProfileRef(profile.name), muted)
                return muted && session.takeNoticeIfFirst(.mute)
            }) { [weak self] first, _ in
                guard let self else { return }
                self.redrawHome()
                if first { self.dialogs.inform(Notice.mute.title, Notice.mute.text) }
            }
        case .hide:
            authorized(.hideProfile) { [weak self] in self?.askHide(profile) }
        case .unhide:
            guard let password else { return }
            offMainAuthorized(.unhideProfile, { try session.unhideProfile(profile.name, password: password) }) { [weak self] result in
                guard let self else { return }
                if case .failure(let error) = result { self.dialogs.error(error) }
                (self.currentPage as? ProfilesPage)?.clearSearch()
                self.reloadHome()
            }
        case .delete:
            authorized(.deleteProfile) { [weak self] in self?.askDelete(profile, password: password) }
        case .edit:
            showEditProfile(profile, password: password)
        }
    }

    /// The hide dialog: password and confirmation; Hide enabled when they match and are valid.
    private func askHide(_ profile: ProfileSummary) {
        guard let session else { return }
        let password = Entry(placeholder: DesktopText.password, secret: true)
        let confirm = Entry(placeholder: DesktopText.confirmPassword, secret: true)
        password.setAccessibleLabel(DesktopText.password)
        confirm.setAccessibleLabel(DesktopText.confirmPassword)
        let fields = Box(.vertical, spacing: 8)
        fields.append(LabeledEntry(password))
        fields.append(LabeledEntry(confirm))
        let dialog = dialogs.ask(DesktopText.hideTitle, DesktopText.hideBody(profile.name),
                                 responses: [("cancel", DesktopText.cancel, .normal), ("hide", DesktopText.hide, .suggested)],
                                 defaultID: "hide", closeID: "cancel", extra: fields) { [weak self] id in
            let secret = password.text
            password.clear()
            confirm.clear()
            guard id == "hide", let self else { return }
            self.offMainAuthorized(.hideProfile, {
                try session.hideProfile(profile.name, password: secret)
                // As in the other faces (this notice is never remembered: Notice.isRemembered).
                return session.takeNoticeIfFirst(.hiddenProfiles)
            }) { [weak self] result in
                guard let self else { return }
                guard case .success(let first) = result else {
                    if case .failure(let error) = result { self.dialogs.error(error) }
                    return
                }
                self.reloadHome {
                    (self.currentPage as? ProfilesPage)?.showHiddenBanner()
                    if first { self.dialogs.inform(Notice.hiddenProfiles.title, Notice.hiddenProfiles.text) }
                }
            }
        }
        let valid: @MainActor () -> Bool = {
            let text = password.text
            return !text.isEmpty && text == confirm.text && ProfileSearch.trimmed(text) == text
        }
        dialog.setResponseEnabled("hide", false)
        hideFields = (password, confirm)
        password.onChanged { dialog.setResponseEnabled("hide", valid()) }
        confirm.onChanged { dialog.setResponseEnabled("hide", valid()) }
        // Enter in the confirmation hides, as the default button would (once both fields agree).
        _ = confirm.onActivate { if valid() { dialog.respond("hide") } }
        password.grabFocus()
    }

    /// Deleting in Features' two stages (``ProfileDeleteStage``): stage one (local only, or with
    /// server connections), then stage two (confirm), each opening on Cancel.
    private func askDelete(_ profile: ProfileSummary, password: String?) {
        ask(.choose(profile.name)) { [weak self] choice in
            guard let self, let confirm = ProfileDeleteStage.choose(profile.name).next(after: choice) else { return }
            self.ask(confirm) { [weak self] choice in
                guard let serverData = ProfileDeleteStage.serverData(of: choice), let self, let session = self.session else { return }
                self.offMainAuthorized(.deleteProfile, { try session.deleteProfile(ProfileRef(profile.name, password: password), serverData: serverData).wasLastVisibleProfile }) { [weak self] result in
                    guard let self else { return }
                    if case .failure(let error) = result { self.dialogs.error(error); return }
                    (self.currentPage as? ProfilesPage)?.refreshRevealed()
                    self.reloadHome { if self.snapshot.needsOnboarding { self.showChatList() } }
                }
            }
        }
    }

    /// A delete stage as a dialog: its answers laid out as GNOME does (Cancel first), Cancel the
    /// default and what closing answers.
    private func ask(_ stage: ProfileDeleteStage, _ answered: @escaping @MainActor (ProfileDeleteStage.Choice) -> Void) {
        let choices = [.cancel] + stage.choices.filter { $0 != .cancel }
        dialogs.ask(stage.title, stage.message,
                    responses: choices.map { (Self.responseID($0), $0.label, $0.isDestructive ? .destructive : .normal) },
                    defaultID: Self.responseID(stage.focused), closeID: Self.responseID(.cancel)) { id in
            guard let choice = choices.first(where: { Self.responseID($0) == id }) else { return }
            answered(choice)
        }
    }

    /// A delete answer's dialog response id (what tests and accessibility tools press).
    private static func responseID(_ choice: ProfileDeleteStage.Choice) -> String {
        switch choice {
        case .localOnly: "local"
        case .withServerData: "server"
        case .delete: "delete"
        case .cancel: "cancel"
        }
    }

    /// "Edit profile": the picture, name and bio, validated as when creating (Features'
    /// ``ProfileForm``); Save changes what changed.
    func showEditProfile(_ profile: ProfileSummary, password: String?) {
        guard let session else { return }
        var form = ProfileForm(.edit(name: profile.name, bio: profile.bio))
        // The chosen picture (made from the file at once, so a bad file is refused in the dialog's
        // wake) and whether it differs from the stored one.
        var chosen = profile.picture
        var pictureChanged = false
        let page = CreateProfilePage(step: nil, canGoBack: true, title: DesktopText.editProfileTitle,
                                     actionTitle: DesktopText.save, onChange: { _, _ in }, onSubmit: {}, onBack: {},
                                     loadPicture: { path in
                                         let picture = try session.picture(fromFile: path)
                                         chosen = picture
                                         return picture.bytes
                                     })
        page.name.text = profile.name
        page.bio.text = profile.bio
        page.picture?.text = profile.name
        page.picture?.setImage(profile.picture?.bytes)
        page.picture?.onChange = { bytes in
            if bytes == nil { chosen = nil }
            pictureChanged = chosen != profile.picture
        }
        page.picture?.onError = { [weak self] error in self?.dialogs.error(error) }
        let render: @MainActor () -> Void = { page.draw(form) }
        page.name.onChanged { form.name = page.name.text; render() }
        page.bio.onChanged { form.bio = page.bio.text; render() }
        page.back?.onClicked { [weak self] in self?.showProfiles() }
        page.create.onClicked { [weak self] in
            guard let self else { return }
            let submission = form.submit()
            if case .refused(let alert) = submission {
                self.showFormAlert(alert) {
                    form.useCorrectedName()
                    page.name.text = form.name
                }
                return
            }
            // On the store queue (issue 33), with the home data it leads to.
            let (picture, changesPicture) = (chosen, pictureChanged)
            self.onStoreThenHome({ session in
                var name = profile.name
                if case .update(let newName, let newBio) = submission {
                    try session.updateProfile(ProfileRef(profile.name, password: password), name: newName, bio: newBio)
                    name = newName ?? name
                }
                if changesPicture { try session.setPicture(ProfileRef(name, password: password), picture) }
            }) { [weak self] _, _ in
                guard let self else { return }
                self.showProfiles()
                // A revealed hidden profile's row shows its new name and picture.
                (self.currentPage as? ProfilesPage)?.refreshRevealed()
            }
        }
        render()
        showPage(page, route: .editProfile)
    }

    /// A refused Create or Save, with its reason: "Correct name to X?" (Correct name runs
    /// `useCorrected`), or the alert's text with OK.
    func showFormAlert(_ alert: CreateProfileStep.Alert, cancel: @escaping @MainActor () -> Void = {},
                       useCorrected: @escaping @MainActor () -> Void) {
        if case .invalidName(let corrected?) = alert {
            askCorrectedName(corrected, cancel: cancel, use: useCorrected)
        } else {
            dialogs.inform(alert.title, alert.message, cancel)
        }
    }

    /// "Correct name to X?": Correct name runs `use`, Cancel `cancel`.
    func askCorrectedName(_ corrected: String, cancel: @escaping @MainActor () -> Void = {},
                          use: @escaping @MainActor () -> Void) {
        let alert = CreateProfileStep.Alert.invalidName(corrected: corrected)
        dialogs.ask(alert.title, alert.message,
                    responses: [("cancel", DesktopText.cancel, .normal), ("use", DesktopText.useCorrectedName, .suggested)],
                    defaultID: "use", closeID: "cancel") { id in if id == "use" { use() } else { cancel() } }
    }

    /// "Add profile": the create form outside onboarding (Features' ``ProfileForm``).
    func showAddProfile() {
        guard let session else { return }
        var form = ProfileForm(.create)
        var chosen: ProfilePicture?
        let page = CreateProfilePage(step: nil, canGoBack: true, onChange: { _, _ in }, onSubmit: {}, onBack: {},
                                     loadPicture: { path in
                                         let picture = try session.picture(fromFile: path)
                                         chosen = picture
                                         return picture.bytes
                                     })
        page.picture?.onChange = { bytes in if bytes == nil { chosen = nil } }
        page.picture?.onError = { [weak self] error in self?.dialogs.error(error) }
        let render: @MainActor () -> Void = { page.draw(form) }
        page.name.onChanged { form.name = page.name.text; render() }
        page.bio.onChanged { form.bio = page.bio.text; render() }
        page.back?.onClicked { [weak self] in self?.showProfiles() }
        page.create.onClicked { [weak self] in
            guard let self else { return }
            guard case .create(let name, let bio) = form.submit() else {
                if case .refused(let alert) = form.submit() {
                    self.showFormAlert(alert) {
                        form.useCorrectedName()
                        page.name.text = form.name
                    }
                }
                return
            }
            self.authorized(.createProfile) { [weak self] in
                guard let self else { return }
                // On the store queue (issue 33), with the home data it leads to.
                let picture = chosen
                self.onStoreThenHome({ session in
                    try session.createProfile(name: name, bio: bio, picture: picture)
                }) { [weak self] _, _ in self?.showChatList() }
            }
        }
        render()
        showPage(page, route: .addProfile)
    }
}
